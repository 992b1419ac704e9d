import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../services/session/password.js';
import { SESSION_COOKIE } from '../services/session/session-token.js';
import { insertUser } from '../modules/user/user.queries.js';
import { ensureMainAdmin } from '../seed/first-admin.js';
import type { Db } from '../db/connect.js';

export const MAIN_ADMIN = { username: 'utama', password: 'rahasia-utama-123' };
export const STAFF_ADMIN = { username: 'staf', password: 'rahasia-staf-123' };

/** The `etalase_session=…` pair from a login response, ready for a Cookie header. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] as string;
}

export async function login(
  app: FastifyInstance,
  credentials: { username: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/trpc/auth.login',
    payload: credentials,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res.headers['set-cookie']);
}

/**
 * The main admin (user 1) and a second admin, both logged in. Answers their Cookie headers.
 */
export async function createAdmins(app: FastifyInstance, db: Db) {
  await ensureMainAdmin(db, MAIN_ADMIN);
  const staff = await insertUser(
    db,
    STAFF_ADMIN.username,
    await hashPassword(STAFF_ADMIN.password),
  );
  return {
    mainCookie: await login(app, MAIN_ADMIN),
    staffCookie: await login(app, STAFF_ADMIN),
    staffId: staff.id,
  };
}
