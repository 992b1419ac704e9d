import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import type { Warna, WarnaSwatch } from '../../../src/shared/schemas/warna.js';
import { CARD_SWATCH_COUNT } from '../../../src/shared/warna-swatch.js';
import type { WarnaSortKey, WarnaWithProduk } from '../../../src/shared/schemas/warna-write.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { containsPattern } from '../../db/escape-like.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import { isUniqueViolation } from '../../db/pg-errors.js';

const warnaColumns = ['id', 'id_produk', 'warna', 'foto', 'kode_warna'] as const;

/** A product's colour variants in the order they were added. */
export function listWarnaByProduk(db: Db, idProduk: number): Promise<Warna[]> {
  return db
    .selectFrom('warna')
    .select(warnaColumns)
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
}

/** Every product's colour variants, each product's in the order they were added. */
export function listAllWarna(db: Db): Promise<Warna[]> {
  return db.selectFrom('warna').select(warnaColumns).orderBy('id').execute();
}

interface WarnaFilters {
  idProduk?: number | undefined;
  search: string;
}

/** Colours with their product's name, filtered by product and by colour or product name. */
function warnaWithProduk(db: Db, filters: WarnaFilters) {
  let query = db
    .selectFrom('warna')
    .innerJoin('produk', 'produk.id', 'warna.id_produk')
    .select(['warna.id', 'warna.id_produk', 'warna.warna', 'warna.foto', 'produk.nama_produk']);
  if (filters.idProduk !== undefined) query = query.where('warna.id_produk', '=', filters.idProduk);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    query = query.where((eb) =>
      eb.or([eb('warna.warna', 'ilike', pattern), eb('produk.nama_produk', 'ilike', pattern)]),
    );
  }
  return query;
}

/** Every matching colour, grouped by product (what the legacy GET /warna answers). */
export function listWarnaForAdmin(db: Db, filters: WarnaFilters): Promise<WarnaWithProduk[]> {
  return warnaWithProduk(db, filters).orderBy('warna.id_produk').orderBy('warna.id').execute();
}

/** The admin's colour table: its sortable columns, and the text columns it shows. */
const adminList: ListSpec<WarnaSortKey> = {
  sort: {
    warna: { column: 'warna.warna', text: true },
    produk: { column: 'produk.nama_produk', text: true },
    dibuat: { column: 'warna.id' },
  },
  search: ['warna.warna', 'produk.nama_produk'],
  id: 'warna.id',
};

/** One page of the admin's colour table, newest first or by a column. */
export function pageWarnaForAdmin(
  db: Db,
  filters: ListFilters<WarnaSortKey> & { idProduk?: number | undefined },
  page: PageRequest,
): Promise<Page<WarnaWithProduk>> {
  const { idProduk, ...list } = filters;
  const query = warnaWithProduk(db, { idProduk, search: '' }).orderBy('warna.id', 'desc');
  return fetchPage(searchedAndSorted(query, adminList, list), page);
}

export function findWarna(db: Db, id: number): Promise<Warna | undefined> {
  return db.selectFrom('warna').select(warnaColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * The unique index of a product's colour names (migrations/0038, the fold of
 * src/shared/same-name.ts): a name the product holds already is a 409 in Indonesian, whichever
 * path writes it (the admin's form, the legacy API, the product editor).
 */
export const WARNA_NAMA_UNIK = 'warna_nama_unik';

async function sameNameRefused<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, WARNA_NAMA_UNIK)) {
      throw new TRPCError({ code: 'CONFLICT', message: messages.warnaDuplicateName, cause: error });
    }
    throw error;
  }
}

export function insertWarna(
  db: Db,
  values: { id_produk: number; warna: string; foto: string; kode_warna: string },
): Promise<Warna> {
  return sameNameRefused(
    db.insertInto('warna').values(values).returning(warnaColumns).executeTakeFirstOrThrow(),
  );
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
  values: { warna: string; foto?: string; kode_warna?: string },
): Promise<Warna | undefined> {
  return sameNameRefused(
    db
      .updateTable('warna')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returning(warnaColumns)
      .executeTakeFirst(),
  );
}

export function deleteWarna(db: Db, id: number): Promise<Warna | undefined> {
  return db.deleteFrom('warna').where('id', '=', id).returning(warnaColumns).executeTakeFirst();
}

/**
 * The first CARD_SWATCH_COUNT colours of each product and how many it has, for the swatch dots
 * on product cards: one query for a whole page of cards.
 */
export async function swatchesForProduk(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { swatches: WarnaSwatch[]; total: number }>> {
  const found = new Map<number, { swatches: WarnaSwatch[]; total: number }>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('warna')
        .select([
          'id',
          'id_produk',
          'warna',
          'kode_warna',
          sql<number>`row_number() over (partition by id_produk order by id)`.as('place'),
          sql<number>`count(*) over (partition by id_produk)`.as('total'),
        ])
        .where('id_produk', 'in', ids)
        .as('w'),
    )
    .selectAll()
    .where('place', '<=', CARD_SWATCH_COUNT)
    .orderBy('id_produk')
    .orderBy('place')
    .execute();
  for (const row of rows) {
    const entry = found.get(row.id_produk) ?? { swatches: [], total: row.total };
    entry.swatches.push({ id: row.id, warna: row.warna, kode_warna: row.kode_warna });
    found.set(row.id_produk, entry);
  }
  return found;
}
