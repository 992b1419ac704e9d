import type { Produk } from '../../../src/shared/schemas/produk.js';
import { isListed } from '../../../src/shared/tayang.js';
import type { Db } from '../../db/connect.js';
import type { Catalogue } from '../catalogue/catalogue.queries.js';
import { dictionaryMatchesInMemory, type DictionaryWord, type SearchWord } from './dictionary.js';
import { foldTexts } from './normalize.js';
import type { PreparedSearch, ReadQuery, SearchEngine } from './search.queries.js';

// Search's twin for visitors: the statements of search.queries.ts, answered from the catalogue
// kept in memory and the search's own words of it (docs/decisions/0052). Every rule is the
// statements' rule, applied in the same order: the dictionary's words and costs
// (dictionary.ts), each reading's ranking (rankedNames), the description and colour matches
// (textMatch) and how the readings and the text are put together (searchStatement).
// search-in-memory.test.ts holds both to the same answers on random catalogues and queries.

/** A product as search reads it: its row, and its name's words as the database splits them. */
interface Searched {
  produk: Produk;
  /** Its name's dictionary words (produk_kata). */
  words: readonly string[];
  /** Its name as etalase_search_text folds it (the column `nama_cari`). */
  nama: string;
  /**
   * Whether it is listed whatever the time (a product with no schedule); undefined when that
   * depends on the time.
   */
  listedAlways: boolean | undefined;
}

/** Whether visitors see the product in lists and search at `now` (src/shared/tayang.ts). */
const listedAt = (searched: Searched, now: number) =>
  searched.listedAlways ?? isListed(searched.produk, now);

/** What search reads of one catalogue: kept with it, made once after each change. */
export interface SearchIndex {
  /** The typo dictionary (kata_pencarian), every word of it. */
  dictionary: readonly DictionaryWord[];
  /**
   * Each searched word's dictionary matches, found once per index (dictionaryMatchesOf): a scan
   * of the whole dictionary for each word and each of its synonyms, which grows with the
   * catalogue, for the same few hundred words visitors type. The SQL engine keeps its dictionary
   * lookups the same way (SearchLookups).
   */
  dictionaryMatches: Map<string, ReturnType<typeof dictionaryMatchesInMemory>>;
  /** Each dictionary word's products, best sellers first (produk_kata_terlaris_idx's order). */
  byWord: ReadonlyMap<string, readonly Searched[]>;
  /** Every product, best sellers first. */
  bestSelling: readonly Searched[];
  /**
   * Every product's folded name, description and colours' names, in `bestSelling`'s order, each
   * text ended by TEXT_END: one string, so that a word is looked for in all of them at once.
   */
  texts: string;
  /** Where each product's texts start in `texts`, and (last) where they end. */
  textStarts: readonly number[];
}

/** Ends each text in SearchIndex.texts: no text in the database can hold it. */
const TEXT_END = '\u0000';

/** Best sellers first, then the lowest id: the order ties fall back on everywhere in search. */
const bestSellingFirst = (a: Searched, b: Searched) =>
  b.produk.jumlah_terjual - a.produk.jumlah_terjual || a.produk.id - b.produk.id;

/** A name's words as etalase_name_words splits a name of plain ASCII (migrations/0006). */
const nameWords = (folded: string) => [...new Set(folded.split(/[^a-z0-9]+/).filter(Boolean))];

/** Plain ASCII: its words are split here; any other name's are read from produk_kata. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * The search index of `catalogue`: its texts folded as etalase_search_text folds them (here,
 * where that is lower-casing), each name's words, and the dictionary, read from the database.
 */
