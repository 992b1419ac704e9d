import { sql, type RawBuilder } from 'kysely';
import { normalizeSinonimTerm } from '../../../src/shared/search-text.js';
import type { Db } from '../../db/connect.js';
import type { KeptUntilChange } from '../../services/change-feed/kept-until-change.js';
import { escapeLike } from '../../db/escape-like.js';
import { produkColumns, type ProdukSelection } from '../../db/produk-columns.js';
import { effectiveDiskonSql } from '../diskon/diskon-harga.js';
import { listedSql } from '../../db/produk-tayang.js';
import { synonymsOf } from '../sinonim/sinonim.queries.js';
import { searchDictionaryQuery, type DictionaryMatch, type SearchWord } from './dictionary.js';
import { normalizeSearchText } from './normalize.js';

// The search's statements: the ranking of names (typos included), synonyms, descriptions and
// colours (docs/product.md §10, docs/decisions/0001). The module's entry is search.ts.

/** The products a query finds, ranked (searchProdukQuery), `limit` at most. */
async function rankedRows(
  db: Db,
  query: string,
  limit: number,
  dictionary?: KeptUntilChange,
): Promise<ProdukSelection[]> {
  const search = await prepareSearch(db, query, dictionary);
  if (!search) return [];
  return (await searchProdukQuery(search, limit).execute(db)).rows;
}

/** The most queries with a synonym a search tries, each a statement of its own. */

/** The product's columns as visitors read them: the shown discount (docs/product.md §14). */
function visitorColumns() {
  return sql.join(
    produkColumns.map((column) =>
      column === 'diskon'
        ? sql`${effectiveDiskonSql('produk')} as diskon`
        : sql.ref(`produk.${column}`),
    ),
  );
}

export const MAX_SYNONYM_QUERIES = 6;

/**
 * The query again with one of its terms (a word, or a run of two or three words) replaced by
 * each of its synonyms (the admin's groups, migrations/0016), longest terms first and no word
 * replaced twice; and the synonyms used. `gamis koko` → `dress koko`, `abaya koko`,
 * `gamis kemeja`. A query holding two terms is not tried with both replaced at once.
 */
export async function synonymQueries(
  db: Db,
  query: string,
): Promise<{ query: string; synonym: string }[]> {
  // The query as synonym terms are stored: lower case, single spaces.
  const words = normalizeSinonimTerm(query).split(' ').filter(Boolean);
  const runs: { start: number; length: number; text: string }[] = [];
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      runs.push({ start, length, text: words.slice(start, start + length).join(' ') });
    }
  }
  const synonyms = await synonymsOf(db, [...new Set(runs.map((run) => run.text))]);
  const replaced = new Array<boolean>(words.length).fill(false);
  const queries: { query: string; synonym: string }[] = [];
  for (const { start, length, text } of runs) {
    const others = synonyms.get(text);
    if (!others || replaced.slice(start, start + length).some(Boolean)) continue;
    replaced.fill(true, start, start + length);
    for (const synonym of others) {
      const replacedQuery = [...words.slice(0, start), synonym, ...words.slice(start + length)];
      queries.push({ query: replacedQuery.join(' '), synonym });
    }
  }
  return queries.slice(0, MAX_SYNONYM_QUERIES);
}

/**
 * What the query finds in names, then, while there is room for more, what it finds with a
 * synonym (synonymQueries, in their order), then products whose description or colours hold its
 * words (textMatchQuery): each kind ranks below the one before, so a synonym's products follow
 * every product the query's own words name, typos included (docs/product.md §10). Returns the
 * synonyms that found something, for the search page to highlight.
 */
