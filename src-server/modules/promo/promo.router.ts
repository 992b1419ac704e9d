import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  promoAdminListInput,
  promoEmailInput,
  promoSetCheckedInput,
} from '../../../src/shared/schemas/promo.js';
import { isUniqueViolation } from '../../trpc/errors.js';
import {
  adminProcedure,
  mainAdminProcedure,
  publicProcedure,
  rateLimited,
  router,
} from '../../trpc/init.js';
import { promoCsv } from './promo-csv.js';
import {
  deletePromo,
  insertPromo,
  listPromoForAdmin,
  pagePromoForAdmin,
  PROMO_EMAIL_UNIQUE,
  promoEmailExists,
  setPromoChecked,
} from './promo.queries.js';

// Sign-up and its e-mail check are public, so both are rate limited per client (docs/architecture.md §5).
const CHECK_LIMIT = { limit: 30, windowMs: 60_000 };
const SUBSCRIBE_LIMIT = { limit: 10, windowMs: 60_000 };

export const promoRouter = router({
  check: publicProcedure
    .use(rateLimited('promo.check', CHECK_LIMIT))
    .input(promoEmailInput)
    .query(async ({ ctx, input }) => ({ exists: await promoEmailExists(ctx.db, input.email) })),

  subscribe: publicProcedure
    .use(rateLimited('promo.subscribe', SUBSCRIBE_LIMIT))
    .input(promoEmailInput)
    .mutation(async ({ ctx, input }) => {
      try {
        return await insertPromo(ctx.db, input.email);
      } catch (error) {
        if (isUniqueViolation(error, PROMO_EMAIL_UNIQUE)) {
          throw new TRPCError({ code: 'CONFLICT', message: messages.emailTaken, cause: error });
        }
        throw error;
      }
    }),

  /** The sign-up list is personal data: admins only (docs/architecture.md §5). */
  list: adminProcedure.query(({ ctx }) => listPromoForAdmin(ctx.db, ctx.config.shop.timeZone)),

  adminList: adminProcedure.input(promoAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, search } = input;
    return pagePromoForAdmin(
      ctx.db,
      { timeZone: ctx.config.shop.timeZone, search },
      { page, pageSize },
    );
  }),

  setChecked: adminProcedure.input(promoSetCheckedInput).mutation(async ({ ctx, input }) => {
    const row = await setPromoChecked(ctx.db, input.id, input.checked, ctx.config.shop.timeZone);
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: messages.promoNotFound });
    return row;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deletePromo(ctx.db, input.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: messages.promoNotFound });
    }
    return { id: input.id };
  }),

  exportCsv: adminProcedure.query(async ({ ctx }) => {
    const rows = await listPromoForAdmin(ctx.db, ctx.config.shop.timeZone);
    const date = new Date().toISOString().slice(0, 10);
    return { filename: `promo-${date}.csv`, csv: promoCsv(rows) };
  }),
});