export async function loadSearchIndex(db: Db, catalogue: Catalogue): Promise<SearchIndex> {
  const products = [...catalogue.byId.values()];
  const unsplit = products.filter((p) => !PLAIN_ASCII.test(p.produk.nama_produk));
  const [folded, dictionary, readWords] = await Promise.all([
    foldTexts(
      db,
      products.flatMap((p) => [
        p.produk.nama_produk,
        p.produk.deskripsi_produk,
        ...p.warna.map((w) => w.warna),
      ]),
    ),
    db.selectFrom('kata_pencarian').select(['kata', 'panjang', 'jumlah_produk']).execute(),
    unsplit.length === 0
      ? []
      : db
          .selectFrom('produk_kata')
          .select(['id_produk', 'kata'])
          .where(
            'id_produk',
            'in',
            unsplit.map((p) => p.produk.id),
          )
          .execute(),
  ]);
  const wordsOf = new Map<number, string[]>();
  for (const { id_produk, kata } of readWords) {
    const list = wordsOf.get(id_produk);
    if (list) list.push(kata);
    else wordsOf.set(id_produk, [kata]);
  }
  let at = 0;
  const searched = products.map((p) => {
    const nama = folded[at] ?? '';
    const own = folded.slice(at, at + 2 + p.warna.length);
    at += own.length;
    const words = PLAIN_ASCII.test(p.produk.nama_produk)
      ? nameWords(nama)
      : (wordsOf.get(p.produk.id) ?? []);
    const timeless = p.produk.tayang_mulai === null && p.produk.tayang_sampai === null;
    const listedAlways = timeless ? isListed(p.produk, 0) : undefined;
    return {
      entry: { produk: p.produk, words, nama, listedAlways },
      text: own.join(TEXT_END) + TEXT_END,
    };
  });
  searched.sort((a, b) => bestSellingFirst(a.entry, b.entry));
  const byWord = new Map<string, Searched[]>();
  const textStarts: number[] = [];
  let length = 0;
  for (const { entry, text } of searched) {
    for (const kata of entry.words) {
      const list = byWord.get(kata);
      if (list) list.push(entry);
      else byWord.set(kata, [entry]);
    }
    textStarts.push(length);
    length += text.length;
  }
  textStarts.push(length);
  return {
    dictionary: dictionary.map((row) => ({
      kata: row.kata,
      panjang: row.panjang,
      jumlahProduk: row.jumlah_produk,
    })),
    dictionaryMatches: new Map(),
    byWord,
    bestSelling: searched.map(({ entry }) => entry),
    texts: searched.map(({ text }) => text).join(''),
    textStarts,
  };
}

/** The search index of each catalogue, made when a search first needs it. */
const indexes = new WeakMap<Catalogue, Promise<SearchIndex>>();

/** `catalogue`'s search index: made once, shared by the searches that wait for it. */
export function searchIndexOf(db: Db, catalogue: Catalogue): Promise<SearchIndex> {
  const kept = indexes.get(catalogue);
  if (kept) return kept;
  const loading = loadSearchIndex(db, catalogue);
  indexes.set(catalogue, loading);
  // A failed read is not kept: the next search reads again.
  loading.catch(() => {
    if (indexes.get(catalogue) === loading) indexes.delete(catalogue);
  });
  return loading;
}

/** A product ranked for one reading: names holding the whole query first, then the cheapest. */
interface Ranked {
  searched: Searched;
  whole: boolean;
  cost: number;
}

const byRank = (a: Ranked, b: Ranked) =>
  Number(b.whole) - Number(a.whole) || a.cost - b.cost || bestSellingFirst(a.searched, b.searched);

/**
 * The cheapest cost at which the product's name holds `word`: through one of its dictionary
 * words, or 0 where a word with other characters than letters and digits is in the name as it
 * is. Undefined when it does not hold it.
 */
function costIn(searched: Searched, word: SearchWord, costs: Costs) {
  let best = !word.alnum && searched.nama.includes(word.normal) ? 0 : undefined;
  for (const kata of searched.words) {
    const cost = costs.get(kata);
    if (cost !== undefined && (best === undefined || cost < best)) best = cost;
  }
  return best;
}

type Costs = ReadonlyMap<string, number>;

