import { sql } from 'kysely';
import type { PromoSignup } from '../../../src/shared/schemas/promo.js';
import type { Db } from '../../db/connect.js';

export const PROMO_EMAIL_UNIQUE = 'promo_email_unique';

/** `email` must already be normalised (shared/email.ts). */
export async function promoEmailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('promo')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a sign-up; a duplicate raises the unique violation of PROMO_EMAIL_UNIQUE. */
export async function insertPromo(db: Db, email: string): Promise<PromoSignup> {
  const row = await db
    .insertInto('promo')
    .values({ email })
    .returning(['id', 'email', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, createdAt: row.created_at.toISOString() };
}
