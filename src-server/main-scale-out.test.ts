import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths.js';
import { deleteKeysUnder, randomPrefix, sharedRedisMissing, testRedisUrl } from './test/redis.js';
import { startTestS3, type TestS3 } from './test/s3.js';
import { freePort, waitFor } from './test/server-process.js';

// The real entry point with the scale-out settings (docs/decisions/0009): it checks the bucket
// before anything else and says what to fix, and it starts on S3 (and Redis, when one answers
// here) and names them in its start line. PGlite only: the point is the process.

const noSharedRedis = await sharedRedisMissing();
const redisPrefix = randomPrefix();
let s3: TestS3;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-main-s3-'));

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (!noSharedRedis) await deleteKeysUnder(redisPrefix);
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('main.ts with S3_* and REDIS_URL', () => {
  it('stops at once, naming the setting, when the bucket does not exist', async () => {
    const server = start({ ...s3.env(), S3_BUCKET: 'tidak-ada', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Penyimpanan gambar S3 bucket tidak-ada .*bucket tidak ada/);
    expect(server.output()).not.toContain(s3.secretAccessKey);
    // It stopped before opening the database.
    await expect(fs.access(path.join(dataDir, 'pglite'))).rejects.toThrow();
  }, 60_000);

  it('starts on the bucket (and Redis), says so, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({
      ...s3.env('proses/'),
      ...(!noSharedRedis && { REDIS_URL: testRedisUrl, REDIS_PREFIX: redisPrefix }),
      PORT: String(port),
    });
    const ready = await waitFor(`http://127.0.0.1:${port}/readyz`, 60_000).catch(
      (error: unknown) => {
        throw new Error(`server did not come up; its output:\n${server.output()}`, {
          cause: error,
        });
      },
    );
    expect(ready.status).toBe(200);
    const missing = await fetch(`http://127.0.0.1:${port}/images/produk/tidak-ada.webp`);
    expect(missing.status).toBe(404);
    expect(server.output()).toContain(
      `gambar: S3 ${s3.bucket}; batas permintaan: ${noSharedRedis ? 'memori instance ini' : 'Redis'}`,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain(s3.secretAccessKey);
  }, 90_000);
});
