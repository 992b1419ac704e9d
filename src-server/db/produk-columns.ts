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
  'created_at',
] as const;

export type ProdukSelection = Pick<ProdukRow, (typeof produkColumns)[number]>;

export function toProduk({ created_at, ...row }: ProdukSelection): Produk {
  return { ...row, createdAt: created_at.toISOString() };
}
