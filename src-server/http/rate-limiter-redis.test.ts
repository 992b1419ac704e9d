import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.js';
import { ensureMainAdmin } from '../seed/first-admin.js';
import { MAIN_ADMIN } from '../test/admins.js';
import { createInstance, type Instance } from '../test/instances.js';
import {
  deleteKeysUnder,
  keysUnder,
  randomPrefix,
  redisServerMissing,
  sharedRedisMissing,
  startPrivateRedis,
  testRedisUrl,
} from '../test/redis.js';
import { freePort } from '../test/server-process.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import {
  describeRedisError,
  RedisRateLimiter,
  shownRedisUrl,
  type LimiterLog,
} from './rate-limiter-redis.js';

// test:pg skips this file: its subject is the limits kept in Redis.
//
// Rate limits shared through Redis (issue 9 item 6, docs/decisions/0009), against a real Redis:
// TEST_REDIS_URL, else 127.0.0.1:6379. Every test has a key prefix of its own and deletes its
// keys after. The outage tests run a redis-server of their own, to stop and start again; the
// tests of a Redis that never answers need none.

// Without them, the tests that need one are skipped, and the reason printed.
const noSharedRedis = await sharedRedisMissing();
const noRedisServer = redisServerMissing();

const quiet: LimiterLog = { info: () => undefined, error: () => undefined };
const prefixes: string[] = [];
const limiters: RedisRateLimiter[] = [];

function limiter(prefix: string, url = testRedisUrl, log: LimiterLog = quiet): RedisRateLimiter {
  const made = new RedisRateLimiter(url, prefix, log);
  limiters.push(made);
  return made;
}

function prefix(): string {
  const made = randomPrefix();
  prefixes.push(made);
  return made;
}

afterEach(async () => {
  for (const made of limiters.splice(0)) await made.close();
  if (!noSharedRedis) for (const made of prefixes.splice(0)) await deleteKeysUnder(made);
});

function login(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/trpc/auth.login',
    payload: credentials,
    remoteAddress,
  });
}

function subscribe(app: FastifyInstance, email: string, remoteAddress = '10.9.9.9') {
  return app.inject({
    method: 'POST',
    url: '/api/trpc/promo.subscribe',
    payload: { email, persetujuan: true },
    remoteAddress,
  });
}

const wrong = { username: MAIN_ADMIN.username, password: 'salah-sekali-123' };

/** Collects an instance's log lines (errors and up). */
function logInto(lines: string[]) {
  return { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } };
}

describe('what the logs may show of Redis', () => {
  it('hides the password in the address and keeps an error to its message and code', () => {
    expect(shownRedisUrl('redis://:rahasia@redis.lan:6379/0')).toBe(
      'redis://:***@redis.lan:6379/0',
    );
    expect(shownRedisUrl('rediss://app:rahasia@redis.lan')).toBe('rediss://app:***@redis.lan');
    expect(shownRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    const error = Object.assign(new Error('WRONGPASS invalid username-password pair'), {
      code: 'WRONGPASS',
      command: { name: 'auth', args: ['rahasia'] },
    });
    expect(describeRedisError(error)).toEqual({
      type: 'Error',
      message: 'WRONGPASS invalid username-password pair',
      code: 'WRONGPASS',
    });
  });
});

describe.skipIf(noSharedRedis)('RedisRateLimiter', () => {
  it('counts, peeks and resets like the in-memory one, under its key prefix', async () => {
    const mine = prefix();
    const redis = limiter(mine);
    expect(await redis.ready(5_000)).toBe(true);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await redis.hit('a', rule)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await redis.peek('a', rule)).allowed).toBe(true);
    expect((await redis.hit('a', rule)).allowed).toBe(true);
    const refused = await redis.hit('a', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await redis.peek('a', rule)).allowed).toBe(false);
    expect(await redis.count('a')).toBe(3);
    expect(await redis.count('b')).toBe(0);
    expect(await keysUnder(mine)).toEqual([`${mine}rate:a`]);

    await redis.reset('a');
    expect(await redis.count('a')).toBe(0);
    expect(await keysUnder(mine)).toEqual([]);
  });

  it('opens a new window once the last one has ended', async () => {
    const redis = limiter(prefix());
    await redis.ready(5_000);
    const rule = { limit: 1, windowMs: 1_000 };
    expect((await redis.hit('a', rule)).allowed).toBe(true);
    expect((await redis.hit('a', rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await redis.hit('a', rule)).allowed).toBe(true);
  });

  it('shares counts between limiters on one prefix, and only on one prefix', async () => {
    const shared = prefix();
    const [one, two, other] = [limiter(shared), limiter(shared), limiter(prefix())];
    for (const made of [one, two, other]) await made.ready(5_000);
    const rule = { limit: 3, windowMs: 60_000 };
    await one.hit('k', rule);
    await one.hit('k', rule);
    await two.hit('k', rule);
    expect((await one.hit('k', rule)).allowed).toBe(false);
    expect(await two.count('k')).toBe(4);
    expect(await other.count('k')).toBe(0);
    // Sent at once from two instances, each hit is counted exactly once.
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).hit('n', rule)));
    expect(await one.count('n')).toBe(20);
  });
});

