import { klikSummaryInput } from '../../../src/shared/schemas/klik.js';
import { adminProcedure, router } from '../../trpc/init.js';
import { klikSummary } from './klik.queries.js';

export const klikRouter = router({
  /** The dashboard's click-outs (docs/product.md §10). */
  summary: adminProcedure
    .input(klikSummaryInput)
    .query(({ ctx, input }) => klikSummary(ctx.db, input.hari, ctx.config.shop.timeZone)),
});
