import type { ChangeFeed } from '../../db/change-feed.js';
import { KeptUntilChange } from '../../db/kept-until-change.js';

// The search page's answers per query and page (docs/product.md §10). The page cache cannot keep
// /cari, as each search that finds nothing is counted; the counting stays in the procedure, and
// only the ranked results (up to seven statements with synonyms, descriptions and colours) are
// kept here, so a popular query costs the database once until the catalogue changes.

const MAX_ENTRIES = 500;

/** One cache per app (its change feed): tests run several apps in one process. */
const caches = new WeakMap<ChangeFeed, KeptUntilChange>();

export function searchPageCache(changes: ChangeFeed): KeptUntilChange {
  let cache = caches.get(changes);
  if (!cache) {
    cache = new KeptUntilChange(changes, { max: MAX_ENTRIES });
    caches.set(changes, cache);
  }
  return cache;
}
