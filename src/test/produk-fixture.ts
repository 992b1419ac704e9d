import type { Produk } from '../shared/schemas/produk';

/** A product as the API answers it, for tests; ids also order `createdAt` (higher is newer). */
export function testProduk(id: number, values: Partial<Produk> = {}): Produk {
  return {
    id,
    nama_produk: `P${id}`,
    harga: 100_000,
    diskon: 0,
    jumlah_terjual: 0,
    deskripsi_produk: '',
    kategori: 'atasan',
    foto_produk: `${id}.webp`,
    link_shopee: null,
    link_tokopedia: null,
    link_tiktok: null,
    status: 'tayang',
    tayang_mulai: null,
    tayang_sampai: null,
    createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    ...values,
  };
}
