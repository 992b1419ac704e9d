import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  DataDirLockedError,
  openPglite,
  pgliteExtensions,
  type OpenedPglite,
} from '../db/pglite.js';
import { BackupError } from './manifest.js';
import { setFolderAside } from './set-aside.js';

// The embedded database's side of a backup: PGlite's own dump of its data folder (a tarball
// PGlite loads back as it is, extensions and all).

/** Takes the embedded database's lock: refused while the app (or anything) runs on `dataDir`. */
async function openStopped(dataDir: string, doing: string): Promise<OpenedPglite> {
  try {
    return await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `${error.message}\nDatabase bawaan (PGlite) hanya bisa ${doing} saat aplikasi berhenti. ` +
        'Hentikan aplikasi dulu, lalu ulangi.',
      { cause: error },
    );
  }
}

/**
 * Dumps the app's own open PGlite, while it serves: PGlite runs one statement at a time and
 * dumps between two, so the folder is whole; a transaction open across statements is left
 * out on restore, as after a crash (the WAL is in the dump).
 */
export async function dumpLivePglite(pglite: PGlite, target: string): Promise<void> {
  const dump = await pglite.dumpDataDir('gzip');
  await fs.writeFile(target, Buffer.from(await dump.arrayBuffer()));
}

export async function dumpPglite(dataDir: string, target: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (!(await exists(folder))) {
    throw new BackupError(`Belum ada database di ${folder}; tidak ada yang bisa dicadangkan.`);
  }
  const opened = await openStopped(dataDir, 'dicadangkan');
  try {
    await dumpLivePglite(opened.pglite, target);
  } finally {
    await opened.close();
  }
}

/**
 * Replaces the embedded database's folder with the dump; answers where the old folder went
 * (undefined when there was none). If loading the dump fails, the old folder is put back.
 */
export async function restorePglite(
  dataDir: string,
  dump: string,
  stamp: string,
): Promise<string | undefined> {
  const folder = path.join(dataDir, 'pglite');
  const existed = await exists(folder);
  // Opening, for the lock, creates an empty database when there was none; dropped below.
  const lock = await openStopped(dataDir, 'dipulihkan');
  // The lock stays held until lock.close(), which also closes this (already closed) PGlite.
  await lock.pglite.close();
  try {
    const aside = await setFolderAside(folder, stamp);
    try {
      const restored = await PGlite.create(folder, {
        extensions: pgliteExtensions,
        loadDataDir: new Blob([await fs.readFile(dump)]),
      });
      await restored.close();
    } catch (error) {
      await fs.rm(folder, { recursive: true, force: true });
      if (aside) await fs.rename(aside, folder);
      throw error;
    }
    if (existed) return aside;
    if (aside) await fs.rm(aside, { recursive: true, force: true });
    return undefined;
  } finally {
    await lock.close().catch(() => undefined);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
