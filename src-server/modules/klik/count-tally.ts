import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../../http/rate-limiter.js';

/** Rows written per statement. */
const BATCH_SIZE = 200;
/** A warning about dropped counts at most this often. */
const DROP_WARNING_INTERVAL_MS = 60_000;
/** Keys this process remembers as counted within their window, before the oldest are let go. */
const MAX_REMEMBERED = 20_000;

export interface Counted {
  /** Who did what (a keyed hash): a second one within the window is a repeat. */
  key: string;
}

export interface CountTallyOptions<T extends Counted> {
  rateLimiter: RateLimiter;
  /** The limiter keys' prefix. */
  name: string;
  /** What the log calls these counts. */
  label: string;
  /** One count per key within this. */
  windowMs: number;
  /** Stores counts that are not repeats (one batch at a time). */
  record: (fresh: T[]) => Promise<void>;
  log: FastifyBaseLogger;
  /** Counts waiting to be written; past this, new ones are dropped rather than held in memory. */
  maxPending: number;
}

/**
 * Counts after the answer (docs/decisions/0010): `add` only queues, in O(1) and without waiting;
 * one writer at a time checks the repeats with the rate limiter (memory, or Redis shared by
 * every instance) and stores what is new in batches. The queue is bounded, so a database that
 * cannot keep up costs counts, never memory or a waiting visitor. A key counted here within its
 * window is dropped at once, before the queue (one client cannot fill it, and a page asked for
 * again and again costs a map lookup); the limiter stays the judge of what this process forgot
 * or another instance counted.
 */
export class CountTally<T extends Counted> {
  private readonly queue: T[] = [];
  /** Key → until when it is a repeat here; in insertion order, which is expiry order. */
  private readonly remembered = new Map<string, number>();
  private writing: Promise<void> | undefined;
  private dropped = 0;
  private lastDropWarning = -Infinity;

  constructor(private readonly options: CountTallyOptions<T>) {}

  /** Never waits and never throws. */
  add(item: T): void {
    const now = Date.now();
    const until = this.remembered.get(item.key);
    if (until !== undefined && until > now) return;
    if (this.queue.length >= this.options.maxPending) {
      this.drop(now);
      return;
    }
    if (until !== undefined) this.remembered.delete(item.key);
    else if (this.remembered.size >= MAX_REMEMBERED) this.forgetOldest(now);
    this.remembered.set(item.key, now + this.options.windowMs);
    this.queue.push(item);
    this.writing ??= this.writeAll().finally(() => {
      this.writing = undefined;
    });
  }

  /** Resolves once every count added so far is written (or given up on). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** The oldest remembered key, and any others already past their window behind it. */
  private forgetOldest(now: number): void {
    for (const [key, until] of this.remembered) {
      this.remembered.delete(key);
      if (until > now) return;
    }
  }

  private drop(now: number): void {
    this.dropped++;
    if (now - this.lastDropWarning < DROP_WARNING_INTERVAL_MS) return;
    this.lastDropWarning = now;
    this.options.log.warn(
      { dropped: this.dropped, pending: this.queue.length },
      `${this.options.label} not counted: too many waiting to be written`,
    );
    this.dropped = 0;
  }

  private async writeAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH_SIZE);
      try {
        await this.write(batch);
      } catch (error) {
        // A lost count never matters more than the shop: the batch is let go and logged.
        this.options.log.warn(
          { err: error, count: batch.length },
          `${this.options.label} not counted`,
        );
      }
    }
  }

  private async write(batch: T[]): Promise<void> {
    const { rateLimiter, name, windowMs, record } = this.options;
    // Kept for the window in the limiter's store (memory or Redis), never in the database.
    const first = await Promise.all(
      batch.map((item) => rateLimiter.hit(`${name}:${item.key}`, { limit: 1, windowMs })),
    );
    const fresh = batch.filter((_, i) => first[i]?.allowed);
    if (fresh.length > 0) await record(fresh);
  }
}
