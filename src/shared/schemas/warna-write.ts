import { z } from 'zod';
import { messages } from '../messages.js';
import { idSchema, searchTextSchema } from './common.js';
import { formObject, imageFile, requiredText } from './fields.js';
import { adminListInput } from './list-sort.js';

const warnaName = requiredText('Nama warna', 100);

export const warnaCreateInput = z.preprocess(
  formObject,
  z.object({
    idProduk: idSchema,
    warna: warnaName,
    file: imageFile(messages.colourImageRequired),
  }),
);

/**
 * A colour never moves to another product (docs/product.md §5). `idProduk`, when given (the legacy path
 * names it), must be the colour's own product.
 */
export const warnaUpdateInput = z.preprocess(
  formObject,
  z.object({
    id: idSchema,
    idProduk: idSchema.optional(),
    warna: warnaName,
    file: imageFile(messages.colourImageRequired).optional(),
  }),
);

const warnaFilters = { idProduk: idSchema.optional(), search: searchTextSchema(100) };

export const warnaListInput = z.object(warnaFilters).default({ search: '' });

/** The admin's colour table sorts by these columns (issue 20 item 5); `dibuat`: newest first. */
export const WARNA_SORT_KEYS = ['warna', 'produk', 'dibuat'] as const;
export type WarnaSortKey = (typeof WARNA_SORT_KEYS)[number];

/** The admin's colour table: by product and text, sorted by a column, a page at a time. */
export const warnaAdminListInput = adminListInput(WARNA_SORT_KEYS, {
  ...warnaFilters,
});

export interface WarnaWithProduk {
  id: number;
  id_produk: number;
  warna: string;
  foto: string;
  nama_produk: string;
}
