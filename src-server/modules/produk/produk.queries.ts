import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { ProdukFilters, ProdukSort } from '../../../src/shared/produk-filter.js';
import type { ProdukFields } from '../../../src/shared/schemas/produk-write.js';
import type { Penayangan, ProdukStatusFilter } from '../../../src/shared/tayang.js';
import type {
  Produk,
  ProdukAdminRow,
  ProdukAdminSortKey,
  ProdukFilterOptions,
  ProdukOption,
} from '../../../src/shared/schemas/produk.js';
import type { SortDirection } from '../../../src/shared/schemas/list-sort.js';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import { KATEGORI } from '../../../src/shared/kategori.js';
import { PRODUK_STATUS } from '../../../src/shared/tayang.js';
import type { Db } from '../../db/connect.js';
import { containsPattern } from '../../db/escape-like.js';
import { matchesAny, orderByKey, type SortColumn } from '../../db/list-order.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { produkColumns, toProduk, type ProdukSelection } from '../../db/produk-columns.js';
import { listedSql, reachableSql } from '../../db/produk-tayang.js';
import type { Database } from '../../db/schema.js';
import {
  orderedBy,
  storefrontFilters,
  VISIBILITY,
  type StorefrontCriteria,
} from '../catalogue/storefront-rules.js';
import {
  appliedDiskonSql,
  effectiveHargaSql,
  visitorProdukColumns,
} from '../diskon/diskon-harga.js';
// What a status that shows a product needs of it (src/shared/kelengkapan.ts).
export { assertComplete, incompleteFor, refuseIncomplete } from './belum-lengkap.js';

// Every SQL statement about products. Functions take `db` (or a transaction) first and return
// plain objects in the API's shape; a missing row is `undefined`.

/** The most ages or colours a category's filter lists. */
const FILTER_OPTION_LIMIT = 30;

function selectProduk(db: Db): SelectQueryBuilder<Database, 'produk', ProdukSelection> {
  return db.selectFrom('produk').select(produkColumns);
}

/**
 * A product as visitors read it: its shown discount in place of its own (a running dated
 * discount's, when larger: docs/product.md §14), read at `at` (now unless a test says).
 */
function selectVisitorProduk(
  db: Db,
  at?: Date,
): SelectQueryBuilder<Database, 'produk', ProdukSelection> {
  return db.selectFrom('produk').select(visitorProdukColumns(at));
}

/** Products as lists show them to visitors (docs/product.md §11). */
function listed(db: Db): SelectQueryBuilder<Database, 'produk', ProdukSelection> {
  return selectVisitorProduk(db).where(listedSql());
}

/** A product whatever its status: the admin's read, and the preview link's. */
export async function findProdukById(db: Db, id: number): Promise<Produk | undefined> {
  const row = await selectProduk(db).where('id', '=', id).executeTakeFirst();
  return row && toProduk(row);
}

/** A product as visitors reach it by its link: Tayang or Tersembunyi, in its window. */
export async function findReachableProdukById(db: Db, id: number): Promise<Produk | undefined> {
  const row = await selectVisitorProduk(db)
    .where('id', '=', id)
    .where(reachableSql())
    .executeTakeFirst();
  return row && toProduk(row);
}

