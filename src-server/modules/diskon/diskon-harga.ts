import { sql, type RawBuilder } from 'kysely';
import { shopDayAndTime, type DiskonBerlaku } from '../../../src/shared/diskon.js';
import type { Db } from '../../db/connect.js';
import { produkColumns } from '../../db/produk-columns.js';
import { instantSql } from '../../db/produk-tayang.js';

// A product's shown discount and price in SQL, for every read visitors see (docs/product.md
// §14): the larger of its own `diskon` and the largest running dated discount covering it. The
// twin of src/shared/price.ts effectiveDiskon / discountedPrice; diskon-harga.test.ts holds them
// to the same answers, and storefront-rules.test.ts the catalogue in memory to the SQL lists.
// Each takes the product row's table (or alias) and an instant (the statement's `now()`
// without one).

/** The discount `d` runs at `at`: aktif, started, not ended. */
export function runningSql(d: string, at?: Date): RawBuilder<boolean> {
  const now = instantSql(at);
  const col = (name: string) => sql.ref(`${d}.${name}`);
  return sql<boolean>`(${col('status')} = 'aktif' and ${col('mulai')} <= ${now}
    and (${col('sampai')} is null or ${now} < ${col('sampai')}))`;
}

/** The discount `d` covers the product row `p`: every product, its category, or chosen. */
function coversSql(d: string, p: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${d}.${name}`);
  const produk = (name: string) => sql.ref(`${p}.${name}`);
  return sql<boolean>`(${col('cakupan')} = 'semua'
    or (${col('cakupan')} = 'kategori' and ${produk('kategori')} = any(${col('kategori')}))
    or (${col('cakupan')} = 'produk' and exists (select 1 from diskon_produk dp
      where dp.id_diskon = ${col('id')} and dp.id_produk = ${produk('id')})))`;
}

/** The running dated discounts covering the product row `p` at `at`. */
function runningFor(p: string, at?: Date): RawBuilder<unknown> {
  return sql`from diskon d where ${runningSql('d', at)} and ${coversSql('d', p)}`;
}

/** The product's shown discount in percent (src/shared/price.ts effectiveDiskon). */
export function effectiveDiskonSql(p = 'produk', at?: Date): RawBuilder<number> {
  return sql<number>`greatest(${sql.ref(`${p}.diskon`)},
    coalesce((select max(d.persen) ${runningFor(p, at)}), 0))`;
}

/**
 * The product's shown price: discountedPrice (src/shared/price.ts) of its price and shown
 * discount, as the generated column `harga_diskon` (migrations/0013) is of its own discount.
 */
export function effectiveHargaSql(p = 'produk', at?: Date): RawBuilder<number> {
  const harga = sql.ref(`${p}.harga`);
  return sql<number>`greatest(0, ${harga} - round(ceil(${harga} / 10000.0) * 10000
    * ${effectiveDiskonSql(p, at)} / 100.0))::integer`;
}

/** The row the database answers for the dated discount that applies, or null. */
export type DiskonBerlakuRow = Omit<DiskonBerlaku, 'berakhir'> | null;

/**
 * The dated discount that sets the product's price (src/shared/price.ts appliedDiskon): the
 * largest running one covering it, when larger than its own discount; ties to the lowest id.
 */
export function appliedDiskonSql(p = 'produk', at?: Date): RawBuilder<DiskonBerlakuRow> {
  return sql<DiskonBerlakuRow>`(select json_build_object('nama', d.nama, 'slug', d.slug,
      'persen', d.persen, 'sampai', d.sampai)
    ${runningFor(p, at)} and d.persen > ${sql.ref(`${p}.diskon`)}
    order by d.persen desc, d.id limit 1)`;
}

type OwnColumn = Exclude<(typeof produkColumns)[number], 'diskon'>;
const ownColumns = produkColumns.filter((c): c is OwnColumn => c !== 'diskon');

/** The product's columns as visitors read them: `diskon` is the shown one (docs/product.md §14). */
export function visitorProdukColumns(at?: Date) {
  return [...ownColumns, effectiveDiskonSql('produk', at).as('diskon')];
}

/** The applied discount as visitors' pages show it: its end on the shop's clock. */
export function diskonBerlakuOf(row: DiskonBerlakuRow, timeZone: string): DiskonBerlaku | null {
  if (row === null) return null;
  // The database hands an instant inside JSON over as text in its own format.
  const sampai = row.sampai === null ? null : new Date(row.sampai).toISOString();
  return { ...row, sampai, berakhir: sampai === null ? null : shopDayAndTime(sampai, timeZone) };
}

/** The dated discount that sets a product's price now, read from the database. */
export async function findDiskonBerlaku(db: Db, idProduk: number): Promise<DiskonBerlakuRow> {
  const row = await db
    .selectFrom('produk')
    .select(appliedDiskonSql().as('diskon'))
    .where('id', '=', idProduk)
    .executeTakeFirst();
  return row?.diskon ?? null;
}
