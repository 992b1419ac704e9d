import { TRPCError } from '@trpc/server';
import { maskEmail } from '../../../src/shared/email.js';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  promoAdminListInput,
  promoEmailInput,
  promoSetCheckedInput,
  promoSubscribeInput,
  promoUnsubscribeInput,
} from '../../../src/shared/schemas/promo.js';
import { NEWSLETTER_CONSENT } from '../../../src/shared/newsletter-consent.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import {
  adminProcedure,
  mainAdminProcedure,
  publicProcedure,
  rateLimited,
  router,
} from '../../trpc/init.js';
import { promoCsv, promoMailingCsv } from './promo-csv.js';
import { shopClockAt } from '../../../src/shared/shop-clock.js';
import { MAIL_SIGN_UP_LIMIT, MAIL_STOP_LIMIT } from '../../services/outbox/form-limits.js';
import { unsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';
import {
  deletePromo,
  deletePromoByToken,
  findConfirmedVoucher,
  findPromoByToken,
  insertPromo,
  listPromoForAdmin,
  listPromoForMailing,
  pagePromoForAdmin,
  PROMO_EMAIL_UNIQUE,
  promoEmailExists,
  setPromoChecked,
} from './promo.queries.js';

// Sign-up and its e-mail check are public, so both are rate limited per client (docs/architecture.md §5).
const CHECK_LIMIT = { limit: 30, windowMs: 60_000 };

export const promoRouter = router({
  check: publicProcedure
    .use(rateLimited('promo.check', CHECK_LIMIT))
    .input(promoEmailInput)
    .query(async ({ ctx, input }) => ({ exists: await promoEmailExists(ctx.db, input.email) })),

  subscribe: publicProcedure
    .use(rateLimited('promo.subscribe', MAIL_SIGN_UP_LIMIT))
    .input(promoSubscribeInput)
    .mutation(async ({ ctx, input }) => {
      try {
        return await insertPromo(
          ctx.db,
          input.email,
          { version: NEWSLETTER_CONSENT.version, page: input.halaman },
          unsubscribeTokens(ctx.config),
          (await ctx.settings.current()).name,
        );
      } catch (error) {
        if (isUniqueViolation(error, PROMO_EMAIL_UNIQUE)) {
          throw new TRPCError({ code: 'CONFLICT', message: messages.emailTaken, cause: error });
        }
        throw error;
      }
    }),

  /**
   * What the unsubscribe page shows for its token: the address, partly hidden (the link may be
   * forwarded), or null when it signs nothing up (used already, or never valid).
   */
  unsubscribeInfo: publicProcedure
    // Not rate limited: the page reads it while rendering, and a limit there would be a 503.
    // Guessing a 64-hex token is hopeless; the write below is limited.
    .input(promoUnsubscribeInput)
    .query(async ({ ctx, input }) => {
      const email = await findPromoByToken(ctx.db, input.token, unsubscribeTokens(ctx.config));
      return email ? { email: maskEmail(email) } : null;
    }),

  /**
   * The welcome voucher the confirmation page shows: the code of the confirmed sign-up a
   * confirmation token belongs to, or null (never confirmed, unknown, or unsubscribed since).
   */
  confirmedVoucher: publicProcedure
    // Not rate limited: the page reads it while rendering (as unsubscribeInfo).
    .input(promoUnsubscribeInput)
    .query(async ({ ctx, input }) => {
      const found = await findConfirmedVoucher(ctx.db, input.token, unsubscribeTokens(ctx.config));
      return found ? { voucherCode: found.voucherCode } : null;
    }),

  /** Ends a subscription from the link in an e-mail: no login, the token is the proof. */
  unsubscribe: publicProcedure
    .use(rateLimited('promo.unsubscribe', MAIL_STOP_LIMIT))
    .input(promoUnsubscribeInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deletePromoByToken(ctx.db, input.token, unsubscribeTokens(ctx.config)))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: messages.invalidUnsubscribeToken });
      }
      return { done: true };
    }),

  /** The sign-up list is personal data: admins only (docs/architecture.md §5). */
  list: adminProcedure.query(({ ctx }) => listPromoForAdmin(ctx.db, ctx.config.shop.timeZone)),

  adminList: adminProcedure.input(promoAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pagePromoForAdmin(
      ctx.db,
      { timeZone: ctx.config.shop.timeZone, ...filters },
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
    const date = shopClockAt(Date.now(), ctx.config.shop.timeZone).slice(0, 10);
    return { filename: `promo-${date}.csv`, csv: promoCsv(rows, ctx.config.shop.timeZone) };
  }),

  /** The list with unsubscribe links for the shop's mailings: a link erases, so main admin only. */
  exportMailingCsv: mainAdminProcedure.query(async ({ ctx }) => {
    const rows = await listPromoForMailing(
      ctx.db,
      ctx.config.shop.timeZone,
      unsubscribeTokens(ctx.config),
    );
    const date = shopClockAt(Date.now(), ctx.config.shop.timeZone).slice(0, 10);
    return {
      filename: `promo-mailing-${date}.csv`,
      csv: promoMailingCsv(rows, ctx.config.publicUrl, ctx.config.shop.timeZone),
    };
  }),
});
