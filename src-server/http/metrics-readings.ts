import { poolUse, type Db } from '../db/connect.js';
import type { CacheRegistry } from '../services/change-feed/cache-registry.js';
import type { JobQueue } from '../services/jobs/job-queue.js';
import { readAtMostEvery, type Metrics } from '../services/metrics/metrics.js';
import { waitingSurel } from '../services/outbox/outbox.queries.js';

// The app's state as /metrics shows it, read when scraped (docs/decisions/0045): the caches
// from their own counters, the job queue and the outbox from the database at most once every
// few seconds however often scrapes come, the pool from pg's own counts.

/** How stale a reading from the database may be: a scrape never costs more than a query per period. */
export const DATABASE_READ_MS = 5_000;

export function registerCacheReadings(metrics: Metrics, caches: CacheRegistry): void {
  const each = (value: (stats: ReturnType<CacheRegistry['stats']>[number]) => number | undefined) =>
    caches.stats().flatMap((stats) => {
      const figure = value(stats);
      return figure === undefined ? [] : [[{ cache: stats.name }, figure] as const];
    });
  const cache = ['cache'] as const;
  metrics.gauge(
    { name: 'etalase_cache_entries', help: 'Answers each cache holds.', labelNames: cache },
    () => each((stats) => stats.entries),
  );
  metrics.gauge(
    {
      name: 'etalase_cache_bytes',
      help: 'Bytes each cache holds, where it counts them.',
      labelNames: cache,
    },
    () => each((stats) => stats.bytes),
  );
  metrics.countedElsewhere(
    {
      name: 'etalase_cache_hits_total',
      help: 'Reads answered from each cache.',
      labelNames: cache,
    },
    () => each((stats) => stats.hits),
  );
  metrics.countedElsewhere(
    {
      name: 'etalase_cache_misses_total',
      help: 'Reads each cache had to make anew.',
      labelNames: cache,
    },
    () => each((stats) => stats.misses),
  );
}

export function registerJobReadings(metrics: Metrics, jobs: JobQueue): void {
  const counts = readAtMostEvery(DATABASE_READ_MS, () => jobs.counts());
  const queue = ['queue'] as const;
  const perQueue = (name: string, help: string, value: (row: QueueRow) => number) =>
    metrics.gauge({ name, help, labelNames: queue }, async () =>
      (await counts()).map((row) => [{ queue: row.queue }, value(row)] as const),
    );
  perQueue('etalase_jobs_waiting', 'Jobs due and not yet taken, per queue.', (row) => row.waiting);
  perQueue(
    'etalase_jobs_failed',
    'Jobs that failed for good (retries spent) in about the last day, per queue.',
    (row) => row.failed,
  );
  perQueue(
    'etalase_jobs_oldest_waiting_seconds',
    'How long the longest-waiting due job has waited, per queue (0: none waits).',
    (row) => row.oldestWaitingSeconds,
  );
}

type QueueRow = Awaited<ReturnType<JobQueue['counts']>>[number];

export function registerOutboxReadings(metrics: Metrics, db: Db): void {
  const waiting = readAtMostEvery(DATABASE_READ_MS, () => waitingSurel(db));
  metrics.gauge(
    { name: 'etalase_outbox_waiting', help: 'Mails in the outbox waiting to be sent.' },
    async () => (await waiting()).waiting,
  );
  metrics.gauge(
    {
      name: 'etalase_outbox_oldest_waiting_seconds',
      help: 'How long the oldest waiting mail has waited since it was written (0: none waits).',
    },
    async () => (await waiting()).oldestSeconds,
  );
}

export function registerPoolReadings(metrics: Metrics, db: Db): void {
  metrics.gauge(
    {
      name: 'etalase_db_pool_connections',
      help: 'Database connections open, by state (busy: running a query).',
      labelNames: ['state'],
    },
    () => {
      const use = poolUse(db);
      if (!use) return [];
      return [
        [{ state: 'idle' }, use.idle],
        [{ state: 'busy' }, use.total - use.idle],
      ];
    },
  );
  metrics.gauge(
    {
      name: 'etalase_db_pool_waiting_queries',
      help: 'Queries waiting for a free database connection.',
    },
    () => poolUse(db)?.waiting ?? [],
  );
  metrics.gauge(
    { name: 'etalase_db_pool_max_connections', help: 'The most connections the pool opens.' },
    () => poolUse(db)?.max ?? [],
  );
}
