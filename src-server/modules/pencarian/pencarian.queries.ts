import { sql } from 'kysely';
import type { ZeroResultSummary } from '../../../src/shared/schemas/pencarian.js';
import type { Db } from '../../db/connect.js';

// Searches that found nothing, per month of the shop's calendar (docs/product.md §10).

/**
 * The most different queries a month keeps: a script sending random words cannot grow the table
 * without bound. Queries already kept are still counted.
 */
export const ZERO_RESULT_MONTH_CAP = 5_000;

const thisMonth = (timeZone: string) =>
  sql<string>`date_trunc('month', now() at time zone ${timeZone})::date`;

/** Counts one search with no result (`kueri` as search's normalizeQuery gives it) for this month. */
export async function recordZeroResultRow(db: Db, kueri: string, timeZone: string): Promise<void> {
  await sql`
    insert into pencarian_kosong (bulan, kueri)
    select ${thisMonth(timeZone)}, ${kueri}
    where exists (select 1 from pencarian_kosong
                  where bulan = ${thisMonth(timeZone)} and kueri = ${kueri})
       or (select count(*) from pencarian_kosong where bulan = ${thisMonth(timeZone)})
          < ${ZERO_RESULT_MONTH_CAP}
    on conflict (bulan, kueri)
    do update set jumlah = pencarian_kosong.jumlah + 1, terakhir = now()
  `.execute(db);
}

/** This month's most frequent searches with no result. */
export async function zeroResultSummary(
  db: Db,
  timeZone: string,
  limit: number,
): Promise<ZeroResultSummary> {
  const [items, counted] = await Promise.all([
    db
      .selectFrom('pencarian_kosong')
      .select(['kueri', 'jumlah'])
      .where('bulan', '=', thisMonth(timeZone))
      .orderBy('jumlah', 'desc')
      .orderBy('terakhir', 'desc')
      .orderBy('kueri')
      .limit(limit)
      .execute(),
    sql<{ bulan: string; total: number }>`
      select to_char(${thisMonth(timeZone)}, 'YYYY-MM') as bulan,
        (select count(*)::int from pencarian_kosong where bulan = ${thisMonth(timeZone)}) as total
    `.execute(db),
  ]);
  const row = counted.rows[0];
  return { bulan: row?.bulan ?? '', items, total: row?.total ?? 0 };
}
