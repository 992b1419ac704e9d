import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from './test/server-process.js';
import { projectRoot } from './paths.js';

// The real entry point as a process: first boot on an empty folder, serving, and a clean
// SIGTERM. Runs on PGlite only: the point is the process, not the database.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-main-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('main.ts', () => {
  it('boots on an empty folder, prints the admin password once, serves, and stops on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
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
    expect(output).toMatch(/Username: admin\n\s+Password: \S{20,}/);
    // The last line of the start says where the admin area is.
    await expect.poll(() => output).toContain('Etalase berjalan di');
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.at(-1)?.trim()).toBe(`Admin: http://localhost:${port}/admin`);
    await expect(fs.access(path.join(dataDir, 'pglite.lock'))).resolves.toBeUndefined();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow();
  }, 90_000);
});
