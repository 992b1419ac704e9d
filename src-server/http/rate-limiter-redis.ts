import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import {
  MemoryRateLimiter,
  StoreRateLimiter,
  type RateLimiter,
  type RateLimitResult,
  type RateLimitRule,
} from './rate-limiter.js';

// Rate limits every instance shares, counted in Redis (docs/decisions/0009). While Redis cannot
// be reached, each instance counts in its own memory instead: every limit, login throttling
// included, still holds per instance (a client spread over N instances gets N times the
// allowance, as before Redis), and no visitor waits on Redis or gets a 500 because of it.
// rate-limiter-flexible's own `insuranceLimiter` does the same switch but swallows the error;
// doing it here lets the outage be logged (once a minute) and its end too.

/** A Redis command that takes longer than this counts as Redis being away. */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis stays away, say so again at most this often. */
const REPORT_EVERY_MS = 60_000;

export interface LimiterLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The address without its password, for the logs. */
export function shownRedisUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * What went wrong, without the error object itself: ioredis puts the failed command's
 * arguments on its errors (`command.args`), and for AUTH those are the password.
 */
export function describeRedisError(error: unknown): {
  type: string;
  message: string;
  code?: string;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' && { code }),
  };
}

export class RedisRateLimiter implements RateLimiter {
  readonly client: Redis;
  private readonly shared: StoreRateLimiter;
  private readonly local = new MemoryRateLimiter();
  /** Since when Redis has been failing, and when that was last logged. */
  private failingSince: number | undefined;
  private reportedAt = 0;
  private closed = false;
  private readonly shownUrl: string;

  constructor(
    url: string,
    /** Put before every key (`etalase:` by default), then `rate:`. */
    readonly prefix: string,
    private readonly log: LimiterLog,
  ) {
    this.shownUrl = shownRedisUrl(url);
    this.client = new Redis(url, {
      // Fail at once while disconnected instead of queueing until Redis is back: the request
      // goes on with the local counters.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      // Keep trying to reconnect, never more than 5 s apart.
      retryStrategy: (times) => Math.min(times * 200, 5_000),
    });
    // ioredis reports every failed (re)connection; the first of a run is logged below.
    this.client.on('error', (error: Error) => this.failed(error));
    this.client.on('ready', () => this.recovered());
    this.shared = new StoreRateLimiter(
      new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: `${prefix}rate`,
        points: 1,
        duration: 60,
        rejectIfRedisNotReady: true,
      }),
    );
  }

  /** Waits until Redis answers, for at most `timeoutMs`; says whether it did. */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.client.on('ready', onReady);
    });
  }

  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.either((limiter) => limiter.hit(key, rule));
  }

  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    return this.either((limiter) => limiter.peek(key, rule));
  }

  count(key: string): Promise<number> {
    return this.either((limiter) => limiter.count(key));
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.either((limiter) => limiter.reset(key));
  }

  async close(): Promise<void> {
    this.closed = true;
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }

  /** Redis when it answers, else this instance's memory. */
  private async either<T>(operation: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    try {
      return await operation(this.shared);
    } catch (error) {
      this.failed(error);
      return operation(this.local);
    }
  }

  private failed(error: unknown): void {
    if (this.closed) return;
    const now = Date.now();
    this.failingSince ??= now;
    if (now - this.reportedAt < REPORT_EVERY_MS) return;
    this.reportedAt = now;
    this.log.error(
      {
        error: describeRedisError(error),
        redis: this.shownUrl,
        failingForMs: now - this.failingSince,
      },
      'Redis unreachable: rate limits are counted per instance until it is back',
    );
  }

  private recovered(): void {
    if (this.failingSince === undefined) return;
    this.log.info(
      { afterMs: Date.now() - this.failingSince },
      'Redis is back: rate limits are shared again',
    );
    this.failingSince = undefined;
    this.reportedAt = 0;
  }
}

/**
 * The limiter the settings ask for: Redis with REDIS_URL (waiting briefly for it, so the first
 * requests are already shared), else this process's memory.
 */
export async function createRateLimiter(config: Config, log: LimiterLog): Promise<RateLimiter> {
  if (!config.redis) return new MemoryRateLimiter();
  const limiter = new RedisRateLimiter(config.redis.url, config.redis.prefix, log);
  await limiter.ready(3_000);
  return limiter;
}
