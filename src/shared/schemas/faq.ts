import { z } from 'zod';
import { adminPaging, searchTextSchema } from './common.js';

/** docs/product.md §2 Admin lists: terbaru (newest by createdAt), terlama, pertanyaan A-Z, Z-A. */
export const FAQ_SORTS = ['terbaru', 'terlama', 'a-z', 'z-a'] as const;
export type FaqSort = (typeof FAQ_SORTS)[number];

export const faqListInput = z
  .object({
    search: searchTextSchema(200),
    sort: z.enum(FAQ_SORTS).default('terbaru'),
  })
  .default({ search: '', sort: 'terbaru' });

/** The admin's FAQ table: the same search and sorts, a page at a time. */
export const faqAdminListInput = z.object({
  search: searchTextSchema(200),
  sort: z.enum(FAQ_SORTS).default('terbaru'),
  ...adminPaging,
});

export interface Faq {
  id: number;
  pertanyaan: string;
  jawaban: string;
  createdAt: string;
}
