import type { Warna } from '../../../src/shared/schemas/warna.js';
import type { Db } from '../../db/connect.js';

const warnaColumns = ['id', 'id_produk', 'warna', 'foto'] as const;

/** A product's colour variants in the order they were added. */
export function listWarnaByProduk(db: Db, idProduk: number): Promise<Warna[]> {
  return db
    .selectFrom('warna')
    .select(warnaColumns)
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
}
