import {
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { ProdukFilters, ProdukSort } from '../../../src/shared/produk-filter.js';
import { isListed, isReachable, type Penayangan } from '../../../src/shared/tayang.js';
import { listedSql, reachableSql } from '../../db/produk-tayang.js';
import type { Database } from '../../db/schema.js';
import { availableSql } from '../ketersediaan/ketersediaan.queries.js';
import { effectiveHargaSql } from '../diskon/diskon-harga.js';

// Every rule a storefront list applies, each written once with both its executions side by side:
// in SQL for the database (produk.queries.ts listProdukPage: the admin, legacy lists, callers
// without the catalogue in memory) and in memory for visitors (catalogue.queries.ts
// pageFromCatalogue). storefront-rules.test.ts runs random catalogues and queries through both
// and holds them equal: same ids, same order, same totals (issue 30).

/** What a storefront list asks for: a category (every category without one) and the filters. */
export interface StorefrontCriteria extends Omit<ProdukFilters, 'urut'> {
  kategori?: string | undefined;
}

/** What the memory side reads of a product (catalogue.queries.ts keeps it so). */
export interface FilterableProduk {
  produk: Penayangan & { kategori: string };
  /** The shown price, with a running dated discount, as the database computes it (diskon-harga.ts). */
  hargaDiskon: number;
  /** Its ages and colours as `filterKeySql` computes them. */
  usiaKeys: ReadonlySet<string>;
  warnaKeys: ReadonlySet<string>;
  /** Whether any cell is left (the database's `availableSql`, src/shared/ketersediaan.ts). */
  available: boolean;
}

/** One filter with its value: the condition on the `produk` row, and the same in memory. */
export interface BoundFilter {
  sql: Expression<SqlBool>;
  memory: (p: FilterableProduk) => boolean;
}

/**
 * What an age or a colour is compared by: trimmed, lower case. Computed by the database on both
 * sides (the catalogue reads its keys with it), so both fold text alike whatever the locale.
 */
export function filterKeySql(column: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`lower(trim(${column}))`;
}

/** The asked value's key. Not trimmed: the URL reader trims (src/shared/produk-filter.ts). */
const askedKey = (value: string) => value.toLowerCase();

/** A size row with that age, a colour with that name, on the product. */
function hasKey(table: 'ukuran' | 'warna', column: 'usia' | 'warna', key: string) {
  return {
    sql: sql<SqlBool>`exists (select 1 from ${sql.table(table)} r
      where r.id_produk = produk.id and ${filterKeySql(sql.ref(`r.${column}`))} = ${key})`,
    keys: (p: FilterableProduk) => (column === 'usia' ? p.usiaKeys : p.warnaKeys),
  };
}

function keyFilter(table: 'ukuran' | 'warna', column: 'usia' | 'warna') {
  return (value: string): BoundFilter => {
    const key = askedKey(value);
    const rule = hasKey(table, column, key);
    return { sql: rule.sql, memory: (p) => rule.keys(p).has(key) };
  };
}

/** The comparisons a price bound makes, one operator for both sides. */
const COMPARE = {
  '>=': (a: number, b: number) => a >= b,
  '<=': (a: number, b: number) => a <= b,
} as const;

/**
 * The shown (discounted, a running dated discount included) price against a bound, both ends
 * included (docs/product.md §10, §14).
 */
function shownPriceBound(op: keyof typeof COMPARE) {
  return (bound: number, at?: Date): BoundFilter => ({
    sql: sql<SqlBool>`${effectiveHargaSql('produk', at)} ${sql.raw(op)} ${bound}`,
    memory: (p) => COMPARE[op](p.hargaDiskon, bound),
  });
}

type FilterRules = {
  [K in keyof StorefrontCriteria]-?: (
    value: NonNullable<StorefrontCriteria[K]>,
    at?: Date,
  ) => BoundFilter;
};

/** Each filter of the category pages (docs/product.md §10), in the order they are applied. */
const FILTERS: FilterRules = {
  kategori: (kategori) => ({
    sql: sql<SqlBool>`produk.kategori = ${kategori}`,
    memory: (p) => p.produk.kategori === kategori,
  }),
  usia: keyFilter('ukuran', 'usia'),
  warna: keyFilter('warna', 'warna'),
  hargaMin: shownPriceBound('>='),
  hargaMax: shownPriceBound('<='),
  // Only products with a size or colour left.
  tersedia: () => ({ sql: availableSql(sql.ref('produk.id')), memory: (p) => p.available }),
};

/**
 * The filters `criteria` asks for, each bound to its value; the price read at `at` (the
 * statement's `now()` unless a test says).
 */
export function storefrontFilters(criteria: StorefrontCriteria, at?: Date): BoundFilter[] {
  return (Object.keys(FILTERS) as (keyof StorefrontCriteria)[]).flatMap((name) => {
    const value = criteria[name];
    if (value === undefined) return [];
    return [(FILTERS[name] as (value: unknown, at?: Date) => BoundFilter)(value, at)];
  });
}

/**
 * Whether visitors see a product (docs/product.md §11): in lists (`listed`) or by its link
 * (`reachable`). The SQL takes the row's table (or alias) and an instant (the statement's `now()`
 * without one); the memory side a product and an instant in ms. Both are written beside their
 * own kind (db/produk-tayang.ts, src/shared/tayang.ts, which the client reads too) and paired here.
 */
export const VISIBILITY = {
  listed: { sql: listedSql, memory: isListed },
  reachable: { sql: reachableSql, memory: isReachable },
} as const;

/** A column of the row, or `harga_tampil`: the shown price (diskon-harga.ts). */
type SortColumn = 'created_at' | 'jumlah_terjual' | 'harga_tampil' | 'id';
type SortTerm = readonly [column: SortColumn, direction: 'asc' | 'desc'];

/**
 * Each order of the lists, with its tie-breaks: the category pages' four and the legacy lists'
 * by id. Every order ends on the id, so no two products tie.
 */
export const SORTS: Record<ProdukSort | 'id', readonly SortTerm[]> = {
  id: [['id', 'asc']],
  terbaru: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  terlaris: [
    ['jumlah_terjual', 'desc'],
    ['id', 'asc'],
  ],
  termurah: [
    ['harga_tampil', 'asc'],
    ['id', 'asc'],
  ],
  termahal: [
    ['harga_tampil', 'desc'],
    ['id', 'asc'],
  ],
};

function sortKey(column: SortColumn, at?: Date): RawBuilder<unknown> {
  return column === 'harga_tampil' ? effectiveHargaSql('produk', at) : sql.ref(`produk.${column}`);
}

/** `query` in the order `sort` says (the shown price read at `at`, else now). */
export function orderedBy<O>(
  query: SelectQueryBuilder<Database, 'produk', O>,
  sort: ProdukSort | 'id',
  at?: Date,
): SelectQueryBuilder<Database, 'produk', O> {
  let ordered = query;
  for (const [column, direction] of SORTS[sort]) {
    ordered = ordered.orderBy(sortKey(column, at), direction);
  }
  return ordered;
}

/**
 * A product's place in `sort`, computed by the database as it reads the catalogue: the memory
 * side orders by it. Not a JavaScript comparator, since the database's times are finer (a
 * microsecond) than a JavaScript date, and its order is the one to match.
 */
export function rankSql(sort: ProdukSort, at?: Date): RawBuilder<number> {
  const terms = SORTS[sort].map(
    ([column, direction]) => sql`${sortKey(column, at)} ${sql.raw(direction)}`,
  );
  return sql<number>`row_number() over (order by ${sql.join(terms)})::int`;
}
