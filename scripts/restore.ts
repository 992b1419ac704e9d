// `npm run restore -- <file> --yes`: puts an archive from `npm run backup` back into the
// configured database and uploads folder. Stop the app first and start it again after; what
// was there before is renamed aside, not deleted.
import { exitOnKnownError, exitWith, loadConfigOrExit } from '../src-server/boot.js';
import { BackupError } from '../src-server/backup/backup.js';
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
  console.log(`Cadangan ${manifest.database} dari ${manifest.createdAt} sudah dipulihkan.`);
  for (const folder of setAside) console.log(`Isi sebelumnya disimpan di ${folder}`);
  console.log('Jalankan aplikasi lagi (npm start).');
} catch (error) {
  if (error instanceof BackupError) exitWith(error.message);
  exitOnKnownError(error);
}
