import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { MAIN_ADMIN_ID } from '../../../src/shared/roles.js';
import type { Me } from '../../../src/shared/schemas/user.js';
import { publicProcedure, rateLimited, router, tooManyRequests } from '../../trpc/init.js';
import { findCredentials } from '../user/user.queries.js';
import { hashPassword, verifyPassword } from './password.js';
import { endSession, resolveSessionUser, startSession } from './session.js';
import { loginInput } from '../../../src/shared/schemas/user.js';

// Every login attempt from one client counts; failures also count per username, so spreading
// guesses over many addresses does not help either.
const LOGIN_ATTEMPTS_PER_CLIENT = { limit: 20, windowMs: 15 * 60 * 1000 };
const LOGIN_FAILURES_PER_USERNAME = { limit: 5, windowMs: 15 * 60 * 1000 };

// An unknown username is checked against this, so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const authRouter = router({
  login: publicProcedure
    .use(rateLimited('login', LOGIN_ATTEMPTS_PER_CLIENT))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const failuresKey = `login-failures:${input.username.toLowerCase()}`;
      const blocked = ctx.rateLimiter.peek(failuresKey, LOGIN_FAILURES_PER_USERNAME);
      if (!blocked.allowed) throw tooManyRequests(ctx, blocked.retryAfterSeconds);

      const credentials = await findCredentials(ctx.db, input.username);
      const valid = await verifyPassword(
        input.password,
        credentials?.password_hash ?? (await hashForUnknownUser()),
      );
      if (!credentials || !valid) {
        ctx.rateLimiter.hit(failuresKey, LOGIN_FAILURES_PER_USERNAME);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.wrongCredentials });
      }
      ctx.rateLimiter.reset(failuresKey);
      await startSession(ctx, credentials.id);
      ctx.log.info({ userId: credentials.id }, 'admin logged in');
      return { id: credentials.id, username: credentials.username };
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx);
    return { ok: true };
  }),

  /** Who is logged in, or null: what the admin area uses instead of the spec's browser flags. */
  me: publicProcedure.query(async ({ ctx }): Promise<Me | null> => {
    const user = await resolveSessionUser(ctx);
    return user ? { ...user, isMainAdmin: user.id === MAIN_ADMIN_ID } : null;
  }),
});
