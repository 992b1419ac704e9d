import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { JobQueue, type JobDefinition } from './job-queue.js';

// The queue on this test run's database (PGlite, or PostgreSQL under test:pg): jobs run, chain,
// wake, are retried, run once however many instances keep them, and stop cleanly.

const log = { info: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await database.close();
});

async function started(...jobs: JobDefinition[]): Promise<JobQueue> {
  const queue = new JobQueue({ db: database.db, log, maxPollMs: 500 });
  for (const job of jobs) queue.define(job);
  queues.push(queue);
  await queue.start();
  return queue;
}

describe('JobQueue', () => {
  it('runs a job after its first delay and again whenever a run asks', async () => {
    const runs: number[] = [];
    const queue = await started({
      name: 'uji_rantai',
      firstAfterMs: 0,
      run: () => {
        runs.push(Date.now());
        return Promise.resolve(runs.length < 3 ? 300 : undefined);
      },
    });
    await expect.poll(() => runs.length, { timeout: 8_000, interval: 50 }).toBe(3);
    const [, second = 0, third = 0] = runs;
    expect(third - second).toBeGreaterThanOrEqual(300);
    await sleep(1_200);
    expect(runs).toHaveLength(3);
    await queue.stop();
  });

  it('runs a job once, whichever of two instances starting together takes it', async () => {
    let runs = 0;
    const job = (): JobDefinition => ({
      name: 'uji_sekali',
      firstAfterMs: 1_000,
      run: async () => {
        runs += 1;
        await sleep(200);
      },
    });
    const first = await started(job());
    const second = await started(job());
    await expect.poll(() => runs, { timeout: 5_000, interval: 50 }).toBe(1);
    await sleep(1_500);
    expect(runs).toBe(1);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('runs a woken job at once, not at its next poll', async () => {
    let runs = 0;
    const queue = new JobQueue({ db: database.db, log });
    queue.define({
      name: 'uji_bangun',
      pollMs: 60_000,
      run: () => {
        runs += 1;
        return Promise.resolve();
      },
    });
    queues.push(queue);
    await queue.start();
    const woken = Date.now();
    await queue.wake('uji_bangun');
    await expect.poll(() => runs, { timeout: 3_000, interval: 20 }).toBe(1);
    expect(Date.now() - woken).toBeLessThan(3_000);
    await queue.stop();
  });

  it('tries a failed run again', async () => {
    let attempts = 0;
    let done = false;
    const queue = await started({
      name: 'uji_ulang',
      firstAfterMs: 0,
      run: () => {
        attempts += 1;
        if (attempts < 2) return Promise.reject(new Error('database away'));
        done = true;
        return Promise.resolve();
      },
    });
    await expect.poll(() => done, { timeout: 8_000, interval: 50 }).toBe(true);
    expect(attempts).toBe(2);
    await queue.stop();
  });

  it('stops after the run under way, and runs nothing after', async () => {
    let finished = 0;
    let runs = 0;
    const queue = await started({
      name: 'uji_berhenti',
      firstAfterMs: 0,
      run: async () => {
        runs += 1;
        await sleep(400);
        finished += 1;
        return 100;
      },
    });
    await expect.poll(() => runs, { timeout: 5_000, interval: 20 }).toBe(1);
    await queue.stop();
    expect(finished).toBe(runs);
    const after = runs;
    await sleep(800);
    expect(runs).toBe(after);
  });

  it('logs a run whose end it cannot record when the database is gone, and keeps the process up', async () => {
    const own = await createTestDatabase();
    const warnings: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let release: () => void = () => undefined;
    let runs = 0;
    const queue = new JobQueue({
      db: own.db,
      log: { info: () => undefined, warn: (_details, message) => warnings.push(message) },
      maxPollMs: 500,
    });
    queue.define({
      name: 'uji_putus',
      firstAfterMs: 0,
      run: async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    try {
      await queue.start();
      await expect.poll(() => runs, { timeout: 5_000, interval: 20 }).toBe(1);
      await own.close();
      release();
      await expect
        .poll(() => warnings, { timeout: 5_000, interval: 20 })
        .toContain('job result not recorded; the job runs again when it expires');
      await sleep(100);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await queue.stop(1_000).catch(() => undefined);
    }
  });
});
