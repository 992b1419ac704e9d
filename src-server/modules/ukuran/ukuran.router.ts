import { byProdukInput } from '../../../src/shared/schemas/common.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { listUkuranByProduk } from './ukuran.queries.js';

export const ukuranRouter = router({
  byProduk: publicProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => listUkuranByProduk(ctx.db, input.idProduk)),
});
