import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './connect.js';

// "The shop's content changed": what tells every app instance to drop the pages and API answers
// it keeps for anonymous visitors (http/response-cache.ts). The instance that wrote bumps its
// own generation at once and tells the others through PostgreSQL's NOTIFY; each instance LISTENs
// on a connection of its own. While that connection is down a notification could be missed, so
// the feed is not `live` and nothing may be kept until it is back (docs/decisions/0008).

const CHANGES_CHANNEL = 'etalase_changes';

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
  readonly #listeners = new Set<() => void>();

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

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Content changed (here or elsewhere): whatever was kept is stale. */
  changed(): void {
    this.#generation += 1;
    for (const listener of this.#listeners) listener();
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
  async publish(db: Db, log: FeedLog): Promise<void> {
    this.changed();
    try {
      await sql`select pg_notify(${CHANGES_CHANNEL}, ${this.instanceId})`.execute(db);
    } catch (error) {
      log.warn({ err: error }, 'could not notify other instances of a change');
    }
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
      if (message.channel === CHANGES_CHANNEL && message.payload !== feed.instanceId) {
        feed.changed();
      }
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
