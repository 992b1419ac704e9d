import { TRPCError } from '@trpc/server';
import { cadanganCopy, cadanganSettingsInput } from '../../../src/shared/schemas/cadangan.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import {
  BACKUP_JOB,
  backupOverview,
  readBackupSettings,
  requestBackup,
  saveBackupSettings,
  type BackupRunRow,
} from './cadangan.queries.js';

// Pengaturan → Cadangan (docs/decisions/0007, issue 32 part 4): the automatic backups' schedule
// and how many are kept, the last runs, and "Cadangkan sekarang". Main admin only.

/** A run as the page shows it (times as ISO strings: the API sends JSON as it is). */
function runView(run: BackupRunRow) {
  return {
    id: run.id,
    jenis: run.jenis,
    status: run.status,
    selesaiPada: run.selesai_pada?.toISOString() ?? null,
    namaBerkas: run.nama_berkas,
    ukuran: run.ukuran,
    diS3: run.di_s3,
    galat: run.galat,
  };
}

export const cadanganRouter = router({
  /** The settings, the last runs and where the archives go. */
  status: mainAdminProcedure.query(async ({ ctx }) => {
    const [settings, overview] = await Promise.all([
      readBackupSettings(ctx.db),
      backupOverview(ctx.db),
    ]);
    const { backup } = ctx.config;
    return {
      settings,
      lastOk: overview.lastOk && runView(overview.lastOk),
      lastFailed: overview.lastFailed && runView(overview.lastFailed),
      pending: overview.pending.map(runView),
      auto: backup.auto,
      folder: backup.dir,
      s3Bucket: backup.s3 && ctx.config.s3 ? ctx.config.s3.bucket : undefined,
    };
  }),

  saveSettings: mainAdminProcedure.input(cadanganSettingsInput).mutation(async ({ ctx, input }) => {
    await saveBackupSettings(ctx.db, input, ctx.user.id);
    return { ok: true as const };
  }),

  /** Queues one backup and wakes the job; answers whether a new one was queued. */
  runNow: mainAdminProcedure.mutation(async ({ ctx }) => {
    // No instance runs the job: a request would wait for ever.
    if (!ctx.config.backup.auto) {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: cadanganCopy.autoOff });
    }
    const queued = await requestBackup(ctx.db, ctx.user.id);
    ctx.jobs.nudge(BACKUP_JOB);
    return { queued };
  }),
});
