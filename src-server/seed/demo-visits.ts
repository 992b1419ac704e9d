import type { KanalKeluar } from '../../src/shared/keluar.js';
import { shopClockAt } from '../../src/shared/shop-clock.js';
import type { Db } from '../db/connect.js';

// The demo shop's last 30 days of visitors (docs/product.md §10): product page views, clicks
// on the buy and chat buttons and searched terms, so that a fresh `npm start` shows the
// dashboard at work. Plausible rather than real: a product's views follow its sales, weekends
// are busier, and between 3% and 12% of a product's views end in a click on one of the
// channels it has. Drawn from a fixed seed, so every fresh start shows the same numbers.

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the demo search box was asked, with how often, roughly, per day. */
const SEARCHED: readonly [string, number][] = [
  ['gamis anak', 14],
  ['baju koko', 11],
  ['gamis', 9],
  ['mukena anak', 7],
  ['baju lebaran anak', 6],
  ['kemeja anak', 5],
  ['setelan muslim', 4],
  ['sarimbit', 3],
  ['peci', 3],
  ['hijab anak', 2],
  ['kaftan', 2],
  ['tunik', 1],
];

interface DemoVisitProduk {
  id: number;
  terjual: number;
  links: { shopee: boolean; tokopedia: boolean; tiktok: boolean };
}

/** A small seeded generator (mulberry32): the same numbers on every fresh start. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The shop's calendar day `back` days before `now`, `YYYY-MM-DD`. */
function dayBefore(now: number, back: number, timeZone: string): string {
  const today = shopClockAt(now, timeZone).slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
}

/** Writes the demo's views, clicks and searches for the 30 days up to `now`. */
export async function seedDemoVisits(
  db: Db,
  produk: readonly DemoVisitProduk[],
  now: number,
  timeZone: string,
): Promise<void> {
  const random = seeded(19);
  const most = Math.max(1, ...produk.map((p) => Math.sqrt(p.terjual)));
  const views: { hari: string; id_produk: number; jumlah: number }[] = [];
  const clicks: { hari: string; kanal: KanalKeluar; id_produk: number | null }[] = [];
  const searches: { hari: string; kueri: string; jumlah: number }[] = [];
  const ctr = produk.map(() => 0.03 + random() * 0.09);

  for (let back = 0; back < DAYS; back++) {
    const hari = dayBefore(now, back, timeZone);
    const weekday = new Date(`${hari}T00:00:00Z`).getUTCDay();
    const busy = (weekday === 0 || weekday === 6 ? 1.4 : 1) * (1 + (DAYS - back) / (DAYS * 3));
    produk.forEach((p, index) => {
      const jumlah = Math.round((Math.sqrt(p.terjual) / most) * 40 * busy * (0.5 + random()));
      if (jumlah === 0) return;
      views.push({ hari, id_produk: p.id, jumlah });
      const channels: KanalKeluar[] = [
        'whatsapp',
        ...(p.links.shopee ? (['shopee', 'shopee'] as const) : []),
        ...(p.links.tokopedia ? (['tokopedia'] as const) : []),
        ...(p.links.tiktok ? (['tiktok'] as const) : []),
      ];
      const clicked = Math.round(jumlah * (ctr[index] ?? 0.05) * (0.5 + random()));
      for (let i = 0; i < clicked; i++) {
        const kanal = channels[Math.floor(random() * channels.length)] ?? 'whatsapp';
        clicks.push({ hari, kanal, id_produk: p.id });
      }
    });
    // The shop's own buttons (the footer's WhatsApp, its marketplace pages).
    for (let i = Math.floor(random() * 4); i > 0; i--) {
      clicks.push({ hari, kanal: random() < 0.6 ? 'whatsapp' : 'shopee', id_produk: null });
    }
    for (const [kueri, perDay] of SEARCHED) {
      const jumlah = Math.round(perDay * busy * (0.4 + random()));
      if (jumlah > 0) searches.push({ hari, kueri, jumlah });
    }
  }

  if (views.length > 0) await db.insertInto('produk_dilihat').values(views).execute();
  // In slices: one statement's parameters are bounded.
  for (let i = 0; i < clicks.length; i += 5_000) {
    await db
      .insertInto('klik_keluar')
      .values(clicks.slice(i, i + 5_000))
      .execute();
  }
  if (searches.length > 0) await db.insertInto('pencarian_harian').values(searches).execute();
}
