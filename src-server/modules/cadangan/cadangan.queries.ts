import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { CadanganTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import {
  BACKUP_DEFAULTS,
  lastScheduledAt,
  type CadanganSettings,
} from '../../../src/shared/schemas/cadangan.js';

// Automatic backups' runs and settings (migrations/0044, docs/decisions/0007). The backup
// itself is made by the app (src-server/backup/auto-backup.ts), which records it here.

/** The job queue's name for the backup job, which "Cadangkan sekarang" wakes. */
export const BACKUP_JOB = 'backup';

export interface BackupRun {
  id: number;
  jenis: 'terjadwal' | 'manual';
}

export async function readBackupSettings(db: Db): Promise<CadanganSettings> {
  const row = await db
    .selectFrom('cadangan_pengaturan')
    .select(['jam', 'simpan'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? { ...BACKUP_DEFAULTS };
}

export async function saveBackupSettings(
  db: Db,
  settings: CadanganSettings,
  userId: number,
): Promise<void> {
  await db
    .insertInto('cadangan_pengaturan')
    .values({ ...settings, updated_by: userId })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ ...settings, updated_by: userId, updated_at: new Date() }),
    )
    .execute();
}

/** Queues one backup now; false when one waits already (it will show this moment's data too). */
export async function requestBackup(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .insertInto('cadangan')
    .values({ jenis: 'manual', status: 'antre', diminta_oleh: userId })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A run left `berjalan` since before `startedBefore` had its instance die under it: it is
 * marked failed, so the next one may start.
 */
export async function failAbandonedRuns(db: Db, startedBefore: Date, galat: string): Promise<void> {
  await db
    .updateTable('cadangan')
    .set({ status: 'gagal', selesai_pada: new Date(), galat })
    .where('status', '=', 'berjalan')
    .where('dimulai_pada', '<', startedBefore)
    .execute();
}

/**
 * Starts the run that is due, if any: the one asked for, else the scheduled one when none has
 * started since the WIB clock last showed the settings' time. A run missed while the app was
 * down starts once it is back; a shop that never had one waits for the first time after
 * `startedAt` (a new install, a test server, is not backed up the minute it starts). Answers
 * nothing while another runs, on any instance.
 */
export async function claimBackupRun(
  db: Db,
  now: Date,
  startedAt: Date,
): Promise<BackupRun | undefined> {
  try {
    const asked = await db
      .updateTable('cadangan')
      .set({ status: 'berjalan', dimulai_pada: now })
      .where('status', '=', 'antre')
      .returning(['id', 'jenis'])
      .executeTakeFirst();
    if (asked) return asked;
    const { jam } = await readBackupSettings(db);
    const since = lastScheduledAt(jam, now);
    return await db
      .insertInto('cadangan')
      .columns(['jenis', 'status', 'dimulai_pada'])
      .expression(
        db
          .selectNoFrom([
            sql<'terjadwal'>`'terjadwal'`.as('jenis'),
            sql<'berjalan'>`'berjalan'`.as('status'),
            sql<Date>`${now}::timestamptz`.as('dimulai_pada'),
          ])
          .where((eb) => {
            const scheduled = eb
              .selectFrom('cadangan')
              .select('id')
              .where('jenis', '=', 'terjadwal');
            const notYet = eb.not(eb.exists(scheduled.where('dimulai_pada', '>=', since)));
            return since >= startedAt ? notYet : eb.and([notYet, eb.exists(scheduled)]);
          }),
      )
      .returning(['id', 'jenis'])
      .executeTakeFirst();
  } catch (error) {
    // Another run holds cadangan_satu_berjalan: this one waits for the next tick.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** How a run ended; a failed one may still have left its archive here (S3 copy failed). */
export interface BackupOutcome {
  ok: boolean;
  namaBerkas?: string;
  ukuran?: number;
  diS3?: boolean;
  galat?: string;
}

export async function finishBackupRun(db: Db, id: number, outcome: BackupOutcome): Promise<void> {
  await db
    .updateTable('cadangan')
    .set({
      status: outcome.ok ? 'berhasil' : 'gagal',
      selesai_pada: new Date(),
      nama_berkas: outcome.namaBerkas ?? null,
      ukuran: outcome.ukuran ?? null,
      di_s3: outcome.diS3 ?? false,
      galat: outcome.galat ?? null,
    })
    .where('id', '=', id)
    .execute();
}

const runColumns = [
  'id',
  'jenis',
  'status',
  'diminta_pada',
  'dimulai_pada',
  'selesai_pada',
  'nama_berkas',
  'ukuran',
  'di_s3',
  'galat',
] as const;

export type BackupRunRow = Pick<Selectable<CadanganTable>, (typeof runColumns)[number]>;

/** The last finished run of each outcome, and one waiting or under way: what the admin sees. */
export async function backupOverview(db: Db): Promise<{
  lastOk: BackupRunRow | undefined;
  lastFailed: BackupRunRow | undefined;
  pending: BackupRunRow[];
}> {
  const last = (status: 'berhasil' | 'gagal') =>
    db
      .selectFrom('cadangan')
      .select(runColumns)
      .where('status', '=', status)
      .orderBy('selesai_pada', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [lastOk, lastFailed, pending] = await Promise.all([
    last('berhasil'),
    last('gagal'),
    db
      .selectFrom('cadangan')
      .select(runColumns)
      .where('status', 'in', ['antre', 'berjalan'])
      .orderBy('diminta_pada')
      .execute(),
  ]);
  return { lastOk, lastFailed, pending };
}

export interface BackupStatus {
  lastOkAt: Date | undefined;
  lastFailedAt: Date | undefined;
  /** The last failure's message, when it came after the last success. */
  lastError: string | undefined;
  /** The last successful archive's size in bytes. */
  lastBytes: number | undefined;
}

/** The backups' state for monitoring (/metrics): the last success, the last failure. */
export async function backupStatus(db: Db): Promise<BackupStatus> {
  const { lastOk, lastFailed } = await backupOverview(db);
  const lastOkAt = lastOk?.selesai_pada ?? undefined;
  const lastFailedAt = lastFailed?.selesai_pada ?? undefined;
  const failedSince = lastFailedAt && (!lastOkAt || lastFailedAt > lastOkAt);
  return {
    lastOkAt,
    lastFailedAt,
    lastError: failedSince ? (lastFailed?.galat ?? undefined) : undefined,
    lastBytes: lastOk?.ukuran ?? undefined,
  };
}
