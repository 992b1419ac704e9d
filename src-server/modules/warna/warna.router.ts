import { byProdukInput } from '../../../src/shared/schemas/common.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { listWarnaByProduk } from './warna.queries.js';

export const warnaRouter = router({
  byProduk: publicProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => listWarnaByProduk(ctx.db, input.idProduk)),
});
