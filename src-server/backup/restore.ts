import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { BackupSources } from './backup.js';
import { restorePglite } from './embedded-database.js';
import {
  BackupError,
  DATABASE_DUMP,
  databaseKind,
  MANIFEST_FILE,
  readManifest,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './manifest.js';
import { restorePostgres } from './postgres-database.js';
import { moveFolderInto, setFolderAside } from './set-aside.js';

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where what was there before now lives (nothing is deleted); empty when there was nothing. */
  setAside: string[];
}

/**
 * Puts an archive made by createBackup back: the database (its content replaced) and the
 * uploads folder. Nothing is deleted: the PGlite and uploads folders are renamed aside, a
 * PostgreSQL database that had tables is dumped aside (pg_restore puts that back). The app
 * must be stopped, and started again after.
 */
export async function restoreBackup(
  target: BackupSources,
  file: string,
  progress: (line: string) => void = () => undefined,
): Promise<RestoreResult> {
  if (
    !(await fs.stat(file).then(
      (stat) => stat.isFile(),
      () => false,
    ))
  ) {
    throw new BackupError(`File ${file} tidak ditemukan.`);
  }
  // Every entry is looked at before anything is written (not even the folder below).
  await refuseUnsafeEntries(file);
  await fs.mkdir(target.dataDir, { recursive: true });
  // In DATA_DIR rather than /tmp: room for the images, and they can be renamed into place.
  const work = await fs.mkdtemp(path.join(target.dataDir, '.restore-'));
  try {
    progress(`Membaca ${file}…`);
    // The manifest first: a file that is not ours, or of the other database, is refused
    // before anything else is unpacked.
    await extract(file, work, [MANIFEST_FILE]);
    const manifest = await readManifest(work, file);
    const wanted = databaseKind(target.databaseUrl);
    if (manifest.database !== wanted) {
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'Cadangan ini dari PostgreSQL, tetapi DATABASE_URL kosong (database bawaan). ' +
              'Isi DATABASE_URL dengan database tujuan dulu.'
          : 'Cadangan ini dari database bawaan (PGlite), tetapi DATABASE_URL diisi. ' +
              'Kosongkan DATABASE_URL dulu.',
      );
    }
    const dump = DATABASE_DUMP[manifest.database];
    await extract(file, work, [dump, UPLOADS_FOLDER]);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const setAside: string[] = [];

    progress('Memulihkan database…');
    if (target.databaseUrl) {
      const asideFile = path.join(target.dataDir, `postgres.before-restore-${stamp}.dump`);
      const aside = await restorePostgres(target.databaseUrl, path.join(work, dump), asideFile);
      if (aside) setAside.push(aside);
    } else {
      const aside = await restorePglite(target.dataDir, path.join(work, dump), stamp);
      if (aside) setAside.push(aside);
    }

    progress('Memulihkan gambar…');
    const uploadsAside = await setFolderAside(target.uploadDir, stamp);
    if (uploadsAside) setAside.push(uploadsAside);
    await fs.mkdir(path.join(work, UPLOADS_FOLDER), { recursive: true });
    await moveFolderInto(path.join(work, UPLOADS_FOLDER), target.uploadDir);
    return { manifest, setAside };
  } finally {
    // Retried: a failed extraction may still have writes in flight when it rejects.
    await fs.rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

/** Plain files and folders: what createBackup writes. Links and devices are never followed. */
const SAFE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Refuses an archive with an entry that could write outside the folder it is unpacked in: a
 * `..` step, an absolute path, a link (symbolic or hard) or a device, FIFO or other special file.
 */
async function refuseUnsafeEntries(file: string): Promise<void> {
  const unsafe: string[] = [];
  await tar
    .list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const name = entry.path;
        const steps = name.split(/[\\/]+/);
        if (
          !SAFE_TYPES.has(entry.type) ||
          path.posix.isAbsolute(name) ||
          path.win32.isAbsolute(name) ||
          steps.includes('..')
        ) {
          unsafe.push(`${name} (${entry.type})`);
        }
        entry.resume();
      },
    })
    .catch((error: unknown) => {
      throw new BackupError(`${file} bukan arsip cadangan Etalase yang bisa dibaca.`, {
        cause: error,
      });
    });
  if (unsafe.length > 0) {
    const shown = unsafe.slice(0, 5).join(', ');
    const more = unsafe.length > 5 ? ` dan ${unsafe.length - 5} lainnya` : '';
    throw new BackupError(
      `${file} ditolak: arsip cadangan Etalase hanya berisi file dan folder biasa di dalam ` +
        `arsip, tetapi ada ${shown}${more}. Tidak ada yang dipulihkan.`,
    );
  }
}

async function extract(file: string, folder: string, entries: string[]): Promise<void> {
  await tar.extract({ file, cwd: folder, strict: true }, entries).catch((error: unknown) => {
    throw new BackupError(`${file} bukan arsip cadangan Etalase yang bisa dibaca.`, {
      cause: error,
    });
  });
}
