import { TOP_SEARCH_COUNT, ZERO_RESULT_TOP } from '../../../src/shared/limits.js';
import { klikSummaryInput } from '../../../src/shared/schemas/klik.js';
import { adminProcedure, router } from '../../trpc/init.js';
import { topSearches, zeroResultSummary } from './search-terms.queries.js';

export const pencarianRouter = router({
  /** The dashboard's searches with no result this month (docs/product.md §10). */
  zeroResults: adminProcedure.query(({ ctx }) =>
    zeroResultSummary(ctx.db, ctx.config.shop.timeZone, ZERO_RESULT_TOP),
  ),

  /** The dashboard's most searched terms of the last 7 or 30 days (docs/product.md §10). */
  top: adminProcedure
    .input(klikSummaryInput)
    .query(({ ctx, input }) =>
      topSearches(ctx.db, input.hari, ctx.config.shop.timeZone, TOP_SEARCH_COUNT),
    ),
});
