import { z } from 'zod';
import { searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';

/** docs/product.md §2 Admin lists: terbaru (newest by createdAt), terlama, pertanyaan A-Z, Z-A. */
export const FAQ_SORTS = ['terbaru', 'terlama', 'a-z', 'z-a'] as const;
export type FaqSort = (typeof FAQ_SORTS)[number];

export const faqListInput = z
  .object({
    search: searchTextSchema(200),
    sort: z.enum(FAQ_SORTS).default('terbaru'),
  })
  .default({ search: '', sort: 'terbaru' });

/**
 * The admin's FAQ table sorts by its columns (issue 20 item 5); the spec's four orders are two of
 * them: terbaru and terlama are `dibuat` down and up, A-Z and Z-A `pertanyaan` up and down.
 */
export const FAQ_SORT_KEYS = ['pertanyaan', 'jawaban', 'dibuat'] as const;
export type FaqSortKey = (typeof FAQ_SORT_KEYS)[number];

/** The spec's orders as column sorts (the admin's select names them so). */
export const FAQ_SORT_COLUMNS: Record<FaqSort, { urut: FaqSortKey; arah: 'asc' | 'desc' }> = {
  terbaru: { urut: 'dibuat', arah: 'desc' },
  terlama: { urut: 'dibuat', arah: 'asc' },
  'a-z': { urut: 'pertanyaan', arah: 'asc' },
  'z-a': { urut: 'pertanyaan', arah: 'desc' },
};

/**
 * The admin's FAQ table: the same search, a page at a time, in a spec order (`sort`) or by a
 * column (`urut`, which wins when both are given).
 */
export const faqAdminListInput = adminListInput(FAQ_SORT_KEYS, {
  search: searchTextSchema(200),
  sort: z.enum(FAQ_SORTS).default('terbaru'),
});

export interface Faq {
  id: number;
  pertanyaan: string;
  jawaban: string;
  createdAt: string;
}
