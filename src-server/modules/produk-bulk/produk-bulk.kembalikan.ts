import type { Db } from '../../db/connect.js';
import {
  cannotRevert,
  produkOf,
  valuesBefore,
  type KembalikanKind,
  type RevertRow,
} from '../../services/riwayat/kembalikan.js';
import { lockProdukIds, writeBackProduk } from '../produk/produk.queries.js';

// A bulk edit taken back from Riwayat ("Kembalikan", services/riwayat/kembalikan.ts): each
// product's category, discount, price or status as it was before, through the product's own
// writer. Any admin's, as the bulk edit is (produk-bulk.router.ts).

/** Writes back the products' own fields `rows` changed; refuses any other row. */
export async function revertProdukFields(trx: Db, rows: RevertRow[]): Promise<void> {
  if (rows.some((row) => row.entitas !== 'produk' || row.aksi !== 'diubah')) throw cannotRevert();
  if (!(await writeBackProduk(trx, valuesBefore(rows, 'produk')))) throw cannotRevert();
}

export const produkBulkKembalikan: KembalikanKind = {
  access: 'admin',
  lock: async (trx, rows) => {
    await lockProdukIds(trx, produkOf(rows));
  },
  revert: revertProdukFields,
};
