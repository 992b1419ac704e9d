import { sql } from 'kysely';
import type { PromoAdminRow, PromoSignup } from '../../../src/shared/schemas/promo.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { containsPattern } from '../../db/escape-like.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';

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

/**
 * A mark counts only within the calendar month it was made in (docs/architecture.md §7), months as the shop
 * counts them (its time zone): last month's marks read as unchecked without any reset job.
 */
function checkedThisMonth(timeZone: string) {
  return sql<boolean>`coalesce(
    date_trunc('month', checked_at at time zone ${timeZone})
      = date_trunc('month', now() at time zone ${timeZone}),
    false)`;
}

function promoForAdmin(db: Db, timeZone: string) {
  return db
    .selectFrom('promo')
    .select(['id', 'email', 'created_at', 'checked_at', checkedThisMonth(timeZone).as('checked')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

export async function listPromoForAdmin(db: Db, timeZone: string): Promise<PromoAdminRow[]> {
  return (await promoForAdmin(db, timeZone).execute()).map(toPromoAdminRow);
}

/** One page of the admin's sign-up table, newest first, optionally by e-mail. */
export async function pagePromoForAdmin(
  db: Db,
  options: { timeZone: string; search: string },
  page: PageRequest,
): Promise<Page<PromoAdminRow>> {
  let query = promoForAdmin(db, options.timeZone);
  if (options.search) query = query.where('email', 'ilike', containsPattern(options.search));
  const found = await fetchPage(query, page);
  return { ...found, items: found.items.map(toPromoAdminRow) };
}

export async function setPromoChecked(
  db: Db,
  id: number,
  checked: boolean,
  timeZone: string,
): Promise<PromoAdminRow | undefined> {
  const row = await db
    .updateTable('promo')
    .set({ checked_at: checked ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .returning([
      'id',
      'email',
      'created_at',
      'checked_at',
      checkedThisMonth(timeZone).as('checked'),
    ])
    .executeTakeFirst();
  return row && toPromoAdminRow(row);
}

export async function deletePromo(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('promo').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function toPromoAdminRow(row: {
  id: number;
  email: string;
  created_at: Date;
  checked_at: Date | null;
  checked: boolean;
}): PromoAdminRow {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    checked: row.checked,
    checkedAt: row.checked && row.checked_at ? row.checked_at.toISOString() : null,
  };
}
