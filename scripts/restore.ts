// `npm run restore -- <file> --yes`: puts an archive from `npm run backup` back into the
// configured database and uploads folder. Stop the app first and start it again after; what
// was there before is set aside, not deleted.
import { exitOnKnownError, exitWith, loadConfigOrExit } from '../src-server/boot.js';
import { BackupError } from '../src-server/backup/manifest.js';
import { restoreBackup } from '../src-server/backup/restore.js';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) exitWith('Pakai: npm run restore -- <file-cadangan> --yes');
if (!args.includes('--yes')) {
  exitWith(
    `Pemulihan mengganti isi database dan folder gambar dengan isi ${file}.\n` +
      'Hentikan aplikasi dulu, lalu ulangi dengan --yes: npm run restore -- <file> --yes',
  );
}

const config = loadConfigOrExit();
try {
  const { manifest, setAside } = await restoreBackup(config, file, (line) => console.log(line));
  const version = manifest.appVersion ? `, Etalase ${manifest.appVersion}` : '';
  console.log(`Cadangan dari ${manifest.createdAt}${version} sudah dipulihkan.`);
  for (const place of setAside) console.log(`Isi sebelumnya disimpan di ${place}`);
  console.log('Jalankan aplikasi lagi (npm start).');
} catch (error) {
  if (error instanceof BackupError) exitWith(error.message);
  exitOnKnownError(error);
}
