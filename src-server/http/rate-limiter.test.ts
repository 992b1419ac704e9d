import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows up to the limit per window and says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(limiter.hit('a', rule).allowed).toBe(true);
    expect(limiter.hit('a', rule).allowed).toBe(true);
    now = 15_000;
    expect(limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b', rule).allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a', rule).allowed).toBe(true);
  });

  it('peeks without counting', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { limit: 2, windowMs: 10_000 };
    expect(limiter.peek('a', rule).allowed).toBe(true);
    limiter.hit('a', rule);
    expect(limiter.peek('a', rule).allowed).toBe(true);
    limiter.hit('a', rule);
    now = 4_000;
    expect(limiter.peek('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.peek('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    now = 10_000;
    expect(limiter.peek('a', rule).allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { limit: 1, windowMs: 1_000 };
    limiter.hit('a', rule);
    expect(limiter.hit('a', rule).allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.hit('a', rule).allowed).toBe(true);
  });
});
