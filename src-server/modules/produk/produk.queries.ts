import { sql, type SelectQueryBuilder } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { ProdukFilters, ProdukSort } from '../../../src/shared/produk-filter.js';
import type {
  Produk,
  ProdukAdminRow,
  ProdukFilterOptions,
  ProdukOption,
} from '../../../src/shared/schemas/produk.js';
import type { Db } from '../../db/connect.js';
import { containsPattern, escapeLike } from '../../db/escape-like.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import type { Database, NewProduk, ProdukRow } from '../../db/schema.js';
import { normalizeSinonimTerm } from '../../../src/shared/schemas/sinonim.js';
import { synonymsOf } from '../sinonim/sinonim.queries.js';

// Every SQL statement about products. Functions take `db` (or a transaction) first and return
// plain objects in the API's shape; a missing row is `undefined`.

/** The most ages or colours a category's filter lists. */
export const FILTER_OPTION_LIMIT = 30;

const produkColumns = [
  'id',
  'nama_produk',
  'harga',
  'diskon',
  'jumlah_terjual',
  'deskripsi_produk',
  'kategori',
  'foto_produk',
  'link_shopee',
  'link_tokopedia',
  'link_tiktok',
  'created_at',
] as const;

type ProdukSelection = Pick<ProdukRow, (typeof produkColumns)[number]>;

export function toProduk({ created_at, ...row }: ProdukSelection): Produk {
  return { ...row, createdAt: created_at.toISOString() };
}

function selectProduk(db: Db): SelectQueryBuilder<Database, 'produk', ProdukSelection> {
  return db.selectFrom('produk').select(produkColumns);
}

export async function findProdukById(db: Db, id: number): Promise<Produk | undefined> {
  const row = await selectProduk(db).where('id', '=', id).executeTakeFirst();
  return row && toProduk(row);
}

/** Every product, optionally of one category, oldest first (the legacy list answers). */
/**
 * One page of products, optionally of one category, and the total count: newest first (the
 * category pages) or by id (the legacy lists).
 */
