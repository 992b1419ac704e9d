import { sql, type ExpressionBuilder } from 'kysely';
import type {
  PromoAdminRow,
  PromoMailingRow,
  PromoSignup,
  PromoSortKey,
} from '../../../src/shared/schemas/promo.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import {
  unsubscribePath,
  WELCOME_VOUCHER_PERCENT,
} from '../../../src/shared/newsletter-consent.js';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { enqueueSurel } from '../../services/outbox/outbox.queries.js';
import type { UnsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';
import { confirmSubject, welcomeSubject } from './promo-mail.js';
import { newVoucherCode } from './voucher-code.js';

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

/**
 * Inserts a sign-up and, in the same transaction, the mail that asks to confirm the address
 * (double opt-in, docs/decisions/0025): the mail exists exactly when the sign-up does. No
 * voucher yet: it is made and mailed once the address is confirmed (confirmPromoByToken), so an
 * address nobody confirms never holds one. A duplicate raises the unique violation of
 * PROMO_EMAIL_UNIQUE and writes nothing.
 */
export async function insertPromo(
  db: Db,
  email: string,
  consent: { version: string; page: string },
  tokens: UnsubscribeTokens,
  shopName: string,
): Promise<PromoSignup> {
  return db.transaction().execute(async (trx) => {
    const salt = tokens.newSalt();
    const row = await trx
      .insertInto('promo')
      .values({
        email,
        persetujuan_at: sql<Date>`now()`,
        persetujuan_versi: consent.version,
        persetujuan_halaman: consent.page,
        token_garam: salt,
        token_berhenti: tokens.stored(tokens.token(salt)),
        token_konfirmasi: tokens.stored(tokens.confirmation(salt)),
      })
      .returning(['id', 'email', 'created_at'])
      .executeTakeFirstOrThrow();
    await enqueueSurel(trx, [
      {
        jenis: 'konfirmasi_langganan',
        promoId: row.id,
        penerima: row.email,
        subjek: confirmSubject(shopName),
      },
    ]);
    return { id: row.id, email: row.email, createdAt: row.created_at.toISOString() };
  });
}

/** What a sign-up's mails are made from; undefined once the address is gone. */
export async function findWelcomeMailData(
  db: Db,
  id: number,
  tokens: UnsubscribeTokens,
): Promise<
  { voucherCode: string | null; confirmToken: string; unsubscribeToken: string } | undefined
> {
  const row = await db
    .selectFrom('promo')
    .select(['kode_voucher', 'token_garam'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.token_garam) return undefined;
  return {
    voucherCode: row.kode_voucher,
    confirmToken: tokens.confirmation(row.token_garam),
    unsubscribeToken: tokens.token(row.token_garam),
  };
}

/**
 * Confirms the address a confirmation token belongs to (double opt-in), in one transaction:
 * the first confirmation makes the welcome voucher (a sign-up from before vouchers keeps none)
 * and writes its mail to the outbox (one per sign-up: `surel_voucher_sekali`). Confirming again
 * changes nothing. Answers the sign-up's voucher code (null for one from before vouchers), or
 * undefined when the link is unknown or the address is gone.
 */
export async function confirmPromoByToken(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
  shopName: string,
): Promise<{ voucherCode: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('promo')
      .select(['id', 'email', 'kode_voucher', 'dikonfirmasi_at'])
      .where('token_konfirmasi', '=', tokens.stored(token))
      .forUpdate()
      .executeTakeFirst();
    if (!found) return undefined;
    if (found.dikonfirmasi_at !== null) return { voucherCode: found.kode_voucher };
    const row = await trx
      .updateTable('promo')
      .set({
        dikonfirmasi_at: sql<Date>`now()`,
        kode_voucher: sql<string>`coalesce(kode_voucher, ${newVoucherCode()})`,
      })
      .where('id', '=', found.id)
      .returning(['kode_voucher'])
      .executeTakeFirstOrThrow();
    await enqueueSurel(
      trx,
      [
        {
          jenis: 'voucher_sambutan',
          promoId: found.id,
          penerima: found.email,
          subjek: welcomeSubject(shopName, WELCOME_VOUCHER_PERCENT),
        },
      ],
      // One per sign-up (the unique index surel_voucher_sekali).
      { skipDuplicates: true },
    );
    return { voucherCode: row.kode_voucher };
  });
}