/** One reading's products, ranked as rankedNames ranks them, `limit` at most. */
function rankReading(
  index: SearchIndex,
  search: PreparedSearch,
  limit: number,
  now: number,
): Searched[] {
  const listed = (searched: Searched) => listedAt(searched, now);
  if (search.words.length === 0) return firstListed(index.bestSelling, listed, limit);
  const costs = search.words.map((word) => new Map(word.matches.map((m) => [m.kata, m.cost])));
  const [only] = search.words;
  if (search.words.length === 1 && only?.alnum) {
    // Each dictionary word's best sellers, `limit` at most, then the cheapest of those: no
    // product beyond a word's first `limit` can rank above them (rankedNames says why).
    const cheapest = new Map<Searched, number>();
    for (const { kata, cost } of only.matches) {
      for (const searched of firstListed(index.byWord.get(kata) ?? [], listed, limit)) {
        const known = cheapest.get(searched);
        if (known === undefined || cost < known) cheapest.set(searched, cost);
      }
    }
    return [...cheapest]
      .map(([searched, cost]) => ({ searched, cost, whole: false }))
      .sort(byRank)
      .slice(0, limit)
      .map((ranked) => ranked.searched);
  }
  // The rarest word of letters and digits leads: only its products can hold every word. They
  // are walked best sellers first, so once `limit` names hold the whole query at the lowest
  // cost any name can have, no later one can rank above them.
  const lead = search.words.reduce((best, word) =>
    word.alnum && (!best.alnum || word.produkCount < best.produkCount) ? word : best,
  );
  const lists = lead.matches.map(({ kata }) => index.byWord.get(kata) ?? []);
  const [oneList] = lists;
  // A lead word of few dictionary words: their lists merged. One of many (a letter or two,
  // found in most words): every product, best sellers first, which costs no more than merging
  // as many lists would and is bounded by the catalogue (costIn checks the lead word too).
  const walk =
    !lead.alnum || lists.length > MAX_MERGED_LISTS
      ? index.bestSelling
      : oneList && lists.length === 1
        ? oneList
        : bestSellingOf(lists);
  let lowest = 0;
  for (const word of search.words) {
    let cheapest = word.alnum ? Infinity : 0;
    for (const match of word.matches) cheapest = Math.min(cheapest, match.cost);
    lowest += cheapest;
  }
  const top: Ranked[] = [];
  for (const searched of walk) {
    const last = top.length === limit ? top[limit - 1] : undefined;
    if (last && last.whole && last.cost === lowest) break;
    const whole = searched.nama.includes(search.query);
    // Only a name holding the whole query can still rank above a last one that holds it, or
    // that costs the lowest any name can.
    if (last && !whole && (last.whole || last.cost === lowest)) continue;
    if (!listed(searched)) continue;
    let cost = 0;
    for (let i = 0; i < search.words.length && cost >= 0; i++) {
      const wordCost = costIn(searched, search.words[i] as SearchWord, costs[i] as Costs);
      cost = wordCost === undefined ? -1 : cost + wordCost;
    }
    if (cost < 0) continue;
    const ranked = { searched, cost, whole };
    if (last && byRank(ranked, last) > 0) continue;
    // Kept in rank order: few enough (`limit`) to insert each in its place.
    let at = top.length;
    while (at > 0 && byRank(ranked, top[at - 1] as Ranked) < 0) at--;
    top.splice(at, 0, ranked);
    if (top.length > limit) top.pop();
  }
  return top.map((r) => r.searched);
}

/** The most lists bestSellingOf merges, each step looking at the head of each. */
const MAX_MERGED_LISTS = 8;

/**
 * The products of several best-selling lists, each once, in best-selling order: the lists of
 * a word's dictionary words, merged as they are walked.
 */
function* bestSellingOf(lists: readonly (readonly Searched[])[]): Generator<Searched> {
  if (lists.length === 1) {
    yield* lists[0] as readonly Searched[];
    return;
  }
  const next = lists.map(() => 0);
  const seen = new Set<Searched>();
  for (;;) {
    let best: number | undefined;
    for (const [i, list] of lists.entries()) {
      const head = list[next[i] as number];
      const current = best === undefined ? undefined : lists[best]?.[next[best] as number];
      if (head && (!current || bestSellingFirst(head, current) < 0)) best = i;
    }
    if (best === undefined) return;
    const searched = (lists[best] as readonly Searched[])[next[best] as number] as Searched;
    next[best] = (next[best] as number) + 1;
    if (!seen.has(searched)) {
      seen.add(searched);
      yield searched;
    }
  }
}

/** The first `limit` of `ordered` that `keep` keeps, in their order. */
function firstListed(
  ordered: readonly Searched[],
  keep: (searched: Searched) => boolean,
  limit: number,
): Searched[] {
  const found: Searched[] = [];
  for (const searched of ordered) {
    if (found.length >= limit) break;
    if (keep(searched)) found.push(searched);
  }
  return found;
}

/** The shortest word that textMatch looks for in descriptions and colours. */
const MIN_TEXT_WORD = 3;

