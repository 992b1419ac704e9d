import { KATEGORI } from './kategori.js';

/** The public pages with fixed paths (docs/product.md §2), for the sitemap; products are added to it. */
export const PUBLIC_PAGES = [
  '/',
  '/kategori',
  ...KATEGORI.map((k) => `/kategori/${k.slug}`),
  '/caraorder',
  '/testimoni',
  '/penawarankhusus',
  '/kontakkami',
  '/tentangkami',
  '/FAQ',
  '/kebijakan',
  '/panduan',
] as const;
