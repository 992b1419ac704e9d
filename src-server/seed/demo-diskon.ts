import { instantOnShopClock, shopClockAt } from '../../src/shared/shop-clock.js';
import type { Db } from '../db/connect.js';
import { insertDiskon } from '../modules/diskon/diskon.queries.js';
import { withoutHistory } from '../services/riwayat/riwayat.queries.js';

// The dated discounts a fresh demo shows (docs/product.md §14): one running on the long dresses
// since yesterday, ending in two weeks at 23.59 on the shop's clock, and one scheduled for later
// on two categories, so Diskon shows Berjalan and Terjadwal and the shop shows the first.

const DAY_MS = 24 * 60 * 60 * 1000;

/** `time` on the shop's clock, on the day `days` days after `now`. */
function onShopDay(now: number, days: number, time: string, timeZone: string): string {
  const day = shopClockAt(now + days * DAY_MS, timeZone).slice(0, 10);
  return new Date(instantOnShopClock(`${day}T${time}`, timeZone)).toISOString();
}

export async function seedDemoDiskon(db: Db, now: number, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await withoutHistory(trx);
    await insertDiskon(trx, {
      nama: 'Diskon Akhir Tahun',
      persen: 15,
      cakupan: 'kategori',
      kategori: ['gamis'],
      produk: [],
      status: 'aktif',
      mulai: new Date(now - DAY_MS).toISOString(),
      sampai: onShopDay(now, 14, '23:59', timeZone),
    });
    await insertDiskon(trx, {
      nama: 'Diskon Lebaran',
      persen: 20,
      cakupan: 'kategori',
      kategori: ['setelan', 'gamis'],
      produk: [],
      status: 'aktif',
      mulai: onShopDay(now, 30, '00:00', timeZone),
      sampai: onShopDay(now, 40, '23:59', timeZone),
    });
  });
}
