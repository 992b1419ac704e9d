import {
  RateLimiterMemory,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

// Fixed-window counters per key: the first hit opens a window of `windowMs`, every hit in it
// counts, and the key is over its limit once its count passes `limit`. Two stores behind one
// interface (docs/decisions/0009): this process's memory, good for one instance, and Redis
// (rate-limiter-redis.ts), shared by every instance that names the same server.

export interface RateLimitRule {
  limit: number;
  /** Whole seconds: Redis keeps a key's lifetime in seconds, so shorter windows are refused. */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit on `key` and says whether it is within `rule`. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Whether `key` is over its limit right now, without counting a hit. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** How many hits `key` has in its current window. */
  count(key: string): Promise<number>;
  /** Forgets `key`: its next hit opens a new window. */
  reset(key: string): Promise<void>;
  /** Lets go of the store's connections (app close). */
  close(): Promise<void>;
}

function windowSeconds(rule: RateLimitRule): number {
  if (!(rule.windowMs >= 1_000)) throw new Error(`rate limit window too short: ${rule.windowMs}`);
  return Math.ceil(rule.windowMs / 1_000);
}

function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1_000));
}

/**
 * The rules over one of rate-limiter-flexible's stores. Its own points and duration are not
 * used: every hit is a `penalty` (one point, never a rejection) with the rule's window as the
 * key's lifetime, and the rule's limit is compared here, so one store serves every rule and a
 * key can be counted or reset without naming its rule, as the login throttle does.
 */
export class StoreRateLimiter implements RateLimiter {
  constructor(private readonly store: RateLimiterAbstract) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const res = await this.store.penalty(key, 1, { customDuration: windowSeconds(rule) });
    return { allowed: res.consumedPoints <= rule.limit, retryAfterSeconds: retryAfterSeconds(res) };
  }

  async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const res = await this.store.get(key);
    if (!res || res.msBeforeNext <= 0 || res.consumedPoints < rule.limit) {
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(res) };
  }

  async count(key: string): Promise<number> {
    const res = await this.store.get(key);
    return res && res.msBeforeNext > 0 ? res.consumedPoints : 0;
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }

  async close(): Promise<void> {}
}

/** Counts in this process's memory: one instance's view (today's behaviour without Redis). */
export class MemoryRateLimiter extends StoreRateLimiter {
  constructor() {
    // Each key's record is dropped by a timer (unref'd) when its window ends.
    super(new RateLimiterMemory({ points: 1, duration: 60, keyPrefix: '' }));
  }
}
