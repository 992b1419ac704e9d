import { adminProcedure, router } from '../../trpc/init.js';
import { dashboardCounts } from './stats.queries.js';

export const statsRouter = router({
  dashboard: adminProcedure.query(({ ctx }) => dashboardCounts(ctx.db, ctx.config.shop.timeZone)),
});
