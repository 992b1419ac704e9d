import type { FastifyBaseLogger } from 'fastify';
import type { KanalKeluar } from '../../../src/shared/keluar.js';
import type { Db } from '../../db/connect.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { recordKlik } from './klik.queries.js';

/** One click per client, target and minute is counted (a double tap, a back-and-forth). */
const REPEAT_WINDOW_MS = 60_000;
/** Clicks waiting to be written; past this, new ones are dropped rather than held in memory. */
const MAX_PENDING_CLICKS = 1_000;
/** Rows per insert. */
const BATCH_SIZE = 200;
/** A warning about dropped clicks at most this often. */
const DROP_WARNING_INTERVAL_MS = 60_000;

export interface PendingKlik {
  /** Who clicked which target (klik.redirect.ts): a second one within the window is a repeat. */
  key: string;
  kanal: KanalKeluar;
  idProduk: number | null;
}

interface KlikTallyDeps {
  db: Db;
  rateLimiter: RateLimiter;
  timeZone: string;
  log: FastifyBaseLogger;
  maxPending?: number;
}

/**
 * Counts click-outs after the visitor has been forwarded (docs/decisions/0010): `add` only
 * queues, one writer at a time checks the repeats and inserts what is new in batches. The queue
 * is bounded, so a database that cannot keep up costs clicks, never memory or a waiting visitor.
 */
export class KlikTally {
  private readonly queue: PendingKlik[] = [];
  /** Keys queued and not yet checked: a second one is a repeat whatever the limiter says. */
  private readonly queuedKeys = new Set<string>();
  private writing: Promise<void> | undefined;
  private dropped = 0;
  private lastDropWarning = -Infinity;
  private readonly maxPending: number;

  constructor(private readonly deps: KlikTallyDeps) {
    this.maxPending = deps.maxPending ?? MAX_PENDING_CLICKS;
  }

  /** Never waits and never throws. */
  add(click: PendingKlik): void {
    if (this.queuedKeys.has(click.key)) return;
    if (this.queue.length >= this.maxPending) {
      this.drop();
      return;
    }
    this.queue.push(click);
    this.queuedKeys.add(click.key);
    this.writing ??= this.writeAll().finally(() => {
      this.writing = undefined;
    });
  }

  /** Resolves once every click added so far is written (or given up on). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private drop(): void {
    this.dropped++;
    const now = Date.now();
    if (now - this.lastDropWarning < DROP_WARNING_INTERVAL_MS) return;
    this.lastDropWarning = now;
    this.deps.log.warn(
      { dropped: this.dropped, pending: this.queue.length },
      'click-outs not counted: too many waiting to be written',
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
        this.deps.log.warn({ err: error, clicks: batch.length }, 'clicks not counted');
      } finally {
        for (const click of batch) this.queuedKeys.delete(click.key);
      }
    }
  }

  private async write(batch: PendingKlik[]): Promise<void> {
    const { rateLimiter, db, timeZone } = this.deps;
    // Kept for a minute in the limiter's store (memory or Redis), never in the database.
    const first = await Promise.all(
      batch.map((click) =>
        rateLimiter.hit(`klik:${click.key}`, { limit: 1, windowMs: REPEAT_WINDOW_MS }),
      ),
    );
    const fresh = batch.filter((_, i) => first[i]?.allowed);
    if (fresh.length > 0) await recordKlik(db, fresh, timeZone);
  }
}
