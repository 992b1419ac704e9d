import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import type { Db } from '../../db/connect.js';

const ukuranColumns = [
  'id',
  'id_produk',
  'usia',
  'ukuran',
  'panjang_atasan',
  'panjang_tangan',
  'panjang_bawahan',
  'lingkar_dada',
] as const;

/** A product's size rows in the order they were added (smallest first, as admins enter them). */
export function listUkuranByProduk(db: Db, idProduk: number): Promise<Ukuran[]> {
  return db
    .selectFrom('ukuran')
    .select(ukuranColumns)
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
}
