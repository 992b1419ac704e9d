import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.js';

// The in-memory limiter (one instance). The clock is vitest's, which rate-limiter-flexible's
// memory store reads (Date.now, and its timers that drop ended windows).

describe('MemoryRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows up to the limit per window and says when to retry', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    vi.advanceTimersByTime(45_000);
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });

  it('peeks without counting', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: 2, windowMs: 10_000 };
    expect((await limiter.peek('a', rule)).allowed).toBe(true);
    await limiter.hit('a', rule);
    expect((await limiter.peek('a', rule)).allowed).toBe(true);
    await limiter.hit('a', rule);
    vi.advanceTimersByTime(4_000);
    expect(await limiter.peek('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(await limiter.peek('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    vi.advanceTimersByTime(6_000);
    expect((await limiter.peek('a', rule)).allowed).toBe(true);
  });

  it('counts hits in the current window only', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: Number.POSITIVE_INFINITY, windowMs: 5_000 };
    expect(await limiter.count('a')).toBe(0);
    for (let i = 0; i < 7; i++) expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect(await limiter.count('a')).toBe(7);
    vi.advanceTimersByTime(5_000);
    expect(await limiter.count('a')).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: 1, windowMs: 1_000 };
    await limiter.hit('a', rule);
    expect((await limiter.hit('a', rule)).allowed).toBe(false);
    await limiter.reset('a');
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });

  it('refuses a window shorter than a second, which Redis could not keep', async () => {
    await expect(new MemoryRateLimiter().hit('a', { limit: 1, windowMs: 500 })).rejects.toThrow();
  });
});
