import { riwayatListInput, riwayatRevertInput } from '../../../src/shared/schemas/riwayat.js';
import { adminProcedure, checkAccess, mainAdminProcedure, router } from '../../trpc/init.js';
import { listRiwayatPelaku, pageRiwayat } from '../../services/riwayat/riwayat.queries.js';
import { kembalikanAccess, revertTindakan } from '../../services/riwayat/kembalikan.js';
import { settleSearchIndexes } from '../search/index.js';

// The history is the main admin's to read (docs/product.md §12 Riwayat); nobody writes it here.
// "Kembalikan" takes an action back: allowed to whoever may do that kind of action (a bulk edit
// and a CSV import are any admin's), decided by the one role check of the procedure builders.
export const riwayatRouter = router({
  list: mainAdminProcedure
    .input(riwayatListInput)
    .query(({ ctx, input }) => pageRiwayat(ctx.db, input, ctx.config.shop.timeZone)),
  pelaku: mainAdminProcedure.query(({ ctx }) => listRiwayatPelaku(ctx.db)),

  /** "Kembalikan": the action's before values written back, in one transaction, or nothing. */
  revert: adminProcedure
    .input(riwayatRevertInput)
    .use(async ({ ctx, input, next }) => {
      const access = await kembalikanAccess(ctx.db, input.tindakan);
      if (access) await checkAccess(ctx, access);
      return next();
    })
    .mutation(async ({ ctx, input }) => {
      const produk = await ctx.db
        .transaction()
        .execute((trx) => revertTindakan(trx, input.tindakan, ctx.user));
      if (produk.length > 0) await settleSearchIndexes(ctx.db);
      return { count: produk.length };
    }),
});
