import { sql } from 'kysely';
import type { TopSearchSummary, ZeroResultSummary } from '../../../src/shared/schemas/pencarian.js';
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

// Every search a person made, per day of the shop's calendar and query (docs/product.md §10).

/**
 * The most different queries a day keeps (a batch written as the cap is reached may pass it by
 * its size): a script sending random words cannot grow the table without bound. Queries already
 * kept that day are still counted.
 */
export const SEARCH_DAY_CAP = 2_000;
/** How long daily rows are kept, as the views' (klik/dilihat.queries.ts). */
export const SEARCH_RETENTION_DAYS = 400;

const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/** Adds today's searches, a count per query (as search's normalizeQuery gives it). */
export async function recordSearchTerms(
  db: Db,
  counts: ReadonlyMap<string, number>,
  timeZone: string,
): Promise<void> {
  if (counts.size === 0) return;
  const kueri = [...counts.keys()].sort();
  const jumlah = kueri.map((k) => counts.get(k) ?? 0);
  await sql`
    insert into pencarian_harian (hari, kueri, jumlah)
    select ${today(timeZone)}, v.kueri, v.jumlah
    from unnest(${kueri}::text[], ${jumlah}::int[]) as v(kueri, jumlah)
    where exists (select 1 from pencarian_harian
                  where hari = ${today(timeZone)} and kueri = v.kueri)
       or (select count(*) from pencarian_harian where hari = ${today(timeZone)})
          < ${SEARCH_DAY_CAP}
    on conflict (hari, kueri)
    do update set jumlah = pencarian_harian.jumlah + excluded.jumlah
  `.execute(db);
}

/** Drops searches older than the retention. */
export async function pruneSearchTerms(db: Db, timeZone: string): Promise<void> {
  await db
    .deleteFrom('pencarian_harian')
    .where('hari', '<', sql<string>`${today(timeZone)} - ${SEARCH_RETENTION_DAYS}::int`)
    .execute();
}

/** The most searched queries of the last `hari` days (today included). */
export async function topSearches(
  db: Db,
  hari: TopSearchSummary['hari'],
  timeZone: string,
  limit: number,
): Promise<TopSearchSummary> {
  const first = sql<string>`(${today(timeZone)} - ${hari - 1}::int)`;
  const [items, counted] = await Promise.all([
    db
      .selectFrom('pencarian_harian')
      .select(['kueri', sql<number>`sum(jumlah)::int`.as('jumlah')])
      .where('hari', '>=', first)
      .groupBy('kueri')
      .orderBy('jumlah', 'desc')
      .orderBy('kueri')
      .limit(limit)
      .execute(),
    db
      .selectFrom('pencarian_harian')
      .select(sql<number>`coalesce(sum(jumlah), 0)::int`.as('total'))
      .where('hari', '>=', first)
      .executeTakeFirst(),
  ]);
  return { hari, items, total: counted?.total ?? 0 };
}
