// Filters and order of the category pages (docs/product.md §10), read from and written to the
// URL: `/kategori/gamis?usia=3-4+tahun&warna=Sage&harga_min=100000&harga_max=150000&urut=terlaris`.
// Reading is forgiving: a value that makes no sense is left out (or the default order), never
// an error, so an edited or old link still shows the category.

import { parseRupiah } from './money.js';

export const PRODUK_SORTS = ['terbaru', 'terlaris', 'termurah', 'termahal'] as const;
export type ProdukSort = (typeof PRODUK_SORTS)[number];
export const DEFAULT_SORT: ProdukSort = 'terbaru';

export const SORT_LABEL: Record<ProdukSort, string> = {
  terbaru: 'Terbaru',
  terlaris: 'Terlaris',
  termurah: 'Harga Termurah',
  termahal: 'Harga Termahal',
};

/** Longest age or colour a filter takes (a colour's name may be 100 characters). */
export const FILTER_TEXT_MAX = 100;
export const PRICE_MAX = 1_000_000_000;

export interface ProdukFilters {
  usia?: string | undefined;
  warna?: string | undefined;
  hargaMin?: number | undefined;
  hargaMax?: number | undefined;
  /** Only products with a size or colour left (`?tersedia=1`); sold-out ones are hidden. */
  tersedia?: true | undefined;
  urut: ProdukSort;
}

const param = {
  usia: 'usia',
  warna: 'warna',
  hargaMin: 'harga_min',
  hargaMax: 'harga_max',
  tersedia: 'tersedia',
  urut: 'urut',
} as const;

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= FILTER_TEXT_MAX ? trimmed : undefined;
}

/** Whole rupiah as the money fields read them (`150000`, `150.000`); a decimal is no price. */
function price(value: string | null): number | undefined {
  const reading = parseRupiah(value ?? '');
  return reading.ok && reading.value <= PRICE_MAX ? reading.value : undefined;
}

function isProdukSort(value: string | null): value is ProdukSort {
  return (PRODUK_SORTS as readonly (string | null)[]).includes(value);
}

export function filtersFromSearch(search: URLSearchParams): ProdukFilters {
  let hargaMin = price(search.get(param.hargaMin));
  let hargaMax = price(search.get(param.hargaMax));
  // "from 150 000 to 100 000" means between the two.
  if (hargaMin !== undefined && hargaMax !== undefined && hargaMin > hargaMax) {
    [hargaMin, hargaMax] = [hargaMax, hargaMin];
  }
  const urut = search.get(param.urut);
  return {
    usia: text(search.get(param.usia)),
    warna: text(search.get(param.warna)),
    hargaMin,
    hargaMax,
    tersedia: search.get(param.tersedia) === '1' ? true : undefined,
    urut: isProdukSort(urut) ? urut : DEFAULT_SORT,
  };
}

export function hasFilters(filters: ProdukFilters): boolean {
  return (
    filters.usia !== undefined ||
    filters.warna !== undefined ||
    filters.hargaMin !== undefined ||
    filters.hargaMax !== undefined ||
    filters.tersedia !== undefined
  );
}

/**
 * The query string for `filters` (and a page past the first), in one fixed order, `?…` or ''.
 * Without `withSort`, the order is left out: the canonical URL of a filtered page.
 */
export function filtersToSearch(
  filters: ProdukFilters,
  options: { page?: number; withSort?: boolean } = {},
): string {
  const search = new URLSearchParams();
  if (filters.usia !== undefined) search.set(param.usia, filters.usia);
  if (filters.warna !== undefined) search.set(param.warna, filters.warna);
  if (filters.hargaMin !== undefined) search.set(param.hargaMin, String(filters.hargaMin));
  if (filters.hargaMax !== undefined) search.set(param.hargaMax, String(filters.hargaMax));
  if (filters.tersedia) search.set(param.tersedia, '1');
  if (options.withSort !== false && filters.urut !== DEFAULT_SORT) {
    search.set(param.urut, filters.urut);
  }
  if (options.page !== undefined && options.page > 1) search.set('page', String(options.page));
  const query = search.toString();
  return query ? `?${query}` : '';
}

export const FILTER_PARAMS = param;
