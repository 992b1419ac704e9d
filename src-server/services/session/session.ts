import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.js';
import type { Context } from '../../trpc/context.js';
import { SESSION_COOKIE, hashSessionToken, newSessionToken } from './session-token.js';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
  type SessionUser,
} from './session.queries.js';

// Admin sessions (docs/architecture.md §5): a random token in an HttpOnly cookie, only its hash stored,
// ended by logout, by 12 hours without use, or 7 days after login whatever happens.

const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not all turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

function sessionCookieOptions(config: Config): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure wherever the shop is served over https (always in a real deployment); a plain
    // http://localhost or LAN address must still be able to log in.
    secure: config.publicUrl.startsWith('https://'),
    maxAge: SESSION_MAX_AGE_MS / 1000,
  };
}

/** The logged-in user of this request, or undefined. A made-up cookie finds nothing. */
export async function resolveSessionUser(ctx: Context): Promise<SessionUser | undefined> {
  if (!ctx.sessionToken) return undefined;
  const tokenHash = hashSessionToken(ctx.sessionToken);
  const session = await findLiveSession(ctx.db, tokenHash, SESSION_IDLE_TIMEOUT_MS);
  if (!session) return undefined;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, tokenHash);
  }
  return session.user;
}

export async function startSession(ctx: Context, userId: number): Promise<void> {
  await deleteExpiredSessions(ctx.db, SESSION_IDLE_TIMEOUT_MS);
  const token = newSessionToken();
  await insertSession(ctx.db, {
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_MS),
  });
  void ctx.res.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx.config));
}

export async function endSession(ctx: Context): Promise<void> {
  if (ctx.sessionToken) await deleteSession(ctx.db, hashSessionToken(ctx.sessionToken));
  void ctx.res.clearCookie(SESSION_COOKIE, {
    ...sessionCookieOptions(ctx.config),
    maxAge: undefined,
  });
}

/** The hash of this request's session token, to keep it alive while ending the others. */
export function currentTokenHash(ctx: Context): string | undefined {
  return ctx.sessionToken ? hashSessionToken(ctx.sessionToken) : undefined;
}
