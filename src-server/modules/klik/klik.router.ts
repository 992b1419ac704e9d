import { klikSummaryInput } from '../../../src/shared/schemas/klik.js';
import { adminProcedure, router } from '../../trpc/init.js';
import { klikSummary, produkKinerja } from './klik.queries.js';

export const klikRouter = router({
  /** The dashboard's click-outs (docs/product.md §10). */
  summary: adminProcedure
    .input(klikSummaryInput)
    .query(({ ctx, input }) => klikSummary(ctx.db, input.hari, ctx.config.shop.timeZone)),

  /** The dashboard's views beside click-outs per product (docs/product.md §10). */
  produk: adminProcedure
    .input(klikSummaryInput)
    .query(({ ctx, input }) => produkKinerja(ctx.db, input.hari, ctx.config.shop.timeZone)),
});
