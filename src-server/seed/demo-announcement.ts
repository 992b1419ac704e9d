import type { Pengaturan } from '../../src/shared/schemas/pengaturan.js';
import { shopClockAt } from '../../src/shared/shop-clock.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo shop's announcement bar: shown from its first start for thirty days, pointing at the
 * special offers, so a fresh `npm start` shows the bar and its dates at work.
 */
export function demoAnnouncement(
  now: number,
  timeZone: string,
): Pick<
  Pengaturan,
  'announcementText' | 'announcementLink' | 'announcementStart' | 'announcementEnd'
> {
  const today = shopClockAt(now, timeZone).slice(0, 10);
  return {
    announcementText: 'Promo Paket Lebaran Ceria: hemat hingga 26%, stok terbatas!',
    announcementLink: '/penawarankhusus',
    announcementStart: `${today}T00:00`,
    announcementEnd: `${shopClockAt(now + 30 * DAY_MS, timeZone).slice(0, 10)}T23:59`,
  };
}
