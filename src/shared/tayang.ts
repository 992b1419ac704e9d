// Whether visitors see a product (docs/product.md §11 Status dan jadwal): its status, Tayang,
// Draf or Tersembunyi, and the optional instants it is shown from and until. Draf, or outside its
// window, it is nowhere; Tersembunyi, it is reachable by its link only (with `noindex`), in no
// list, search or sitemap. The same rule in SQL is `listedSql` / `reachableSql`
// (src-server/db/produk-tayang.ts), held to this one by src-server/db/produk-tayang.test.ts; the
// catalogue kept in memory reads it from here.

export const PRODUK_STATUS = ['tayang', 'draf', 'tersembunyi'] as const;
export type ProdukStatus = (typeof PRODUK_STATUS)[number];

/** The admin list's status filter: a status, or Terjadwal (shown later, not yet). */
export const PRODUK_STATUS_FILTERS = [...PRODUK_STATUS, 'terjadwal'] as const;
export type ProdukStatusFilter = (typeof PRODUK_STATUS_FILTERS)[number];

/** What the rule reads of a product; instants as the API's ISO strings or as Dates. */
export interface Penayangan {
  status: ProdukStatus;
  tayang_mulai: string | Date | null;
  tayang_sampai: string | Date | null;
}

const time = (instant: string | Date) =>
  typeof instant === 'string' ? Date.parse(instant) : instant.getTime();

/** Whether `now` (ms since 1970) is within the product's window: from its start, before its end. */
export function inWindow(p: Penayangan, now: number): boolean {
  return (
    (p.tayang_mulai === null || time(p.tayang_mulai) <= now) &&
    (p.tayang_sampai === null || now < time(p.tayang_sampai))
  );
}

/** In lists, search, suggestions, the sitemap and recommendations: Tayang, within its window. */
export function isListed(p: Penayangan, now: number): boolean {
  return p.status === 'tayang' && inWindow(p, now);
}

/** Its page and its parts answer: Tayang or Tersembunyi, within its window. */
export function isReachable(p: Penayangan, now: number): boolean {
  return p.status !== 'draf' && inWindow(p, now);
}

/** Where the product stands for the admin's badge. */
export type TayangState = ProdukStatus | 'terjadwal' | 'berakhir';

/**
 * The admin's badge: its status, or Terjadwal while a shown product waits for its start, or
 * Berakhir once its end has passed.
 */
export function tayangState(p: Penayangan, now: number): TayangState {
  if (p.status === 'draf') return 'draf';
  if (p.tayang_mulai !== null && now < time(p.tayang_mulai)) return 'terjadwal';
  if (p.tayang_sampai !== null && time(p.tayang_sampai) <= now) return 'berakhir';
  return p.status;
}
