import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { KabarStokTable } from '../../db/schema.js';

// Back-in-stock requests in Sampah snapshots (services/sampah): a product, colour or size takes
// the requests still waiting on it, deleted with it by the foreign keys' cascade; those that
// ended were answered already.

export type KabarStokRow = Selectable<KabarStokTable>;

/** The requests waiting on a product, colour or size. */
export async function waitingRequestsWhere(
  trx: Db,
  column: 'id_produk' | 'id_warna' | 'id_ukuran',
  id: number,
): Promise<KabarStokRow[]> {
  return trx
    .selectFrom('kabar_stok')
    .selectAll()
    .where(column, '=', id)
    .where('berakhir_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Of rows naming a product's colour and size, those whose colour and size are there now. */
export async function onPresentAxes<
  R extends { id_produk: number; id_warna: number | null; id_ukuran: number | null },
>(trx: Db, rows: R[]): Promise<R[]> {
  if (rows.length === 0) return rows;
  const idProduk = rows[0]?.id_produk ?? 0;
  const [warna, ukuran] = await Promise.all([
    trx.selectFrom('warna').select('id').where('id_produk', '=', idProduk).execute(),
    trx.selectFrom('ukuran').select('id').where('id_produk', '=', idProduk).execute(),
  ]);
  const warnaIds = new Set(warna.map((w) => w.id));
  const ukuranIds = new Set(ukuran.map((u) => u.id));
  return rows.filter(
    (row) =>
      (row.id_warna === null || warnaIds.has(row.id_warna)) &&
      (row.id_ukuran === null || ukuranIds.has(row.id_ukuran)),
  );
}

/** Puts waiting requests back, with their ids, where their colour and size are there now. */
export async function restoreRequests(
  trx: Db,
  requests: KabarStokRow[] | undefined,
): Promise<void> {
  const kept = await onPresentAxes(trx, requests ?? []);
  if (kept.length === 0) return;
  await trx
    .insertInto('kabar_stok')
    .values(kept)
    // The same address asked again for the same cell meanwhile: one request waits.
    .onConflict((oc) => oc.doNothing())
    .execute();
}