/** The voucher of the confirmed sign-up a confirmation token belongs to (the landing page). */
export async function findConfirmedVoucher(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
): Promise<{ voucherCode: string | null } | undefined> {
  const row = await db
    .selectFrom('promo')
    .select('kode_voucher')
    .where('token_konfirmasi', '=', tokens.stored(token))
    .where('dikonfirmasi_at', 'is not', null)
    .executeTakeFirst();
  return row && { voucherCode: row.kode_voucher };
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

const adminColumns = [
  'id',
  'email',
  'created_at',
  'checked_at',
  'persetujuan_at',
  'persetujuan_versi',
  'persetujuan_halaman',
  'token_berhenti',
  'kode_voucher',
  'dikonfirmasi_at',
] as const;

function promoForAdmin(db: Db, timeZone: string) {
  return db
    .selectFrom('promo')
    .select([...adminColumns, checkedThisMonth(timeZone).as('checked')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

export async function listPromoForAdmin(db: Db, timeZone: string): Promise<PromoAdminRow[]> {
  return (await promoForAdmin(db, timeZone).execute()).map(toPromoAdminRow);
}

/**
 * The admin table's sortable columns (this month's mark as the shop's calendar reads it: not
 * marked first going up), and every text it shows: the address, the voucher, the consent's version
 * and page.
 */
const adminList = (timeZone: string): ListSpec<PromoSortKey> => ({
  sort: {
    email: { column: 'email', text: true },
    dibuat: { column: 'created_at' },
    voucher: { column: 'kode_voucher', text: true },
    persetujuan: { column: 'persetujuan_at' },
    dicentang: { column: checkedThisMonth(timeZone) },
  },
  search: ['email', 'kode_voucher', 'persetujuan_versi', 'persetujuan_halaman'],
  id: 'id',
});

/** One page of the admin's sign-up table, newest first or by a column, searched. */
export async function pagePromoForAdmin(
  db: Db,
  options: ListFilters<PromoSortKey> & { timeZone: string },
  page: PageRequest,
): Promise<Page<PromoAdminRow>> {
  const { timeZone, ...filters } = options;
  const query = searchedAndSorted(promoForAdmin(db, timeZone), adminList(timeZone), filters);
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
    .returning([...adminColumns, checkedThisMonth(timeZone).as('checked')])
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
  persetujuan_at: Date | null;
  persetujuan_versi: string | null;
  persetujuan_halaman: string | null;
  token_berhenti: string;
  kode_voucher: string | null;
  dikonfirmasi_at: Date | null;
  checked: boolean;
}): PromoAdminRow {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    checked: row.checked,
    checkedAt: row.checked && row.checked_at ? row.checked_at.toISOString() : null,
    consentAt: row.persetujuan_at?.toISOString() ?? null,
    consentVersion: row.persetujuan_versi,
    consentPage: row.persetujuan_halaman,
    voucherCode: row.kode_voucher,
    confirmedAt: row.dikonfirmasi_at?.toISOString() ?? null,
  };
}

/**
 * Every sign-up with its unsubscribe link, newest first (the main admin's mailing list): the
 * token made again from the row's salt, as only the key can.
 */
export async function listPromoForMailing(
  db: Db,
  timeZone: string,
  tokens: UnsubscribeTokens,
): Promise<PromoMailingRow[]> {
  // A row written around the app (an old backup restored since the start) gets its salt first.
  await protectUnsubscribeTokens(db, tokens);
  const rows = await promoForAdmin(db, timeZone).select('token_garam').execute();
  return rows.map((row) => ({
    ...toPromoAdminRow(row),
    unsubscribePath: unsubscribePath(row.token_garam ? tokens.token(row.token_garam) : ''),
  }));
}

/** Rows whose link is `token`: today's (derived from the salt) or one mailed before 0018. */
function matchesToken(tokens: UnsubscribeTokens, token: string) {
  const stored = tokens.stored(token);
  return (eb: ExpressionBuilder<Database, 'promo'>) =>
    eb.and([
      eb('token_garam', 'is not', null),
      eb.or([eb('token_berhenti', '=', stored), eb('token_lama', '=', stored)]),
    ]);
}

/** The address an unsubscribe token belongs to, if it still signs anything up. */
export async function findPromoByToken(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('promo')
    .select('email')
    .where(matchesToken(tokens, token))
    .executeTakeFirst();
  return row?.email;
}

/** Ends a subscription: the address is erased, not kept as "unsubscribed". */
export async function deletePromoByToken(
  db: Db,
  token: string,
  tokens: UnsubscribeTokens,
): Promise<boolean> {
  const result = await db.deleteFrom('promo').where(matchesToken(tokens, token)).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Hashes the tokens still stored plainly (rows from before migrations/0018, or written around
 * the app): each row gets a salt and the keyed hash of its new token, and its old token is kept
 * only as a keyed hash, so a link already mailed still works. In one transaction; idempotent.
 */
export async function protectUnsubscribeTokens(db: Db, tokens: UnsubscribeTokens): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const plain = await trx
      .selectFrom('promo')
      .select(['id', 'token_berhenti'])
      .where('token_garam', 'is', null)
      .forUpdate()
      .execute();
    for (const row of plain) {
      const salt = tokens.newSalt();
      await trx
        .updateTable('promo')
        .set({
          token_garam: salt,
          token_berhenti: tokens.stored(tokens.token(salt)),
          token_lama: tokens.stored(row.token_berhenti),
        })
        .where('id', '=', row.id)
        .execute();
    }
    return plain.length;
  });
}
