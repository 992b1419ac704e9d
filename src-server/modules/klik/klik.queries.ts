import { sql } from 'kysely';
import { KANAL_KELUAR, type KanalKeluar } from '../../../src/shared/keluar.js';
import { PRODUK_KINERJA_MAX } from '../../../src/shared/limits.js';
import type {
  KlikPerKanal,
  KlikSummary,
  ProdukKinerja,
  ProdukKinerjaItem,
} from '../../../src/shared/schemas/klik.js';
import type { Db } from '../../db/connect.js';

const TOP_PRODUK_COUNT = 5;

/** The shop's calendar day now, as PostgreSQL reads SHOP_TIME_ZONE. */
const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/**
 * Clicks made today, one row each, in one statement. A product (or offer) deleted since its click was
 * made counts as none (as its older clicks do) rather than failing the others.
 */
export async function recordKlik(
  db: Db,
  clicks: readonly { kanal: KanalKeluar; idProduk: number | null; idPenawaran?: number | null }[],
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
        id_penawaran:
          c.idPenawaran == null
            ? null
            : db.selectFrom('penawaran').select('id').where('id', '=', c.idPenawaran),
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

/** Clicks ÷ views, or null without views. */
const rasio = (klik: number, dilihat: number) => (dilihat > 0 ? klik / dilihat : null);

/**
 * Views beside click-outs per product for the last `hari` days (today included): the products
 * with either, most viewed first (then most clicked), with their click-through.
 */
export async function produkKinerja(
  db: Db,
  hari: ProdukKinerja['hari'],
  timeZone: string,
): Promise<ProdukKinerja> {
  const first = sql<string>`(${today(timeZone)} - ${hari - 1}::int)`;
  const [views, clicks, other] = await Promise.all([
    db
      .selectFrom('produk_dilihat as d')
      .innerJoin('produk as p', 'p.id', 'd.id_produk')
      .select(['p.id', 'p.nama_produk', sql<number>`sum(d.jumlah)::int`.as('jumlah')])
      .where('d.hari', '>=', first)
      .groupBy(['p.id', 'p.nama_produk'])
      .execute(),
    db
      .selectFrom('klik_keluar as k')
      .innerJoin('produk as p', 'p.id', 'k.id_produk')
      .select(['p.id', 'p.nama_produk', 'k.kanal', (eb) => eb.fn.countAll<number>().as('jumlah')])
      .where('k.hari', '>=', first)
      .groupBy(['p.id', 'p.nama_produk', 'k.kanal'])
      .execute(),
    // Clicks with no product (a deleted product's are set to none): the rest of klikSummary's total.
    db
      .selectFrom('klik_keluar')
      .select((eb) => eb.fn.countAll<number>().as('jumlah'))
      .where('hari', '>=', first)
      .where('id_produk', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const perProduk = new Map<number, ProdukKinerjaItem>();
  const itemOf = (id: number, nama_produk: string) => {
    let item = perProduk.get(id);
    if (!item) {
      item = { id, nama_produk, dilihat: 0, klik: noClicks(), totalKlik: 0, rasioKlik: null };
      perProduk.set(id, item);
    }
    return item;
  };
  for (const row of views) itemOf(row.id, row.nama_produk).dilihat += row.jumlah;
  for (const row of clicks) {
    const item = itemOf(row.id, row.nama_produk);
    item.klik[row.kanal] += row.jumlah;
    item.totalKlik += row.jumlah;
  }
  const items = [...perProduk.values()];
  let dilihat = 0;
  let totalKlik = 0;
  for (const item of items) {
    item.rasioKlik = rasio(item.totalKlik, item.dilihat);
    dilihat += item.dilihat;
    totalKlik += item.totalKlik;
  }
  items.sort((a, b) => b.dilihat - a.dilihat || b.totalKlik - a.totalKlik || a.id - b.id);
  return {
    hari,
    dilihat,
    totalKlik,
    klikLain: other.jumlah,
    rasioKlik: rasio(totalKlik, dilihat),
    items: items.slice(0, PRODUK_KINERJA_MAX),
    jumlahProduk: items.length,
  };
}
