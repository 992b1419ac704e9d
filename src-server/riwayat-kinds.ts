import { diskonMulaiKembalikan } from './modules/diskon/diskon.kembalikan.js';
import { produkBulkKembalikan } from './modules/produk-bulk/produk-bulk.kembalikan.js';
import { produkCsvKembalikan } from './modules/produk-csv/produk-csv.kembalikan.js';
import { registerKembalikanKinds } from './services/riwayat/kembalikan.js';

/**
 * Hands every kind of action Riwayat can take back ("Kembalikan") to its registry
 * (services/riwayat/kembalikan.ts): each feature says how its action is reverted and who may.
 * Adding a kind is its name in src/shared/schemas/riwayat.ts (TINDAKAN_JENIS) with its label in
 * the admin copy, its `<feature>.kembalikan.ts`, an entry here, and its action calling
 * recordTindakan in its transaction.
 */
export function registerAllKembalikanKinds(): void {
  registerKembalikanKinds({
    'ubah-massal': produkBulkKembalikan,
    'impor-csv': produkCsvKembalikan,
    'diskon-mulai': diskonMulaiKembalikan,
  });
}
