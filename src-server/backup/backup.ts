import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { STAGING_FOLDER } from '../storage/storage.js';
import { dumpLivePglite, dumpPglite } from './embedded-database.js';
import {
  DATABASE_DUMP,
  databaseKind,
  MANIFEST_FILE,
  newManifest,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './manifest.js';
import { dumpPostgres } from './postgres-database.js';

// One archive holds everything a shop would miss: the database (pg_dump's custom format for
// PostgreSQL, PGlite's own data-folder dump for the embedded database), the uploaded images
// and a manifest saying which of the two it is. `npm run backup` / `npm run restore`.

export interface BackupSources {
  /** PostgreSQL when set, else the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  /** The running app's own embedded database, dumped as it is (automatic backups). */
  pglite?: PGlite | undefined;
}

/**
 * Writes the archive to `file`. PostgreSQL is dumped while the app runs (one snapshot); the
 * embedded database is refused while the app holds it, unless it is the app itself that
 * backs up (`sources.pglite`). The images are read after the dump,
 * so an image added meanwhile is in the archive without its row (the app's upload sweep
 * removes it after a restore).
 */
export async function createBackup(
  sources: BackupSources,
  file: string,
  progress: (line: string) => void = () => undefined,
): Promise<BackupManifest> {
  const database = databaseKind(sources.databaseUrl);
  const folder = path.dirname(path.resolve(file));
  await fs.mkdir(folder, { recursive: true });
  // Beside the archive rather than in /tmp, which may be a small in-memory filesystem.
  const work = await fs.mkdtemp(path.join(folder, '.etalase-backup-'));
  const partial = `${file}.partial`;
  try {
    progress(`Mencadangkan database (${database === 'postgres' ? 'PostgreSQL' : 'PGlite'})…`);
    const dump = path.join(work, DATABASE_DUMP[database]);
    if (sources.databaseUrl) await dumpPostgres(sources.databaseUrl, dump);
    else if (sources.pglite) await dumpLivePglite(sources.pglite, dump);
    else await dumpPglite(sources.dataDir, dump);

    const manifest = await newManifest(database);
    await fs.writeFile(path.join(work, MANIFEST_FILE), JSON.stringify(manifest, null, 2));

    // The uploads go into the archive through a link, followed, instead of a copy.
    const uploads = path.join(work, UPLOADS_FOLDER);
    if (await isFolder(sources.uploadDir))
      await fs.symlink(path.resolve(sources.uploadDir), uploads, 'dir');
    else await fs.mkdir(uploads);

    progress(`Menulis gambar dan database ke ${file}…`);
    // Written beside its final name and renamed, so a cut-off run leaves no half archive.
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: work,
        portable: true,
        follow: true,
        // Staged uploads belong to no row yet: a backup leaves them out.
        filter: (entry) => entry !== `${UPLOADS_FOLDER}/${STAGING_FOLDER}`,
      },
      [MANIFEST_FILE, DATABASE_DUMP[database], UPLOADS_FOLDER],
    );
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function isFolder(folder: string): Promise<boolean> {
  return fs.stat(folder).then(
    (stat) => stat.isDirectory(),
    () => false,
  );
}
