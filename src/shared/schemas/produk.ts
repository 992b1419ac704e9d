import { z } from 'zod';
import {
  CATEGORY_PAGE_SIZE,
  LEGACY_LIST_PAGE_SIZE,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULTS_MAX,
} from '../limits.js';
import { messages } from '../messages.js';
import { DEFAULT_SORT, FILTER_TEXT_MAX, PRICE_MAX, PRODUK_SORTS } from '../produk-filter.js';
import type { ProdukFields } from './produk-write.js';
import { PRODUK_STATUS_FILTERS } from '../tayang.js';
import type { WarnaSwatch } from './warna.js';
import { adminListInput } from './list-sort.js';
import {
  byIdInput,
  byProdukInput,
  isStorableText,
  pageSchema,
  pageSizeSchema,
  searchTextSchema,
  storableString,
} from './common.js';

const filterText = storableString()
  .trim()
  .min(1, { error: messages.invalidFilter })
  .max(FILTER_TEXT_MAX, { error: messages.invalidFilter });

const priceBound = z.coerce
  .number({ error: messages.invalidPrice })
  .int({ error: messages.invalidPrice })
  .min(0, { error: messages.invalidPrice })
  .max(PRICE_MAX, { error: messages.invalidPrice });

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
  // The category page's filters and order (src/shared/produk-filter.ts reads them from the URL).
  usia: filterText.optional(),
  warna: filterText.optional(),
  hargaMin: priceBound.optional(),
  hargaMax: priceBound.optional(),
  /** Only products with something left (`?tersedia=1` on the page). */
  tersedia: z.literal(true, { error: messages.invalidFilter }).optional(),
  urut: z.enum(PRODUK_SORTS, { error: messages.invalidSort }).default(DEFAULT_SORT),
});

/** What a category's filters offer: its ages, its colours and its price span. */
export const produkFilterOptionsInput = z.object({ kategori: produkListInput.shape.kategori });
export interface ProdukFilterOptions {
  usia: string[];
  warna: string[];
  harga: { min: number; max: number } | null;
}

/** The legacy lists: every product (of a category) in id order, a hundred at a time. */
export const produkLegacyListInput = z.object({
  kategori: produkListInput.shape.kategori,
  page: pageSchema.default(1),
  pageSize: pageSizeSchema(LEGACY_LIST_PAGE_SIZE, LEGACY_LIST_PAGE_SIZE),
});

/**
 * The admin's product table sorts by these columns (issue 20 item 5): the product's name, its
 * status, category, shown price (after the discount), sold count and creation (the default,
 * newest first).
 */
export const PRODUK_ADMIN_SORT_KEYS = [
  'nama',
  'status',
  'kategori',
  'harga',
  'terjual',
  'dibuat',
] as const;
export type ProdukAdminSortKey = (typeof PRODUK_ADMIN_SORT_KEYS)[number];

/** What the admin's product table is filtered on: the search, category and status. */
export const produkAdminFilterInput = z.object({
  search: searchTextSchema(100),
  kategori: produkListInput.shape.kategori,
  /** Tayang, Draf, Tersembunyi or Terjadwal; absent is every product. */
  status: z.enum(PRODUK_STATUS_FILTERS, { error: messages.invalidStatus }).optional(),
});

/** The admin's product table: filtered, sorted by a column, a page at a time. */
export const produkAdminListInput = adminListInput(
  PRODUK_ADMIN_SORT_KEYS,
  produkAdminFilterInput.shape,
);

/**
 * A product page's read: a preview link's token (`?pratinjau=`) shows a product visitors do not
 * see yet, for its page alone (docs/product.md §11).
 */
export const pratinjauInput = z.string().max(200).optional();
export const produkDetailInput = byIdInput.extend({ pratinjau: pratinjauInput });
export const produkPartsInput = byProdukInput.extend({ pratinjau: pratinjauInput });

/** A preview link for the owner: the page's address with its token, and until when it works. */
export interface PratinjauLink {
  path: string;
  berlakuSampai: string;
}

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

/** The search page (/cari): a query and a page of its results. */
export const produkSearchPageInput = z.object({
  query: searchTextSchema(SEARCH_MAX_LENGTH),
  page: pageSchema
    .max(SEARCH_RESULTS_MAX / SEARCH_PAGE_SIZE, { error: messages.invalidPage })
    .default(1),
});

/**
 * A product as the API answers it (docs/product.md §3 names): the fields the admin writes
 * (ProdukFields, declared once by the write schema), its id, photo and creation time.
 */
export interface Produk extends ProdukFields {
  id: number;
  foto_produk: string;
  createdAt: string;
}

/** A row of the admin's product table: with what a delete takes along (docs/product.md §8). */
export interface ProdukAdminRow extends Produk {
  jumlah_warna: number;
  jumlah_ukuran: number;
  /**
   * The running dated discount that sets its price to visitors now (docs/product.md §14), or
   * null: the largest when several cover it. `diskon` stays the product's own.
   */
  diskon_berlaku: { nama: string; persen: number } | null;
}

/** A product as a card shows it: with its first colours (swatch dots) and how many it has. */
export interface ProdukCard extends Produk {
  warna: WarnaSwatch[];
  jumlah_warna: number;
  /** Every size and colour is Habis: the card says "Stok habis" (docs/product.md §10). */
  stok_habis: boolean;
}

/**
 * What a listing (a category page, the search page) sends of each product: what its card shows
 * and nothing more, since the page carries its data along for the browser (docs/decisions/0056).
 */
export type ProdukListed = Pick<
  ProdukCard,
  | 'id'
  | 'nama_produk'
  | 'foto_produk'
  | 'harga'
  | 'diskon'
  | 'jumlah_terjual'
  | 'warna'
  | 'jumlah_warna'
  | 'stok_habis'
>;

export function listedOf(card: ProdukCard): ProdukListed {
  return {
    id: card.id,
    nama_produk: card.nama_produk,
    foto_produk: card.foto_produk,
    harga: card.harga,
    diskon: card.diskon,
    jumlah_terjual: card.jumlah_terjual,
    warna: card.warna,
    jumlah_warna: card.jumlah_warna,
    stok_habis: card.stok_habis,
  };
}

export type BestSellerLabel = 'TERLARIS' | 'TERMURAH' | 'TERBARU';
export interface BestSellerCard {
  label: BestSellerLabel;
  produk: ProdukCard;
}
