import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortDirection } from '../../src/shared/schemas/list-sort.js';
import { containsPattern } from './escape-like.js';

// An admin list's column sort and its search over every text column (issue 20 item 5), one way
// for every list. The columns come from the list's allow-list in its queries file, never from
// the request; the id breaks ties so pages never overlap or skip a row.

/** A sortable column: its `table.column`, and whether text (compared without case). */
export interface SortColumn {
  column: string;
  text?: boolean;
}

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
  const ref = sql.ref(column);
  return query
    .clearOrderBy()
    .orderBy(text ? sql`lower(${ref})` : ref, sort.arah)
    .orderBy(sql.ref(idColumn), sort.arah);
}

/** Rows where any of `columns` contains `search` (any case; `%` and `_` taken literally). */
export function matchesAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  search: string,
) {
  const pattern = containsPattern(search);
  return eb.or(columns.map((column) => eb(sql.ref(column), 'ilike', pattern)));
}
