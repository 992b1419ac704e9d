import { sql, type RawBuilder } from 'kysely';
import type { KetersediaanCell } from '../../../src/shared/ketersediaan.js';
import type {
  KetersediaanGrid,
  KetersediaanRow,
} from '../../../src/shared/schemas/ketersediaan.js';
import type { Db } from '../../db/connect.js';
import { syncKabarStok } from '../kabar-stok/kabar-stok.queries.js';

// Every SQL statement about availability per colour and size (docs/product.md §10
// Availability; the rule itself: src/shared/ketersediaan.ts).

/**
 * Whether the product `produkId` (a column reference such as `produk.id`) has a cell left: some
 * cell of its current grid (colours × sizes, "none" on a side it has none of) not marked Habis.
 * The SQL twin of availabilityOf(…).any, held to it by catalogue.queries.test.ts.
 */
export function availableSql(produkId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(not exists (
      select 1 from ketersediaan k where k.id_produk = ${produkId} and not k.tersedia
    ) or exists (
      select 1
      from (
        select w.id from warna w where w.id_produk = ${produkId}
        union all
        select null::integer where not exists (select 1 from warna w where w.id_produk = ${produkId})
      ) as c (id)
      cross join (
        select u.id from ukuran u where u.id_produk = ${produkId}
        union all
        select null::integer where not exists (select 1 from ukuran u where u.id_produk = ${produkId})
      ) as s (id)
      where not exists (
        select 1 from ketersediaan k
        where k.id_produk = ${produkId} and not k.tersedia
          and k.id_warna is not distinct from c.id and k.id_ukuran is not distinct from s.id
      )
    ))`;
}

/** The ids among `ids` of products with nothing left ("Stok habis" on their cards). */
export async function soldOutAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('produk')
    .select('produk.id')
    .where('produk.id', 'in', ids)
    // Only products with a cell marked Habis can be sold out: the rest are not looked at.
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('ketersediaan')
          .select(sql`1`.as('one'))
          .whereRef('ketersediaan.id_produk', '=', 'produk.id')
          .where('ketersediaan.tersedia', '=', false),
      ),
    )
    .where(sql<boolean>`not ${availableSql(sql.ref('produk.id'))}`)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** A product's cells marked Habis (what its page needs), in a fixed order. */
export function listHabisByProduk(db: Db, idProduk: number): Promise<KetersediaanCell[]> {
  return db
    .selectFrom('ketersediaan')
    .select(['id_warna', 'id_ukuran'])
    .where('id_produk', '=', idProduk)
    .where('tersedia', '=', false)
    .orderBy(sql`coalesce(id_warna, 0)`)
    .orderBy(sql`coalesce(id_ukuran, 0)`)
    .execute();
}

/** Every product's cells marked Habis, in the same order (the catalogue in memory). */
export function listAllHabis(db: Db): Promise<(KetersediaanCell & { id_produk: number })[]> {
  return db
    .selectFrom('ketersediaan')
    .select(['id_produk', 'id_warna', 'id_ukuran'])
    .where('tersedia', '=', false)
    .orderBy('id_produk')
    .orderBy(sql`coalesce(id_warna, 0)`)
    .orderBy(sql`coalesce(id_ukuran, 0)`)
    .execute();
}

/** The admin's grid of one product, or undefined when there is no such product. */
export async function readGrid(db: Db, idProduk: number): Promise<KetersediaanGrid | undefined> {
  const produk = await db
    .selectFrom('produk')
    .select(['id', 'nama_produk'])
    .where('id', '=', idProduk)
    .executeTakeFirst();
  if (!produk) return undefined;
  const [warna, ukuran, cells] = await Promise.all([
    db
      .selectFrom('warna')
      .select(['id', 'warna', 'kode_warna'])
      .where('id_produk', '=', idProduk)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ukuran')
      .select(['id', 'usia', 'ukuran'])
      .where('id_produk', '=', idProduk)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ketersediaan')
      .select(['id_warna', 'id_ukuran', 'tersedia', 'stok'])
      .where('id_produk', '=', idProduk)
      .orderBy(sql`coalesce(id_warna, 0)`)
      .orderBy(sql`coalesce(id_ukuran, 0)`)
      .execute(),
  ]);
  const colourIds = new Set(warna.map((w) => w.id));
  const sizeIds = new Set(ukuran.map((u) => u.id));
  return {
    produk,
    warna,
    ukuran,
    cells: cells.filter((cell) => isCurrentCell(cell, colourIds, sizeIds)),
  };
}

/**
 * Whether a mark is of the grid as it is now (a "no colour" mark from before the product had
 * colours is stale): what the admin's grid and the catalogue's CSV show.
 */
export function isCurrentCell(
  cell: KetersediaanRow,
  colourIds: ReadonlySet<number>,
  sizeIds: ReadonlySet<number>,
): boolean {
  return (
    (cell.id_warna === null ? colourIds.size === 0 : colourIds.has(cell.id_warna)) &&
    (cell.id_ukuran === null ? sizeIds.size === 0 : sizeIds.has(cell.id_ukuran))
  );
}

/** Locks the product for the save and answers its colour and size ids (undefined: no product). */
export async function lockProdukAxes(
  db: Db,
  idProduk: number,
): Promise<{ warna: Set<number>; ukuran: Set<number> } | undefined> {
  const produk = await db
    .selectFrom('produk')
    .select('id')
    .where('id', '=', idProduk)
    .forUpdate()
    .executeTakeFirst();
  if (!produk) return undefined;
  const [warna, ukuran] = await Promise.all([
    db.selectFrom('warna').select('id').where('id_produk', '=', idProduk).execute(),
    db.selectFrom('ukuran').select('id').where('id_produk', '=', idProduk).execute(),
  ]);
  return { warna: new Set(warna.map((w) => w.id)), ukuran: new Set(ukuran.map((u) => u.id)) };
}

/**
 * Replaces a product's marks with `cells`. Only what differs from "available, no count" is
 * stored: a product marked all Tersedia without counts has no rows, as before. Every writer of
 * marks goes through here or replaceCellsMany, inside a transaction that has locked the product:
 * a cell available again ends its back-in-stock requests with their mails (syncKabarStok).
 */
export async function replaceCells(
  db: Db,
  idProduk: number,
  cells: readonly KetersediaanRow[],
): Promise<void> {
  await db.deleteFrom('ketersediaan').where('id_produk', '=', idProduk).execute();
  const kept = cells.filter((c) => !c.tersedia || c.stok !== null);
  if (kept.length > 0) {
    await db
      .insertInto('ketersediaan')
      .values(kept.map((c) => ({ id_produk: idProduk, ...c })))
      .execute();
  }
  await syncKabarStok(db, [idProduk]);
}

/** Replaces the marks of many products at once (the catalogue's CSV import), as replaceCells (the products locked by the caller). */
export async function replaceCellsMany(
  db: Db,
  products: readonly { idProduk: number; cells: readonly KetersediaanRow[] }[],
): Promise<void> {
  if (products.length === 0) return;
  const ids = products.map((p) => p.idProduk);
  await db
    .deleteFrom('ketersediaan')
    .where(sql<boolean>`id_produk = any(${ids}::int[])`)
    .execute();
  const rows = products.flatMap(({ idProduk, cells }) =>
    cells.filter((c) => !c.tersedia || c.stok !== null).map((c) => ({ id_produk: idProduk, ...c })),
  );
  if (rows.length > 0) await insertCellRows(db, rows);
  await syncKabarStok(db, ids);
}

async function insertCellRows(db: Db, rows: readonly (KetersediaanRow & { id_produk: number })[]) {
  await sql`
    insert into ketersediaan (id_produk, id_warna, id_ukuran, tersedia, stok)
    select id_produk, id_warna, id_ukuran, tersedia, stok
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v (
      id_produk int, id_warna int, id_ukuran int, tersedia boolean, stok int
    )
  `.execute(db);
}
