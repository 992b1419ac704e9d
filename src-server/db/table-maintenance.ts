import { sql } from 'kysely';
import type { ChangeFeed } from '../services/change-feed/change-feed.js';
import type { Db } from './connect.js';
import type { JobDefinition, JobQueue } from '../services/jobs/job-queue.js';

// Fresh planner statistics and visibility maps for the tables search reads, where nothing else
// keeps them: embedded PGlite has no autovacuum (it reports the setting on, but no worker runs),
// and a PostgreSQL server may run with it off. Without them the planner guesses every word
// equally common and index-only reads visit the table anyway: on this machine that made a
// two-word search at 10 000 products a quarter slower. So at start, and when the catalogue
// changes (at most once in ten seconds), `VACUUM (ANALYZE)` runs on them, a job of the queue
// (services/jobs): some 5 ms for the demo catalogue, a few hundred at 10 000 products. Where
// autovacuum runs, it is left to it.

/** The tables search reads (docs/decisions/0001). */
const SEARCH_TABLES = ['produk', 'produk_kata', 'kata_pencarian'] as const;

interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The job's name in the queue (services/jobs). */
export const TABLE_MAINTENANCE_JOB = 'table-maintenance';
/** The least time between two runs after changes (s). */
const MIN_INTERVAL_SECONDS = 10;

/** Whether this database needs the app to vacuum: PGlite always, PostgreSQL without autovacuum. */
export async function needsTableMaintenance(db: Db, kind: 'postgres' | 'pglite'): Promise<boolean> {
  if (kind === 'pglite') return true;
  const { rows } = await sql<{ on: boolean }>`
    select current_setting('autovacuum') = 'on' as on
  `.execute(db);
  return rows[0]?.on !== true;
}

/** `VACUUM (ANALYZE)` of the search tables, each on its own (it cannot run in a transaction). */
export async function vacuumSearchTables(db: Db, log: MaintenanceLog): Promise<void> {
  const started = Date.now();
  for (const table of SEARCH_TABLES) {
    await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  }
  log.info({ ms: Date.now() - started }, 'search tables vacuumed and analysed');
}

/**
 * The maintenance's job (docs/decisions/0030): once as the queue starts, and whenever changes
 * wake it (vacuumOnChanges); one run at a time, whichever instances keep it. A run that fails
 * is tried again by the queue: statistics a little stale are no outage.
 */
export function tableMaintenanceJob(db: Db, log: MaintenanceLog): JobDefinition {
  return {
    name: TABLE_MAINTENANCE_JOB,
    firstAfterMs: 0,
    pollMs: 1_000,
    run: () => vacuumSearchTables(db, log),
  };
}

/**
 * Wakes the maintenance when the catalogue changes, at most once in MIN_INTERVAL_SECONDS (a
 * burst of changes makes one run, and one more after it). While the change feed is down (the
 * database is away), nothing is woken: the change that brings it back wakes it. Answers how
 * to stop listening.
 */
export function vacuumOnChanges(
  jobs: Pick<JobQueue, 'nudge'>,
  changes: ChangeFeed,
  debounceSeconds = MIN_INTERVAL_SECONDS,
): () => void {
  return changes.onChange(() => {
    if (changes.live) jobs.nudge(TABLE_MAINTENANCE_JOB, { debounceSeconds });
  });
}
