import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { purgeRiwayat } from '../../services/riwayat/riwayat.queries.js';

// The history is kept 12 months (docs/product.md §12 Riwayat): each instance purges what is
// older shortly after it starts and then every few hours. Several instances may do it at once:
// each deletes whatever is left, and nothing else depends on who did.

const FIRST_AFTER_MS = 60_000;
const EVERY_MS = 6 * 60 * 60 * 1000;

export function startRiwayatPurge(options: { db: Db; log: FastifyBaseLogger }): {
  close: () => Promise<void>;
} {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const purge = async () => {
    try {
      const removed = await purgeRiwayat(options.db);
      if (removed > 0) options.log.info({ removed }, 'riwayat lama dihapus');
    } catch (error) {
      // The database is away: the next round tries again.
      if (!closed) options.log.warn({ err: error }, 'riwayat lama tidak terhapus');
    }
    if (closed) return;
    timer = setTimeout(() => {
      running = purge();
    }, EVERY_MS);
    timer.unref();
  };

  timer = setTimeout(() => {
    running = purge();
  }, FIRST_AFTER_MS);
  timer.unref();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
