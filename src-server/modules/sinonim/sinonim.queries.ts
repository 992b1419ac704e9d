import { sql } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Sinonim, SinonimSortKey } from '../../../src/shared/schemas/sinonim.js';
import type { Db } from '../../db/connect.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';

// The shop's search synonyms (docs/product.md §10; migrations/0016): groups of terms, a term in
// one group at most.

/** A group's terms as one line, in the order they were typed: what the list shows and sorts. */
const termsLine = sql<string>`(
  select string_agg(k.kata, ', ' order by k.urutan) from sinonim_kata as k
  where k.id_sinonim = sinonim.id
)`;

const adminList: ListSpec<SinonimSortKey> = {
  sort: { kata: { column: termsLine, text: true }, diubah: { column: 'sinonim.updated_at' } },
  search: [termsLine],
  id: 'sinonim.id',
};

/**
 * One page of the groups, most recently changed first or by a column, those with a term that
 * holds `search`; each with its terms in the order they were typed.
 */
export async function pageSinonim(
  db: Db,
  filters: ListFilters<SinonimSortKey>,
  page: PageRequest,
): Promise<Page<Sinonim>> {
  const query = db
    .selectFrom('sinonim')
    .select([
      'sinonim.id',
      'sinonim.updated_at',
      sql<string[]>`array(
        select k.kata from sinonim_kata as k where k.id_sinonim = sinonim.id order by k.urutan
      )`.as('kata'),
    ])
    .orderBy('sinonim.updated_at', 'desc')
    .orderBy('sinonim.id', 'desc');
  const found = await fetchPage(searchedAndSorted(query, adminList, filters), page);
  return {
    ...found,
    items: found.items.map((row) => ({
      id: row.id,
      kata: row.kata,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
  };
}

/** The first of `kata` that another group (not `exceptId`) already holds. */
export async function takenTerm(
  db: Db,
  kata: string[],
  exceptId?: number,
): Promise<string | undefined> {
  let query = db.selectFrom('sinonim_kata').select('kata').where('kata', 'in', kata);
  if (exceptId !== undefined) query = query.where('id_sinonim', '<>', exceptId);
  const taken = new Set((await query.execute()).map((row) => row.kata));
  return kata.find((term) => taken.has(term));
}

async function writeTerms(db: Db, id: number, kata: string[]): Promise<void> {
  await db.deleteFrom('sinonim_kata').where('id_sinonim', '=', id).execute();
  await db
    .insertInto('sinonim_kata')
    .values(kata.map((term, urutan) => ({ kata: term, id_sinonim: id, urutan })))
    .execute();
}

/** A new group; run in a transaction (the group and its terms land together). */
export async function insertSinonim(db: Db, kata: string[]): Promise<number> {
  const { id } = await db
    .insertInto('sinonim')
    .defaultValues()
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeTerms(db, id, kata);
  return id;
}

/** Replaces a group's terms; false when there is no such group. Run in a transaction. */
export async function updateSinonim(db: Db, id: number, kata: string[]): Promise<boolean> {
  const updated = await db
    .updateTable('sinonim')
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await writeTerms(db, id, kata);
  return true;
}

export async function deleteSinonim(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('sinonim').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/**
 * For each of `terms` (the words of a query and their runs of two and three words, as search
 * compares them) that is in a group: the group's other terms.
 */
export async function synonymsOf(db: Db, terms: string[]): Promise<Map<string, string[]>> {
  if (terms.length === 0) return new Map();
  const { rows } = await sql<{ kata: string; lain: string[] }>`
    select k.kata,
      array(select o.kata from sinonim_kata as o
            where o.id_sinonim = k.id_sinonim and o.kata <> k.kata order by o.urutan) as lain
    from sinonim_kata as k
    where k.kata = any(${terms}::text[])
  `.execute(db);
  return new Map(rows.map((row) => [row.kata, row.lain]));
}