export async function searchRanked(
  db: Db,
  query: string,
  limit: number,
  dictionary?: KeptUntilChange,
): Promise<{ rows: ProdukSelection[]; synonyms: string[] }> {
  const rows = await rankedRows(db, query, limit, dictionary);
  if (rows.length >= limit) return { rows, synonyms: [] };
  const seen = new Set(rows.map((row) => row.id));
  const add = (found: ProdukSelection[]) => {
    let added = false;
    for (const row of found) {
      if (rows.length >= limit) break;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
      added = true;
    }
    return added;
  };
  const used: string[] = [];
  for (const { query: withSynonym, synonym } of await synonymQueries(db, query)) {
    if (rows.length >= limit) break;
    if (add(await rankedRows(db, withSynonym, limit, dictionary)) && !used.includes(synonym)) {
      used.push(synonym);
    }
  }
  if (rows.length < limit) {
    const inText = await textMatchQuery(db, query, [...seen], limit - rows.length);
    if (inText) add((await inText.execute(db)).rows);
  }
  return { rows, synonyms: used };
}

/** The shortest word that reads the description's and colours' trigram indexes. */
const MIN_TEXT_WORD = 3;

/**
 * Products other than `exclude` whose name, description or a colour's name holds each word of
 * the query (as search normalises them; each word may be in a different one of them), best
 * sellers first. Candidates come through the trigram indexes (migrations/0017) of the query's
 * longest word; undefined when that word is too short for them, or the query is blank.
 */
async function textMatchQuery(db: Db, query: string, exclude: number[], limit: number) {
  const words = query.split(/\s+/).filter(Boolean);
  const normalized = (await normalizeSearchText(db, words))
    .map((word) => word.normal)
    .filter((word) => word !== '');
  const lead = normalized.reduce(
    (a, b) => (Array.from(b).length > Array.from(a).length ? b : a),
    '',
  );
  if (Array.from(lead).length < MIN_TEXT_WORD) return undefined;
  const inAny = (word: string) => {
    const pattern = `%${escapeLike(word)}%`;
    return sql`(
      produk.nama_cari like ${pattern}
      or etalase_search_text(produk.deskripsi_produk) like ${pattern}
      or exists (
        select 1 from warna
        where warna.id_produk = produk.id and etalase_search_text(warna.warna) like ${pattern}
      )
    )`;
  };
  const leadPattern = `%${escapeLike(lead)}%`;
  const columns = visitorColumns();
  return sql<ProdukSelection>`
    with candidates as (
      select id from produk where etalase_search_text(deskripsi_produk) like ${leadPattern}
      union
      select id_produk from warna where etalase_search_text(warna) like ${leadPattern}
      union
      select id from produk where ${searchName} like ${leadPattern}
    )
    select ${columns} from candidates join produk on produk.id = candidates.id
    where produk.id <> all(${exclude}::int[])
      and ${listedSql()}
      and ${sql.join([...new Set(normalized)].map(inAny), sql` and `)}
    order by produk.jumlah_terjual desc, produk.id
    limit ${limit}
  `;
}

/** A search as the database sees it: the whole query and each word, normalised. */
export interface PreparedSearch {
  query: string;
  words: SearchWord[];
}

/**
 * Normalises the query and reads, for each word, its dictionary words (one or two statements):
 * undefined when the query is blank or a word can match no name at all. With `dictionary`, the
 * words' lookup is kept until the catalogue changes (the dictionary is made of its names).
 */
export async function prepareSearch(
  db: Db,
  query: string,
  dictionary?: KeptUntilChange,
): Promise<PreparedSearch | undefined> {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  // The whole query as a name would hold it: its words one space apart.
  const [whole, ...normalized] = await normalizeSearchText(db, [words.join(' '), ...words]);
  // A word that normalises to nothing is in every name.
  const kept = normalized.filter((word) => word.normal !== '');
  const cheapest = kept.map(() => new Map<string, number>());
  const counts = kept.map(() => new Map<string, number>());
  const counted = kept.length > 1;
  const lookup = searchDictionaryQuery(kept, { counted });
  if (lookup) {
    const read = async () => (await lookup.execute(db)).rows;
    const key = JSON.stringify([counted, kept.map((word) => [word.normal, word.alnum])]);
    for (const row of await (dictionary ? dictionary.get(key, read) : read())) {
      const costs = cheapest[row.word];
      const known = costs?.get(row.kata);
      if (known === undefined || row.cost < known) costs?.set(row.kata, row.cost);
      counts[row.word]?.set(row.kata, row.produk_count);
    }
  }
  const prepared = kept.map((word, i) => ({
    ...word,
    matches: [...(cheapest[i] ?? [])].map(([kata, cost]) => ({ kata, cost })),
    produkCount: [...(counts[i]?.values() ?? [])].reduce((sum, n) => sum + n, 0),
  }));
  if (prepared.some((word) => word.alnum && word.matches.length === 0)) return undefined;
  return { query: whole?.normal ?? '', words: prepared };
}

