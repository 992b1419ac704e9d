import { produkOf, type KembalikanKind } from '../../services/riwayat/kembalikan.js';
import { revertProdukFields } from '../produk/produk.kembalikan.js';
import { lockProdukIds } from '../produk/produk.queries.js';

// A bulk edit taken back from Riwayat ("Kembalikan", services/riwayat/kembalikan.ts): each
// product's category, discount, price or status as it was before, through the product's own
// writer. Any admin's, as the bulk edit is (produk-bulk.router.ts).

export const produkBulkKembalikan: KembalikanKind = {
  access: 'admin',
  lock: async (trx, rows) => {
    await lockProdukIds(trx, produkOf(rows));
  },
  revert: revertProdukFields,
};
