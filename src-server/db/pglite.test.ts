import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.js';
import { DataDirLockedError, openPglite } from './pglite.js';

const dirs: string[] = [];
async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-pglite-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'data');
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

describe('embedded PGlite', () => {
  it('creates missing folders, keeps data across restarts and releases its lock on close', async () => {
    const dataDir = await tempDir();
    const first = await connectDatabase({ databaseUrl: undefined, dataDir });
    expect(first.kind).toBe('pglite');
    await sql`create table kept (v int)`.execute(first.db);
    await sql`insert into kept values (42)`.execute(first.db);
    await first.close();
    await expect(fs.access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow();

    const second = await connectDatabase({ databaseUrl: undefined, dataDir });
    const { rows } = await sql<{ v: number }>`select v from kept`.execute(second.db);
    expect(rows).toEqual([{ v: 42 }]);
    await second.close();
  });

  it('refuses a second opener of the same folder while the first runs', async () => {
    const dataDir = await tempDir();
    await fs.mkdir(dataDir, { recursive: true });
    // A lock held by a live process that is not us (our parent, the test runner).
    await fs.writeFile(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError);
    await expect(openPglite(dataDir)).rejects.toThrow(/sedang dipakai proses lain/);
  });

  it('takes over a lock left behind by a process that no longer runs', async () => {
    const dataDir = await tempDir();
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(path.join(dataDir, 'pglite.lock'), '2147483646');
    const opened = await openPglite(dataDir);
    expect(await fs.readFile(path.join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await opened.close();
  });
});