/** Whether the product of that id is listed: search finds only what visitors see listed. */
const listedById = (id: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from produk tayang where tayang.id = ${id} and ${listedSql('tayang')})`;

/** A product's name as search compares it (indexed by produk_nama_trgm_idx). */
const searchName = sql<string>`etalase_search_text(nama_produk)`;

/**
 * A word's dictionary words and their costs as rows (word, kata, cost): two arrays, however
 * many words a short prefix finds.
 */
function dictionaryRows(word: number, matches: DictionaryMatch[]) {
  return sql`(
    select ${word}::int as word, kata, cost
    from unnest(${matches.map((m) => m.kata)}::text[], ${matches.map((m) => m.cost)}::int[])
      as k (kata, cost)
  )`;
}

/**
 * The search itself (searchProduk runs it; a test reads its plan).
 *
 * Matches: every word must be in the name, or be a typo of one of its words. A word with
 * other characters than letters and digits may span two words of a name: it is looked up in the
 * name's trigram index as well, and costs nothing where the name holds it.
 *
 * Ranking: names holding the whole query first, then the lowest cost (the sum of each word's
 * cheapest dictionary word: the same word, a longer word, a typo), then best sellers, then id.
 *
 * One word of letters and digits (most searches): a name holds the word exactly when its cost is
 * 0 or 1, so the cost and the sold count rank alone, and they are both in produk_kata: each
 * dictionary word gives its best sellers from produk_kata_terlaris_idx, `limit` at most, and
 * the best of those are the answer. Several words (or one with other characters): the products
 * that hold every word, with their costs and sold counts from produk_kata, ranked with the names
 * that hold the whole query first; each candidate is read from produk once, by its key.
 */
export function searchProdukQuery(search: PreparedSearch, limit: number) {
  const columns = visitorColumns();
  const [only] = search.words;
  if (search.words.length === 1 && only?.alnum) {
    return sql<ProdukSelection>`
      with query_words as ${dictionaryRows(0, only.matches)},
      candidates as (
        select best_selling.id_produk, min(query_words.cost) as cost,
          max(best_selling.jumlah_terjual) as sold
        from query_words
        cross join lateral (
          select id_produk, jumlah_terjual from produk_kata
          where produk_kata.kata = query_words.kata and ${listedById(sql`produk_kata.id_produk`)}
          order by jumlah_terjual desc, id_produk
          limit ${limit}
        ) as best_selling
        group by best_selling.id_produk
        order by cost, sold desc, best_selling.id_produk
        limit ${limit}
      )
      select ${columns} from candidates join produk on produk.id = candidates.id_produk
      order by candidates.cost, produk.jumlah_terjual desc, produk.id
    `;
  }

  // Words that normalise to nothing (a lone accent) are in every name.
  if (search.words.length === 0) {
    return sql<ProdukSelection>`
      select ${columns} from produk where ${listedSql()}
      order by jumlah_terjual desc, id limit ${limit}
    `;
  }
  // The rarest word of letters and digits leads: its products are read, and each is checked
  // for the other words through its own few words (produk_kata_produk_idx).
  const lead = search.words.reduce((best, word) =>
    word.alnum && (!best.alnum || word.produkCount < best.produkCount) ? word : best,
  );
  const leadIndex = search.words.indexOf(lead);
  const inNamePattern = (word: SearchWord) => `%${escapeLike(word.normal)}%`;

  const leadRows = sql`
    select id_produk, min(cost) as cost, max(jumlah_terjual) as sold from (
      ${
        lead.matches.length > 0
          ? sql`
            select produk_kata.id_produk, query_words.cost, produk_kata.jumlah_terjual
            from ${dictionaryRows(leadIndex, lead.matches)} as query_words
            join produk_kata on produk_kata.kata = query_words.kata`
          : sql`select null::int as id_produk, 0 as cost, 0 as jumlah_terjual where false`
      }
      ${
        lead.alnum
          ? sql``
          : sql`
            union all
            select id, 0, jumlah_terjual from produk where ${searchName} like ${inNamePattern(lead)}`
      }
    ) as lead_rows
    group by id_produk
  `;
  const others = search.words.flatMap((word, i) => (i === leadIndex ? [] : [{ word, i }]));
  // A word of letters and digits is in the name exactly when one of its dictionary words is: a
  // join the planner may make by hash or by each candidate's few words (produk_kata_produk_idx).
  const joined = others.filter(({ word }) => word.alnum);
  const joins = joined.map(
    ({ word, i }) => sql`
      join produk_kata as ${sql.id(`pk_${i}`)} on ${sql.ref(`pk_${i}.id_produk`)} = lead.id_produk
      join ${dictionaryRows(i, word.matches)} as ${sql.id(`word_${i}`)}
        on ${sql.ref(`word_${i}.kata`)} = ${sql.ref(`pk_${i}.kata`)}`,
  );
  // Another word may also span two words of the name: its cost is 0 where the name holds it.
  const spanning = others.filter(({ word }) => !word.alnum);
  const laterals = spanning.map(({ word, i }) => {
    const viaWords =
      word.matches.length > 0
        ? sql`
          select query_words.cost from produk_kata
          join ${dictionaryRows(i, word.matches)} as query_words on query_words.kata = produk_kata.kata
          where produk_kata.id_produk = lead.id_produk`
        : sql`select null::int as cost where false`;
    return sql`cross join lateral (
      select min(cost) as cost from (
        ${viaWords}
        union all
        select 0 from produk
        where produk.id = lead.id_produk and ${searchName} like ${inNamePattern(word)}
      ) as choices
    ) as ${sql.id(`word_${i}`)}`;
  });
  const totalCost = sql.join(
    [
      sql`lead.cost`,
      ...joined.map(({ i }) => sql`min(${sql.ref(`word_${i}.cost`)})`),
      ...spanning.map(({ i }) => sql.ref(`word_${i}.cost`)),
    ],
    sql` + `,
  );
  const everyWord = spanning.length
    ? sql.join(
        spanning.map(({ i }) => sql`${sql.ref(`word_${i}.cost`)} is not null`),
        sql` and `,
      )
    : sql`true`;
  const groupBy = sql.join([
    sql`lead.id_produk`,
    sql`lead.cost`,
    sql`lead.sold`,
    ...spanning.map(({ i }) => sql.ref(`word_${i}.cost`)),
  ]);

  // Names that hold the whole query come first, then the cheapest, then best sellers. The
  // candidates are few (those holding the rarest word and every other one): each is read once
  // by its key, for whether it is listed and whether its name holds the whole query.
  return sql<ProdukSelection>`
    with matched as materialized (
      select lead.id_produk, ${totalCost} as cost, lead.sold
      from (${leadRows}) as lead
      ${sql.join([...joins, ...laterals], sql` `)}
      where ${everyWord}
      group by ${groupBy}
    ),
    top as (
      select matched.id_produk, strpos(produk.nama_cari, ${search.query}) > 0 as whole, matched.cost
      from matched
      join produk on produk.id = matched.id_produk
      where ${listedSql()}
      order by whole desc, matched.cost, produk.jumlah_terjual desc, produk.id
      limit ${limit}
    )
    select ${columns} from top join produk on produk.id = top.id_produk
    order by top.whole desc, top.cost, produk.jumlah_terjual desc, produk.id
  `;
}

/** The trigram indexes with a pending list (migrations/0035). */
const PENDING_LIST_INDEXES = [
  'produk_nama_trgm_idx',
  'produk_deskripsi_trgm_idx',
  'warna_nama_trgm_idx',
] as const;

/**
 * Merges what bulk writes left in the trigram indexes' pending lists, which every search would
 * otherwise read until VACUUM runs (tens of milliseconds after 5 000 rows).
 */
export async function mergePendingLists(db: Db): Promise<void> {
  for (const index of PENDING_LIST_INDEXES) {
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}
