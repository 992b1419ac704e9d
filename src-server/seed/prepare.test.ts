import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../services/session/password.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { loadConfig } from '../config.js';
import { prepareDatabase } from './prepare.js';

// A start on a database that already has its main admin: ADMIN_PASSWORD is not applied then,
// and the log says so (never the password itself).

let database: TestDatabase;
let root: string;
const { shop } = loadConfig({});

beforeAll(async () => {
  database = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-prepare-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(root, { recursive: true, force: true });
});

function capturingLog() {
  const lines: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    void lines.push({ level, message, details });
  return { lines, log: { info: at('info'), warn: at('warn') } };
}

const start = async (admin: { username: string; password: string | undefined }) => {
  const { lines, log } = capturingLog();
  await prepareDatabase(
    database.db,
    { admin, seedDemo: false, tokenSecret: 'k'.repeat(32), dataDir: root, shop },
    new LocalDiskStorage(path.join(root, 'uploads')),
    log,
  );
  return lines;
};

const storedHash = async () =>
  (
    await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('ADMIN_PASSWORD on a database that has its main admin', () => {
  it('creates the admin on the first start, and is quiet while the password is the same', async () => {
    const first = await start({ username: 'pemilik', password: 'password-pertama-1' });
    expect(first.map((l) => l.message)).toContain(
      'main admin created from ADMIN_USERNAME/ADMIN_PASSWORD',
    );
    const again = await start({ username: 'pemilik', password: 'password-pertama-1' });
    expect(again.filter((l) => l.level === 'warn')).toEqual([]);
  });

  it('is not applied, and a warning says so and how to change the password', async () => {
    // The owner changed the password in the admin since.
    await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('password-sekarang-2') })
      .where('id', '=', 1)
      .execute();
    const lines = await start({ username: 'admin', password: 'password-baru-dari-env-3' });
    const warnings = lines.filter((l) => l.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toBe(
      'ADMIN_PASSWORD tidak dipakai: admin utama "pemilik" sudah ada, passwordnya tidak diubah. ' +
        'Ganti password lewat menu Akun saya di admin, atau hentikan aplikasi lalu jalankan ' +
        '`npm run admin:reset-password`.',
    );
    expect(JSON.stringify(lines)).not.toContain('password-baru-dari-env-3');
    expect(await verifyPassword('password-sekarang-2', await storedHash())).toBe(true);
  });

  it('says nothing when ADMIN_PASSWORD is not set', async () => {
    const lines = await start({ username: 'admin', password: undefined });
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
  });
});
