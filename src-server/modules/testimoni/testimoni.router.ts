import { byProdukInput } from '../../../src/shared/schemas/common.js';
import { testimoniListInput } from '../../../src/shared/schemas/testimoni.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { listAllTestimoni, listTestimoniByProduk, listTestimoniPage } from './testimoni.queries.js';

export const testimoniRouter = router({
  list: publicProcedure.input(testimoniListInput).query(async ({ ctx, input }) => {
    const { items, total } = await listTestimoniPage(ctx.db, {
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    return { items, total, page: input.page, pageSize: input.pageSize };
  }),

  /** Every testimonial, newest first: what the legacy GET /testimoni answers. */
  all: publicProcedure.query(({ ctx }) => listAllTestimoni(ctx.db)),

  byProduk: publicProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => listTestimoniByProduk(ctx.db, input.idProduk)),
});