/**
 * textMatch's answer: listed products not in `seen` whose name, description or a colour's name
 * holds each word, best sellers first, `limit` at most; undefined when the longest word is too
 * short to look for. The longest word is looked for in every product's texts at once, and each
 * product it is in is checked for the others.
 */
function textMatch(
  index: SearchIndex,
  words: ReadQuery['words'],
  limit: number,
  seen: ReadonlySet<number>,
  now: number,
): Searched[] | undefined {
  const normalized = words.map((word) => word.normal).filter((word) => word !== '');
  const lead = normalized.reduce(
    (a, b) => (Array.from(b).length > Array.from(a).length ? b : a),
    '',
  );
  if (Array.from(lead).length < MIN_TEXT_WORD) return undefined;
  const found: Searched[] = [];
  // No text in the database holds the character that ends each text here.
  if (normalized.some((word) => word.includes(TEXT_END))) return found;
  const others = [...new Set(normalized)].filter((word) => word !== lead);
  const { texts, textStarts, bestSelling } = index;
  let from = 0;
  while (found.length < limit) {
    const at = texts.indexOf(lead, from);
    if (at < 0) break;
    const i = productAt(textStarts, at);
    const end = textStarts[i + 1] as number;
    from = end;
    const searched = bestSelling[i] as Searched;
    if (seen.has(searched.produk.id) || !listedAt(searched, now)) continue;
    const own = texts.slice(textStarts[i], end);
    if (others.every((word) => own.includes(word))) found.push(searched);
  }
  return found;
}

/** The index of the product whose texts hold position `at` (the last start not after it). */
function productAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Words whose dictionary matches an index keeps; past it, it starts again from none. */
const MAX_MATCHED_WORDS = 2_000;

/** `word`'s dictionary matches in `index`, found once (SearchIndex.dictionaryMatches). */
function dictionaryMatchesOf(index: SearchIndex, word: Pick<SearchWord, 'normal' | 'alnum'>) {
  const key = `${word.alnum ? '1' : '0'}${word.normal}`;
  let found = index.dictionaryMatches.get(key);
  if (!found) {
    found = dictionaryMatchesInMemory(index.dictionary, word);
    if (index.dictionaryMatches.size >= MAX_MATCHED_WORDS) index.dictionaryMatches.clear();
    index.dictionaryMatches.set(key, found);
  }
  return found;
}

/**
 * The search's statements answered from `index` at the instant `now`: the same readings,
 * rankings and order as the database's (search.queries.ts sqlSearchEngine).
 */
export function memorySearchEngine(index: SearchIndex, now = Date.now()): SearchEngine {
  return {
    lookUp: (read) => {
      const words = read.words.map((word) => ({
        ...word,
        ...dictionaryMatchesOf(index, word),
      }));
      if (words.some((word) => word.alnum && word.matches.length === 0)) {
        return Promise.resolve(undefined);
      }
      return Promise.resolve({ query: read.whole, words });
    },

    names: (search, limit) =>
      Promise.resolve(rankReading(index, search, limit, now).map((s) => s.produk)),

    more: (readings, words, { room, limit, exclude }) => {
      const excluded = new Set(exclude);
      // Each reading ranks as many as it would alone (those excluded may be among them); the
      // later ones only while the first leaves room.
      const first = readings[0] ? rankReading(index, readings[0], room + exclude.length, now) : [];
      const firstLeavesRoom = first.filter((s) => !excluded.has(s.produk.id)).length < room;
      const named: { produk: Produk; reading: number }[] = [];
      const found = new Set<number>();
      for (const [i, search] of readings.entries()) {
        if (i > 0 && !firstLeavesRoom) break;
        const ranked = i === 0 ? first : rankReading(index, search, room + exclude.length, now);
        for (const { produk } of ranked) {
          if (excluded.has(produk.id) || found.has(produk.id)) continue;
          found.add(produk.id);
          named.push({ produk, reading: i });
        }
      }
      const picked = named.slice(0, room);
      if (picked.length < room) {
        const seen = new Set([...picked.map((row) => row.produk.id), ...exclude]);
        for (const searched of textMatch(index, words, limit, seen, now) ?? []) {
          picked.push({ produk: searched.produk, reading: readings.length });
        }
      }
      return Promise.resolve(picked.slice(0, room));
    },
  };
}
