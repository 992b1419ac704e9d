import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { JobDefinition } from '../../services/jobs/job-queue.js';
import { purgeRiwayat } from '../../services/riwayat/riwayat.queries.js';

// The history is kept 12 months (docs/product.md §12 Riwayat): a job of the queue
// (services/jobs, docs/decisions/0030) purges what is older a minute after an instance starts
// and then every six hours, on one instance at a time. A run that fails (the database away) is
// tried again by the queue; were two to run at once, each would delete whatever is left.

export const RIWAYAT_PURGE_JOB = 'riwayat-purge';

export function riwayatPurgeJob(options: { db: Db; log: FastifyBaseLogger }): JobDefinition {
  return {
    name: RIWAYAT_PURGE_JOB,
    cron: '0 */6 * * *',
    firstAfterMs: 60_000,
    pollMs: 30_000,
    run: async () => {
      const removed = await purgeRiwayat(options.db);
      if (removed > 0) options.log.info({ removed }, 'riwayat lama dihapus');
    },
  };
}
