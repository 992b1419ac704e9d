import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { promoEmailInput } from '../../../src/shared/schemas/promo.js';
import { isUniqueViolation } from '../../trpc/errors.js';
import { publicProcedure, rateLimited, router } from '../../trpc/init.js';
import { insertPromo, PROMO_EMAIL_UNIQUE, promoEmailExists } from './promo.queries.js';

// Sign-up and its e-mail check are public, so both are rate limited per client (DESIGN §5).
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
});
