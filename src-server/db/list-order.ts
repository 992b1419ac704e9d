import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortDirection } from '../../src/shared/schemas/list-sort.js';
import { containsPattern } from './escape-like.js';

// An admin list's column sort and its search over every text column (issue 20 item 5), one way
// for every list. The columns come from the list's allow-list in its queries file, never from
// the request; the id breaks ties so pages never overlap or skip a row.

/**
 * A column of a list: its `table.column`, or an expression for what is not a column of its own
 * (a synonym group's terms, a count, a mark that holds only this month).
 */
export type ListColumn = string | Expression<unknown>;

/** A sortable column, and whether text (compared without case). */
export interface SortColumn {
  column: ListColumn;
  text?: boolean;
}

/** What an admin list sorts by and searches: its allow-list, its text columns and its id. */
export interface ListSpec<K extends string> {
  sort: Record<K, SortColumn>;
  search: readonly ListColumn[];
  /** The `table.id` that breaks ties. */
  id: string;
}

/** An admin list's search and sort, as its input schema gives them (`listSortFields`). */
export interface ListFilters<K extends string> {
  search: string;
  urut?: K | undefined;
  arah: SortDirection;
}

const refOf = (column: ListColumn) => (typeof column === 'string' ? sql.ref(column) : column);

/**
 * `query` in the order of the allow-listed `key` (else left as it is, the list's own order),
 * then by `idColumn` in the same direction.
 */
export function orderByKey<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: Record<K, SortColumn>,
  sort: { urut?: K | undefined; arah: SortDirection },
  idColumn: string,
): SelectQueryBuilder<DB, TB, O> {
  if (sort.urut === undefined) return query;
  const { column, text } = columns[sort.urut];
  const ref = refOf(column);
  return query
    .clearOrderBy()
    .orderBy(text ? sql`lower(${ref})` : ref, sort.arah)
    .orderBy(sql.ref(idColumn), sort.arah);
}

/** Rows where any of `columns` contains `search` (any case; `%` and `_` taken literally). */
export function matchesAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly ListColumn[],
  search: string,
) {
  const pattern = containsPattern(search);
  return eb.or(columns.map((column) => eb(refOf(column), 'ilike', pattern)));
}

/** `query` narrowed to the rows `filters.search` finds in `spec.search`, in the chosen order. */
export function searchedAndSorted<DB, TB extends keyof DB, O, K extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec<K>,
  filters: ListFilters<K>,
): SelectQueryBuilder<DB, TB, O> {
  const { search } = filters;
  const found = search ? query.where((eb) => matchesAny(eb, spec.search, search)) : query;
  return orderByKey(found, spec.sort, filters, spec.id);
}
