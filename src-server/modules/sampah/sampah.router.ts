import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import { sampahIdsInput, sampahPulihkanInput } from '../../../src/shared/schemas/sampah.js';
import { sampahListInput } from '../../../src/shared/schemas/sampah.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import { purgeSampahRow } from './sampah-purge.js';
import { markUndo } from '../../services/riwayat/riwayat.queries.js';
import {
  pageSampah,
  restoreFromSampah,
  restoreInTransaction,
} from '../../services/sampah/sampah.queries.js';

// Sampah in the admin (docs/product.md §12): the main admin, who alone deletes (docs/product.md
// §8), alone reads, restores and purges what was deleted.

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.sampahNotFound });

export const sampahRouter = router({
  list: mainAdminProcedure.input(sampahListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageSampah(ctx.db, filters, { page, pageSize });
  }),

  /**
   * "Pulihkan", and the undo toast's "Batalkan": the rows back with their ids. The undo names
   * the delete's action, which Riwayat then shows as "Dibatalkan".
   */
  restore: mainAdminProcedure.input(sampahPulihkanInput).mutation(async ({ ctx, input }) => {
    const restored = await restoreFromSampah(
      ctx.db,
      input.id,
      input.membatalkan ? { tindakan: input.membatalkan, idPengguna: ctx.user.id } : undefined,
    );
    if (!restored) throw notFound();
    return restored;
  }),

  /** Several at once, all or none (the undo of a bulk move to Sampah). */
  restoreMany: mainAdminProcedure.input(sampahIdsInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      if (input.membatalkan) await markUndo(trx, input.membatalkan, ctx.user.id);
      for (const id of input.ids) {
        if (!(await restoreInTransaction(trx, id))) throw notFound();
      }
      return { count: input.ids.length };
    }),
  ),

  /** "Hapus permanen": gone now with its files, as the purge does after SAMPAH_DAYS. */
  deleteForever: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await purgeSampahRow(ctx, input.id))) throw notFound();
    return { id: input.id };
  }),
});
