import { poolUse, wasmMemoryBytes, type Db } from '../db/connect.js';
import { backupStatus } from '../modules/cadangan/cadangan.queries.js';
import type { CacheRegistry } from '../services/change-feed/cache-registry.js';
import type { JobQueue } from '../services/jobs/job-queue.js';
import { readAtMostEvery, type Metrics, type Reading } from '../services/metrics/metrics.js';
import { waitingSurel } from '../services/outbox/outbox.queries.js';

// The app's state as /metrics shows it, read when scraped (docs/decisions/0045): the caches
// from their own counters, the job queue, the outbox and the backups from the database at most
// once every few seconds however often scrapes come, the pool from pg's own counts.

/** How stale a reading from the database may be: a scrape never costs more than a query per period. */
export const DATABASE_READ_MS = 5_000;

type CacheFigures = ReturnType<CacheRegistry['stats']>[number];

/** Each cache's figures: what each metric shows of them, and whether it only grows. */
const CACHE_METRICS: readonly [string, string, (stats: CacheFigures) => number | undefined][] = [
  ['etalase_cache_entries', 'Answers each cache holds.', (stats) => stats.entries],
  ['etalase_cache_bytes', 'Bytes each cache holds, where it counts them.', (stats) => stats.bytes],
  ['etalase_cache_hits_total', 'Reads answered from each cache.', (stats) => stats.hits],
  ['etalase_cache_misses_total', 'Reads each cache had to make anew.', (stats) => stats.misses],
];

export function registerCacheReadings(metrics: Metrics, caches: CacheRegistry): void {
  for (const [name, help, figure] of CACHE_METRICS) {
    const read = () =>
      caches.stats().flatMap((stats) => {
        const value = figure(stats);
        return value === undefined ? [] : [[{ cache: stats.name }, value] as const];
      });
    const metric = { name, help, labelNames: ['cache'] };
    if (name.endsWith('_total')) metrics.countedElsewhere(metric, read);
    else metrics.gauge(metric, read);
  }
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

/**
 * The process's memory by where it lives, beside prom-client's own RSS, heap and external
 * figures: array buffers (part of external) and the embedded database's WebAssembly memory
 * (counted in neither), so a grown RSS can be put down to one of them (docs/decisions/0050).
 */
export function registerMemoryReadings(metrics: Metrics, db: Db): void {
  metrics.gauge(
    {
      name: 'etalase_memory_bytes',
      help: 'Memory by kind: rss, heap_used, heap_total, external, array_buffers, wasm (PGlite).',
      labelNames: ['kind'],
    },
    () => {
      const usage = process.memoryUsage();
      const wasm = wasmMemoryBytes(db);
      return [
        [{ kind: 'rss' }, usage.rss],
        [{ kind: 'heap_used' }, usage.heapUsed],
        [{ kind: 'heap_total' }, usage.heapTotal],
        [{ kind: 'external' }, usage.external],
        [{ kind: 'array_buffers' }, usage.arrayBuffers],
        ...(wasm === undefined ? [] : [[{ kind: 'wasm' }, wasm] as const]),
      ];
    },
  );
}

/** Unix seconds of an instant, or no sample when there is none. */
const unixSeconds = (at: Date | undefined): Reading => (at ? at.getTime() / 1000 : []);

export function registerBackupReadings(metrics: Metrics, db: Db): void {
  const status = readAtMostEvery(DATABASE_READ_MS, () => backupStatus(db));
  metrics.gauge(
    {
      name: 'etalase_backup_last_success_timestamp_seconds',
      help: 'When the last backup that worked finished (Unix time; absent: none yet).',
    },
    async () => unixSeconds((await status()).lastOkAt),
  );
  metrics.gauge(
    {
      name: 'etalase_backup_last_failure_timestamp_seconds',
      help: 'When the last backup that failed finished (Unix time; absent: none failed).',
    },
    async () => unixSeconds((await status()).lastFailedAt),
  );
  metrics.gauge(
    {
      name: 'etalase_backup_failing',
      help: '1 when the last backup failed (none has worked since), else 0.',
    },
    async () => ((await status()).lastError === undefined ? 0 : 1),
  );
  metrics.gauge(
    { name: 'etalase_backup_last_bytes', help: 'The size of the last backup that worked.' },
    async () => (await status()).lastBytes ?? [],
  );
}
