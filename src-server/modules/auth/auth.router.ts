import { randomBytes } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { messages } from '../../../src/shared/messages.js';
import { MAIN_ADMIN_ID } from '../../../src/shared/roles.js';
import type { Me } from '../../../src/shared/schemas/user.js';
import {
  adminProcedure,
  publicProcedure,
  rateLimited,
  router,
  tooManyRequests,
} from '../../trpc/init.js';
import { findCredentials, findPasswordHash, setPasswordHash } from '../user/user.queries.js';
import { hashPassword, verifyPassword } from '../../services/session/password.js';
import {
  currentTokenHash,
  endSession,
  resolveSessionUser,
  startSession,
} from '../../services/session/session.js';
import { deleteUserSessions } from '../../services/session/session.queries.js';
import { changePasswordInput, loginInput } from '../../../src/shared/schemas/user.js';

// Login throttling that cannot be turned into a lock-out (docs/architecture.md §5, docs/decisions/0006):
// - every attempt from one client counts (20 in 15 minutes);
// - failures count per username *and client*: 5 wrong passwords for one username from one
//   client refuse that client for that username, and nobody else;
// - failures for a username from everywhere only slow its next attempts down a little (a
//   delay growing with them, capped by LOGIN_SLOWDOWN_MAX_MS), so the owner, from a client
//   with no failures, still logs in with the right password.
const WINDOW_MS = 15 * 60 * 1000;
const LOGIN_ATTEMPTS_PER_CLIENT = { limit: 20, windowMs: WINDOW_MS };
const LOGIN_FAILURES_PER_USERNAME_AND_CLIENT = { limit: 5, windowMs: WINDOW_MS };
const LOGIN_FAILURES_PER_USERNAME = { limit: Number.POSITIVE_INFINITY, windowMs: WINDOW_MS };
/** Akun saya: a stolen session guessing the current password meets the login's limits. */
const PASSWORD_CHANGES_PER_CLIENT = LOGIN_ATTEMPTS_PER_CLIENT;
const PASSWORD_FAILURES_PER_USER_AND_CLIENT = LOGIN_FAILURES_PER_USERNAME_AND_CLIENT;
const FREE_FAILURES = 5;
const DELAY_STEP_MS = 200;
/** The default of LOGIN_SLOWDOWN_MAX_MS (config.ts). */
export const LOGIN_DELAY_CAP_MS = 3_000;

/** How long an attempt for a username waits after `failures` recent failures for it. */
export function loginDelayMs(failures: number, capMs = LOGIN_DELAY_CAP_MS): number {
  return Math.min(capMs, Math.max(0, failures - FREE_FAILURES) * DELAY_STEP_MS);
}

// An unknown username is checked against this, so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const authRouter = router({
  login: publicProcedure
    .use(rateLimited('login', LOGIN_ATTEMPTS_PER_CLIENT))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const username = input.username.toLowerCase();
      const clientKey = `login-failures:${username}:${ctx.clientIp}`;
      const usernameKey = `login-failures:${username}`;
      // The attempt counts as a failure from the start, and only a success takes it back: ten
      // wrong passwords sent at once from one client must not all be tried before the first
      // of them is counted.
      const attempt = await ctx.rateLimiter.hit(clientKey, LOGIN_FAILURES_PER_USERNAME_AND_CLIENT);
      if (!attempt.allowed) throw tooManyRequests(ctx, attempt.retryAfterSeconds);
      const delay = loginDelayMs(
        await ctx.rateLimiter.count(usernameKey),
        ctx.config.loginSlowdownMaxMs,
      );
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

      const credentials = await findCredentials(ctx.db, input.username);
      const valid = await verifyPassword(
        input.password,
        credentials?.password_hash ?? (await hashForUnknownUser()),
      );
      if (!credentials || !valid) {
        await ctx.rateLimiter.hit(usernameKey, LOGIN_FAILURES_PER_USERNAME);
        throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.wrongCredentials });
      }
      // Only this client's record is cleared: the owner logging in does not wipe the slowdown
      // that guesses from elsewhere have earned.
      await ctx.rateLimiter.reset(clientKey);
      await startSession(ctx, credentials.id);
      ctx.log.info({ userId: credentials.id }, 'admin logged in');
      return { id: credentials.id, username: credentials.username };
    }),

  /**
   * Akun saya: any admin's own new password, given the current one. The admin's other sessions
   * end; this one goes on.
   */
  changePassword: adminProcedure
    .use(rateLimited('change-password', PASSWORD_CHANGES_PER_CLIENT))
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      // Counted as a failure from the start, as for the login, and taken back on success.
      const failuresKey = `password-failures:${ctx.user.id}:${ctx.clientIp}`;
      const attempt = await ctx.rateLimiter.hit(failuresKey, PASSWORD_FAILURES_PER_USER_AND_CLIENT);
      if (!attempt.allowed) throw tooManyRequests(ctx, attempt.retryAfterSeconds);
      const stored = await findPasswordHash(ctx.db, ctx.user.id);
      if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
        // A 400 at the field, not a 401: the session is fine, only the password typed is not.
        // (ZodRealError is an Error, so tRPC keeps it as the cause the field messages come from.)
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: messages.currentPasswordWrong,
          cause: new z.ZodRealError([
            {
              code: 'custom',
              path: ['currentPassword'],
              message: messages.currentPasswordWrong,
              input: undefined,
            },
          ]),
        });
      }
      await ctx.rateLimiter.reset(failuresKey);
      const passwordHash = await hashPassword(input.newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, ctx.user.id, passwordHash);
        await deleteUserSessions(trx, ctx.user.id, currentTokenHash(ctx));
      });
      ctx.log.info({ userId: ctx.user.id }, 'admin changed own password');
      return { ok: true };
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
