import type { Db } from './connect.js';

// Whether products a write names still exist, for the rows that hold products (an offer's, a
// dated discount's): read with FOR SHARE, so none is deleted until the write commits.

/** Which of `ids` are products now. */
export async function presentProdukIds(trx: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const found = await trx
    .selectFrom('produk')
    .select('id')
    .where('id', 'in', ids)
    .forShare()
    .execute();
  return new Set(found.map((p) => p.id));
}

/** Whether every one of `ids` (each once) is a product. */
export async function allProdukExist(trx: Db, ids: readonly number[]): Promise<boolean> {
  return (await presentProdukIds(trx, ids)).size === ids.length;
}

/** The rows whose product still exists, in their order: a product deleted meanwhile is left out. */
export async function rowsOfPresentProduk<T extends { id_produk: number }>(
  trx: Db,
  rows: readonly T[],
): Promise<T[]> {
  const present = await presentProdukIds(
    trx,
    rows.map((row) => row.id_produk),
  );
  return rows.filter((row) => present.has(row.id_produk));
}
