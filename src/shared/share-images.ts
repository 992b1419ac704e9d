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

/** Whether `path` is one of the pictures drawn at 1200×630 (not a product's photo). */
export function isDrawnShareImage(path: string): boolean {
  const prefix = `${SHARE_IMAGE_PREFIX}/`;
  return path.startsWith(prefix) && sharePageOf(path.slice(prefix.length)) !== undefined;
}

/**
 * Whether `path` is one of the shop's link-preview pictures: a page's drawn one or a product's
 * framed photo, each a 1200×630 JPEG (issue 22 item 3).
 */
export function isSharePicture(path: string): boolean {
  const prefix = `${SHARE_IMAGE_PREFIX}/`;
  return (
    isDrawnShareImage(path) ||
    (path.startsWith(prefix) && produkSharePhotoOf(path.slice(prefix.length)) !== undefined)
  );
}

/** The page a picture's file name (`kategori-gamis.jpg`) stands for, if any. */
export function sharePageOf(file: string): SharePage | undefined {
  return SHARE_PAGES.find((page) => `${page}.jpg` === file);
}

/**
 * A product's link-preview picture: its main photo (or, with a colour, that colour's photo)
 * framed whole in a 1200×630 JPEG, which every chat app previews without cropping it (WhatsApp
 * does not reliably preview WebP).
 */
export function produkShareImagePath(idProduk: number, idWarna?: number): string {
  return `${SHARE_IMAGE_PREFIX}/produk-${idProduk}${idWarna === undefined ? '' : `-warna-${idWarna}`}.jpg`;
}

/** The product (and colour) a picture's file name (`produk-3-warna-7.jpg`) stands for, if any. */
export function produkSharePhotoOf(
  file: string,
): { idProduk: number; idWarna: number | undefined } | undefined {
  const found = /^produk-([1-9]\d{0,9})(?:-warna-([1-9]\d{0,9}))?\.jpg$/.exec(file);
  if (!found) return undefined;
  const idProduk = Number(found[1]);
  const idWarna = found[2] === undefined ? undefined : Number(found[2]);
  const fits = (n: number | undefined) => n === undefined || n <= 2_147_483_647;
  return fits(idProduk) && fits(idWarna) ? { idProduk, idWarna } : undefined;
}