describe.skipIf(noSharedRedis)('two app instances with one REDIS_URL', () => {
  let database: TestDatabase;
  let one: Instance;
  let two: Instance;
  let elsewhere: Instance;
  // Kept for the whole block (the afterEach above deletes only each test's own).
  const shared = randomPrefix();
  const other = randomPrefix();

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureMainAdmin(database.db, MAIN_ADMIN);
    const env = { REDIS_URL: testRedisUrl, REDIS_PREFIX: shared };
    one = await createInstance(database.db, env);
    two = await createInstance(database.db, env);
    // Same Redis, another prefix: another shop's counters.
    elsewhere = await createInstance(database.db, { ...env, REDIS_PREFIX: other });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await elsewhere.close();
    await database.close();
    for (const made of [shared, other]) await deleteKeysUnder(made);
  });

  it('refuses the 6th wrong password from a client, whichever instances the five went to', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 ? two.app : one.app, wrong);
      expect(res.statusCode).toBe(401);
    }
    for (const app of [two.app, one.app]) {
      const refused = await login(app, wrong);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(
        messages.rateLimited(Number(refused.headers['retry-after'])),
      );
    }
    // Even the right password, from that client: five failures refuse it for 15 minutes.
    expect((await login(two.app, MAIN_ADMIN)).statusCode).toBe(429);
    // The owner from another address logs in on either instance (docs/decisions/0006).
    expect((await login(two.app, MAIN_ADMIN, '10.1.2.3')).statusCode).toBe(200);
    expect((await login(one.app, MAIN_ADMIN, '10.1.2.4')).statusCode).toBe(200);
    // The counters are Redis's, under the prefix; another prefix counts on its own.
    expect(await keysUnder(shared)).toContain(
      `${shared}rate:login-failures:${MAIN_ADMIN.username}:127.0.0.1`,
    );
    expect((await login(elsewhere.app, wrong)).statusCode).toBe(401);
  });

  it('shares the sign-up limit too', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await subscribe(i % 2 ? one.app : two.app, `pelanggan${i}@contoh.id`);
      expect(res.statusCode).toBe(200);
    }
    expect((await subscribe(one.app, 'pelanggan10@contoh.id')).statusCode).toBe(429);
    expect((await subscribe(two.app, 'pelanggan11@contoh.id')).statusCode).toBe(429);
    expect((await subscribe(elsewhere.app, 'pelanggan12@contoh.id')).statusCode).toBe(200);
  });
});

describe('when Redis never answers', () => {
  it('starts, limits logins per instance and never answers 5xx', async () => {
    const database = await createTestDatabase();
    await ensureMainAdmin(database.db, MAIN_ADMIN);
    const lines: string[] = [];
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const startedAt = Date.now();
    const instance = await createInstance(database.db, { REDIS_URL: nobody }, logInto(lines));
    try {
      // It waited for Redis a few seconds at most, then went on without it.
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await login(instance.app, wrong)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      expect((await login(instance.app, MAIN_ADMIN, '10.1.2.3')).statusCode).toBe(200);
      expect((await subscribe(instance.app, 'tetap@contoh.id')).statusCode).toBe(200);
      const unreachable = lines.filter((line) => line.includes('Redis unreachable'));
      // Said once (then at most once a minute), not once a request.
      expect(unreachable).toHaveLength(1);
      expect(unreachable[0]).toContain(nobody);
    } finally {
      await instance.close();
      await database.close();
    }
  });
});

