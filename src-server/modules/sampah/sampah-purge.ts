import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { Storage } from '../../storage/storage.js';
import { discardImages } from '../../images/upload.js';
import { namedKeys } from '../../images/sweep-uploads.js';
import { deleteFromSampah } from '../../services/sampah/sampah.queries.js';

// Sampah is emptied of what waited SAMPAH_DAYS, with its files (docs/product.md §12,
// docs/decisions/0021). Every instance looks every PURGE_INTERVAL_MS; the rows are claimed with
// SKIP LOCKED, so two instances purging at once take different rows, and a row is gone once
// purged. The files go after the commit, and only those no row names now (a file is never
// shared today, but a restored row, another Sampah row or a live one keeps what it names). A
// crash between the two leaves files no row names: the upload sweep removes them.

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
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

/** Purges now, then every `intervalMs`; a failed purge (the database away) waits for the next. */
export function startSampahPurge(
  deps: PurgeDeps,
  intervalMs = PURGE_INTERVAL_MS,
): { close: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const run = async () => {
    try {
      await purgeExpiredSampah(deps);
    } catch (error) {
      if (!closed) deps.log.warn({ err: error }, 'sampah purge failed');
    }
    if (closed) return;
    timer = setTimeout(() => {
      running = run();
    }, intervalMs);
    timer.unref();
  };
  running = run();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
