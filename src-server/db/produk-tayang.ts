import { sql, type RawBuilder } from 'kysely';

// Whether visitors see a product, in SQL: the one place the rule is written for the database
// (docs/product.md §11 Status dan jadwal). Its twin for the catalogue kept in memory is
// src/shared/tayang.ts; produk-tayang.test.ts holds the two equal. Every public read of
// products goes through one of these two.

/** The instant the rule is read at: the statement's own `now()`, or one a test gives. */
export function instantSql(at: Date | undefined): RawBuilder<Date> {
  return at === undefined ? sql<Date>`now()` : sql<Date>`${at.toISOString()}::timestamptz`;
}

function inWindow(table: string, at: Date | undefined): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const now = instantSql(at);
  return sql<boolean>`((${column('tayang_mulai')} is null or ${column('tayang_mulai')} <= ${now})
    and (${column('tayang_sampai')} is null or ${now} < ${column('tayang_sampai')}))`;
}

/**
 * In lists, search, suggestions, the sitemap, recommendations and best sellers: Tayang, within
 * its window. `table` names the product row (`produk`, or an alias).
 */
export function listedSql(table = 'produk', at?: Date): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.status`)} = 'tayang' and ${inWindow(table, at)})`;
}

/** Its page (and its colours, sizes, photos…) answers: Tayang or Tersembunyi, in its window. */
export function reachableSql(table = 'produk', at?: Date): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.status`)} <> 'draf' and ${inWindow(table, at)})`;
}
