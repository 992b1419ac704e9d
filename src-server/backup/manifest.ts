import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../paths.js';

// What a backup archive holds, by name, and the manifest that says which database it is from.

/** Raised when the layout below changes in a way an older restore cannot read. */
const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_DUMP = { postgres: 'database.dump', pglite: 'database.pglite.tar.gz' };
export const UPLOADS_FOLDER = 'uploads';

export type DatabaseKind = keyof typeof DATABASE_DUMP;

export interface BackupManifest {
  app: 'etalase';
  format: number;
  database: DatabaseKind;
  createdAt: string;
  /** package.json's version of the app that wrote it; absent in the first archives. */
  appVersion?: string;
}

/** A problem the operator can fix (wrong file, server still running): its message is enough. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export function databaseKind(databaseUrl: string | undefined): DatabaseKind {
  return databaseUrl ? 'postgres' : 'pglite';
}

export async function appVersion(): Promise<string> {
  const text = await fs.readFile(path.join(projectRoot, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

export async function newManifest(database: DatabaseKind): Promise<BackupManifest> {
  return {
    app: 'etalase',
    format: BACKUP_FORMAT,
    database,
    createdAt: new Date().toISOString(),
    appVersion: await appVersion(),
  };
}

/** The manifest extracted into `folder`, or a BackupError naming `file` as not ours. */
export async function readManifest(folder: string, file: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => '');
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
    throw new BackupError(
      `${file} memakai format cadangan ${manifest.format}, sedangkan versi ini membaca format ` +
        `${BACKUP_FORMAT}. Pulihkan dengan versi Etalase yang membuatnya` +
        `${manifest.appVersion ? ` (${manifest.appVersion})` : ''}.`,
    );
  }
  return manifest as BackupManifest;
}
