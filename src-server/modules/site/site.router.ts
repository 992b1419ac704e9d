import { publicProcedure, router } from '../../trpc/init.js';

export const siteRouter = router({
  /** The shop's public details from configuration (docs/architecture.md §7). */
  settings: publicProcedure.query(({ ctx }) => ({
    ...ctx.config.shop,
    publicUrl: ctx.config.publicUrl,
  })),
});
