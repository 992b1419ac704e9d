import { z } from 'zod';
import { messages } from '../messages.js';
import { idSchema, searchTextSchema } from './common.js';
import { formObject, imageFile, requiredText } from './fields.js';

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
 * A colour never moves to another product (SPEC §5). `idProduk`, when given (the legacy path
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

export const warnaListInput = z
  .object({ idProduk: idSchema.optional(), search: searchTextSchema(100) })
  .default({ search: '' });

export interface WarnaWithProduk {
  id: number;
  id_produk: number;
  warna: string;
  foto: string;
  nama_produk: string;
}
