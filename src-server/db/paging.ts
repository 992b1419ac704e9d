import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../src/shared/schemas/common.js';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of `query` and the number of rows it matches in all, in two statements run side by
 * side: admin lists stay as fast with ten thousand rows as with ten.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, pageSize }: PageRequest,
): Promise<Page<O>> {
  const [items, count] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: (count as { total: number }).total, page, pageSize };
}
