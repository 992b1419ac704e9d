import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { KetersediaanTable } from '../../db/schema.js';
import { onPresentAxes } from '../kabar-stok/kabar-stok.sampah.js';

// Availability cells in Sampah snapshots (services/sampah): a product, colour or size takes its
// cells (deleted with it by the foreign keys' cascade) and puts them back on restore.

export type Cell = Selectable<KetersediaanTable>;

export async function cellsWhere(
  trx: Db,
  column: 'id_produk' | 'id_warna' | 'id_ukuran',
  id: number,
): Promise<Cell[]> {
  return trx.selectFrom('ketersediaan').selectAll().where(column, '=', id).execute();
}

/** Puts cells back, leaving out those whose colour or size is not there now. */
export async function restoreCells(trx: Db, cells: Cell[]): Promise<void> {
  const kept = await onPresentAxes(trx, cells);
  if (kept.length === 0) return;
  await trx
    .insertInto('ketersediaan')
    .values(kept)
    // A cell set since (the grid saved again) stays as it is.
    .onConflict((oc) => oc.doNothing())
    .execute();
}
