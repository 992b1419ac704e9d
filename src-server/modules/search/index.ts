import type { Produk } from '../../../src/shared/schemas/produk.js';
import type { ChangeFeed } from '../../services/change-feed/change-feed.js';
import type { Db } from '../../db/connect.js';
import { KeptUntilChange } from '../../services/change-feed/kept-until-change.js';
import { normalizeSearchText } from './normalize.js';
import { memorySearchEngine, type SearchIndex } from './search-in-memory.js';
import {
  mergePendingLists,
  searchRanked,
  sqlSearchEngine,
  type SearchLookups,
} from './search.queries.js';

// Search's one entry (docs/architecture.md §3): what the rest of the server asks of it. Its
// procedures are in search.router.ts, the searched terms in search-log.ts and search-tally.ts. The
// statements are in search.queries.ts, the typo dictionary in dictionary.ts.

/**
 * Where a search reads: the catalogue kept in memory when `index` is given (a visitor's search,
 * docs/decisions/0052), else the database, its lookups kept in `lookups`.
 */
function searchWith(
  db: Db,
  query: string,
  limit: number,
  lookups: SearchLookups,
  index?: SearchIndex,
) {
  const engine = index ? memorySearchEngine(index) : sqlSearchEngine(db, lookups.dictionary);
  return searchRanked(db, query, limit, engine, lookups.synonyms);
}

/**
 * Products whose name contains every word of `query`, ignoring case and accents, each word
 * also matching with a small typo (migrations/0001). Exact matches rank first, then by trigram
 * similarity, then best sellers. Found through indexes, never by checking every name
 * (docs/decisions/0001), or in the catalogue kept in memory by the same rule (`index`).
 */
export async function searchProduk(
  db: Db,
  query: string,
  limit: number,
  lookups: SearchLookups = {},
  index?: SearchIndex,
): Promise<Produk[]> {
  const { rows } = await searchWith(db, query, limit, lookups, index);
  return rows;
}

/**
 * One page of a search's results (ranked as searchProduk ranks them), how many there are
 * (counting at most `max`) and whether there are more; a page past the last is the last.
 */
export async function searchProdukPage(
  db: Db,
  query: string,
  options: { page: number; pageSize: number; max: number },
  lookups: SearchLookups = {},
  index?: SearchIndex,
): Promise<{
  items: Produk[];
  total: number;
  more: boolean;
  page: number;
  synonyms: string[];
}> {
  const { rows, synonyms } = await searchWith(db, query, options.max + 1, lookups, index);
  const total = Math.min(rows.length, options.max);
  const page = Math.min(options.page, Math.max(1, Math.ceil(total / options.pageSize)));
  const start = (page - 1) * options.pageSize;
  return {
    items: rows.slice(start, Math.min(start + options.pageSize, total)),
    total,
    more: rows.length > options.max,
    page,
    synonyms,
  };
}

/**
 * After a write of many products (an import, a bulk edit): search's indexes take in at once what
 * the write queued for them (migrations/0035), so searches do not read the queue meanwhile.
 */
export function settleSearchIndexes(db: Db): Promise<void> {
  return mergePendingLists(db);
}

/** The bytes the dictionary cache's lookups may hold (a few hundred bytes each). */
const DICTIONARY_CACHE_BYTES = 2 * 1024 * 1024;

/** The bytes the synonym cache's lookups may hold (a few hundred bytes each). */
const SYNONYM_CACHE_BYTES = 1024 * 1024;

/** The most queries the dictionary and synonym caches keep each: a visitor types them. */
const LOOKUP_CACHE_ENTRIES = 2_000;

/** The most search pages the page cache keeps. */
const PAGE_CACHE_ENTRIES = 500;

/** The bytes the page cache's search pages may hold (some 10 to 60 KB each). */
const PAGE_CACHE_BYTES = 8 * 1024 * 1024;

/** Search's caches, one set per app (its change feed), made with the app's dependencies. */
export interface SearchCaches {
  /**
   * The search page's answers per query and page (docs/product.md §10). The page cache cannot
   * keep /cari, as each search that finds nothing is counted; the counting stays in the
   * procedure, and only the ranked results (two statements with synonyms, descriptions
   * and colours) are kept here, so a popular query costs the database once until the catalogue
   * changes.
   */
  pages: KeptUntilChange;
  /**
   * The dictionary words each query word finds (prepareSearch), kept until the catalogue
   * changes: the words visitors type repeat (gamis, koko, anak), and the lookup is a third of a
   * search's time at 10 000 products. The ranking itself still reads the database every time.
   */
  dictionary: KeptUntilChange;
  /**
   * The synonym groups' terms each query holds (synonymQueries), kept until the catalogue
   * changes (an admin's change to the groups is such a change): without it, every search asks.
   */
  synonyms: KeptUntilChange;
}

export function createSearchCaches(changes: ChangeFeed): SearchCaches {
  return {
    pages: new KeptUntilChange(changes, {
      max: PAGE_CACHE_ENTRIES,
      maxBytes: PAGE_CACHE_BYTES,
      name: 'search pages',
      fromSecondRead: true,
    }),
    dictionary: new KeptUntilChange(changes, {
      max: LOOKUP_CACHE_ENTRIES,
      maxBytes: DICTIONARY_CACHE_BYTES,
      name: 'search dictionary',
    }),
    synonyms: new KeptUntilChange(changes, {
      max: LOOKUP_CACHE_ENTRIES,
      maxBytes: SYNONYM_CACHE_BYTES,
      name: 'search synonyms',
    }),
  };
}

/** The query as search compares it: lower case, accents removed, words one space apart. */
export async function normalizeQuery(db: Db, query: string): Promise<string> {
  const words = query.split(/\s+/).filter(Boolean).join(' ');
  if (words === '') return '';
  const [normal] = await normalizeSearchText(db, [words]);
  return normal?.normal.trim() ?? '';
}
