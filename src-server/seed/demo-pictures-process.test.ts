import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.js';
import { namedKeys } from '../images/sweep-uploads.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { startServer } from '../test/server-process.js';

// The real server (main.ts as a process) on a first start with the demo: its pictures are drawn
// after it listens, by a child of its own (docs/decisions/0054). Killed in the middle, it
// draws the rest at its next start.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-demo-pictures-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const env = { NODE_ENV: 'test', LOG_LEVEL: 'debug', DATA_DIR: dataDir, SEED_DEMO: 'true' };

describe('the demo pictures of a first start', () => {
  it('are served as soon as the server is up, and a start killed while drawing them is finished by the next', async () => {
    const first = await startServer(env, 120_000);
    // A product's main photo, asked for before it can have been drawn.
    const list = await (await fetch(`${first.url}/api/produk`)).text();
    const foto = /[0-9a-f-]{36}\.webp/.exec(list)?.[0];
    if (!foto) throw new Error(`no photo in ${list.slice(0, 200)}`);
    const served = await fetch(`${first.url}/images/produk/${foto}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    first.kill('SIGKILL');
    await first.exited;
    expect(first.output()).not.toContain('demo pictures drawn');

    const next = await startServer(env, 120_000);
    await expect
      .poll(() => next.output(), { timeout: 150_000, interval: 500 })
      .toContain('demo pictures drawn');
    next.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    // Each picture drawn once: none the child had sent is drawn again here when it ends.
    expect(next.output()).not.toContain('could not be drawn and stored');

    const database = await connectDatabase({ databaseUrl: undefined, dataDir });
    try {
      const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
      expect(await database.db.selectFrom('gambar_demo_tertunda').selectAll().execute()).toEqual(
        [],
      );
      const missing: string[] = [];
      for (const key of await namedKeys(database.db))
        if (!(await storage.get(key))) missing.push(key);
      expect(missing).toEqual([]);
      expect((await storage.get(`produk/${foto}`))?.equals(bytes)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);
});
