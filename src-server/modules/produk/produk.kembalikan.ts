import type { Db } from '../../db/connect.js';
import { cannotRevert, valuesBefore, type RevertRow } from '../../services/riwayat/kembalikan.js';
import { writeBackProduk } from './produk.queries.js';

// The product's part of Riwayat's "Kembalikan" (services/riwayat/kembalikan.ts): the kinds of
// action that change products' own fields (a bulk edit, a CSV import) write them back here.

/** Writes back the products' own fields `rows` changed; refuses any other row. */
export async function revertProdukFields(trx: Db, rows: RevertRow[]): Promise<void> {
  if (rows.some((row) => row.entitas !== 'produk' || row.aksi !== 'diubah')) throw cannotRevert();
  if (!(await writeBackProduk(trx, valuesBefore(rows, 'produk')))) throw cannotRevert();
}
