import { z } from 'zod';
import { FOTO_ALT_MAX_LENGTH, MAX_PRODUK_FOTO } from '../limits.js';
import { messages } from '../messages.js';
import { byProdukInput, idSchema } from './common.js';
import { formObject, imageFile, optionalId, requiredText } from './fields.js';

/**
 * One of a product's photos (docs/product.md §3 Foto produk), in the product's order: the first
 * is its main photo, the one `produk.foto_produk` names. Files live beside the main photo's
 * (`/images/produk/{foto}`), with the same WebP variants.
 */
export interface ProdukFoto {
  id: number;
  id_produk: number;
  /** The colour the photo shows (one of the product's), or null for the whole product. */
  id_warna: number | null;
  foto: string;
  alt: string;
  urutan: number;
}

const alt = requiredText('Teks alternatif', FOTO_ALT_MAX_LENGTH);

/** One photo added at the end; without `alt` the server writes the usual default. */
export const fotoCreateInput = z.preprocess(
  formObject,
  z.object({
    idProduk: idSchema,
    file: imageFile(messages.imageRequired),
    idWarna: optionalId,
    alt: alt.optional(),
  }),
);

/** A photo's alt text and colour (none when `idWarna` is absent or null). */
export const fotoUpdateInput = z.object({ id: idSchema, alt, idWarna: optionalId });

/** Every photo of the product, in the new order: the first becomes the main photo. */
export const fotoReorderInput = byProdukInput.extend({
  ids: z
    .array(idSchema)
    .min(1, { error: messages.fotoOrderStale })
    .max(MAX_PRODUK_FOTO, { error: messages.fotoOrderStale })
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.fotoOrderStale }),
});
