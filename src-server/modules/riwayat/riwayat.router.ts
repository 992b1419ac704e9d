import { riwayatListInput } from '../../../src/shared/schemas/riwayat.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import { listRiwayatPelaku, pageRiwayat } from '../../services/riwayat/riwayat.queries.js';

// The history is the main admin's to read (docs/product.md §12 Riwayat); nobody writes it here.
export const riwayatRouter = router({
  list: mainAdminProcedure
    .input(riwayatListInput)
    .query(({ ctx, input }) => pageRiwayat(ctx.db, input, ctx.config.shop.timeZone)),
  pelaku: mainAdminProcedure.query(({ ctx }) => listRiwayatPelaku(ctx.db)),
});
