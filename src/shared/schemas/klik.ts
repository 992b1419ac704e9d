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
