import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { MemoryRateLimiter } from '../../http/rate-limiter.js';
import { CountTally } from './count-tally.js';

// The write-behind tally under views, searches and clicks, with the real in-memory limiter.

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

function tallyOf(options: { delayMs?: number } = {}) {
  const rateLimiter = new MemoryRateLimiter();
  const written: string[][] = [];
  const tally = new CountTally<{ key: string }>({
    rateLimiter,
    name: 't',
    label: 'test counts',
    windowMs: 60_000,
    maxPending: 50_000,
    batchSize: 50_000,
    record: async (fresh) => {
      written.push(fresh.map((item) => item.key));
      await Promise.resolve();
    },
    log,
    ...options,
  });
  return { tally, rateLimiter, written };
}

describe('CountTally', () => {
  it('drops a repeat it remembers without asking the limiter, and counts the first once', async () => {
    const { tally, rateLimiter, written } = tallyOf();
    for (let i = 0; i < 5; i++) tally.add({ key: 'a' });
    await tally.flush();
    expect(written.flat()).toEqual(['a']);
    expect(await rateLimiter.count('t:a')).toBe(1);
  });

  it('forgets the oldest keys past its bound, and the limiter still knows them as repeats', async () => {
    const { tally, rateLimiter, written } = tallyOf();
    tally.add({ key: 'first' });
    for (let i = 0; i < 20_001; i++) tally.add({ key: `k${i}` });
    await tally.flush();
    tally.add({ key: 'first' });
    await tally.flush();
    // Asked of the limiter a second time (forgotten here), and judged a repeat there.
    expect(await rateLimiter.count('t:first')).toBe(2);
    expect(written.flat().filter((key) => key === 'first')).toHaveLength(1);
    expect(written.flat()).toHaveLength(20_002);
  });

  it('writes what comes within the delay together, and flush does not wait for the delay', async () => {
    const { tally, written } = tallyOf({ delayMs: 60_000 });
    for (let i = 0; i < 50; i++) tally.add({ key: `v${i}` });
    expect(written).toEqual([]);
    const started = Date.now();
    await tally.flush();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(written).toHaveLength(1);
    expect(written[0]).toHaveLength(50);
  });
});
