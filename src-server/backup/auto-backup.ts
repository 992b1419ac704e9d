import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import {
  BACKUP_JOB,
  claimBackupRun,
  failAbandonedRuns,
  finishBackupRun,
  readBackupSettings,
  type BackupOutcome,
} from '../modules/cadangan/cadangan.queries.js';
import type { JobDefinition } from '../services/jobs/job-queue.js';
import { createBackup, type BackupSources } from './backup.js';
import { BackupError } from './manifest.js';
import type { BackupBucket } from './s3-copy.js';

// Automatic backups (issue 32 part 4, docs/decisions/0007): a job of the queue that looks every
// minute whether a backup is due (the admin's time in WIB, or "Cadangkan sekarang"), makes it
// with the same code as `npm run backup` (on the embedded database, through the app's own open
// PGlite), copies it to S3 when asked, and keeps the newest N here and there. One instance of
// all takes each run (cadangan.queries.ts claimBackupRun).

/** A run takes minutes at most; one still "running" after this had its instance die. */
const EXPIRE_SECONDS = 60 * 60;
const ABANDONED_AFTER_MS = 90 * 60_000;
/** The automatic archives' names; nothing else in the folder or bucket is ever removed. */
const ARCHIVE_NAME = /^etalase-otomatis-\d{8}-\d{6}\.tar\.gz$/;

/** What the admin reads when a run fails (Indonesian; never a password or connection string). */
export const backupFailure = {
  abandoned: 'Pencadangan terhenti sebelum selesai (aplikasi berhenti atau dimulai ulang).',
  folder: (folder: string) =>
    `Folder cadangan ${folder} tidak bisa ditulisi. Periksa izin folder itu (atau BACKUP_DIR).`,
  diskFull: (folder: string) => `Disk penuh: cadangan tidak muat di ${folder}.`,
  other: 'Cadangan gagal dibuat karena kesalahan di server. Lihat log server untuk rinciannya.',
  s3: (bucket: string) =>
    `Cadangan tersimpan di server, tetapi gagal disalin ke S3 (bucket ${bucket}). Lihat log server.`,
} as const;

export interface AutoBackupDeps {
  db: Db;
  /** The database and images to back up (the app's own PGlite when embedded). */
  sources: BackupSources;
  /** Where the archives go (BACKUP_DIR, by default DATA_DIR/backups). */
  folder: string;
  /** Where each archive is copied too, when S3 is set up and BACKUP_S3 allows. */
  bucket: BackupBucket | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The clock (tests move it). */
  now?: () => Date;
  /** When this instance began to keep the schedule (claimBackupRun); by default, now. */
  startedAt?: Date;
}

export function backupJob(deps: AutoBackupDeps): JobDefinition {
  const startedAt = deps.startedAt ?? deps.now?.() ?? new Date();
  return {
    name: BACKUP_JOB,
    // Every minute: the admin's time may change at any moment, and a run asked for or
    // missed while the app was down starts within a minute.
    cron: '* * * * *',
    expireInSeconds: EXPIRE_SECONDS,
    // Answers nothing: a number would ask the queue to run it again that soon.
    run: async () => {
      await runDueBackups({ ...deps, startedAt });
    },
  };
}

/** Makes every backup that is due now (the scheduled one, one asked for); answers how many. */
export async function runDueBackups(deps: AutoBackupDeps & { startedAt: Date }): Promise<number> {
  const clock = () => deps.now?.() ?? new Date();
  const now = clock();
  await failAbandonedRuns(
    deps.db,
    new Date(now.getTime() - ABANDONED_AFTER_MS),
    backupFailure.abandoned,
  );
  let made = 0;
  // At most a scheduled run and one asked for meanwhile.
  const claim = () => claimBackupRun(deps.db, clock(), deps.startedAt);
  for (let claimed = await claim(); claimed && made < 3; made++) {
    const outcome = await makeBackup(deps, clock());
    await finishBackupRun(deps.db, claimed.id, outcome);
    deps.log.info({ run: claimed, outcome }, outcome.ok ? 'backup made' : 'backup failed');
    claimed = await claim();
  }
  return made;
}

async function makeBackup(deps: AutoBackupDeps, now: Date): Promise<BackupOutcome> {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const namaBerkas = `etalase-otomatis-${stamp}.tar.gz`;
  const file = path.join(deps.folder, namaBerkas);
  try {
    await createBackup(deps.sources, file);
  } catch (error) {
    deps.log.warn({ err: error }, 'automatic backup failed');
    return { ok: false, galat: failureText(error, deps.folder) };
  }
  const { size: ukuran } = await fs.stat(file);
  const { simpan } = await readBackupSettings(deps.db);
  await pruneFolder(deps.folder, simpan).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'old backups not pruned');
  });
  const { bucket } = deps;
  if (!bucket) return { ok: true, namaBerkas, ukuran, diS3: false };
  try {
    await bucket.upload(file, namaBerkas);
    await pruneNames(await bucket.list(), simpan, (name) => bucket.remove(name));
    return { ok: true, namaBerkas, ukuran, diS3: true };
  } catch (error) {
    deps.log.warn({ err: error }, 'backup not copied to S3');
    return { ok: false, namaBerkas, ukuran, galat: backupFailure.s3(bucket.bucket) };
  }
}

function failureText(error: unknown, folder: string): string {
  // A BackupError is written for the operator already (a missing pg_dump, a database that
  // refused): its message, with the password left out by runPgTool.
  if (error instanceof BackupError) return `Cadangan gagal dibuat: ${error.message}`;
  const code = (error as NodeJS.ErrnoException | null)?.code ?? '';
  // EEXIST: a file where the folder should be.
  if (['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST'].includes(code)) {
    return backupFailure.folder(folder);
  }
  if (code === 'ENOSPC') return backupFailure.diskFull(folder);
  return backupFailure.other;
}

async function pruneFolder(folder: string, keep: number): Promise<void> {
  await pruneNames(await fs.readdir(folder), keep, (name) =>
    fs.rm(path.join(folder, name), { force: true }),
  );
}

/** Removes the automatic archives past the newest `keep` (their names sort by time). */
async function pruneNames(
  names: string[],
  keep: number,
  remove: (name: string) => Promise<unknown>,
): Promise<void> {
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) await remove(name);
}
