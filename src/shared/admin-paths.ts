// Where the login page sends people, and how it learns why they came (docs/architecture.md §8). Both the
// server (the guard and the form fallback) and the browser build these URLs.

import { isReachable, type Penayangan } from './tayang.js';

export const LOGIN_PATH = '/login';
export const ADMIN_HOME = '/admin';
/** The product list, and the product editor of a new or a stored product. */
export const PRODUK_LIST_PATH = '/admin/produk';
export const produkEditorPath = (id: number | 'baru') => `${PRODUK_LIST_PATH}/${id}`;
/**
 * "Lihat di toko": the server sends a logged-in admin to the product's page, or to its signed
 * preview while visitors cannot see it (Draf, outside its schedule).
 */
export const produkTokoPath = (id: number) => `${PRODUK_LIST_PATH}/${id}/toko`;
/** "Lihat di toko"'s address: the page itself while visitors can open it, else the above. */
export const lihatDiTokoHref = (produk: Penayangan & { id: number }, now: number) =>
  isReachable(produk, now) ? `/detail/${produk.id}` : produkTokoPath(produk.id);
/** Riwayat, the history of admin writes; for one row (a product's includes its parts). */
export const RIWAYAT_PATH = '/admin/riwayat';
export const riwayatHistoryPath = (entitas: string, id: number) =>
  `${RIWAYAT_PATH}?entitas=${entitas}&id=${id}`;
/** Kotak keluar: the shop's outbox (main admin). */
export const KOTAK_KELUAR_PATH = '/admin/kotak-keluar';
/** Kampanye: the newsletter campaigns (main admin); a new one, or one by id. */
export const KAMPANYE_PATH = '/admin/kampanye';
export const kampanyePath = (id: number | 'baru') => `${KAMPANYE_PATH}/${id}`;
/** Akun saya: any admin's own password. */
export const ADMIN_ACCOUNT_PATH = '/admin/akun';

/** Why the login page is shown again: failed form posts and ended sessions. */
const LOGIN_REASONS = ['kredensial', 'terlalu-sering', 'gangguan', 'gagal', 'sesi'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/**
 * `next` when it is a path inside the admin area, else the dashboard: the login page never
 * sends anyone to another site or to a storefront page (no open redirect).
 */
export function safeAdminPath(next: string | null | undefined): string {
  if (!next) return ADMIN_HOME;
  const inside = /^\/admin(?:[/?#][^\\\s]*)?$/.test(next);
  // `/admin/../kategori` would leave the admin area once the browser resolves the dots.
  const climbsOut = /\/(?:\.|%2e){1,2}(?:[/?#]|$)/i.test(next.split(/[?#]/)[0] ?? '');
  return inside && !climbsOut ? next : ADMIN_HOME;
}

/** The login page's URL, keeping the admin page to return to and why the user is there. */
export function loginPath(options: { next?: string; reason?: LoginReason; wait?: number } = {}) {
  const params = new URLSearchParams();
  const next = safeAdminPath(options.next);
  if (next !== ADMIN_HOME) params.set('next', next);
  if (options.reason) params.set('alasan', options.reason);
  if (options.wait !== undefined) params.set('tunggu', String(options.wait));
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

export function parseLoginReason(value: string | null): LoginReason | undefined {
  return LOGIN_REASONS.find((reason) => reason === value);
}
