import { sql } from 'kysely';
import type { Testimoni, TestimoniAdminRow } from '../../../src/shared/schemas/testimoni.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import type { TestimoniSortKey } from '../../../src/shared/schemas/testimoni-write.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import type { TestimoniRow } from '../../db/schema.js';
import type { TestimoniSource } from '../../../src/shared/limits.js';

const testimoniColumns = [
  'id',
  'nama_pembeli',
  'deskripsi_testimoni',
  'sumber_testimoni',
  'foto_testimoni',
  'id_produk',
  'created_at',
] as const;

type TestimoniSelection = Pick<TestimoniRow, (typeof testimoniColumns)[number]>;

function toTestimoni({ created_at, ...row }: TestimoniSelection): Testimoni {
  return { ...row, createdAt: created_at.toISOString() };
}

function newestFirst(db: Db) {
  return db
    .selectFrom('testimoni')
    .select(testimoniColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

export async function listAllTestimoni(db: Db): Promise<Testimoni[]> {
  return (await newestFirst(db).execute()).map(toTestimoni);
}

export async function listTestimoniPage(
  db: Db,
  options: { limit: number; offset: number },
): Promise<{ items: Testimoni[]; total: number }> {
  const [rows, count] = await Promise.all([
    newestFirst(db).limit(options.limit).offset(options.offset).execute(),
    db
      .selectFrom('testimoni')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toTestimoni), total: count.total };
}

export async function listTestimoniByProduk(db: Db, idProduk: number): Promise<Testimoni[]> {
  return (await newestFirst(db).where('id_produk', '=', idProduk).execute()).map(toTestimoni);
}

/**
 * The admin table's sortable columns (the allow-list: keys from the client, columns here), and
 * every text column its search reads: the buyer, the words, the source and the product.
 */
const adminList: ListSpec<TestimoniSortKey> = {
  sort: {
    nama_pembeli: { column: 'testimoni.nama_pembeli', text: true },
    deskripsi: { column: 'testimoni.deskripsi_testimoni', text: true },
    sumber: { column: 'testimoni.sumber_testimoni' },
    produk: { column: 'produk.nama_produk', text: true },
    dibuat: { column: 'testimoni.created_at' },
  },
  search: [
    'testimoni.nama_pembeli',
    'testimoni.deskripsi_testimoni',
    'testimoni.sumber_testimoni',
    'produk.nama_produk',
  ],
  id: 'testimoni.id',
};

/**
 * One page of the admin table, newest first: by source, and buyer name or text (docs/product.md §2);
 * each row names its linked product.
 */

export async function pageTestimoniForAdmin(
  db: Db,
  filters: ListFilters<TestimoniSortKey> & { sumber?: TestimoniSource | undefined },
  page: PageRequest,
): Promise<Page<TestimoniAdminRow>> {
  let query = db
    .selectFrom('testimoni')
    .leftJoin('produk', 'produk.id', 'testimoni.id_produk')
    .select(testimoniColumns.map((column) => `testimoni.${column}` as const))
    .select('produk.nama_produk')
    .orderBy('testimoni.created_at', 'desc')
    .orderBy('testimoni.id', 'desc');
  if (filters.sumber) query = query.where('sumber_testimoni', '=', filters.sumber);
  const found = await fetchPage(searchedAndSorted(query, adminList, filters), page);
  return {
    ...found,
    items: found.items.map(({ nama_produk, ...row }) => ({ ...toTestimoni(row), nama_produk })),
  };
}

export interface TestimoniValues {
  nama_pembeli: string;
  deskripsi_testimoni: string;
  sumber_testimoni: TestimoniSource;
  id_produk: number | null;
}

export async function insertTestimoni(
  db: Db,
  values: TestimoniValues & { foto_testimoni: string },
): Promise<Testimoni> {
  return toTestimoni(
    await db
      .insertInto('testimoni')
      .values(values)
      .returning(testimoniColumns)
      .executeTakeFirstOrThrow(),
  );
}

export async function lockTestimoniFoto(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('testimoni')
    .select('foto_testimoni')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.foto_testimoni;
}

export async function updateTestimoni(
  db: Db,
  id: number,
  values: TestimoniValues & { foto_testimoni?: string },
): Promise<Testimoni | undefined> {
  const row = await db
    .updateTable('testimoni')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(testimoniColumns)
    .executeTakeFirst();
  return row && toTestimoni(row);
}
