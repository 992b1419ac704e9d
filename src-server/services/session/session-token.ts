import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'etalase_session';

/** 256 random bits, URL-safe: the value of the session cookie. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the sessions table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
