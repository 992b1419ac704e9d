import type { CdnSettings } from '../../config.js';
import type { Change } from '../change-feed/change-feed.js';

// The tags a CDN keeps the app's answers under, and those a change purges (docs/decisions/0044).
// They mirror the response cache's own rule (http/response-cache.ts): a change to some products
// drops the answers showing them and those that may show any product; any other change drops
// everything. So every kept answer is tagged `all`; one that says which products it shows is
// tagged `p<id>` for each; one that may show any product (a list made by a query) `list`. A
// change to products 3 and 5 purges `p3 p5 list`, any other change `all`.

/** Every answer the CDN may keep. */
export const ALL_TAG = 'all';
/** Answers that may show any product: lists, searches, the home page. */
export const LIST_TAG = 'list';
export const produkTag = (id: number) => `p${id}`;

/**
 * More products than this on one answer are tagged as a list instead (a header stays small;
 * Cloudflare reads 16 KB of tags at most). It is then purged by any product's change, as a
 * list is: more often, never stale.
 */
const MAX_PRODUK_TAGS = 200;
/** A change to more products than this purges everything (few calls, one short header). */
const MAX_PURGED_PRODUK = 200;

/** The tags of an answer that shows `shows` (undefined: may show any product). */
export function answerTags(shows: ReadonlySet<number> | undefined): string[] {
  if (!shows || shows.size > MAX_PRODUK_TAGS) return [ALL_TAG, LIST_TAG];
  return [ALL_TAG, ...[...shows].sort((a, b) => a - b).map(produkTag)];
}

/** The tags to purge for `change`: exactly the answers the response cache drops for it. */
export function purgeTags(change: Change): string[] {
  const { produk } = change;
  if (!produk || produk.length > MAX_PURGED_PRODUK) return [ALL_TAG];
  return [LIST_TAG, ...[...new Set(produk)].sort((a, b) => a - b).map(produkTag)];
}

/** Several purges' tags as one: `all` covers every other. */
export function mergedTags(batches: readonly (readonly string[])[]): string[] {
  const tags = new Set(batches.flat());
  return tags.has(ALL_TAG) ? [ALL_TAG] : [...tags];
}

/** The Cache-Control of an answer a CDN may keep until a purge names one of its tags. */
export function publicCacheControl(cdn: CdnSettings): string {
  return [
    'public',
    `max-age=${cdn.maxAge}`,
    `s-maxage=${cdn.sMaxAge}`,
    `stale-while-revalidate=${cdn.staleWhileRevalidate}`,
    `stale-if-error=${cdn.staleIfError}`,
  ].join(', ');
}

/** The tag header's value: Cloudflare's Cache-Tag takes commas, xkey and Surrogate-Key spaces. */
export function tagHeaderValue(cdn: CdnSettings, tags: readonly string[]): string {
  return tags.join(cdn.tagHeader === 'cache-tag' ? ',' : ' ');
}
