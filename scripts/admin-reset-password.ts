// `npm run admin:reset-password [-- --username <name>]`: a new password for the main admin (or
// the admin named), printed once, and their sessions ended. The embedded database only while
// the app is stopped (its folder is locked); PostgreSQL also while it runs.
import { parseArgs } from 'node:util';
import { exitOnKnownError, exitWith, loadConfigOrExit } from '../src-server/boot.js';
import { connectDatabase } from '../src-server/db/connect.js';
import {
  resetAdminPassword,
  type ResetPassword,
} from '../src-server/modules/auth/reset-password.js';

let username: string | undefined;
try {
  ({ username } = parseArgs({ options: { username: { type: 'string' } } }).values);
} catch {
  exitWith('Pemakaian: npm run admin:reset-password [-- --username <nama>]');
}
const config = loadConfigOrExit();
const database = await connectDatabase(config).catch(exitOnKnownError);
let reset: ResetPassword | undefined;
try {
  reset = await resetAdminPassword(database.db, username);
} catch (error) {
  // 42P01: no users table yet, a database the app has never started on.
  if ((error as { code?: unknown }).code !== '42P01') throw error;
} finally {
  await database.close();
}
if (!reset) {
  exitWith(
    username === undefined
      ? 'Belum ada admin utama: jalankan aplikasi sekali dulu, ia membuatnya.'
      : `Tidak ada admin dengan username "${username}".`,
  );
}
process.stdout.write(
  `\n  Password baru untuk admin "${reset.username}".\n  Username: ${reset.username}\n` +
    `  Password: ${reset.password}\n` +
    '  Simpan password ini sekarang; ia tidak akan ditampilkan lagi.\n' +
    '  Semua sesi admin ini sudah dikeluarkan: masuk lagi dengan password baru.\n\n',
);
