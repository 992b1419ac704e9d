import { sql } from 'kysely';
import type { KetersediaanRow } from '../../../src/shared/schemas/ketersediaan.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { foldName } from '../../../src/shared/same-name.js';
import type { Db } from '../../db/connect.js';
import { produkColumns, toProduk } from '../../db/produk-columns.js';
import { isCurrentCell } from '../ketersediaan/ketersediaan.queries.js';

// The catalogue's CSV reads (docs/product.md §11 Ekspor dan impor CSV): whole products with their colours, sizes and
// marked cells, a few statements for any number of products rather than four per product.

/** A product as its CSV row shows it. */
export interface ProdukSnapshot {
  produk: Produk;
  warna: { id: number; warna: string; kode_warna: string | null }[];
  ukuran: { id: number; usia: string; ukuran: string }[];
  /** The grid's marked cells as the admin's grid shows them (a stale mark left out). */
  cells: KetersediaanRow[];
}

/**
 * The products `ids` names that exist, in the order of `ids`. With `lock`, their rows are locked
 * for the rest of the transaction (in id order, so two imports never wait on each other in a
 * circle).
 */
export async function readSnapshots(
  db: Db,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<Map<number, ProdukSnapshot>> {
  const found = new Map<number, ProdukSnapshot>();
  if (ids.length === 0) return found;
  const list = sql`${[...ids]}::int[]`;
  let produkQuery = db
    .selectFrom('produk')
    .select(produkColumns)
    .where(sql<boolean>`id = any(${list})`)
    .orderBy('id');
  if (options.lock) produkQuery = produkQuery.forUpdate();
  const produk = await produkQuery.execute();
  const [warna, ukuran, cells] = await Promise.all([
    db
      .selectFrom('warna')
      .select(['id', 'id_produk', 'warna', 'kode_warna'])
      .where(sql<boolean>`id_produk = any(${list})`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ukuran')
      .select(['id', 'id_produk', 'usia', 'ukuran'])
      .where(sql<boolean>`id_produk = any(${list})`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ketersediaan')
      .select(['id_produk', 'id_warna', 'id_ukuran', 'tersedia', 'stok'])
      .where(sql<boolean>`id_produk = any(${list})`)
      .orderBy('id_produk')
      .orderBy(sql`coalesce(id_warna, 0)`)
      .orderBy(sql`coalesce(id_ukuran, 0)`)
      .execute(),
  ]);
  const byId = new Map<number, ProdukSnapshot>();
  for (const row of produk)
    byId.set(row.id, { produk: toProduk(row), warna: [], ukuran: [], cells: [] });
  for (const { id_produk, ...w } of warna) byId.get(id_produk)?.warna.push(w);
  for (const { id_produk, ...u } of ukuran) byId.get(id_produk)?.ukuran.push(u);
  for (const { id_produk, ...cell } of cells) byId.get(id_produk)?.cells.push(cell);
  for (const id of ids) {
    const snapshot = byId.get(id);
    if (!snapshot || found.has(id)) continue;
    const colourIds = new Set(snapshot.warna.map((w) => w.id));
    const sizeIds = new Set(snapshot.ukuran.map((u) => u.id));
    snapshot.cells = snapshot.cells.filter((c) => isCurrentCell(c, colourIds, sizeIds));
    found.set(id, snapshot);
  }
  return found;
}

/**
 * Every product's id by its name as folded (src/shared/same-name.ts), the oldest product's when
 * two share a name: what a new row's name is compared with.
 */
export async function readProdukNames(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('produk')
    .select(['id', 'nama_produk'])
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [foldName(row.nama_produk), row.id]));
}

/**
 * Holds, until the transaction ends, every other import that creates products: two uploads of one
 * file at once would otherwise each find its names free.
 */
export async function lockNewProdukNames(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('etalase.produk-csv.baru'))`.execute(db);
}
