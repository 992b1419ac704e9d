import { shopClockAt, zoneName } from './shop-clock.js';

// Dated discounts (Diskon, docs/product.md §14): what the owner sets (draf or aktif) and where
// a discount stands at an instant, read from its window, as both sides show it.

export const DISKON_CAKUPAN = ['produk', 'kategori', 'semua'] as const;
export type DiskonCakupan = (typeof DISKON_CAKUPAN)[number];

export const DISKON_STATUS = ['draf', 'aktif'] as const;
export type DiskonStatus = (typeof DISKON_STATUS)[number];

/** Where a discount stands: Draf, Terjadwal (before its start), Berjalan, Berakhir. */
export type DiskonKeadaan = 'draf' | 'terjadwal' | 'berjalan' | 'berakhir';

export interface DiskonWindow {
  status: DiskonStatus;
  mulai: string;
  sampai: string | null;
}

export function diskonKeadaan(d: DiskonWindow, now: number): DiskonKeadaan {
  if (d.status === 'draf') return 'draf';
  if (now < Date.parse(d.mulai)) return 'terjadwal';
  if (d.sampai !== null && Date.parse(d.sampai) <= now) return 'berakhir';
  return 'berjalan';
}

/**
 * Which fields an edit may change: everything while Draf or Terjadwal; once running only the
 * name and the end (an earlier end is "Akhiri sekarang"); nothing once ended.
 */
export function diskonEditable(keadaan: DiskonKeadaan): 'semua' | 'nama-sampai' | 'tidak' {
  if (keadaan === 'draf' || keadaan === 'terjadwal') return 'semua';
  return keadaan === 'berjalan' ? 'nama-sampai' : 'tidak';
}

/** The running discount that sets a product's price, as visitors' reads carry it. */
export interface DiskonBerlaku {
  nama: string;
  slug: string;
  persen: number;
  /** Its end as an instant, null without one. */
  sampai: string | null;
  /** Its end as the product page says it ("berakhir 10 Apr, 23.59 WIB"), null without one. */
  berakhir: string | null;
}

const BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** `10 Apr`: the day of an instant on the shop's clock. */
export function shopDay(instant: string, timeZone: string): string {
  const local = shopClockAt(Date.parse(instant), timeZone);
  return `${Number(local.slice(8, 10))} ${BULAN[Number(local.slice(5, 7)) - 1] ?? ''}`;
}

/** `10 Apr, 23.59 WIB`: an instant on the shop's clock, as visitors read an end. */
export function shopDayAndTime(instant: string, timeZone: string): string {
  const local = shopClockAt(Date.parse(instant), timeZone);
  const time = `${local.slice(11, 13)}.${local.slice(14, 16)}`;
  return `${shopDay(instant, timeZone)}, ${time} ${zoneName(timeZone)}`;
}

/** The name of a dated discount made by the bulk edit without one: "Diskon s.d. 10 Apr". */
export const bulkDiskonName = (sampai: string, timeZone: string) =>
  `Diskon s.d. ${shopDay(sampai, timeZone)}`;

/** A discount's address (/diskon/{slug}) from its name: lower case, words joined by hyphens. */
export function diskonSlug(nama: string): string {
  const slug = nama
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'diskon' : slug;
}
