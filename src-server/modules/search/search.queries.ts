import { sql, type RawBuilder } from 'kysely';
import { normalizeSinonimTerm } from '../../../src/shared/search-text.js';
import { runPrepared, type Db } from '../../db/connect.js';
import type { KeptUntilChange } from '../../services/change-feed/kept-until-change.js';
import { escapeLike } from '../../db/escape-like.js';
import { produkColumns, toProduk, type ProdukSelection } from '../../db/produk-columns.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { effectiveDiskonSql } from '../diskon/diskon-harga.js';
import { listedSql } from '../../db/produk-tayang.js';
import { synonymsOf } from '../sinonim/sinonim.queries.js';
import { searchDictionaryQuery, type DictionaryMatch, type SearchWord } from './dictionary.js';
import { normalizeSearchText } from './normalize.js';

// The search's statements: the ranking of names (typos included), synonyms, descriptions and
// colours (docs/product.md §10, docs/decisions/0001). The module's entry is search.ts.

/** Search's caches the statements read through, each kept until the catalogue changes. */
export interface SearchLookups {
  /** The dictionary words of a query's words (prepareSearch). */
  dictionary?: KeptUntilChange;
  /** The synonym groups' terms a query holds (synonymQueries). */
  synonyms?: KeptUntilChange;
}

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

/** The most queries with a synonym a search tries. */
export const MAX_SYNONYM_QUERIES = 6;

/**
 * The query again with one of its terms (a word, or a run of two or three words) replaced by
 * each of its synonyms (the admin's groups, migrations/0016), longest terms first and no word
 * replaced twice; and the synonyms used. `gamis koko` → `dress koko`, `abaya koko`,
 * `gamis kemeja`. A query holding two terms is not tried with both replaced at once. With
 * `kept`, the groups' lookup is kept until the catalogue (or a group) changes.
 */
