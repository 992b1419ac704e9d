import { sql } from 'kysely';
import type { Warna } from '../../../src/shared/schemas/warna.js';
import type { WarnaWithProduk } from '../../../src/shared/schemas/warna-write.js';
import type { Db } from '../../db/connect.js';
import { escapeLike } from '../produk/produk.queries.js';

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

/** Colours with their product's name, for the admin table, filtered by product and text. */
export function listWarnaForAdmin(
  db: Db,
  options: { idProduk?: number | undefined; search: string },
): Promise<WarnaWithProduk[]> {
  let query = db
    .selectFrom('warna')
    .innerJoin('produk', 'produk.id', 'warna.id_produk')
    .select(['warna.id', 'warna.id_produk', 'warna.warna', 'warna.foto', 'produk.nama_produk'])
    .orderBy('warna.id_produk')
    .orderBy('warna.id');
  if (options.idProduk !== undefined) query = query.where('warna.id_produk', '=', options.idProduk);
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('warna.warna', 'ilike', pattern), eb('produk.nama_produk', 'ilike', pattern)]),
    );
  }
  return query.execute();
}

export function findWarna(db: Db, id: number): Promise<Warna | undefined> {
  return db.selectFrom('warna').select(warnaColumns).where('id', '=', id).executeTakeFirst();
}

export function insertWarna(
  db: Db,
  values: { id_produk: number; warna: string; foto: string },
): Promise<Warna> {
  return db.insertInto('warna').values(values).returning(warnaColumns).executeTakeFirstOrThrow();
}

/** Locks the row and answers its current photo, if the colour still exists. */
export async function lockWarnaFoto(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('warna')
    .select('foto')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.foto;
}

export function updateWarna(
  db: Db,
  id: number,
  values: { warna: string; foto?: string },
): Promise<Warna | undefined> {
  return db
    .updateTable('warna')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(warnaColumns)
    .executeTakeFirst();
}

export function deleteWarna(db: Db, id: number): Promise<Warna | undefined> {
  return db.deleteFrom('warna').where('id', '=', id).returning(warnaColumns).executeTakeFirst();
}
