import { z } from 'zod';
import { idSchema, searchTextSchema } from './common.js';
import { fieldAlias, optionalText, requiredText } from './fields.js';
import { adminListInput } from './list-sort.js';

// Size rows (docs/product.md §5): usia and ukuran required, measures optional free text. The legacy
// payload spells the sleeve `panjan_tangan`; both spellings are accepted.

const sleeveAlias = fieldAlias('panjang_tangan', 'panjan_tangan');

export const ukuranFields = {
  usia: requiredText('Usia', 50),
  ukuran: requiredText('Ukuran', 50),
  panjang_atasan: optionalText('Panjang atasan', 50),
  panjang_tangan: optionalText('Panjang tangan', 50),
  panjang_bawahan: optionalText('Panjang bawahan', 50),
  lingkar_dada: optionalText('Lingkar dada', 50),
};

export const ukuranCreateInput = z.preprocess(
  sleeveAlias,
  z.object({ idProduk: idSchema, ...ukuranFields }),
);

/** Like colours, a size row never moves to another product. */
export const ukuranUpdateInput = z.preprocess(
  sleeveAlias,
  z.object({ id: idSchema, idProduk: idSchema.optional(), ...ukuranFields }),
);

/** The admin's size table sorts by its columns (issue 20 item 5); measures sort as the text they are. */
export const UKURAN_SORT_KEYS = [
  'produk',
  'usia',
  'ukuran',
  'panjang_atasan',
  'lingkar_dada',
  'panjang_tangan',
  'panjang_bawahan',
] as const;
export type UkuranSortKey = (typeof UKURAN_SORT_KEYS)[number];

const ukuranFilters = { idProduk: idSchema.optional(), search: searchTextSchema(100) };

export const ukuranListInput = z.object(ukuranFilters).default({ search: '' });

/** The admin's size table: by product and text, a page at a time. */
export const ukuranAdminListInput = adminListInput(UKURAN_SORT_KEYS, {
  ...ukuranFilters,
});
