import type { Produk } from '../../src/shared/schemas/produk.js';
import type { ProdukRow } from './schema.js';

// The product's columns as the API reads them, and the row turned into the API's shape: one
// list for every statement that answers products (modules/produk, modules/search).

export const produkColumns = [
  'id',
  'nama_produk',
  'harga',
  'diskon',
  'jumlah_terjual',
  'deskripsi_produk',
  'kategori',
  'foto_produk',
  'link_shopee',
  'link_tokopedia',
  'link_tiktok',
  'status',
  'tayang_mulai',
  'tayang_sampai',
  'created_at',
] as const;

type Selected = Pick<ProdukRow, (typeof produkColumns)[number]>;

/**
 * A product's row as the statements read it. The columns are the API's fields, no more and no
 * fewer (a spread would let an extra column through to every answer unnoticed): when they drift
 * apart this is `never`, and `tsc` refuses every statement that answers products.
 */
export type ProdukSelection =
  SameKeys<Selected, Omit<Produk, 'createdAt'> & { created_at: Date }> extends true
    ? Selected
    : never;

type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;

export function toProduk({
  created_at,
  tayang_mulai,
  tayang_sampai,
  ...row
}: ProdukSelection): Produk {
  return {
    ...row,
    tayang_mulai: tayang_mulai && tayang_mulai.toISOString(),
    tayang_sampai: tayang_sampai && tayang_sampai.toISOString(),
    createdAt: created_at.toISOString(),
  };
}
