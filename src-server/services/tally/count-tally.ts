import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../../http/rate-limiter.js';

/** Counts checked and written per statement, unless told otherwise. */
const BATCH_SIZE = 200;
/** A warning about dropped counts at most this often. */
const DROP_WARNING_INTERVAL_MS = 60_000;
/**
 * Keys this process remembers as counted within their window: two generations of half this
 * each, the older let go whole when the newer is full (no per-key eviction: deleting a map's
 * oldest keys one by one makes the next lookup of the oldest walk past them in V8).
 */
const MAX_REMEMBERED = 20_000;

export interface Counted {
  /**
   * Who did what: a second one within the window is a repeat. Held in this process's memory
   * only; the limiter's store gets `limiterKey` of it.
   */
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
  /**
   * How long the first count waits for others before they are written together: 0 writes at
   * once (a click); a page view waits, so that a busy page costs one statement now and then
   * rather than one after another.
   */
  delayMs?: number;
  /** Counts checked and written per statement. */
  batchSize?: number;
  /**
   * What the limiter's store (memory, or Redis shared by instances) gets for a key, made only
   * for a count that is not a repeat here; the key itself when absent.
   */
  limiterKey?: (key: string) => string;
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
  /** Key → until when it is a repeat here: the newer generation, then the older. */
  private remembered = new Map<string, number>();
  private rememberedBefore = new Map<string, number>();
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private dropped = 0;
  private lastDropWarning = -Infinity;

  constructor(private readonly options: CountTallyOptions<T>) {}

  /** Never waits and never throws. */
  add(item: T): void {
    const now = Date.now();
    const until = this.remembered.get(item.key) ?? this.rememberedBefore.get(item.key);
    if (until !== undefined && until > now) return;
    if (this.queue.length >= this.options.maxPending) {
      this.drop(now);
      return;
    }
    if (this.remembered.size >= MAX_REMEMBERED / 2) {
      this.rememberedBefore = this.remembered;
      this.remembered = new Map();
    }
    this.remembered.set(item.key, now + this.options.windowMs);
    this.queue.push(item);
    this.schedule();
  }

  /** Resolves once every count added so far is written (or given up on). */
  async flush(): Promise<void> {
    while (this.timer || this.writing) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.startWriting();
      }
      await this.writing;
    }
  }

  /** One writer at a time, after the delay; counts added while it writes wait for the next. */
  private schedule(): void {
    if (this.writing || this.timer || this.queue.length === 0) return;
    const delay = this.options.delayMs ?? 0;
    if (delay === 0) {
      this.startWriting();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.startWriting();
    }, delay);
    // Never what keeps the process up: closing the app flushes.
    this.timer.unref();
  }

  private startWriting(): void {
    this.writing ??= this.writeAll().finally(() => {
      this.writing = undefined;
      this.schedule();
    });
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
    const waiting = this.queue.splice(0);
    const size = this.options.batchSize ?? BATCH_SIZE;
    for (let start = 0; start < waiting.length; start += size) {
      const batch = waiting.slice(start, start + size);
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
    const { rateLimiter, name, windowMs, record, limiterKey } = this.options;
    // Kept for the window in the limiter's store (memory or Redis), never in the database.
    const first = await Promise.all(
      batch.map((item) =>
        rateLimiter.hit(`${name}:${limiterKey ? limiterKey(item.key) : item.key}`, {
          limit: 1,
          windowMs,
        }),
      ),
    );
    const fresh = batch.filter((_, i) => first[i]?.allowed);
    if (fresh.length > 0) await record(fresh);
  }
}