export async function listProdukPage(
  db: Db,
  options: {
    kategori: string | undefined;
    limit: number;
    offset: number;
    /** The category page's order (default newest), or by id for the legacy lists. */
    order?: ProdukSort | 'id';
    filters?: Omit<ProdukFilters, 'urut'>;
  },
): Promise<{ items: Produk[]; total: number }> {
  const matching = <QB extends SelectQueryBuilder<Database, 'produk', object>>(query: QB): QB =>
    withFilters(query, options.kategori, options.filters ?? {});
  let items = matching(selectProduk(db));
  const count = matching(db.selectFrom('produk').select(sql<number>`count(*)::int`.as('total')));
  switch (options.order ?? 'terbaru') {
    case 'id':
      items = items.orderBy('id');
      break;
    case 'terlaris':
      items = items.orderBy('jumlah_terjual', 'desc').orderBy('id');
      break;
    case 'termurah':
      items = items.orderBy('harga_diskon').orderBy('id');
      break;
    case 'termahal':
      items = items.orderBy('harga_diskon', 'desc').orderBy('id');
      break;
    case 'terbaru':
      items = items.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
  const [rows, totalRow] = await Promise.all([
    items.limit(options.limit).offset(options.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toProduk), total: totalRow.total };
}

/**
 * Products of `kategori` (all without one) that match the filters: an age among the product's
 * size rows, a colour among its colours (both ignoring case), a shown price within the bounds.
 */
function withFilters<QB extends SelectQueryBuilder<Database, 'produk', object>>(
  query: QB,
  kategori: string | undefined,
  filters: Omit<ProdukFilters, 'urut'>,
): QB {
  let q = query;
  if (kategori !== undefined) q = q.where('produk.kategori', '=', kategori) as QB;
  const { usia, warna, hargaMin, hargaMax } = filters;
  // A size row with that age, a colour with that name: compared trimmed and ignoring case.
  const hasRow = (table: 'ukuran' | 'warna', column: 'usia' | 'warna', value: string) =>
    sql<boolean>`exists (select 1 from ${sql.table(table)} r
      where r.id_produk = produk.id and lower(trim(r.${sql.ref(column)})) = ${value.toLowerCase()})`;
  if (usia !== undefined) q = q.where(hasRow('ukuran', 'usia', usia)) as QB;
  if (warna !== undefined) q = q.where(hasRow('warna', 'warna', warna)) as QB;
  if (hargaMin !== undefined) q = q.where('produk.harga_diskon', '>=', hargaMin) as QB;
  if (hargaMax !== undefined) q = q.where('produk.harga_diskon', '<=', hargaMax) as QB;
  return q;
}

/** What a category's filters can offer: its ages and colours, and its shown prices' span. */
export async function produkFilterOptions(
  db: Db,
  kategori: string | undefined,
): Promise<ProdukFilterOptions> {
  const inCategory = <QB extends SelectQueryBuilder<Database, 'produk', object>>(query: QB): QB =>
    withFilters(query, kategori, {});
  const [usia, warna, harga] = await Promise.all([
    inCategory(db.selectFrom('produk').innerJoin('ukuran', 'ukuran.id_produk', 'produk.id'))
      .select(sql<string>`min(trim(ukuran.usia))`.as('usia'))
      .groupBy(sql`lower(trim(ukuran.usia))`)
      .execute(),
    inCategory(db.selectFrom('produk').innerJoin('warna', 'warna.id_produk', 'produk.id'))
      .select(sql<string>`min(trim(warna.warna))`.as('warna'))
      .groupBy(sql`lower(trim(warna.warna))`)
      // The most offered colours first; a long tail of one-offs stays out of the list.
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`lower(trim(warna.warna))`)
      .limit(FILTER_OPTION_LIMIT)
      .execute(),
    inCategory(db.selectFrom('produk'))
      .select([
        sql<number | null>`min(produk.harga_diskon)`.as('min'),
        sql<number | null>`max(produk.harga_diskon)`.as('max'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const byAge = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
  return {
    usia: usia
      .map((u) => u.usia)
      .filter((u) => u.length > 0)
      .sort(byAge.compare)
      .slice(0, FILTER_OPTION_LIMIT),
    warna: warna.map((w) => w.warna).filter((w) => w.length > 0),
    harga: harga.min === null || harga.max === null ? null : { min: harga.min, max: harga.max },
  };
}

/**
 * One page of the admin's product table, newest first: by name and category, each with how
 * many colours and sizes a delete would take along.
 */
export async function pageProdukForAdmin(
  db: Db,
  filters: { search: string; kategori: string | undefined },
  page: PageRequest,
): Promise<Page<ProdukAdminRow>> {
  let query = selectProduk(db)
    .select((eb) => [
      eb
        .selectFrom('warna')
        .whereRef('warna.id_produk', '=', 'produk.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('jumlah_warna'),
      eb
        .selectFrom('ukuran')
        .whereRef('ukuran.id_produk', '=', 'produk.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('jumlah_ukuran'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (filters.kategori !== undefined) query = query.where('kategori', '=', filters.kategori);
  if (filters.search) query = query.where('nama_produk', 'ilike', containsPattern(filters.search));
  const found = await fetchPage(query, page);
  return {
    ...found,
    items: found.items.map(({ jumlah_warna, jumlah_ukuran, ...row }) => ({
      ...toProduk(row),
      jumlah_warna: jumlah_warna ?? 0,
      jumlah_ukuran: jumlah_ukuran ?? 0,
    })),
  };
}

/** The product picker's choices: names containing `search`, by name. */
export function produkOptions(db: Db, search: string, limit: number): Promise<ProdukOption[]> {
  let query = db
    .selectFrom('produk')
    .select(['id', 'nama_produk', 'foto_produk'])
    .orderBy('nama_produk')
    .orderBy('id')
    .limit(limit);
  if (search) query = query.where('nama_produk', 'ilike', containsPattern(search));
  return query.execute();
}

/**
 * Products whose name contains every word of `query`, ignoring case and accents, each word
 * also matching with a small typo (migrations/0001). Exact matches rank first, then by trigram
 * similarity, then best sellers. Found through indexes, never by checking every name
 * (docs/decisions/0001).
 */
export async function searchProduk(db: Db, query: string, limit: number): Promise<Produk[]> {
  const { rows } = await searchRanked(db, query, limit);
  return rows.map(toProduk);
}

/** The products a query finds, ranked (searchProdukQuery), `limit` at most. */
async function rankedRows(db: Db, query: string, limit: number): Promise<ProdukSelection[]> {
  const search = await prepareSearch(db, query);
  if (!search) return [];
  return (await searchProdukQuery(search, limit).execute(db)).rows;
}

/** The most queries with a synonym a search tries, each a statement of its own. */
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
async function searchRanked(
  db: Db,
  query: string,
  limit: number,
): Promise<{ rows: ProdukSelection[]; synonyms: string[] }> {
  const rows = await rankedRows(db, query, limit);
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
    if (add(await rankedRows(db, withSynonym, limit)) && !used.includes(synonym)) {
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
  const columns = sql.join(produkColumns.map((column) => sql.ref(`produk.${column}`)));
  return sql<ProdukSelection>`
    with calon as (
      select id from produk where etalase_search_text(deskripsi_produk) like ${leadPattern}
      union
      select id_produk from warna where etalase_search_text(warna) like ${leadPattern}
      union
      select id from produk where ${searchName} like ${leadPattern}
    )
    select ${columns} from calon join produk on produk.id = calon.id
    where produk.id <> all(${exclude}::int[])
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

interface SearchWord {
  /** Lower case, accents removed (etalase_search_text). */
  normal: string;
  /**
   * Letters and digits only. Such a word can only lie inside one word of a name, so the words
   * of the dictionary that contain it are the ways to find it (a name's words are split where
   * anything else stands).
   */
  alnum: boolean;
  /** The dictionary words through which it finds products, each with its cost (below). */
  kata: DictionaryMatch[];
  /**
   * How many products its dictionary words stand for (a product may count twice), read only
   * when the query has several words: the rarest word leads the search.
   */
  produk: number;
}

/**
 * A dictionary word a query word finds, and how far it is from it: 0 the same word, 1 a word
 * that contains it (a prefix while typing, a longer word), 1 + the edits of a typo. A product's
 * cost is the sum, over the query's words, of its cheapest word for each.
 */
export interface DictionaryMatch {
  kata: string;
  biaya: number;
}

/**
 * Normalises the query and reads, for each word, its dictionary words (one or two statements):
 * undefined when the query is blank or a word can match no name at all.
 */
export async function prepareSearch(db: Db, query: string): Promise<PreparedSearch | undefined> {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  // The whole query as a name would hold it: its words one space apart.
  const [whole, ...normalized] = await normalizeSearchText(db, [words.join(' '), ...words]);
  // A word that normalises to nothing is in every name.
  const kept = normalized.filter((word) => word.normal !== '');
  const cheapest = kept.map(() => new Map<string, number>());
  const counts = kept.map(() => new Map<string, number>());
  const lookup = searchDictionaryQuery(kept, { counted: kept.length > 1 });
  if (lookup) {
    for (const row of (await lookup.execute(db)).rows) {
      const costs = cheapest[row.word];
      const known = costs?.get(row.kata);
      if (known === undefined || row.biaya < known) costs?.set(row.kata, row.biaya);
      counts[row.word]?.set(row.kata, row.produk);
    }
  }
  const prepared = kept.map((word, i) => ({
    ...word,
    kata: [...(cheapest[i] ?? [])].map(([kata, biaya]) => ({ kata, biaya })),
    produk: [...(counts[i]?.values() ?? [])].reduce((sum, n) => sum + n, 0),
  }));
  if (prepared.some((word) => word.alnum && word.kata.length === 0)) return undefined;
  return { query: whole?.normal ?? '', words: prepared };
}

/** Printable ASCII, which unaccent leaves alone (its rules map no ASCII character). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Each text as etalase_search_text normalises it (lower case, accents removed), and whether it
 * is letters and digits only. Most searches are plain ASCII, for which that is lower-casing
 * alone: done here, it saves the search a round trip to the database. Anything else asks the
 * database. A test holds both ways to the same answers (produk.test.ts).
 */
export async function normalizeSearchText(
  db: Db,
  texts: string[],
): Promise<{ normal: string; alnum: boolean }[]> {
  if (texts.every((text) => PLAIN_ASCII.test(text))) {
    return texts.map((text) => {
      const normal = text.toLowerCase();
      return { normal, alnum: /^[a-z0-9]+$/.test(normal) };
    });
  }
  const { rows } = await sql<{ normal: string; alnum: boolean }>`
    select n.normal, n.normal ~ '^[[:alnum:]]+$' as alnum
    from unnest(${texts}::text[]) with ordinality as w(word, ord)
    cross join lateral (select etalase_search_text(w.word) as normal) as n
    order by w.ord
  `.execute(db);
  return rows;
}

/**
 * For each word (by its index), the dictionary words containing it (a word of letters and
 * digits only) and those it may be a typo of, with their cost; undefined when there is nothing
 * to look up.
 */
export function searchDictionaryQuery(
  words: Pick<SearchWord, 'normal' | 'alnum'>[],
  options: { counted: boolean } = { counted: false },
) {
  // Each dictionary word's product count, kept in the dictionary (migrations/0010).
  const produk = options.counted
    ? sql`(select jumlah_produk from kata_pencarian as d where d.kata = k.kata)`
    : sql`0`;
  const lookups = words.flatMap((word, i) => {
    const typos = typoWords(word.normal);
    const containing =
      word.alnum &&
      sql`
        select kata, case when kata = ${word.normal} then 0 else 1 end as biaya
        from kata_pencarian where kata like ${`%${escapeLike(word.normal)}%`}
      `;
    const both = containing && typos ? sql`${containing} union all ${typos}` : containing || typos;
    return both
      ? [sql`select ${i}::int as word, kata, biaya, ${produk} as produk from (${both}) as k`]
      : [];
  });
  if (lookups.length === 0) return undefined;
  return sql<{ word: number; kata: string; biaya: number; produk: number }>`${sql.join(
    lookups,
    sql` union all `,
  )}`;
}

/** Names are at most 200 characters, so no word of one is within two edits of a longer word. */
const LONGEST_NAME_WORD = 200;

/**
 * How many edits a typo of `word` may have (etalase_word_matches, migrations/0001): none under
 * four letters, one, two from seven letters.
 */
function typoEdits(length: number): number {
  if (length > LONGEST_NAME_WORD + 2) return 0;
  if (length >= 7) return 2;
  return length >= 4 ? 1 : 0;
}

/**
 * The dictionary words `word` may be a typo of: within its edit distance, found through the
 * dictionary's trigram index. Split into one piece more than the edits allowed, at least one
 * piece is untouched: the first stays at the start, the last at the end, the middle anywhere.
 * Only the few words that share such a piece are measured with levenshtein().
 */
function typoWords(normal: string) {
  const letters = Array.from(normal);
  const length = letters.length;
  const edits = typoEdits(length);
  if (edits === 0) return undefined;
  const size = Math.floor(length / (edits + 1));
  const head = letters.slice(0, size).join('');
  const tail = letters.slice(edits === 1 ? size : length - size).join('');
  const pieces = [
    sql`kata like ${`${escapeLike(head)}%`}`,
    sql`kata like ${`%${escapeLike(tail)}`}`,
  ];
  if (edits === 2) {
    const middle = letters.slice(size, length - size).join('');
    pieces.push(sql`kata like ${`%${escapeLike(middle)}%`}`);
  }
  return sql`
    select kata, 1 + jarak as biaya from (
      select kata, levenshtein(${normal}, kata) as jarak from kata_pencarian
      where (${sql.join(pieces, sql` or `)})
        and panjang between ${length - edits} and ${length + edits}
    ) as dekat
    where jarak between 1 and ${edits}
  `;
}

/** A product's name as search compares it (indexed by produk_nama_trgm_idx). */
const searchName = sql<string>`etalase_search_text(nama_produk)`;

/**
 * A word's dictionary words and their costs as rows (word, kata, biaya): two arrays, however
 * many words a short prefix finds.
 */
function dictionaryRows(word: number, matches: DictionaryMatch[]) {
  return sql`(
    select ${word}::int as word, kata, biaya
    from unnest(${matches.map((m) => m.kata)}::text[], ${matches.map((m) => m.biaya)}::int[])
      as k (kata, biaya)
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
 * that hold the whole query (from the name's trigram index) first; only the answer is read from
 * produk.
 */
export function searchProdukQuery(search: PreparedSearch, limit: number) {
  const columns = sql.join(produkColumns.map((column) => sql.ref(`produk.${column}`)));
  const [only] = search.words;
  if (search.words.length === 1 && only?.alnum) {
    return sql<ProdukSelection>`
      with kata_cari as ${dictionaryRows(0, only.kata)},
      calon as (
        select laris.id_produk, min(kata_cari.biaya) as biaya, max(laris.jumlah_terjual) as terjual
        from kata_cari
        cross join lateral (
          select id_produk, jumlah_terjual from produk_kata
          where produk_kata.kata = kata_cari.kata
          order by jumlah_terjual desc, id_produk
          limit ${limit}
        ) as laris
        group by laris.id_produk
        order by biaya, terjual desc, laris.id_produk
        limit ${limit}
      )
      select ${columns} from calon join produk on produk.id = calon.id_produk
      order by calon.biaya, produk.jumlah_terjual desc, produk.id
    `;
  }

  // Words that normalise to nothing (a lone accent) are in every name.
  if (search.words.length === 0) {
    return sql<ProdukSelection>`
      select ${columns} from produk order by jumlah_terjual desc, id limit ${limit}
    `;
  }
  // The rarest word of letters and digits leads: its products are read, and each is checked
  // for the other words through its own few words (produk_kata_produk_idx).
  const lead = search.words.reduce((best, word) =>
    word.alnum && (!best.alnum || word.produk < best.produk) ? word : best,
  );
  const leadIndex = search.words.indexOf(lead);
  const inNamePattern = (word: SearchWord) => `%${escapeLike(word.normal)}%`;

  const leadRows = sql`
    select id_produk, min(biaya) as biaya, max(jumlah_terjual) as terjual from (
      ${
        lead.kata.length > 0
          ? sql`
            select produk_kata.id_produk, kata_cari.biaya, produk_kata.jumlah_terjual
            from ${dictionaryRows(leadIndex, lead.kata)} as kata_cari
            join produk_kata on produk_kata.kata = kata_cari.kata`
          : sql`select null::int as id_produk, 0 as biaya, 0 as jumlah_terjual where false`
      }
      ${
        lead.alnum
          ? sql``
          : sql`
            union all
            select id, 0, jumlah_terjual from produk where ${searchName} like ${inNamePattern(lead)}`
      }
    ) as baris
    group by id_produk
  `;
  const others = search.words.flatMap((word, i) => (i === leadIndex ? [] : [{ word, i }]));
  const otherCosts = others.map(({ word, i }) => {
    const viaWords =
      word.kata.length > 0
        ? sql`
          select kata_cari.biaya from produk_kata
          join ${dictionaryRows(i, word.kata)} as kata_cari on kata_cari.kata = produk_kata.kata
          where produk_kata.id_produk = utama.id_produk`
        : sql`select null::int as biaya where false`;
    const inName = word.alnum
      ? sql``
      : sql`
        union all
        select 0 from produk
        where produk.id = utama.id_produk and ${searchName} like ${inNamePattern(word)}`;
    return sql`cross join lateral (
      select min(biaya) as biaya from (${viaWords} ${inName}) as pilihan
    ) as ${sql.id(`kata_${i}`)}`;
  });
  const totalCost = sql.join(
    [sql`utama.biaya`, ...others.map(({ i }) => sql.ref(`kata_${i}.biaya`))],
    sql` + `,
  );
  const everyWord = others.length
    ? sql.join(
        others.map(({ i }) => sql`${sql.ref(`kata_${i}.biaya`)} is not null`),
        sql` and `,
      )
    : sql`true`;

  // A name that holds the whole query holds every word, each at a cost of 0 or 1: such names
  // are looked for among those, cheapest and best-selling first, until `limit` are found. If
  // fewer are, every such name has been checked, and the rest follow by cost.
  return sql<ProdukSelection>`
    with cocok as materialized (
      select utama.id_produk, ${totalCost} as biaya, utama.terjual
      from (${leadRows}) as utama
      ${sql.join(otherCosts, sql` `)}
      where ${everyWord}
    ),
    utuh as materialized (
      select urut.id_produk from (
        select id_produk, biaya, terjual from cocok
        where biaya <= ${search.words.length}
        order by biaya, terjual desc, id_produk
        offset 0
      ) as urut
      join produk on produk.id = urut.id_produk
      where strpos(produk.nama_cari, ${search.query}) > 0
      limit ${limit}
    ),
    teratas as (
      select cocok.id_produk, true as utuh, biaya from cocok
      where id_produk in (select id_produk from utuh)
      union all (
        select id_produk, false, biaya from cocok
        where (select count(*) from utuh) < ${limit}
          and id_produk not in (select id_produk from utuh)
        order by biaya, terjual desc, id_produk
        limit ${limit}
      )
    )
    select ${columns} from teratas join produk on produk.id = teratas.id_produk
    order by teratas.utuh desc, teratas.biaya, produk.jumlah_terjual desc, produk.id
    limit ${limit}
  `;
}

/**
 * Enough candidates to apply the best-seller rule exactly (best-seller.ts): the top seller,
 * the four cheapest and the four newest. At most three cards are taken before each pick, so
 * four of each always suffice.
 */
export async function bestSellerCandidates(db: Db): Promise<Produk[]> {
  const [terlaris, termurah, terbaru] = await Promise.all([
    selectProduk(db).orderBy('jumlah_terjual', 'desc').orderBy('id').limit(1).execute(),
    selectProduk(db).orderBy('harga').orderBy('id').limit(4).execute(),
    selectProduk(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(4).execute(),
  ]);
  const byId = new Map<number, Produk>();
  for (const row of [...terlaris, ...termurah, ...terbaru]) byId.set(row.id, toProduk(row));
  return [...byId.values()];
}

/** `count` random products other than `excludeId`. */
export async function randomProdukExcept(
  db: Db,
  excludeId: number,
  count: number,
): Promise<Produk[]> {
  const rows = await selectProduk(db)
    .where('id', '<>', excludeId)
    .orderBy(sql`random()`)
    .limit(count)
    .execute();
  return rows.map(toProduk);
}

export type ProdukValues = Pick<
  NewProduk,
  | 'nama_produk'
  | 'harga'
  | 'diskon'
  | 'jumlah_terjual'
  | 'deskripsi_produk'
  | 'kategori'
  | 'link_shopee'
  | 'link_tokopedia'
  | 'link_tiktok'
>;

export async function insertProduk(
  db: Db,
  values: ProdukValues & { foto_produk: string },
): Promise<Produk> {
  return toProduk(
    await db.insertInto('produk').values(values).returning(produkColumns).executeTakeFirstOrThrow(),
  );
}

/** The current photo of a product, locking its row for the rest of the transaction. */
export async function lockProdukFoto(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('produk')
    .select('foto_produk')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.foto_produk;
}

export async function updateProduk(
  db: Db,
  id: number,
  values: ProdukValues & { foto_produk?: string },
): Promise<Produk | undefined> {
  const row = await db
    .updateTable('produk')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(produkColumns)
    .executeTakeFirst();
  return row && toProduk(row);
}

/**
 * Deletes a product; its colours and sizes go with it and its testimonials are unlinked
 * (foreign keys). Answers the image files that are now orphans, or undefined if it did not exist.
 */
export async function deleteProduk(
  db: Db,
  id: number,
): Promise<{ foto_produk: string; warnaFotos: string[] } | undefined> {
  const warna = await db.selectFrom('warna').select('foto').where('id_produk', '=', id).execute();
  const deleted = await db
    .deleteFrom('produk')
    .where('id', '=', id)
    .returning('foto_produk')
    .executeTakeFirst();
  return deleted && { foto_produk: deleted.foto_produk, warnaFotos: warna.map((w) => w.foto) };
}

export async function produkExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('produk').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

/** Every product's id and last change, for the sitemap. */
export function listProdukForSitemap(db: Db): Promise<{ id: number; updated_at: Date }[]> {
  return db.selectFrom('produk').select(['id', 'updated_at']).orderBy('id').execute();
}

/**
 * One page of a search's results (ranked as searchProduk ranks them), how many there are
 * (counting at most `max`) and whether there are more; a page past the last is the last.
 */
export async function searchProdukPage(
  db: Db,
  query: string,
  options: { page: number; pageSize: number; max: number },
): Promise<{
  items: Produk[];
  total: number;
  more: boolean;
  page: number;
  synonyms: string[];
}> {
  const { rows, synonyms } = await searchRanked(db, query, options.max + 1);
  const total = Math.min(rows.length, options.max);
  const page = Math.min(options.page, Math.max(1, Math.ceil(total / options.pageSize)));
  const start = (page - 1) * options.pageSize;
  return {
    items: rows.slice(start, Math.min(start + options.pageSize, total)).map(toProduk),
    total,
    more: rows.length > options.max,
    page,
    synonyms,
  };
}
