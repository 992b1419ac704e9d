import { discountedPrice } from './price.js';

// The special offers (docs/product.md §13 Penawaran): their prices and the name of their
// WhatsApp button, for the shop page, the admin and the /keluar redirect alike.

/** The drawn pictures an offer may show instead of an uploaded photo (the shop's heroes). */
export const PENAWARAN_ILUSTRASI = ['lebaran', 'hangat', 'promo', 'koleksi', 'tentang'] as const;
export type PenawaranIlustrasi = (typeof PENAWARAN_ILUSTRASI)[number];

/** The picture a new offer starts with, and the one shown when an offer has neither. */
export const DEFAULT_ILUSTRASI: PenawaranIlustrasi = 'promo';

/** What an included product adds to the computed crossed-out price: its price to visitors. */
export interface IncludedPrice {
  harga: number;
  diskon: number;
}

/**
 * The crossed-out price: the one entered, else what the included products cost one by one
 * (their prices to visitors), else none.
 */
export function hargaCoretOf(
  entered: number | null,
  included: readonly IncludedPrice[],
): number | null {
  if (entered !== null) return entered;
  if (included.length === 0) return null;
  return included.reduce((sum, p) => sum + discountedPrice(p.harga, p.diskon), 0);
}

/**
 * The discount badge: the percentage entered, else how much below the crossed-out price the
 * offer is, rounded down (never more than it is); none without a crossed-out price above it.
 */
export function diskonOf(
  entered: number | null,
  harga: number,
  hargaCoret: number | null,
): number | null {
  if (entered !== null) return entered;
  if (hargaCoret === null || hargaCoret <= harga || hargaCoret === 0) return null;
  return Math.floor(((hargaCoret - harga) * 100) / hargaCoret);
}

/** Topics of the shop's own chats (shared/keluar.ts): an offer's slug never takes one. */
const RESERVED_SLUG = /^(?:tanya|retur|konsultasi-ukuran|nomor-\d+)$/;

/** `Paket Lebaran Ceria` → `paket-lebaran-ceria`; `paket` when nothing is left. */
export function slugOf(nama: string): string {
  const base = nama
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const slug = base === '' ? 'paket' : base;
  return RESERVED_SLUG.test(slug) ? `paket-${slug}` : slug;
}

/**
 * Whether `text` can be an offer's slug at all (what slugOf and freeSlug make): anything else in
 * a `/keluar/toko/whatsapp/{slug}` address names no offer, and is not looked up.
 */
export function isPenawaranSlug(text: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) && text.length <= 80;
}

/** The first of `slug`, `slug-2`, `slug-3`… that `taken` does not hold. */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}