/** Whether visitors reach the product by its link (its colours, sizes, photos… answer then). */
export async function isProdukReachable(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('produk')
    .select('id')
    .where('id', '=', id)
    .where(reachableSql())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One page of products, optionally of one category, and the total count: newest first (the
 * category pages) or by id (the legacy lists). The rules are storefront-rules.ts's, the same
 * the catalogue in memory applies.
 */
export async function listProdukPage(
  db: Db,
  options: {
    kategori: string | undefined;
    limit: number;
    offset: number;
    /** The category page's order (default newest), or by id for the legacy lists. */
    order?: ProdukSort | 'id';
    filters?: Omit<ProdukFilters, 'urut'>;
    /** The instant the visibility rule is read at (the statement's own `now()` unless a test says). */
    at?: Date;
  },
): Promise<{ items: Produk[]; total: number }> {
  const matching = <QB extends SelectQueryBuilder<Database, 'produk', object>>(query: QB): QB =>
    withFilters(query, { ...options.filters, kategori: options.kategori }, options.at);
  const items = orderedBy(
    matching(selectVisitorProduk(db, options.at)),
    options.order ?? 'terbaru',
    options.at,
  );
  const count = matching(db.selectFrom('produk').select(sql<number>`count(*)::int`.as('total')));
  const [rows, totalRow] = await Promise.all([
    items.limit(options.limit).offset(options.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toProduk), total: totalRow.total };
}

/**
 * Products visitors see listed (docs/product.md §11) that match `criteria`: the category, an age
 * among the product's size rows, a colour among its colours, a shown price within the bounds,
 * something left (storefront-rules.ts).
 */
function withFilters<QB extends SelectQueryBuilder<Database, 'produk', object>>(
  query: QB,
  criteria: StorefrontCriteria,
  at?: Date,
): QB {
  let q = query.where(VISIBILITY.listed.sql('produk', at)) as QB;
  for (const filter of storefrontFilters(criteria, at)) q = q.where(filter.sql) as QB;
  return q;
}

/** What a category's filters can offer: its ages and colours, and its shown prices' span. */
export async function produkFilterOptions(
  db: Db,
  kategori: string | undefined,
): Promise<ProdukFilterOptions> {
  const inCategory = <QB extends SelectQueryBuilder<Database, 'produk', object>>(query: QB): QB =>
    withFilters(query, { kategori });
  const [usia, warna, harga] = await Promise.all([
    inCategory(db.selectFrom('produk').innerJoin('ukuran', 'ukuran.id_produk', 'produk.id'))
      .select(sql<string>`min(trim(ukuran.usia))`.as('usia'))
      .groupBy(sql`lower(trim(ukuran.usia))`)
      .execute(),
    inCategory(db.selectFrom('produk').innerJoin('warna', 'warna.id_produk', 'produk.id'))
      .select(sql<string>`min(trim(warna.warna))`.as('warna'))
      .groupBy(sql`lower(trim(warna.warna))`)
      // The most offered colours first; a long tail of one-offs stays out of the list.
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`lower(trim(warna.warna))`)
      .limit(FILTER_OPTION_LIMIT)
      .execute(),
    inCategory(db.selectFrom('produk'))
      .select([
        sql<number | null>`min(${effectiveHargaSql()})`.as('min'),
        sql<number | null>`max(${effectiveHargaSql()})`.as('max'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const byAge = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
  return {
    usia: usia
      .map((u) => u.usia)
      .filter((u) => u.length > 0)
      .sort(byAge.compare)
      .slice(0, FILTER_OPTION_LIMIT),
    warna: warna.map((w) => w.warna).filter((w) => w.length > 0),
    harga: harga.min === null || harga.max === null ? null : { min: harga.min, max: harga.max },
  };
}

export interface ProdukAdminFilters {
  search: string;
  kategori: string | undefined;
  status?: ProdukStatusFilter | undefined;
}

/** The ids of every product the admin's list shows for `filters`, locked for a bulk change. */
export async function lockProdukIdsForAdmin(
  db: Db,
  filters: ProdukAdminFilters,
): Promise<number[]> {
  const rows = await whereAdminFilters(db.selectFrom('produk').select('id'), filters)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** The admin table's sortable columns (the allow-list: keys from the client, columns here). */
const adminSortColumns: Record<ProdukAdminSortKey, SortColumn> = {
  nama: { column: 'produk.nama_produk', text: true },
  status: { column: 'produk.status' },
  kategori: { column: 'produk.kategori', text: true },
  // The price the table shows first: after the discount (docs/architecture.md §7).
  harga: { column: 'produk.harga_diskon' },
  terjual: { column: 'produk.jumlah_terjual' },
  dibuat: { column: 'produk.created_at' },
};

/**
 * One page of the admin's product table, newest first or by a column: filtered as
 * `whereAdminFilters` says, each with how many colours and sizes a delete would take along.
 */
export async function pageProdukForAdmin(
  db: Db,
  filters: ProdukAdminFilters & { urut?: ProdukAdminSortKey | undefined; arah: SortDirection },
  page: PageRequest,
): Promise<Page<ProdukAdminRow>> {
  const query = selectProduk(db)
    .select((eb) => [
      eb
        .selectFrom('warna')
        .whereRef('warna.id_produk', '=', 'produk.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('jumlah_warna'),
      eb
        .selectFrom('ukuran')
        .whereRef('ukuran.id_produk', '=', 'produk.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('jumlah_ukuran'),
      appliedDiskonSql().as('diskon_berlaku'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const sorted = orderByKey(
    whereAdminFilters(query, filters),
    adminSortColumns,
    filters,
    'produk.id',
  );
  const found = await fetchPage(sorted, page);
  return {
    ...found,
    items: found.items.map(({ jumlah_warna, jumlah_ukuran, diskon_berlaku, ...row }) => ({
      ...toProduk(row),
      jumlah_warna: jumlah_warna ?? 0,
      jumlah_ukuran: jumlah_ukuran ?? 0,
      diskon_berlaku: diskon_berlaku && {
        nama: diskon_berlaku.nama,
        persen: diskon_berlaku.persen,
      },
    })),
  };
}

/**
 * The admin list's filters: the table's, the CSV export of "what the list shows" and the bulk
 * actions "by filter". The search reads every text the table shows (issue 20 item 5): the name,
 * the category as stored and as the table names it ("Laki-laki" finds lakilaki), and the status
 * by its whole name (a part of it, such as "ta", would match most of the catalogue).
 */
function whereAdminFilters<O>(
  query: SelectQueryBuilder<Database, 'produk', O>,
  filters: ProdukAdminFilters,
): SelectQueryBuilder<Database, 'produk', O> {
  let filtered = query;
  if (filters.kategori !== undefined) filtered = filtered.where('kategori', '=', filters.kategori);
  const search = filters.search;
  if (search) {
    const needle = search.toLowerCase();
    const kategoriNamed = KATEGORI.filter((k) => k.label.toLowerCase().includes(needle)).map(
      (k) => k.slug,
    );
    const statusNamed = PRODUK_STATUS.filter(
      (status) => adminCopy.produk.status[status].toLowerCase() === needle,
    );
    filtered = filtered.where((eb) =>
      eb.or([
        matchesAny(eb, ['produk.nama_produk', 'produk.kategori'], search),
        ...(kategoriNamed.length > 0 ? [eb('produk.kategori', 'in', kategoriNamed)] : []),
        ...(statusNamed.length > 0 ? [eb('produk.status', 'in', statusNamed)] : []),
      ]),
    );
  }
  if (filters.status === 'terjadwal') {
    filtered = filtered.where('status', '<>', 'draf').where('tayang_mulai', '>', sql<Date>`now()`);
  } else if (filters.status !== undefined) {
    filtered = filtered.where('status', '=', filters.status);
  }
  return filtered;
}

/** The ids of every product the admin list shows with `filters`, in the list's order. */
export async function listProdukIdsForAdmin(
  db: Db,
  filters: ProdukAdminFilters,
): Promise<number[]> {
  const rows = await whereAdminFilters(db.selectFrom('produk').select('id'), filters)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

/** The product picker's choices: names containing `search`, by name. */
export function produkOptions(db: Db, search: string, limit: number): Promise<ProdukOption[]> {
  let query = db
    .selectFrom('produk')
    .select(['id', 'nama_produk', 'foto_produk'])
    .orderBy('nama_produk')
    .orderBy('id')
    .limit(limit);
  if (search) query = query.where('nama_produk', 'ilike', containsPattern(search));
  return query.execute();
}

/**
 * Enough candidates to apply the best-seller rule exactly (best-seller.ts): the top seller,
 * the four cheapest and the four newest. At most three cards are taken before each pick, so
 * four of each always suffice.
 */
export async function bestSellerCandidates(db: Db): Promise<Produk[]> {
  const [terlaris, termurah, terbaru] = await Promise.all([
    listed(db).orderBy('jumlah_terjual', 'desc').orderBy('id').limit(1).execute(),
    listed(db).orderBy('harga').orderBy('id').limit(4).execute(),
    listed(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(4).execute(),
  ]);
  const byId = new Map<number, Produk>();
  for (const row of [...terlaris, ...termurah, ...terbaru]) byId.set(row.id, toProduk(row));
  return [...byId.values()];
}

/** `count` random products other than `excludeId`. */
export async function randomProdukExcept(
  db: Db,
  excludeId: number,
  count: number,
): Promise<Produk[]> {
  const rows = await listed(db)
    .where('id', '<>', excludeId)
    .orderBy(sql`random()`)
    .limit(count)
    .execute();
  return rows.map(toProduk);
}

export async function insertProduk(
  db: Db,
  values: ProdukFields & { foto_produk: string },
): Promise<Produk> {
  return toProduk(
    await db.insertInto('produk').values(values).returning(produkColumns).executeTakeFirstOrThrow(),
  );
}

/** Inserts many products in one statement (the CSV import's new rows), answering them by id. */
export async function insertProdukMany(
  db: Db,
  rows: readonly (ProdukFields & { foto_produk: string })[],
): Promise<{ id: number; nama_produk: string }[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('produk')
    .values([...rows])
    .returning(['id', 'nama_produk'])
    .execute();
  return inserted.sort((a, b) => a.id - b.id);
}

/** The current photo of a product, locking its row for the rest of the transaction. */
export async function lockProdukFoto(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('produk')
    .select('foto_produk')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.foto_produk;
}

export async function updateProduk(
  db: Db,
  id: number,
  values: Omit<ProdukFields, keyof Penayangan> &
    Partial<Pick<ProdukFields, keyof Penayangan>> & { foto_produk?: string },
): Promise<Produk | undefined> {
  const row = await db
    .updateTable('produk')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(produkColumns)
    .executeTakeFirst();
  return row && toProduk(row);
}

/** The SQL type of each field a write sets, for reading them from JSON. */
const PRODUK_FIELD_TYPES: Record<keyof ProdukFields, string> = {
  nama_produk: 'text',
  harga: 'int',
  diskon: 'int',
  jumlah_terjual: 'int',
  deskripsi_produk: 'text',
  kategori: 'text',
  link_shopee: 'text',
  link_tokopedia: 'text',
  link_tiktok: 'text',
  status: 'text',
  tayang_mulai: 'timestamptz',
  tayang_sampai: 'timestamptz',
};

/**
 * Writes the given fields of many products (the catalogue's CSV import): one statement for each
 * set of fields that change together, setting only those, so a price change leaves the search
 * words' trigger (on the name and the sold count) alone.
 */
export async function updateProdukMany(
  db: Db,
  rows: readonly { id: number; fields: Partial<ProdukFields> }[],
): Promise<void> {
  const groups = new Map<string, { id: number; fields: Partial<ProdukFields> }[]>();
  for (const row of rows) {
    const key = Object.keys(row.fields).sort().join(',');
    if (key === '') continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [key, group] of groups) {
    const columns = key.split(',') as (keyof ProdukFields)[];
    const values = group.map((row) => ({ id: row.id, ...row.fields }));
    await sql`
      update produk as p set
        ${sql.join(columns.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`))},
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v (
        id int, ${sql.raw(columns.map((c) => `${c} ${PRODUK_FIELD_TYPES[c]}`).join(', '))}
      )
      where p.id = v.id
    `.execute(db);
  }
}

/** Locks the products `ids` for the rest of the transaction (in id order); answers those found. */
export async function lockProdukIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('produk')
    .select('id')
    .where(sql<boolean>`id = any(${[...ids]}::int[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Writes back the values history recorded for products' own fields (Riwayat's "Kembalikan"):
 * false, writing nothing, when a field is not one of them.
 */
export async function writeBackProduk(
  db: Db,
  rows: readonly { id: number; fields: Record<string, unknown> }[],
): Promise<boolean> {
  const own = (kolom: string) => Object.hasOwn(PRODUK_FIELD_TYPES, kolom);
  if (!rows.every((row) => Object.keys(row.fields).every(own))) return false;
  await updateProdukMany(db, rows);
  return true;
}

/** Every listed product's id and last change, for the sitemap. */
export function listProdukForSitemap(db: Db): Promise<{ id: number; updated_at: Date }[]> {
  return db
    .selectFrom('produk')
    .select(['id', 'updated_at'])
    .where(listedSql())
    .orderBy('id')
    .execute();
}
