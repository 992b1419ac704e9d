// Link-preview pictures (Open Graph images) drawn by the server for the pages that have no
// product photo of their own (docs/product.md §10 item 6): the home page, every category and the
// special offers. Every other page without a photo shows the home page's.
import { KATEGORI, isKnownKategori, type KategoriSlug } from './kategori.js';

export const SHARE_IMAGE_PREFIX = '/bagikan';
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export type SharePage = 'beranda' | 'kategori' | `kategori-${KategoriSlug}` | 'penawarankhusus';

export const SHARE_PAGES: readonly SharePage[] = [
  'beranda',
  'kategori',
  ...KATEGORI.map(({ slug }) => `kategori-${slug}` as const),
  'penawarankhusus',
];

export function shareImagePath(page: SharePage): string {
  return `${SHARE_IMAGE_PREFIX}/${page}.jpg`;
}

/** The picture of `/kategori` (slug undefined) or `/kategori/{slug}`: a category the shop does not offer shows the whole collection's. */
export function categoryShareImagePath(slug: string | undefined): string {
  return shareImagePath(
    slug !== undefined && isKnownKategori(slug) ? `kategori-${slug}` : 'kategori',
  );
}

/** The page a picture's file name (`kategori-gamis.jpg`) stands for, if any. */
export function sharePageOf(file: string): SharePage | undefined {
  return SHARE_PAGES.find((page) => `${page}.jpg` === file);
}
