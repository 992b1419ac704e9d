import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { openPglite, pgliteExtensions } from '../db/pglite.js';
import {
  BACKUP_FORMAT,
  BackupError,
  DATABASE_DUMP,
  runPgTool,
  UPLOADS_FOLDER,
  type BackupManifest,
  type BackupSources,
} from './backup.js';

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where what was there before now lives (nothing is deleted); empty when there was nothing. */
  setAside: string[];
}

/**
 * Puts an archive made by createBackup back: the database (replacing what it holds) and the
 * uploads folder. What was there before is renamed aside, not deleted. The server must be
 * stopped (the embedded database refuses otherwise) and restarted after.
 */
export async function restoreBackup(
  target: BackupSources,
  file: string,
  progress: (line: string) => void = () => undefined,
): Promise<RestoreResult> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-restore-'));
  try {
    progress(`Membaca ${file}…`);
    await tar.extract({ file, cwd: work, strict: true }).catch((error: unknown) => {
      throw new BackupError(`${file} bukan arsip cadangan Etalase yang bisa dibaca.`, {
        cause: error,
      });
    });
    const manifest = await readManifest(work, file);
    const wanted = target.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== wanted) {
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'Cadangan ini dari PostgreSQL, tetapi DATABASE_URL kosong. Isi DATABASE_URL dulu.'
          : 'Cadangan ini dari database bawaan (PGlite), tetapi DATABASE_URL diisi. Kosongkan DATABASE_URL dulu.',
      );
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const setAside: string[] = [];

    progress('Memulihkan database…');
    const dump = path.join(work, DATABASE_DUMP[manifest.database]);
    if (target.databaseUrl) {
      await runPgTool(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          dump,
        ],
        target.databaseUrl,
      );
    } else {
      const aside = await restorePglite(target.dataDir, dump, stamp);
      if (aside) setAside.push(aside);
    }

    progress('Memulihkan gambar…');
    const uploadsAside = await setFolderAside(target.uploadDir, stamp);
    if (uploadsAside) setAside.push(uploadsAside);
    await fs.mkdir(path.dirname(target.uploadDir), { recursive: true });
    await fs.cp(path.join(work, UPLOADS_FOLDER), target.uploadDir, { recursive: true });
    return { manifest, setAside };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function readManifest(work: string, file: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(work, 'manifest.json'), 'utf8').catch(() => '');
  let manifest: Partial<BackupManifest> = {};
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    // reported below
  }
  if (manifest.app !== 'etalase' || !manifest.database || !(manifest.database in DATABASE_DUMP)) {
    throw new BackupError(`${file} bukan arsip cadangan Etalase.`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} dibuat oleh versi Etalase lain (format ${manifest.format}).`);
  }
  return manifest as BackupManifest;
}

/** Replaces the embedded database's folder with the dump; answers where the old one went. */
async function restorePglite(dataDir: string, dump: string, stamp: string) {
  // Taking the lock proves no server runs on this folder.
  const lock = await openPglite(dataDir);
  await lock.pglite.close();
  const folder = path.join(dataDir, 'pglite');
  try {
    const aside = await setFolderAside(folder, stamp);
    const restored = await PGlite.create(folder, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([await fs.readFile(dump)]),
    });
    await restored.close();
    return aside;
  } finally {
    await lock.close().catch(() => undefined);
  }
}

/** Renames `folder` to `folder.before-restore-<stamp>`; undefined when it does not exist. */
async function setFolderAside(folder: string, stamp: string): Promise<string | undefined> {
  const aside = `${folder}.before-restore-${stamp}`;
  try {
    await fs.rename(folder, aside);
    return aside;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
