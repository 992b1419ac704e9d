import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test/test-database.js';
import { freePort, waitFor } from './test/server-process.js';
import { projectRoot } from './paths.js';

// The real entry point as a process: first boot on an empty folder, serving, and a clean
// SIGTERM, on PGlite; and a first boot on an empty PostgreSQL database when the run has one.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-main-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('main.ts', () => {
  it('boots on an empty folder, prints the admin password once, serves, and stops on SIGTERM', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        // The outbox worker starts only where mail can be sent: nothing is sent here.
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_FROM: 'toko@contoh.id',
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const ready = await waitFor(`http://127.0.0.1:${port}/readyz`, 60_000).catch(
      (error: unknown) => {
        throw new Error(`server did not come up; its output:\n${output}`, { cause: error });
      },
    );
    expect(ready.status).toBe(200);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/produk`)).json()).toEqual([]);
    // /metrics on its own port of 127.0.0.1 (docs/decisions/0045), not on the app's.
    const scrape = await waitFor(`http://127.0.0.1:${metricsPort}/metrics`, 10_000);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain(
      'etalase_http_request_duration_seconds_count{route="/api/produk",method="GET",status_class="2xx"} 1',
    );
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect(output).toMatch(/Username: admin\n\s+Password: \S{20,}/);
    // The last line of the start says where the admin area is.
    await expect.poll(() => output).toContain('Etalase berjalan di');
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.at(-1)?.trim()).toBe(`Admin: http://localhost:${port}/admin`);
    await expect(fs.access(path.join(dataDir, 'pglite.lock'))).resolves.toBeUndefined();
    // No background job (schedule timer, outbox worker, purges, sweeps, table maintenance) read
    // a table before the migrations made it (issue 29): they start once the database is ready.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(output).not.toMatch(/does not exist|tidak terbaca|tidak terhapus|tidak terkirim/);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow();
  }, 90_000);

  it('boots on an empty database of this run (PostgreSQL under test:pg) with no job ahead of the migrations', async () => {
    const database = await createTestDatabase({ migrated: false });
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-main-fresh-'));
    try {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          PORT: String(port),
          DATA_DIR: folder,
          ...(database.url && { DATABASE_URL: database.url }),
          SEED_DEMO: 'false',
          SMTP_URL: 'smtp://127.0.0.1:9',
          MAIL_FROM: 'toko@contoh.id',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      await waitFor(`http://127.0.0.1:${port}/readyz`, 60_000).catch((error: unknown) => {
        throw new Error(`server did not come up; its output:\n${output}`, { cause: error });
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // On PGlite a child process creates and migrates the missing database (main.ts), so the
      // server finds none left to apply; PostgreSQL's empty database is migrated by the server.
      if (database.url) expect(output).toContain('migrations applied');
      else expect(output).not.toContain('migrations applied');
      expect(output).not.toMatch(/does not exist|tidak terbaca|tidak terhapus|tidak terkirim/);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      await database.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
