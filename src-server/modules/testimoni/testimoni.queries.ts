import { sql } from 'kysely';
import type { Testimoni } from '../../../src/shared/schemas/testimoni.js';
import type { Db } from '../../db/connect.js';
import type { TestimoniRow } from '../../db/schema.js';

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