describe.skipIf(noRedisServer)('while Redis is away', () => {
  it('counts in memory, logs once, never throws, and shares again once Redis is back', async () => {
    const redis = await startPrivateRedis();
    const lines: string[] = [];
    const log = {
      info: (_: object, message: string) => lines.push(`info ${message}`),
      error: (_: object, message: string) => lines.push(`error ${message}`),
    };
    const made = limiter('etalase:', redis.url, log);
    try {
      expect(await made.ready(5_000)).toBe(true);
      const rule = { limit: 3, windowMs: 60_000 };
      await made.hit('a', rule);
      expect(await made.count('a')).toBe(1);

      await redis.stop();
      const startedAt = Date.now();
      expect((await made.hit('a', rule)).allowed).toBe(true);
      expect((await made.hit('a', rule)).allowed).toBe(true);
      expect((await made.hit('a', rule)).allowed).toBe(true);
      // Counted here from the outage on: the fourth hit in memory is over the limit.
      expect((await made.hit('a', rule)).allowed).toBe(false);
      expect(await made.count('a')).toBe(4);
      await made.reset('a');
      expect(await made.count('a')).toBe(0);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
      expect(lines.filter((line) => line.startsWith('error'))).toHaveLength(1);

      const back = await startPrivateRedis({ port: redis.port });
      try {
        expect(await made.ready(10_000)).toBe(true);
        expect(lines.at(-1)).toMatch(/^info Redis is back/);
        // Redis kept nothing of the outage (it restarted empty): counts start there again.
        await made.hit('a', rule);
        expect(await made.count('a')).toBe(1);
        expect(await keysUnder('etalase:', back.url)).toEqual(['etalase:rate:a']);
      } finally {
        await made.close();
        await back.stop();
      }
    } finally {
      await redis.stop();
    }
  });

  it('keeps login throttling, and answers every visitor, when Redis goes away', async () => {
    const redis = await startPrivateRedis();
    const database = await createTestDatabase();
    const lines: string[] = [];
    const instance = await createInstance(database.db, { REDIS_URL: redis.url }, logInto(lines));
    try {
      await ensureMainAdmin(database.db, MAIN_ADMIN);
      await redis.stop();
      for (let i = 0; i < 5; i++) expect((await login(instance.app, wrong)).statusCode).toBe(401);
      expect((await login(instance.app, wrong)).statusCode).toBe(429);
      expect((await login(instance.app, MAIN_ADMIN, '10.1.2.3')).statusCode).toBe(200);
      expect((await subscribe(instance.app, 'tetap@contoh.id')).statusCode).toBe(200);
      expect(lines.join('\n')).toContain('Redis unreachable');
    } finally {
      await instance.close();
      await database.close();
      await redis.stop();
    }
  });

  it('never writes the Redis password to the logs, even when Redis refuses it', async () => {
    const redis = await startPrivateRedis({ password: `benar-${randomBytes(8).toString('hex')}` });
    const database = await createTestDatabase();
    await ensureMainAdmin(database.db, MAIN_ADMIN);
    const wrongPassword = `keliru-${randomBytes(8).toString('hex')}`;
    const lines: string[] = [];
    const instance = await createInstance(
      database.db,
      { REDIS_URL: `redis://:${wrongPassword}@127.0.0.1:${redis.port}` },
      logInto(lines),
    );
    try {
      // Refused by Redis, so counted here: still no 5xx.
      expect((await login(instance.app, wrong)).statusCode).toBe(401);
      const logged = lines.join('\n');
      expect(logged).toContain('Redis unreachable');
      expect(logged).toContain('WRONGPASS');
      expect(logged).toContain(`redis://:***@127.0.0.1:${redis.port}`);
      expect(logged).not.toContain(wrongPassword);
    } finally {
      await instance.close();
      await database.close();
      await redis.stop();
    }
  });
});
