import { z } from 'zod';
import type { KanalKeluar } from '../keluar.js';

/** The dashboard's windows for click-outs: the last 7 or 30 days, today included. */
export const KLIK_PERIODS = [7, 30] as const;

export const klikSummaryInput = z.object({
  hari: z.union([z.literal(7), z.literal(30)]).default(7),
});

export type KlikPerKanal = Record<KanalKeluar, number>;

export interface KlikSummary {
  hari: (typeof KLIK_PERIODS)[number];
  total: number;
  perKanal: KlikPerKanal;
  /** One entry per day of the window, oldest first, days without clicks included. */
  perHari: ({ hari: string } & KlikPerKanal)[];
  /** The most clicked products, most first; clicks on the shop's own links are not here. */
  produkTeratas: { id: number; nama_produk: string; jumlah: number }[];
}

/** Views and click-outs of one product in the window (docs/product.md §10). */
export interface ProdukKinerjaItem {
  id: number;
  nama_produk: string;
  /** Product page views, repeats and bots left out. */
  dilihat: number;
  klik: KlikPerKanal;
  totalKlik: number;
  /** Click-outs ÷ views, a fraction (0.125 is 12.5%); null without views. */
  rasioKlik: number | null;
}

/** The dashboard's views beside click-outs per product, for the last 7 or 30 days. */
export interface ProdukKinerja {
  hari: (typeof KLIK_PERIODS)[number];
  /** Every product page view and click on a product's button in the window. */
  dilihat: number;
  totalKlik: number;
  /**
   * The window's other clicks: the shop's own buttons (footer, contact page, offers) and those
   * of products deleted since. With `totalKlik`, the click-outs panel's total for the same days.
   */
  klikLain: number;
  rasioKlik: number | null;
  /** The products with views or clicks, most viewed first, at most PRODUK_KINERJA_MAX. */
  items: ProdukKinerjaItem[];
  /** How many products had views or clicks (more than `items` when cut). */
  jumlahProduk: number;
}
