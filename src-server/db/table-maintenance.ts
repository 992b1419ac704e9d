import { sql } from 'kysely';
import type { ChangeFeed } from '../services/change-feed/change-feed.js';
import type { Db } from './connect.js';

// Fresh planner statistics and visibility maps for the tables search reads, where nothing else
// keeps them: embedded PGlite has no autovacuum (it reports the setting on, but no worker runs),
// and a PostgreSQL server may run with it off. Without them the planner guesses every word
// equally common and index-only reads visit the table anyway: on this machine that made a
// two-word search at 10 000 products a quarter slower. So at start, and two seconds after the
// catalogue changes (at most once in ten seconds), `VACUUM (ANALYZE)` runs on them: some 5 ms for
// the demo catalogue, a few hundred at 10 000 products. Where autovacuum runs, it is left to it.

/** The tables search reads (docs/decisions/0001). */
const SEARCH_TABLES = ['produk', 'produk_kata', 'kata_pencarian'] as const;

interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface TableMaintenanceOptions {
  /** How long after a change to wait for more before running. */
  delayMs?: number;
  /** The least time between two runs. */
  minIntervalMs?: number;
}

export interface TableMaintenance {
  /** Runs now (after a run under way); resolves when it is done. */
  run(): Promise<void>;
  /** No more runs; resolves once a run under way is done. */
  stop(): Promise<void>;
}

/** Whether this database needs the app to vacuum: PGlite always, PostgreSQL without autovacuum. */
export async function needsTableMaintenance(db: Db, kind: 'postgres' | 'pglite'): Promise<boolean> {
  if (kind === 'pglite') return true;
  const { rows } = await sql<{ on: boolean }>`
    select current_setting('autovacuum') = 'on' as on
  `.execute(db);
  return rows[0]?.on !== true;
}

export function startTableMaintenance(
  db: Db,
  changes: ChangeFeed,
  log: MaintenanceLog,
  { delayMs = 2_000, minIntervalMs = 10_000 }: TableMaintenanceOptions = {},
): TableMaintenance {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastRun = 0;
  let stopped = false;

  const vacuum = async () => {
    const started = Date.now();
    try {
      // VACUUM cannot run inside a transaction: each statement runs on its own.
      for (const table of SEARCH_TABLES) {
        await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
      }
      log.info({ ms: Date.now() - started }, 'search tables vacuumed and analysed');
    } catch (error) {
      // Statistics a little stale are no outage: the next change tries again.
      log.warn({ err: error }, 'vacuum of the search tables failed');
    } finally {
      lastRun = Date.now();
    }
  };

  const run = async () => {
    // One run at a time; whoever waited for a run under way starts the next only if none has.
    while (running) await running;
    if (stopped) return;
    running = vacuum();
    try {
      await running;
    } finally {
      running = undefined;
    }
  };

  const schedule = () => {
    // While the change feed is down (the database is away), nothing is vacuumed: the change that
    // brings it back schedules a run.
    if (stopped || timer || !changes.live) return;
    const wait = Math.max(delayMs, lastRun + minIntervalMs - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, wait);
    timer.unref();
  };

  const unsubscribe = changes.onChange(schedule);
  return {
    run,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
