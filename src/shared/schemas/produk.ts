import { z } from 'zod';
import {
  CATEGORY_PAGE_SIZE,
  LEGACY_LIST_PAGE_SIZE,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
} from '../limits.js';
import { messages } from '../messages.js';
import {
  adminPaging,
  isStorableText,
  pageSchema,
  pageSizeSchema,
  searchTextSchema,
} from './common.js';

export const produkListInput = z.object({
  /** Free text like the column; blank or absent means every category. */
  kategori: z
    .string()
    .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
    .trim()
    .toLowerCase()
    .max(60)
    .optional()
    .transform((k) => (k ? k : undefined)),
  page: pageSchema.default(1),
  pageSize: pageSizeSchema(CATEGORY_PAGE_SIZE),
});
export type ProdukListInput = z.input<typeof produkListInput>;

/** The legacy lists: every product (of a category) in id order, a hundred at a time. */
export const produkLegacyListInput = z.object({
  kategori: produkListInput.shape.kategori,
  page: pageSchema.default(1),
  pageSize: pageSizeSchema(LEGACY_LIST_PAGE_SIZE, LEGACY_LIST_PAGE_SIZE),
});
export type ProdukLegacyListInput = z.input<typeof produkLegacyListInput>;

/** The admin's product table: by name and category, a page at a time. */
export const produkAdminListInput = z.object({
  search: searchTextSchema(100),
  kategori: produkListInput.shape.kategori,
  ...adminPaging,
});
export type ProdukAdminListInput = z.input<typeof produkAdminListInput>;

/** The searchable product picker of the colour, size and testimonial forms. */
export const produkPickerInput = z.object({ search: searchTextSchema(100) });

/** What the picker shows of a product. */
export interface ProdukOption {
  id: number;
  nama_produk: string;
  foto_produk: string;
}

export const produkSearchInput = z.object({
  query: searchTextSchema(SEARCH_MAX_LENGTH),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(SEARCH_DEFAULT_LIMIT)
    .transform((n) => Math.min(n, SEARCH_MAX_LIMIT)),
});

/** A product as the API answers it (docs/product.md §3 names). */
export interface Produk {
  id: number;
  nama_produk: string;
  harga: number;
  diskon: number;
  jumlah_terjual: number;
  deskripsi_produk: string;
  kategori: string;
  foto_produk: string;
  link_shopee: string | null;
  link_tokopedia: string | null;
  link_tiktok: string | null;
  createdAt: string;
}

export type BestSellerLabel = 'TERLARIS' | 'TERMURAH' | 'TERBARU';
export interface BestSellerCard {
  label: BestSellerLabel;
  produk: Produk;
}
