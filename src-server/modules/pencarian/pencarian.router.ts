import { ZERO_RESULT_TOP } from '../../../src/shared/limits.js';
import { adminProcedure, router } from '../../trpc/init.js';
import { zeroResultSummary } from './pencarian.queries.js';

export const pencarianRouter = router({
  /** The dashboard's searches with no result this month (docs/product.md §10). */
  zeroResults: adminProcedure.query(({ ctx }) =>
    zeroResultSummary(ctx.db, ctx.config.shop.timeZone, ZERO_RESULT_TOP),
  ),
});
