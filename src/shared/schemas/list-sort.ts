import { z } from 'zod';
import { messages } from '../messages.js';
import { adminPaging } from './common.js';

// Sorting an admin list by one of its columns (issue 20 item 5): the client names a key from the
// list's own allow-list (`urut`) and a direction (`arah`); the server maps the key to its column.
// A raw column name from the client never reaches SQL. The URL keeps both (?urut=…&arah=desc).

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `urut` (absent: the list's own order) and `arah` for a list whose sortable keys are `keys`. */
export function listSortFields<K extends string>(keys: readonly [K, ...K[]]) {
  return {
    urut: z.enum(keys, { error: messages.sortKeyUnknown(keys) }).optional(),
    arah: z.enum(SORT_DIRECTIONS, { error: messages.sortDirectionUnknown }).default('asc'),
  };
}

/**
 * An admin table's input: its own filters (`filters`), sorted by one of `keys`, a page at a time
 * (every admin list is paged on the server).
 */
export function adminListInput<K extends string, F extends z.ZodRawShape>(
  keys: readonly [K, ...K[]],
  filters: F,
) {
  return z.object({ ...filters, ...listSortFields(keys), ...adminPaging });
}
