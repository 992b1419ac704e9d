import { sql } from 'kysely';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import type { UkuranSortKey } from '../../../src/shared/schemas/ukuran-write.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { containsPattern } from '../../db/escape-like.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';

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

/** Every product's size rows, each product's in the order they were added. */
export function listAllUkuran(db: Db): Promise<Ukuran[]> {
  return db.selectFrom('ukuran').select(ukuranColumns).orderBy('id').execute();
}

export type UkuranValues = Omit<Ukuran, 'id' | 'id_produk'>;

interface UkuranFilters {
  idProduk?: number | undefined;
  search: string;
}

export type UkuranWithProduk = Ukuran & { nama_produk: string };

/** Size rows with their product's name, filtered by product and by age, size or product name. */
function ukuranWithProduk(db: Db, filters: UkuranFilters) {
  let query = db
    .selectFrom('ukuran')
    .innerJoin('produk', 'produk.id', 'ukuran.id_produk')
    .select([...ukuranColumns.map((c) => `ukuran.${c}` as const), 'produk.nama_produk']);
  if (filters.idProduk !== undefined)
    query = query.where('ukuran.id_produk', '=', filters.idProduk);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('ukuran.usia', 'ilike', pattern),
        eb('ukuran.ukuran', 'ilike', pattern),
        eb('produk.nama_produk', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** Every matching size row, grouped by product (what the legacy GET /ukuran answers). */
export function listUkuranForAdmin(db: Db, filters: UkuranFilters): Promise<UkuranWithProduk[]> {
  return ukuranWithProduk(db, filters).orderBy('ukuran.id_produk').orderBy('ukuran.id').execute();
}

const measure = (column: string) => ({ column: `ukuran.${column}`, text: true });

/** The admin's size table: every column sorts, and its search reads every text it shows. */
const adminList: ListSpec<UkuranSortKey> = {
  sort: {
    produk: { column: 'produk.nama_produk', text: true },
    usia: measure('usia'),
    ukuran: measure('ukuran'),
    panjang_atasan: measure('panjang_atasan'),
    lingkar_dada: measure('lingkar_dada'),
    panjang_tangan: measure('panjang_tangan'),
    panjang_bawahan: measure('panjang_bawahan'),
  },
  search: [
    'produk.nama_produk',
    ...ukuranColumns.filter((c) => c !== 'id' && c !== 'id_produk').map((c) => `ukuran.${c}`),
  ],
  id: 'ukuran.id',
};

/**
 * One page of the admin's size table: newest product first, its rows in the order added, or by
 * a column.
 */
export function pageUkuranForAdmin(
  db: Db,
  filters: ListFilters<UkuranSortKey> & { idProduk?: number | undefined },
  page: PageRequest,
): Promise<Page<UkuranWithProduk>> {
  const { idProduk, ...list } = filters;
  const query = ukuranWithProduk(db, { idProduk, search: '' })
    .orderBy('ukuran.id_produk', 'desc')
    .orderBy('ukuran.id');
  return fetchPage(searchedAndSorted(query, adminList, list), page);
}

export function findUkuran(db: Db, id: number): Promise<Ukuran | undefined> {
  return db.selectFrom('ukuran').select(ukuranColumns).where('id', '=', id).executeTakeFirst();
}

export function insertUkuran(db: Db, idProduk: number, values: UkuranValues): Promise<Ukuran> {
  return db
    .insertInto('ukuran')
    .values({ ...values, id_produk: idProduk })
    .returning(ukuranColumns)
    .executeTakeFirstOrThrow();
}

export function updateUkuran(
  db: Db,
  id: number,
  values: UkuranValues,
): Promise<Ukuran | undefined> {
  return db
    .updateTable('ukuran')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(ukuranColumns)
    .executeTakeFirst();
}

export async function deleteUkuran(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ukuran').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Inserts many sizes in one statement (the CSV import's new products), answering their ids in the order given. */
export async function insertUkuranMany(
  db: Db,
  rows: readonly Omit<Ukuran, 'id'>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('ukuran')
    .values([...rows])
    .returning('id')
    .execute();
  // Ids are taken in the order of the values, so sorted they are in that order.
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}
