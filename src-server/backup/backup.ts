import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { openPglite } from '../db/pglite.js';
import { STAGING_FOLDER } from '../storage/storage.js';

// One archive holds everything a shop would miss: the database (pg_dump's custom format for
// PostgreSQL, PGlite's own data-folder dump for the embedded database), the uploaded images
// and a manifest saying which of the two it is. `npm run backup` / `npm run restore`.

export const BACKUP_FORMAT = 1;
export const DATABASE_DUMP = { postgres: 'database.dump', pglite: 'database.pglite.tar.gz' };
export const UPLOADS_FOLDER = 'uploads';
const MANIFEST = 'manifest.json';

export type DatabaseKind = keyof typeof DATABASE_DUMP;

export interface BackupManifest {
  app: 'etalase';
  format: number;
  database: DatabaseKind;
  createdAt: string;
}

export interface BackupSources {
  /** PostgreSQL when set, else the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
}

/** A problem the operator can fix (wrong file, server still running): its message is enough. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function createBackup(
  sources: BackupSources,
  file: string,
  progress: (line: string) => void = () => undefined,
): Promise<BackupManifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-backup-'));
  try {
    const database: DatabaseKind = sources.databaseUrl ? 'postgres' : 'pglite';
    progress(`Mencadangkan database (${database === 'postgres' ? 'PostgreSQL' : 'PGlite'})…`);
    const dump = path.join(work, DATABASE_DUMP[database]);
    if (sources.databaseUrl) await pgDump(sources.databaseUrl, dump);
    else await dumpPglite(sources.dataDir, dump);

    progress('Menyalin gambar…');
    // Staged uploads belong to no row yet: a backup leaves them out.
    await fs
      .cp(sources.uploadDir, path.join(work, UPLOADS_FOLDER), {
        recursive: true,
        filter: (source) => path.relative(sources.uploadDir, source) !== STAGING_FOLDER,
      })
      .catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    await fs.mkdir(path.join(work, UPLOADS_FOLDER), { recursive: true });

    const manifest: BackupManifest = {
      app: 'etalase',
      format: BACKUP_FORMAT,
      database,
      createdAt: new Date().toISOString(),
    };
    await fs.writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));

    progress(`Menulis ${file}…`);
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside its final name and renamed, so a cut-off run leaves no half archive.
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
      MANIFEST,
      DATABASE_DUMP[database],
      UPLOADS_FOLDER,
    ]);
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Takes the embedded database's lock, so it refuses while the server runs on `dataDir`. */
async function dumpPglite(dataDir: string, target: string): Promise<void> {
  const opened = await openPglite(dataDir);
  try {
    const dump = await opened.pglite.dumpDataDir('gzip');
    await fs.writeFile(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await opened.close();
  }
}

async function pgDump(databaseUrl: string, target: string): Promise<void> {
  await runPgTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`],
    databaseUrl,
  );
}

/**
 * Runs pg_dump or pg_restore on `databaseUrl`. The password goes through PGPASSWORD, never
 * the command line (which other users of the machine can read) or our output.
 */
export async function runPgTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password && { PGPASSWORD: password }) };
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${tool} tidak ditemukan. Pasang klien PostgreSQL (paket postgresql-client).`,
      );
    }
    throw error;
  });
  if (code !== 0) {
    throw new BackupError(
      `${tool} gagal (kode ${code}):\n${errors.trim().replaceAll(password || '\0', '…')}`,
    );
  }
}
