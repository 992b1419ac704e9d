import { z } from 'zod';
import { TESTIMONI_SOURCES } from '../limits.js';
import { messages } from '../messages.js';
import { idSchema, searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';
import { formObject, imageFile, optionalId, requiredText } from './fields.js';

const testimoniFields = {
  nama_pembeli: requiredText('Nama pembeli', 100),
  deskripsi_testimoni: requiredText('Deskripsi testimoni', 2_000),
  sumber_testimoni: z.enum(TESTIMONI_SOURCES, { error: messages.sumberInvalid }),
  /** Optional link to the product the testimonial is about (docs/architecture.md §7). */
  id_produk: optionalId,
};

export const testimoniCreateInput = z.preprocess(
  formObject,
  z.object({ ...testimoniFields, file: imageFile(messages.imageRequired) }),
);

export const testimoniUpdateInput = z.preprocess(
  formObject,
  z.object({
    id: idSchema,
    ...testimoniFields,
    file: imageFile(messages.imageRequired).optional(),
  }),
);

/** The admin's testimonial table sorts by these columns (issue 20 item 5). */
export const TESTIMONI_SORT_KEYS = [
  'nama_pembeli',
  'deskripsi',
  'sumber',
  'produk',
  'dibuat',
] as const;
export type TestimoniSortKey = (typeof TESTIMONI_SORT_KEYS)[number];

/** The admin's testimonial table: by source and text, sorted by a column, a page at a time. */
export const testimoniAdminListInput = adminListInput(TESTIMONI_SORT_KEYS, {
  sumber: z.enum(TESTIMONI_SOURCES, { error: messages.sumberInvalid }).optional(),
  search: searchTextSchema(100),
});
