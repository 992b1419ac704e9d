import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/connect.js';

// "The shop's content changed": what tells every app instance to drop the pages and API answers
// it keeps for anonymous visitors (http/response-cache.ts), all of them or those showing the
// products the change names. The instance that wrote bumps its own generation at once and tells
// the others through PostgreSQL's NOTIFY; each instance LISTENs on a connection of its own.
// While that connection is down a notification could be missed, so the feed is not `live` and
// nothing may be kept until it is back (docs/decisions/0008).

const CHANGES_CHANNEL = 'etalase_changes';

/**
 * What a change touched. With `produk`, only those products' own content (their row, photos,
 * colours, sizes, availability): an answer that shows none of them stays good, unless it lists
 * products by a query (which the response cache never assumes). Without it, anything.
 */
export interface Change {
  readonly produk?: readonly number[];
}

/** A change that may have touched anything: what every write is unless it says otherwise. */
export const ANY_CHANGE: Change = {};

/** More products than this in one change are told to the others as a change of anything. */
const MAX_NOTIFIED_PRODUK = 500;

/** The notification's payload: who changed what (anything, when `produk` is absent). */
function notification(from: string, change: Change): string {
  const produk =
    change.produk && change.produk.length <= MAX_NOTIFIED_PRODUK ? change.produk : undefined;
  return JSON.stringify(produk ? { from, produk } : { from });
}

/** A notification as heard: undefined for this instance's own, else the change (anything if unclear). */
export function heardChange(payload: string, self: string): Change | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return ANY_CHANGE;
  }
  if (typeof parsed !== 'object' || parsed === null) return ANY_CHANGE;
  const { from, produk } = parsed as { from?: unknown; produk?: unknown };
  if (from === self) return undefined;
  const ids =
    Array.isArray(produk) && produk.every((id) => Number.isSafeInteger(id)) ? produk : undefined;
  return ids ? { produk: ids as number[] } : ANY_CHANGE;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

interface FeedLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export class ChangeFeed {
  /** Tells this instance's own notifications from the others'. */
  readonly instanceId = randomUUID();
  #generation = 0;
  #live: boolean;
  readonly #listeners = new Set<(change: Change) => void>();
  readonly #publishers = new Set<(change: Change) => void>();

  /** `live` is false until a listener is connected, when other instances exist to hear from. */
  constructor(options: { live: boolean }) {
    this.#live = options.live;
  }

  /** Changes with every change of content; a value kept under an older one is stale. */
  get generation(): number {
    return this.#generation;
  }

  /** Whether every change, this instance's and the others', is heard right now. */
  get live(): boolean {
    return this.#live;
  }

  onChange(listener: (change: Change) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Hears the changes this instance writes (publish()), after the others were told: what must
   * happen once per change, whichever instance hears it (a CDN purge, docs/decisions/0044).
   */
  onPublish(listener: (change: Change) => void): () => void {
    this.#publishers.add(listener);
    return () => this.#publishers.delete(listener);
  }

  /**
   * Content changed (here or elsewhere): whatever was kept from it is stale. The generation
   * moves on whatever the change, so an answer being made meanwhile is never kept.
   */
  changed(change: Change = ANY_CHANGE): void {
    this.#generation += 1;
    for (const listener of this.#listeners) listener(change);
  }

  setLive(live: boolean): void {
    this.#live = live;
    this.changed();
  }

  /**
   * After a write committed: this instance forgets at once, the others on the notification.
   * A failed NOTIFY (the database just went away) is not the writer's failure: the others'
   * listeners lose their connection too, and they forget everything when it is back.
   */
  async publish(db: Db, log: FeedLog, change: Change = ANY_CHANGE): Promise<void> {
    this.changed(change);
    try {
      await sql`select pg_notify(${CHANGES_CHANNEL}, ${notification(this.instanceId, change)})`.execute(
        db,
      );
    } catch (error) {
      log.warn({ err: error }, 'could not notify other instances of a change');
    }
    for (const listener of this.#publishers) listener(change);
  }
}

export interface ChangeListener {
  close: () => Promise<void>;
}

/**
 * LISTENs for other instances' changes on a connection of its own, reconnecting (with backoff)
 * whenever it is lost. The feed is live only while the connection is up.
 */
export function listenForChanges(
  feed: ChangeFeed,
  connectionString: string,
  log: FeedLog,
): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const lost = (error?: Error) => {
    if (closed) return;
    if (feed.live) log.warn({ err: error }, 'change listener lost its connection');
    feed.setLive(false);
    client = undefined;
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('error', (error) => {
      lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = heardChange(message.payload ?? '', feed.instanceId);
      if (change) feed.changed(change);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      lost(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
    // Whatever changed while nobody listened is unknown: start afresh.
    feed.setLive(true);
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
