import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

// Product page views, per day of the shop's calendar and product (docs/product.md §10): each
// instance adds its counts to the day's row, so several instances add up.

/** How long daily rows (views, searched terms) are kept: a year and a bit, for last year's month. */
export const COUNT_RETENTION_DAYS = 400;

/** The shop's calendar day now, as PostgreSQL reads SHOP_TIME_ZONE. */
export const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/**
 * Adds today's views, a count per product, in one statement. A product deleted since its view
 * was made is left out rather than failing the others.
 */
export async function recordDilihat(
  db: Db,
  views: ReadonlyMap<number, number>,
  timeZone: string,
): Promise<void> {
  if (views.size === 0) return;
  const ids = [...views.keys()];
  const counts = ids.map((id) => views.get(id) ?? 0);
  await sql`
    insert into produk_dilihat (hari, id_produk, jumlah)
    select ${today(timeZone)}, p.id, v.jumlah
    from unnest(${ids}::int[], ${counts}::int[]) as v(id_produk, jumlah)
    join produk p on p.id = v.id_produk
    order by p.id
    on conflict (hari, id_produk)
    do update set jumlah = produk_dilihat.jumlah + excluded.jumlah
  `.execute(db);
}

/** Drops views older than the retention. */
export async function pruneDilihat(db: Db, timeZone: string): Promise<void> {
  await db
    .deleteFrom('produk_dilihat')
    .where('hari', '<', sql<string>`${today(timeZone)} - ${COUNT_RETENTION_DAYS}::int`)
    .execute();
}
