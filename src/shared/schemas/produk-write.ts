import { z } from 'zod';
import { messages } from '../messages.js';
import { PRICE_MAX } from '../produk-filter.js';
import { PRODUK_STATUS } from '../tayang.js';
import { idSchema } from './common.js';
import { fieldAlias, httpsLink, imageFile, requiredText, rupiah, wholeNumber } from './fields.js';

// Create and edit of a product (docs/product.md §5; docs/architecture.md §3 bounds). The form calls the sold count
// jumlah_terjual; the public API calls it produk_terjual, and either is accepted.

/** An instant with its offset (`2026-12-12T00:00:00+07:00`, or UTC's `Z`); blank or null is none. */
export const instant = (label: string) =>
  z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
    z.iso
      .datetime({ offset: true, error: messages.invalidInstant(label) })
      .transform((value) => new Date(value).toISOString())
      .nullable(),
  );

const statusSchema = z.enum(PRODUK_STATUS, { error: messages.invalidStatus });

/**
 * Whether and when visitors see the product (src/shared/tayang.ts, docs/product.md §11): absent,
 * as from every client older than the status, a product is Tayang without a schedule.
 */
export const penayanganFields = {
  status: statusSchema.default('tayang'),
  tayang_mulai: instant('Tayang mulai').default(null),
  tayang_sampai: instant('Tayang sampai').default(null),
};

/** The same on an edit: absent keeps what the product has (a legacy PATCH sends none of them). */
const penayanganUpdateFields = {
  status: statusSchema.optional(),
  tayang_mulai: instant('Tayang mulai').optional(),
  tayang_sampai: instant('Tayang sampai').optional(),
};

/** A schedule ends after it starts (the database holds it too: migrations/0024). */
export function jadwalInOrder(value: {
  tayang_mulai?: string | null;
  tayang_sampai?: string | null;
}): boolean {
  const { tayang_mulai: mulai, tayang_sampai: sampai } = value;
  return !mulai || !sampai || Date.parse(mulai) < Date.parse(sampai);
}
export const jadwalIssue = { error: messages.jadwalOrder, path: ['tayang_sampai'] };

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
  ...penayanganFields,
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
  z
    .object({ ...produkFields, file: imageFile(messages.imageRequired) })
    .refine(jadwalInOrder, jadwalIssue),
);
export type ProdukCreateInput = z.output<typeof produkCreateInput>;

/** Edit: every field as on create; the image is optional (blank keeps the current photo). */
export const produkUpdateInput = z.preprocess(
  soldCountAlias,
  z
    .object({
      id: idSchema,
      ...produkFields,
      ...penayanganUpdateFields,
      file: imageFile(messages.imageRequired).optional(),
    })
    .refine(jadwalInOrder, jadwalIssue),
);
export type ProdukUpdateInput = z.output<typeof produkUpdateInput>;
