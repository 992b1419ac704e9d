import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { shownRedisUrl } from '../http/rate-limiter-redis.js';
import { freePort } from './server-process.js';

// Redis for the shared rate-limit tests: the server at TEST_REDIS_URL (else a local one), each
// test with a key prefix of its own, deleted after; or a private redis-server to stop and start.

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url` (the tests that need one skip, saying so, without it). */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Why the tests needing the shared Redis cannot run here, or undefined when they can. The
 * reason is also written to stderr, which vitest shows beside the file's results.
 */
export async function sharedRedisMissing(): Promise<string | undefined> {
  if (await redisAnswers()) return undefined;
  return skipping(
    'a shared Redis',
    `no Redis answers at ${shownRedisUrl(testRedisUrl)}; start one there or set TEST_REDIS_URL`,
  );
}

/** Why a private redis-server cannot be started here, or undefined when it can. */
export function redisServerMissing(): string | undefined {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  if (found.status === 0) return undefined;
  return skipping(
    'a private redis-server',
    'redis-server is not installed (Debian: apt-get install redis-server)',
  );
}

function skipping(what: string, reason: string): string {
  process.stderr.write(`SKIPPED: the tests that need ${what} (${reason})\n`);
  return reason;
}

/** A key prefix no other test (or shop) uses. */
export function randomPrefix(): string {
  return `etalase-test:${randomBytes(6).toString('hex')}:`;
}

/** Every key under `prefix`. */
export async function keysUnder(prefix: string, url = testRedisUrl): Promise<string[]> {
  const client = new Redis(url);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      keys.push(...batch);
      cursor = next;
    } while (cursor !== '0');
    return keys;
  } finally {
    client.disconnect();
  }
}

export async function deleteKeysUnder(prefix: string, url = testRedisUrl): Promise<void> {
  const keys = await keysUnder(prefix, url);
  if (keys.length === 0) return;
  const client = new Redis(url);
  try {
    await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

export interface PrivateRedis {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * A redis-server of the test's own on 127.0.0.1 and a free port (no persistence), to take
 * away and bring back; `password` makes it ask for one.
 */
export async function startPrivateRedis(
  options: { port?: number; password?: string } = {},
): Promise<PrivateRedis> {
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  if (options.password) args.push('--requirepass', options.password);
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://${options.password ? `:${options.password}@` : ''}127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url))) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
