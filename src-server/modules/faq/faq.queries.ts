import { sql } from 'kysely';
import type { Faq, FaqSort, FaqSortKey } from '../../../src/shared/schemas/faq.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { containsPattern } from '../../db/escape-like.js';
import { orderByKey, type ListFilters, type SortColumn } from '../../db/list-order.js';

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

interface FaqFilters {
  search: string;
  sort: FaqSort;
}

/** FAQ entries whose question or answer contains `search` (any case), in the chosen order. */
function faqQuery(db: Db, { search, sort }: FaqFilters) {
  let query = db.selectFrom('faq').select(faqColumns);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb('pertanyaan', 'ilike', pattern), eb('jawaban', 'ilike', pattern)]),
    );
  }
  switch (sort) {
    case 'terbaru':
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    case 'terlama':
      return query.orderBy('created_at').orderBy('id');
    case 'a-z':
      return query.orderBy(sql`lower(pertanyaan)`).orderBy('id');
    case 'z-a':
      return query.orderBy(sql`lower(pertanyaan)`, 'desc').orderBy('id');
  }
}

export async function listFaq(db: Db, filters: FaqFilters): Promise<Faq[]> {
  return (await faqQuery(db, filters).execute()).map(toFaq);
}

/** The admin table's sortable columns; its search reads both texts already (faqQuery). */
const adminSortColumns: Record<FaqSortKey, SortColumn> = {
  pertanyaan: { column: 'pertanyaan', text: true },
  jawaban: { column: 'jawaban', text: true },
  dibuat: { column: 'created_at' },
};

/** One page of the admin's FAQ table, in a spec order or by a column. */
export async function pageFaq(
  db: Db,
  filters: FaqFilters & ListFilters<FaqSortKey>,
  page: PageRequest,
): Promise<Page<Faq>> {
  const query = orderByKey(faqQuery(db, filters), adminSortColumns, filters, 'id');
  const found = await fetchPage(query, page);
  return { ...found, items: found.items.map(toFaq) };
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
