import { z } from 'zod';
import { messages } from '../messages.js';
import { PRICE_MAX } from '../produk-filter.js';
import { idSchema } from './common.js';
import { fieldAlias, httpsLink, imageFile, requiredText, rupiah, wholeNumber } from './fields.js';

// Create and edit of a product (docs/product.md §5; docs/architecture.md §3 bounds). The form calls the sold count
// jumlah_terjual; the public API calls it produk_terjual, and either is accepted.

export const produkFields = {
  nama_produk: requiredText('Nama produk', 200),
  harga: rupiah('Harga', PRICE_MAX),
  diskon: wholeNumber('Diskon', 0, 100),
  jumlah_terjual: wholeNumber('Jumlah terjual', 0, 1_000_000_000),
  deskripsi_produk: requiredText('Deskripsi produk', 5_000),
  kategori: requiredText('Kategori', 60).toLowerCase(),
  link_shopee: httpsLink,
  link_tokopedia: httpsLink,
  link_tiktok: httpsLink,
};

/**
 * A product's fields as the admin writes them, with the names of docs/product.md §3: the one list
 * of them. The API's product (Produk in produk.ts) is these with its id, photo and creation time,
 * and the database's create and edit write exactly these (insertProduk, updateProduk).
 */
export type ProdukFields = z.output<z.ZodObject<typeof produkFields>>;

const soldCountAlias = fieldAlias('jumlah_terjual', 'produk_terjual');

export const produkCreateInput = z.preprocess(
  soldCountAlias,
  z.object({ ...produkFields, file: imageFile(messages.imageRequired) }),
);
export type ProdukCreateInput = z.output<typeof produkCreateInput>;

/** Edit: every field as on create; the image is optional (blank keeps the current photo). */
export const produkUpdateInput = z.preprocess(
  soldCountAlias,
  z.object({ id: idSchema, ...produkFields, file: imageFile(messages.imageRequired).optional() }),
);
export type ProdukUpdateInput = z.output<typeof produkUpdateInput>;
