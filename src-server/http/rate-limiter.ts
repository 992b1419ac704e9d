// A fixed-window counter per key, in this process's memory. Good for one instance; with
// several instances behind a balancer it moves to a shared store such as Redis (DESIGN §10).

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, rule: RateLimitRule): RateLimitResult {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return {
      allowed: window.count <= rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** Whether `key` is over its limit right now, without counting a hit. */
  peek(key: string, rule: RateLimitRule): RateLimitResult {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < rule.limit) {
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  /** How many hits `key` has in its current window. */
  count(key: string): number {
    const window = this.windows.get(key);
    return window && window.resetAt > this.now() ? window.count : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
