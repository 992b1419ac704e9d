import { sql } from 'kysely';
import { generatePassword, hashPassword, verifyPassword } from '../services/session/password.js';
import { MAIN_ADMIN_ID } from '../../src/shared/roles.js';
import type { Db } from '../db/connect.js';

export interface FirstAdminResult {
  username: string;
  /** Set only when the password was generated here, so it can be shown once. */
  generatedPassword: string | undefined;
}

/**
 * Creates the main admin (id 1) when there is none (docs/architecture.md §3). With no ADMIN_PASSWORD a strong
 * one is generated; the caller prints it once. Returns undefined when the admin already exists.
 */
export async function ensureMainAdmin(
  db: Db,
  admin: { username: string; password: string | undefined },
): Promise<FirstAdminResult | undefined> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', MAIN_ADMIN_ID)
    .executeTakeFirst();
  if (existing) return undefined;
  const generatedPassword = admin.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(admin.password ?? (generatedPassword as string));
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('etalase:first-admin'))`.execute(trx);
    const inserted = await trx
      .insertInto('users')
      .values({ id: MAIN_ADMIN_ID, username: admin.username, password_hash: passwordHash })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    // An explicit id does not move the identity sequence; keep it ahead of the rows.
    await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(
      trx,
    );
    return { username: admin.username, generatedPassword };
  });
}

/**
 * The main admin, when it exists with a password other than `password`: ADMIN_PASSWORD set on
 * a database whose admin was made before (or has changed the password since), which only the
 * first start applies.
 */
export async function mainAdminIgnoring(
  db: Db,
  password: string,
): Promise<{ username: string } | undefined> {
  const admin = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('id', '=', MAIN_ADMIN_ID)
    .executeTakeFirst();
  if (!admin || (await verifyPassword(password, admin.password_hash))) return undefined;
  return { username: admin.username };
}
