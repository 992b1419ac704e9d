import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src-server/db/connect.js';
import { migrateToLatest } from '../src-server/db/migrate.js';
import { ensureMainAdmin } from '../src-server/seed/first-admin.js';
import { hashPassword, verifyPassword } from '../src-server/services/session/password.js';
import { insertSession } from '../src-server/services/session/session.queries.js';
import { insertUser } from '../src-server/modules/user/user.queries.js';
import { projectRoot } from '../src-server/paths.js';

// `npm run admin:reset-password` as the owner runs it, on an embedded database in a folder of
// this file's own: a new password printed once, the old one and the sessions gone, and a clear
// refusal while the app holds the folder.

let dataDir: string;
const open = () => connectDatabase({ databaseUrl: undefined, dataDir });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-reset-'));
  const database = await open();
  try {
    await migrateToLatest(database.db);
    await ensureMainAdmin(database.db, { username: 'pemilik', password: 'password-lama-123' });
    await insertUser(database.db, 'staf', await hashPassword('password-staf-123'));
    for (const userId of [1, 2]) {
      await insertSession(database.db, {
        tokenHash: `sesi-${userId}`,
        userId,
        expiresAt: new Date(Date.now() + 60_000),
      });
    }
  } finally {
    await database.close();
  }
}, 60_000);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function run(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-reset-password.ts', ...args],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function stored(username: string) {
  const database = await open();
  try {
    const user = await database.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const sessions = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    return { hash: user.password_hash, sessions: sessions.length };
  } finally {
    await database.close();
  }
}

describe('npm run admin:reset-password', () => {
  it('gives the main admin a new password, printed once, and ends their sessions', async () => {
    const { code, output } = await run();
    expect(code).toBe(0);
    const password = /Username: pemilik\n\s+Password: (\S{20,})\n/.exec(output)?.[1];
    expect(password).toBeDefined();
    const main = await stored('pemilik');
    expect(await verifyPassword(password as string, main.hash)).toBe(true);
    expect(await verifyPassword('password-lama-123', main.hash)).toBe(false);
    expect(main.sessions).toBe(0);
    // The other admin is left as they were.
    const staf = await stored('staf');
    expect(await verifyPassword('password-staf-123', staf.hash)).toBe(true);
    expect(staf.sessions).toBe(1);
  }, 60_000);

  it('takes another admin by --username, and refuses a name nobody has', async () => {
    const { code, output } = await run('--username', 'STAF');
    expect(code).toBe(0);
    const password = /Username: staf\n\s+Password: (\S{20,})\n/.exec(output)?.[1];
    expect(await verifyPassword(password as string, (await stored('staf')).hash)).toBe(true);

    const unknown = await run('--username', 'siapa');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toBe('Tidak ada admin dengan username "siapa".\n');
  }, 60_000);

  it('refuses while the app holds the data folder, and changes nothing', async () => {
    const before = (await stored('pemilik')).hash;
    const app = await open();
    try {
      const { code, output } = await run();
      expect(code).toBe(1);
      expect(output).toMatch(/sedang dipakai proses lain \(pid \d+\)\. Hentikan proses itu dulu/);
      expect(output).not.toMatch(/Password:/);
    } finally {
      await app.close();
    }
    expect((await stored('pemilik')).hash).toBe(before);
  }, 60_000);
});
