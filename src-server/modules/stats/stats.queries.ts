import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

export interface DashboardCounts {
  produk: number;
  testimoni: number;
  faq: number;
  promo: number;
  /** Sign-ups since the start of this calendar month, as the shop counts months. */
  promoThisMonth: number;
}

/** The dashboard's counters in one round trip. */
export async function dashboardCounts(db: Db, timeZone: string): Promise<DashboardCounts> {
  const { rows } = await sql<DashboardCounts>`
    select
      (select count(*) from produk)::int as produk,
      (select count(*) from testimoni)::int as testimoni,
      (select count(*) from faq)::int as faq,
      (select count(*) from promo)::int as promo,
      (select count(*) from promo
        -- The month's first moment in the shop's time zone, so the created_at index serves.
        where created_at >= (date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})
      )::int as "promoThisMonth"
  `.execute(db);
  return rows[0] ?? { produk: 0, testimoni: 0, faq: 0, promo: 0, promoThisMonth: 0 };
}
