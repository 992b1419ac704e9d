import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../test/server-process.js';
import { projectRoot } from '../paths.js';
import { blackPng, multipart } from '../test/uploads.js';

// The real entry point stopped with uploads in flight (issue 8 item 6): a 150 KB PNG claiming
// 1 × 39,000,000 px used to keep libvips busy for half a minute, and process.exit() waits for
// libvips threads, so even main.ts's 10 s forced exit came too late. PGlite only.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-upload-shutdown-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const ADMIN_PASSWORD = 'rahasia-pemilik-123';

describe('shutdown with uploads in flight', () => {
  it('finishes the uploads it can, refuses the bomb, and exits within 10 s of SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await waitFor(`${base}/readyz`, 60_000).catch((error: unknown) => {
        throw new Error(`server did not come up; its output:\n${output}`, { cause: error });
      });
      const login = await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

      const upload = async (image: Buffer) => {
        const body = await multipart(
          {
            nama_produk: 'Gamis Uji',
            harga: 150000,
            diskon: 0,
            jumlah_terjual: 0,
            deskripsi_produk: 'Adem',
            kategori: 'gamis',
            link_shopee: 'https://shopee.co.id/toko/gamis-uji',
          },
          { data: image, name: 'foto.png', type: 'image/png' },
        );
        const res = await fetch(`${base}/api/produk`, {
          method: 'POST',
          headers: { ...body.headers, cookie },
          body: body.payload as Uint8Array<ArrayBuffer>,
        });
        return res.status;
      };
      const bomb = await blackPng(1, 39_000_000);
      // Three bombs keep two cores busy for far longer than 10 s when they are decoded; the
      // largest accepted image (40 megapixels) takes about a second to process.
      const answers = Promise.all(
        [bomb, bomb, bomb, await blackPng(8000, 5000)].map((image) =>
          upload(image).catch((error: unknown) => String(error)),
        ),
      );
      // SIGTERM once the server has all four requests.
      const arrived = () =>
        output
          .split('\n')
          .filter((line) => line.includes('"incoming request"') && line.includes('/api/produk'))
          .length;
      while (arrived() < 4) await new Promise((r) => setTimeout(r, 20));

      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      const code = await exited;
      const stoppingMs = Date.now() - stoppedAt;
      expect({ code, withinTenSeconds: stoppingMs < 10_000 }).toEqual({
        code: 0,
        withinTenSeconds: true,
      });
      expect(await answers).toEqual([413, 413, 413, 201]);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
