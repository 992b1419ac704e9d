// `npm run backup [-- <file>]`: one archive with the database and the uploaded images, by
// default backups/etalase-<date>-<time>.tar.gz. PostgreSQL is backed up while the app runs;
// the embedded database only while it is stopped (its folder is locked).
import path from 'node:path';
import { exitOnKnownError, exitWith, loadConfigOrExit } from '../src-server/boot.js';
import { createBackup } from '../src-server/backup/backup.js';
import { BackupError } from '../src-server/backup/manifest.js';

const config = loadConfigOrExit();
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const file = process.argv[2] ?? path.join('backups', `etalase-${stamp}.tar.gz`);

try {
  const manifest = await createBackup(config, file, (line) => console.log(line));
  const kind = manifest.database === 'postgres' ? 'PostgreSQL' : 'database bawaan (PGlite)';
  console.log(`Cadangan ${kind} tersimpan di ${file}`);
  console.log('Simpan salinannya di luar mesin ini juga.');
} catch (error) {
  if (error instanceof BackupError) exitWith(error.message);
  exitOnKnownError(error);
}
