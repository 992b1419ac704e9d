import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// The embedded PostgreSQL used when no DATABASE_URL is set (docs/architecture.md §3, §11).

/** Extensions our migrations create; PGlite must have them loaded before `create extension`. */
export const pgliteExtensions = { fuzzystrmatch, pg_trgm, unaccent };

/**
 * PostgreSQL's memory inside PGlite, whose WebAssembly memory only grows (docs/decisions/0050).
 * PGlite's default shared_buffers (128 MB) is a server's, for a database of many gigabytes: at
 * start it took the WebAssembly memory to 189 MB, 158 MB of it resident, for a demo database of
 * 13 MB. 16 MB holds the demo catalogue whole and the hot pages of 10 000 products; a page read
 * past it comes from the operating system's file cache, not the disk. WAL buffers follow
 * shared_buffers (1/32 of it).
 */
export const pgliteStartParams: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite does not lock its folder, and two processes on one folder corrupt it, so we take a
 * lock file beside it. A lock left by a process that no longer runs is taken over.
 */
function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `Folder data ${path.dirname(lockPath)} sedang dipakai proses lain (pid ${owner}). ` +
            'Hentikan proses itu dulu, atau pakai DATA_DIR lain atau DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Tidak bisa mengunci ${lockPath}.`);
}

/** Whether a process with this id runs (one of another user's counts as running). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface OpenedPglite {
  pglite: PGlite;
  close: () => Promise<void>;
}

/** Opens (creating if needed) the embedded database in `dataDir/pglite`. */
export async function openPglite(dataDir: string): Promise<OpenedPglite> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'pglite.lock'));
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: pgliteExtensions,
      startParams: [...pgliteStartParams],
    });
    return {
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
