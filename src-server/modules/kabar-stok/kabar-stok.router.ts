import { TRPCError } from '@trpc/server';
import { KABAR_STOK_CONSENT, kabarStokCopy } from '../../../src/shared/kabar-stok.js';
import { maskEmail } from '../../../src/shared/email.js';
import { messages } from '../../../src/shared/messages.js';
import { byProdukInput } from '../../../src/shared/schemas/common.js';
import {
  kabarStokMintaInput,
  kabarStokTokenInput,
} from '../../../src/shared/schemas/kabar-stok.js';
import {
  adminProcedure,
  mainAdminProcedure,
  publicProcedure,
  rateLimited,
  router,
} from '../../trpc/init.js';
import { MAIL_SIGN_UP_LIMIT, MAIL_STOP_LIMIT } from '../../services/outbox/form-limits.js';
import { unsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';
import {
  countKabarStokMenunggu,
  deleteKabarStokByToken,
  findKabarStokByToken,
  insertKabarStok,
  listKabarStokMenunggu,
} from './kabar-stok.queries.js';

// Back-in-stock alerts, "Kabari saya" (docs/product.md §12 Kabar stok, docs/decisions/0028).
// Visitors ask and stop, rate limited like the newsletter's sign-up; any admin sees how many
// wait per cell; only the main admin sees who (the addresses, as only they get the mailing CSV).

export const kabarStokRouter = router({
  /**
   * A request for a sold-out size. A repeat while it waits answers the same (nothing is added,
   * and nobody learns whether an address asked before, nor whether it is confirmed: the first
   * request of an address writes a confirmation mail, and the answer is the same). An address
   * makes at most KABAR_PER_HARI requests a day, whichever clients send them.
   */
  request: publicProcedure
    .use(rateLimited('kabarStok.request', MAIL_SIGN_UP_LIMIT))
    .input(kabarStokMintaInput)
    .mutation(async ({ ctx, input }) => {
      const result = await insertKabarStok(
        ctx.db,
        {
          idProduk: input.idProduk,
          idWarna: input.idWarna,
          idUkuran: input.idUkuran,
          email: input.email,
          consent: { version: KABAR_STOK_CONSENT.version, page: input.halaman },
        },
        unsubscribeTokens(ctx.config),
      );
      switch (result) {
        case 'produk':
          throw new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });
        case 'sel':
          throw new TRPCError({ code: 'BAD_REQUEST', message: kabarStokCopy.cellNotOfProduk });
        case 'tersedia':
          throw new TRPCError({ code: 'CONFLICT', message: kabarStokCopy.alreadyAvailable });
        case 'kuota':
          throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: kabarStokCopy.quotaReached });
        default:
          return { tercatat: true as const };
      }
    }),

  /** What the stop page shows for its token, or null when the link erases nothing. */
  unsubscribeInfo: publicProcedure
    // Not rate limited: the page reads it while rendering (as promo.unsubscribeInfo).
    .input(kabarStokTokenInput)
    .query(async ({ ctx, input }) => {
      const found = await findKabarStokByToken(ctx.db, input.token, unsubscribeTokens(ctx.config));
      return found ? { email: maskEmail(found.email), menunggu: found.menunggu } : null;
    }),

  /** The stop link: erases the address from the alerts. No login: the token is the proof. */
  unsubscribe: publicProcedure
    .use(rateLimited('kabarStok.unsubscribe', MAIL_STOP_LIMIT))
    .input(kabarStokTokenInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteKabarStokByToken(ctx.db, input.token, unsubscribeTokens(ctx.config)))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: kabarStokCopy.stopTokenInvalid });
      }
      return { done: true as const };
    }),

  /** How many wait for each cell of a product (the availability grid's "3 menunggu"). */
  waiting: adminProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => countKabarStokMenunggu(ctx.db, input.idProduk)),

  /** Who waits for a product's cells: addresses, so the main admin's only. */
  list: mainAdminProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => listKabarStokMenunggu(ctx.db, input.idProduk)),
});
