import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

export interface DashboardCounts {
  produk: number;
  testimoni: number;
  faq: number;
  promo: number;
}

/** The dashboard's counters in one round trip. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const { rows } = await sql<DashboardCounts>`
    select
      (select count(*) from produk)::int as produk,
      (select count(*) from testimoni)::int as testimoni,
      (select count(*) from faq)::int as faq,
      (select count(*) from promo)::int as promo
  `.execute(db);
  return rows[0] ?? { produk: 0, testimoni: 0, faq: 0, promo: 0 };
}
