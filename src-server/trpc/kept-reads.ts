import type { ChangeFeed } from '../services/change-feed/change-feed.js';
import { KeptUntilChange } from '../services/change-feed/kept-until-change.js';
import { PRATINJAU_PARAM } from '../../src/shared/limits.js';
import type { Context } from './context.js';

// The catalogue as visitors read it, kept in memory until it changes (issue 18 item 2): a page
// the response cache does not hold (another page of a category, a colour, a filter) is rendered
// from reads that other pages have made already: the category's filter options, a product's
// colours, sizes and testimonials, the best sellers. Same switch and same change feed as the
// response cache (docs/decisions/0008): a change drops every read at once, on every instance.

/**
 * Routers whose public reads answer every visitor alike (content, not people): kept here, and
 * kept by the response cache (http/cache-key.ts).
 */
export const SHARED_ROUTERS: ReadonlySet<string> = new Set([
  'produk',
  'warna',
  'foto',
  'ukuran',
  'ketersediaan',
  'testimoni',
  'faq',
  'penawaran',
  'site',
]);
/**
 * Public reads that are not kept: kept per query by their own keeper and counted (the search
 * page), or measured as database work (the legacy search).
 */
const NOT_KEPT = new Set(['produk.searchPage', 'produk.search']);
/**
 * Reads picked at random are kept in a few variants, one picked per call, so a visitor still
 * sees them change: as many as the response cache keeps of a product page.
 */
const ROTATING = new Set(['produk.recommendations']);
const ROTATING_VARIANTS = 4;

/**
 * A read with a preview token (a product's preview link, docs/product.md §11) shows what visitors
 * do not see: never kept, never answered from what is kept.
 */
export function isPreviewRead(rawInput: unknown): boolean {
  return typeof rawInput === 'object' && rawInput !== null && PRATINJAU_PARAM in rawInput;
}

/** The key a read is kept under: its path, its input and, for a random pick, a variant. */
export function keptReadKey(path: string, rawInput: unknown): string {
  const variant = ROTATING.has(path) ? `#${Math.floor(Math.random() * ROTATING_VARIANTS)}` : '';
  return `${path}\n${rawInput === undefined ? '' : JSON.stringify(rawInput)}${variant}`;
}

/**
 * Reads of many distinct inputs (filters, pages) are few each, but one at 10 000 products (a
 * category's filter options, a long list) can be large: the memory is bounded in bytes.
 */
const MAX_BYTES = 16 * 1024 * 1024;

/** The most reads kept: their inputs are the visitors' to choose, and each costs its key too. */
const MAX_ENTRIES = 500;

/** The app's keeper of these reads (app.ts, registered with the cache registry). */
export function createKeptReads(changes: ChangeFeed): KeptUntilChange {
  return new KeptUntilChange(changes, {
    max: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    name: 'kept reads',
    fromSecondRead: true,
  });
}

/**
 * Whether this caller reads the catalogue as every visitor does, from what is kept until it
 * changes: not a signed-in admin (who sees it as it is this moment), and only while the cache
 * is on and every change is heard.
 */
export function readsAsVisitor(ctx: Context): boolean {
  return ctx.config.responseCache && ctx.sessionToken === undefined && ctx.changes.live;
}

/** The keeper for this call, or undefined when its answer must be read afresh. */
export function keptReadsFor(
  ctx: Context,
  call: { path: string; type: string; hasAccessRule: boolean },
): KeptUntilChange | undefined {
  if (call.type !== 'query' || call.hasAccessRule || !ctx.config.responseCache) return undefined;
  // A signed-in admin sees the catalogue as it is this moment, like the response cache's rule.
  if (ctx.sessionToken !== undefined) return undefined;
  if (!SHARED_ROUTERS.has(call.path.split('.', 1)[0] ?? '') || NOT_KEPT.has(call.path)) {
    return undefined;
  }
  return ctx.keptReads;
}
