import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/change-feed.js';

// The search page's answers, kept per query and page until the catalogue changes (on any
// instance: the change feed of the page cache, docs/decisions/0008). The page cache cannot keep
// /cari, as each search that finds nothing is counted (docs/product.md §10); the counting stays
// in the procedure, and only the ranked results (up to seven statements with synonyms,
// descriptions and colours) are kept here, so a popular query costs the database once.

const MAX_ENTRIES = 500;
/** As the page cache: an answer is never older than this, even if a change went unheard. */
const MAX_AGE_MS = 10 * 60 * 1000;

interface Kept {
  generation: number;
  answer: Promise<unknown>;
}

const caches = new WeakMap<ChangeFeed, LRUCache<string, Kept>>();

function cacheOf(changes: ChangeFeed): LRUCache<string, Kept> {
  let cache = caches.get(changes);
  if (!cache) {
    cache = new LRUCache<string, Kept>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
    caches.set(changes, cache);
  }
  return cache;
}

/**
 * The answer for `key`, made by `make` unless one made since the last change is kept. Requests
 * meanwhile share one making; kept only while every change is heard, and never a failure.
 */
export function keptSearchPage<T>(
  changes: ChangeFeed,
  key: string,
  make: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(changes);
  const kept = cache.get(key);
  if (kept && kept.generation === changes.generation) return kept.answer as Promise<T>;
  const answer = make();
  const entry = { generation: changes.generation, answer };
  cache.set(key, entry);
  const forget = () => {
    if (cache.get(key) === entry) cache.delete(key);
  };
  answer.then(() => {
    if (!changes.live) forget();
  }, forget);
  return answer;
}
