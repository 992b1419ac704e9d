import { sql } from 'kysely';
import type { Faq, FaqSort } from '../../../src/shared/schemas/faq.js';
import type { Db } from '../../db/connect.js';
import { escapeLike } from '../produk/produk.queries.js';

/** FAQ entries whose question or answer contains `search` (any case), in the chosen order. */
export async function listFaq(db: Db, options: { search: string; sort: FaqSort }): Promise<Faq[]> {
  let query = db.selectFrom('faq').select(['id', 'pertanyaan', 'jawaban', 'created_at']);
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
  const rows = await query.execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
}