export async function synonymQueries(
  db: Db,
  query: string,
  kept?: KeptUntilChange,
): Promise<{ query: string; synonym: string }[]> {
  // The query as synonym terms are stored: lower case, single spaces.
  const words = normalizeSinonimTerm(query).split(' ').filter(Boolean);
  const runs: { start: number; length: number; text: string }[] = [];
  for (let length = Math.min(3, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      runs.push({ start, length, text: words.slice(start, start + length).join(' ') });
    }
  }
  const terms = [...new Set(runs.map((run) => run.text))];
  const read = () => synonymsOf(db, terms);
  const synonyms = await (kept ? kept.get(JSON.stringify(terms), read) : read());
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
 * How a search reads the catalogue: the statements below (sqlSearchEngine), or their twin on
 * the catalogue kept in memory (search-in-memory.ts). Both answer alike, rule for rule.
 */
export interface SearchEngine {
  /** The query's words with their dictionary words: undefined when a word can match no name. */
  lookUp(read: ReadQuery): Promise<PreparedSearch | undefined>;
  /** One reading's products, ranked (rankedNames), `limit` at most. */
  names(search: PreparedSearch, limit: number): Promise<Produk[]>;
  /**
   * The synonyms' readings, then the description and colour matches of the query's `words`
   * (textMatch, `limit` at most), none of `exclude`, `room` at most in all (searchStatement),
   * each with the reading that found it (`readings.length` for the text).
   */
  more(
    readings: PreparedSearch[],
    words: ReadQuery['words'],
    options: { room: number; limit: number; exclude: number[] },
  ): Promise<{ produk: Produk; reading: number }[]>;
}

/** The search as the database's statements answer it, its dictionary lookups kept in `dictionary`. */
export function sqlSearchEngine(db: Db, dictionary?: KeptUntilChange): SearchEngine {
  return {
    lookUp: (read) => lookUpWords(db, read, dictionary),
    names: async (search, limit) =>
      (await runSearch(db, searchStatement([search], undefined, limit))).map(
        ({ reading: _, ...row }) => toProduk(row),
      ),
    more: async (readings, words, { room, limit, exclude }) => {
      const inText = textMatch(words, limit);
      if (readings.length === 0 && !inText) return [];
      const rows = await runSearch(db, searchStatement(readings, inText, room, exclude));
      return rows.map(({ reading, ...row }) => ({ produk: toProduk(row), reading }));
    },
  };
}

/**
 * What the query finds in names, then, while there is room for more, what it finds with a
 * synonym (synonymQueries, in their order), then products whose description or colours hold its
 * words (textMatch): each kind ranks below the one before, so a synonym's products follow every
 * product the query's own words name, typos included (docs/product.md §10). Returns the synonyms
 * that found something, for the search page to highlight.
 *
 * With the database's engine, at most two statements (docs/decisions/0051): the query's own
 * names, then, only when they leave room, the synonyms and the text together. The synonym
 * lookup before them is kept until the catalogue changes (`synonyms`).
 */
export async function searchRanked(
  db: Db,
  query: string,
  limit: number,
  engine: SearchEngine,
  synonyms?: KeptUntilChange,
): Promise<{ rows: Produk[]; synonyms: string[] }> {
  const read = await readQuery(db, query);
  if (!read) return { rows: [], synonyms: [] };
  const own = await engine.lookUp(read);
  const rows = own ? await engine.names(own, limit) : [];
  if (rows.length >= limit) return { rows, synonyms: [] };

  const withSynonyms = await synonymQueries(db, query, synonyms);
  const readings = (
    await Promise.all(
      withSynonyms.map(async ({ query: withSynonym, synonym }) => {
        const readSynonym = await readQuery(db, withSynonym);
        return { search: readSynonym && (await engine.lookUp(readSynonym)), synonym };
      }),
    )
  ).flatMap(({ search, synonym }) => (search ? [{ search, synonym }] : []));
  const more = await engine.more(
    readings.map(({ search }) => search),
    read.words,
    { room: limit - rows.length, limit, exclude: rows.map((row) => row.id) },
  );
  const used: string[] = [];
  for (const row of more) {
    const synonym = readings[row.reading]?.synonym;
    if (synonym !== undefined && !used.includes(synonym)) used.push(synonym);
  }
  return { rows: [...rows, ...more.map((row) => row.produk)], synonyms: used };
}

type FoundRow = ProdukSelection & { reading: number };

function runSearch(db: Db, statement: RawBuilder<FoundRow>): Promise<FoundRow[]> {
  return runPrepared(db, statement.compile(db));
}

/**
 * The search as one statement: each reading's ranked names (rankedNames; the later ones tried
 * only while the first leaves room), each product once, at its first reading; then, while there
 * is room, the description and colour matches (textMatch); none of `exclude`. `reading` is the
 * reading that found the row (`readings.length` for the text).
 */
export function searchStatement(
  readings: PreparedSearch[],
  inText: RawBuilder<unknown> | undefined,
  limit: number,
  exclude: readonly number[] = [],
): RawBuilder<FoundRow> {
  const [only] = readings;
  if (only && readings.length === 1 && !inText && exclude.length === 0) {
    // The query's own names alone (the first statement): the least to parse and plan.
    return sql<FoundRow>`
      select ${visitorColumns()}, 0 as reading
      from (${rankedNames(only, limit)}) as ranked join produk on produk.id = ranked.id
      order by ranked.pos
    `;
  }
  const excluded = exclude.length > 0 ? sql`where id <> all(${[...exclude]}::int[])` : sql``;
  const named = readings.map((search, i) => {
    const gate =
      i === 0 ? sql`` : sql`where (select count(*) from reading_0 ${excluded}) < ${limit}`;
    return sql`select id, ${i}::int as reading, pos from ${sql.id(`reading_${i}`)} ${gate}`;
  });
  // Each reading ranks as many as it would alone: those excluded may be among them.
  const readingCtes = readings.map(
    (search, i) =>
      sql`${sql.id(`reading_${i}`)} as (${rankedNames(search, limit + exclude.length)})`,
  );
  const found =
    named.length > 0
      ? sql`
        select id, reading, pos from (
          select distinct on (id) id, reading, pos
          from (${sql.join(named, sql` union all `)}) as found
          ${excluded}
          order by id, reading, pos
        ) as firsts
        order by reading, pos
        limit ${limit}`
      : sql`select null::int as id, 0 as reading, 0::bigint as pos where false`;
  const text = inText
    ? sql`
      union all
      select id, ${readings.length}::int, pos from (${inText}) as in_text
      where (select count(*) from named) < ${limit}`
    : sql``;
  const seen =
    exclude.length > 0
      ? sql`select id from named union all select unnest(${[...exclude]}::int[])`
      : sql`select id from named`;
  return sql<FoundRow>`
    with ${sql.join([...readingCtes, sql`named as (${found})`, sql`seen as (${seen})`])},
    picked as (select id, reading, pos from named ${text})
    select ${visitorColumns()}, picked.reading
    from picked join produk on produk.id = picked.id
    order by picked.reading, picked.pos
    limit ${limit}
  `;
}

/** The shortest word that reads the description's and colours' trigram indexes. */
const MIN_TEXT_WORD = 3;

/**
 * Products not yet found (the statement's `seen`) whose name, description or a colour's name
 * holds each word of the query (each word may be in a different one of them), best sellers first,
 * as (id, pos). Candidates come through the trigram indexes (migrations/0017) of the query's
 * longest word; undefined when that word is too short for them.
 */
function textMatch(
  words: Pick<SearchWord, 'normal'>[],
  limit: number,
): RawBuilder<unknown> | undefined {
  const normalized = words.map((word) => word.normal).filter((word) => word !== '');
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
  return sql`
    with candidates as (
      select id from produk where etalase_search_text(deskripsi_produk) like ${leadPattern}
      union
      select id_produk from warna where etalase_search_text(warna) like ${leadPattern}
      union
      select id from produk where ${searchName} like ${leadPattern}
    )
    select produk.id, row_number() over (order by produk.jumlah_terjual desc, produk.id) as pos
    from candidates join produk on produk.id = candidates.id
    where not exists (select 1 from seen where seen.id = produk.id)
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

/** A query's text as search compares it: the whole query, and its words that are not blank. */
export interface ReadQuery {
  whole: string;
  words: { normal: string; alnum: boolean }[];
}

/** The query normalised (normalize.ts); undefined when it is blank. */
export async function readQuery(db: Db, query: string): Promise<ReadQuery | undefined> {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  // The whole query as a name would hold it: its words one space apart.
  const [whole, ...normalized] = await normalizeSearchText(db, [words.join(' '), ...words]);
  // A word that normalises to nothing is in every name.
  return { whole: whole?.normal ?? '', words: normalized.filter((word) => word.normal !== '') };
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
  const read = await readQuery(db, query);
  return read && lookUpWords(db, read, dictionary);
}

/** Each word's dictionary words (prepareSearch), for a query already read. */
async function lookUpWords(
  db: Db,
  read: ReadQuery,
  dictionary?: KeptUntilChange,
): Promise<PreparedSearch | undefined> {
  const kept = read.words;
  const cheapest = kept.map(() => new Map<string, number>());
  const counts = kept.map(() => new Map<string, number>());
  const counted = kept.length > 1;
  const lookup = searchDictionaryQuery(kept, { counted });
  if (lookup) {
    const run = () => runPrepared(db, lookup.compile(db));
    const key = JSON.stringify([counted, kept.map((word) => [word.normal, word.alnum])]);
    for (const row of await (dictionary ? dictionary.get(key, run) : run())) {
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
  return { query: read.whole, words: prepared };
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

/** One reading of the search alone, as the statement searchRanked runs (a test reads its plan). */
export function searchProdukQuery(search: PreparedSearch, limit: number) {
  return searchStatement([search], undefined, limit);
}

/**
 * One reading's products, ranked, as (id, pos): `limit` at most, pos 1 the first.
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
function rankedNames(search: PreparedSearch, limit: number): RawBuilder<unknown> {
  const [only] = search.words;
  if (search.words.length === 1 && only?.alnum) {
    return sql`
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
      select produk.id,
        row_number() over (order by candidates.cost, produk.jumlah_terjual desc, produk.id) as pos
      from candidates join produk on produk.id = candidates.id_produk
    `;
  }

  // Words that normalise to nothing (a lone accent) are in every name.
  if (search.words.length === 0) {
    return sql`
      select id, row_number() over (order by jumlah_terjual desc, id) as pos from (
        select id, jumlah_terjual from produk where ${listedSql()}
        order by jumlah_terjual desc, id limit ${limit}
      ) as best_selling
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
  const ranked = sql`
    with matched as materialized (
      select lead.id_produk, ${totalCost} as cost, lead.sold
      from (${leadRows}) as lead
      ${sql.join([...joins, ...laterals], sql` `)}
      where ${everyWord}
      group by ${groupBy}
    ),
    top as (
      select matched.id_produk, strpos(produk.nama_cari, ${search.query}) > 0 as whole,
        matched.cost, produk.jumlah_terjual
      from matched
      join produk on produk.id = matched.id_produk
      where ${listedSql()}
      order by whole desc, matched.cost, produk.jumlah_terjual desc, produk.id
      limit ${limit}
    )
    select id_produk as id,
      row_number() over (order by whole desc, cost, jumlah_terjual desc, id_produk) as pos
    from top
  `;
  const exact = exactWholeNames(search, lead, limit);
  if (!exact) return ranked;
  // When `limit` names hold the whole query, word for word, they are the answer: nothing ranks
  // above them. Found walking the lead word's best sellers, they spare reading every product
  // that holds all the words (all of those holding "koko" for "koko anak").
  return sql`
    with exact as materialized (${exact})
    select id, row_number() over (order by sold desc, id) as pos from exact
    where (select count(*) from exact) >= ${limit}
    union all
    select * from (${ranked}) as ranked
    where (select count(*) from exact) < ${limit}
  `;
}

/**
 * Fewer products than this holding the rarest word are ranked all at once: the walk of
 * exactWholeNames pays only where reading each of them costs more.
 */
const EXACT_WALK_FROM = 1_000;

/**
 * Listed products whose name holds the whole query and each of its words as a word of its own
 * (cost 0), best sellers first, `limit` at most: the lead word's entries in
 * produk_kata_terlaris_idx are walked in their order, each checked by its keys, until `limit`
 * are found. Undefined when a word is not a whole word of any name, has other characters than
 * letters and digits, or the lead word is rare enough to rank its products all at once.
 */
function exactWholeNames(search: PreparedSearch, lead: SearchWord, limit: number) {
  const exactWord = (word: SearchWord) =>
    word.alnum && word.matches.some((match) => match.kata === word.normal && match.cost === 0);
  if (lead.produkCount < EXACT_WALK_FROM || !search.words.every(exactWord)) return undefined;
  const others = search.words.filter((word) => word !== lead);
  // Scalar subqueries, not joins: the planner keeps them as a probe per walked entry, and
  // `offset 0` keeps the walk in its index's order, so the limit ends it early.
  const holds = others.map(
    (word) => sql`(
      select true from produk_kata as other
      where other.id_produk = walk.id_produk and other.kata = ${word.normal}
    )`,
  );
  return sql`
    select walk.id_produk as id, walk.jumlah_terjual as sold
    from (
      select id_produk, jumlah_terjual from produk_kata
      where kata = ${lead.normal}
      order by jumlah_terjual desc, id_produk
      offset 0
    ) as walk
    where (
        select ${listedSql()} and strpos(produk.nama_cari, ${search.query}) > 0
        from produk where produk.id = walk.id_produk
      )
      and ${sql.join(holds, sql` and `)}
    order by walk.jumlah_terjual desc, walk.id_produk
    limit ${limit}
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
