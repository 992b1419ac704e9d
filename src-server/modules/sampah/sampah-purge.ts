import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { JobDefinition } from '../../services/jobs/job-queue.js';
import type { Storage } from '../../storage/storage.js';
import { discardImages } from '../../images/upload.js';
import { namedKeys } from '../../images/sweep-uploads.js';
import { deleteFromSampah } from '../../services/sampah/sampah.queries.js';

// Sampah is emptied of what waited SAMPAH_DAYS, with its files (docs/product.md §12,
// docs/decisions/0021). A job of the queue runs it every hour (services/jobs); the rows are
// claimed with SKIP LOCKED, so two purges at once would take different rows, and a row is gone once
// purged. The files go after the commit, and only those no row names now (a file is never
// shared today, but a restored row, another Sampah row or a live one keeps what it names). A
// crash between the two leaves files no row names: the upload sweep removes them.

const PURGE_BATCH = 100;

interface PurgeDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Removes the files among `keys` that no row names any more. */
async function discardUnnamed(deps: PurgeDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const named = await namedKeys(deps.db);
  const unnamed = [...new Set(keys)]
    .filter((key) => !named.has(key))
    .map((key) => {
      const slash = key.lastIndexOf('/');
      return { folder: key.slice(0, slash), file: key.slice(slash + 1) };
    });
  await discardImages(deps.storage, unnamed, deps.log);
}

/** "Hapus permanen": one row of Sampah and its files, now. False when it was not there. */
export async function purgeSampahRow(deps: PurgeDeps, id: number): Promise<boolean> {
  const { count, berkas } = await deleteFromSampah(deps.db, { id });
  await discardUnnamed(deps, berkas);
  return count > 0;
}

/** Every row older than SAMPAH_DAYS, and its files. Answers how many went. */
export async function purgeExpiredSampah(deps: PurgeDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, berkas } = await deleteFromSampah(deps.db, { expiredBatch: PURGE_BATCH });
    await discardUnnamed(deps, berkas);
    total += count;
    if (count < PURGE_BATCH) break;
  }
  if (total > 0) deps.log.info({ count: total }, 'sampah purged');
  return total;
}

/** The job's name in the queue (services/jobs). */
export const SAMPAH_PURGE_JOB = 'sampah-purge';

/**
 * The purge's job (docs/decisions/0030): as an instance starts, then every hour, on one instance
 * at a time; a failed purge (the database away) is tried again by the queue.
 */
export function sampahPurgeJob(deps: PurgeDeps): JobDefinition {
  return {
    name: SAMPAH_PURGE_JOB,
    cron: '0 * * * *',
    firstAfterMs: 0,
    pollMs: 30_000,
    run: async () => {
      await purgeExpiredSampah(deps);
    },
  };
}
