import { sql } from 'kysely';
import { KANAL_KELUAR, type KanalKeluar } from '../../../src/shared/keluar.js';
import type { KlikPerKanal, KlikSummary } from '../../../src/shared/schemas/klik.js';
import type { Db } from '../../db/connect.js';

const TOP_PRODUK_COUNT = 5;

/** The shop's calendar day now, as PostgreSQL reads SHOP_TIME_ZONE. */
const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/**
 * Clicks made today, one row each, in one statement. A product deleted since its click was made
 * counts as none (as its older clicks do) rather than failing the others.
 */
export async function recordKlik(
  db: Db,
  clicks: readonly { kanal: KanalKeluar; idProduk: number | null }[],
  timeZone: string,
): Promise<void> {
  await db
    .insertInto('klik_keluar')
    .values(
      clicks.map((c) => ({
        hari: today(timeZone),
        kanal: c.kanal,
        id_produk:
          c.idProduk === null
            ? null
            : db.selectFrom('produk').select('id').where('id', '=', c.idProduk),
      })),
    )
    .execute();
}

const noClicks = (): KlikPerKanal =>
  Object.fromEntries(KANAL_KELUAR.map((k) => [k, 0])) as KlikPerKanal;

/** Clicks of the last `hari` days (today included): per channel, per day and the top products. */
export async function klikSummary(
  db: Db,
  hari: KlikSummary['hari'],
  timeZone: string,
): Promise<KlikSummary> {
  const first = sql<string>`(${today(timeZone)} - ${hari - 1}::int)`;
  const [days, counts, top] = await Promise.all([
    sql<{ hari: string }>`
      select to_char(d, 'YYYY-MM-DD') as hari
      from generate_series(${first}, ${today(timeZone)}, interval '1 day') as d
    `.execute(db),
    db
      .selectFrom('klik_keluar')
      .select([
        sql<string>`to_char(hari, 'YYYY-MM-DD')`.as('hari'),
        'kanal',
        (eb) => eb.fn.countAll<number>().as('jumlah'),
      ])
      .where('hari', '>=', first)
      .groupBy(['hari', 'kanal'])
      .execute(),
    db
      .selectFrom('klik_keluar as k')
      .innerJoin('produk as p', 'p.id', 'k.id_produk')
      .select(['p.id', 'p.nama_produk', (eb) => eb.fn.countAll<number>().as('jumlah')])
      .where('k.hari', '>=', first)
      .groupBy(['p.id', 'p.nama_produk'])
      .orderBy('jumlah', 'desc')
      .orderBy('p.id')
      .limit(TOP_PRODUK_COUNT)
      .execute(),
  ]);
  const perHari = new Map(days.rows.map((d) => [d.hari, { hari: d.hari, ...noClicks() }]));
  const perKanal = noClicks();
  for (const row of counts) {
    const { jumlah } = row;
    perKanal[row.kanal] += jumlah;
    const day = perHari.get(row.hari);
    if (day) day[row.kanal] += jumlah;
  }
  return {
    hari,
    total: Object.values(perKanal).reduce((sum, n) => sum + n, 0),
    perKanal,
    perHari: [...perHari.values()],
    produkTeratas: top,
  };
}
