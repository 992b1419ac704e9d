import { sql } from 'kysely';
import type { Faq, FaqSort } from '../../../src/shared/schemas/faq.js';
import type { Db } from '../../db/connect.js';
import { escapeLike } from '../produk/produk.queries.js';

const faqColumns = ['id', 'pertanyaan', 'jawaban', 'created_at'] as const;
const toFaq = ({
  created_at,
  ...row
}: {
  id: number;
  pertanyaan: string;
  jawaban: string;
  created_at: Date;
}): Faq => ({
  ...row,
  createdAt: created_at.toISOString(),
});

/** FAQ entries whose question or answer contains `search` (any case), in the chosen order. */
export async function listFaq(db: Db, options: { search: string; sort: FaqSort }): Promise<Faq[]> {
  let query = db.selectFrom('faq').select(faqColumns);
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('pertanyaan', 'ilike', pattern), eb('jawaban', 'ilike', pattern)]),
    );
  }
  switch (options.sort) {
    case 'terbaru':
      query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
      break;
    case 'terlama':
      query = query.orderBy('created_at').orderBy('id');
      break;
    case 'a-z':
      query = query.orderBy(sql`lower(pertanyaan)`).orderBy('id');
      break;
    case 'z-a':
      query = query.orderBy(sql`lower(pertanyaan)`, 'desc').orderBy('id');
      break;
  }
  return (await query.execute()).map(toFaq);
}

export async function insertFaq(
  db: Db,
  values: { pertanyaan: string; jawaban: string },
): Promise<Faq> {
  return toFaq(
    await db.insertInto('faq').values(values).returning(faqColumns).executeTakeFirstOrThrow(),
  );
}

export async function updateFaq(
  db: Db,
  id: number,
  values: { pertanyaan: string; jawaban: string },
): Promise<Faq | undefined> {
  const row = await db
    .updateTable('faq')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(faqColumns)
    .executeTakeFirst();
  return row && toFaq(row);
}

export async function deleteFaq(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('faq').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
