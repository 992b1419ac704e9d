import { filtersFromSearch, filtersToSearch } from './produk-filter.js';
import { PRATINJAU_PARAM } from './limits.js';
import { PUBLIC_PAGES } from './public-pages.js';

// What of an address's query string a page reads, and nothing else. Links shared on Facebook,
// Instagram, TikTok and Google carry click ids that are new with every click (`fbclid`, `gclid`,
// `ttclid`, `utm_*`…); the server renders and keeps a page under its address as the page reads
// it, so a tracked link costs what the plain page costs and no click id reaches the page's
// markup, its links or its canonical URL (docs/decisions/0008).

/** `?page=` as a page number: anything odd means page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * Whether a list's page lies past its last (`?page=99` of three): no such page exists, so it
 * answers 404 rather than an empty list a search engine would index (issue 22 item 2). Page 1
 * always exists, empty or not.
 */
export function isPastLastPage(page: number, total: number, pageSize: number): boolean {
  return page > 1 && page > Math.ceil(total / pageSize);
}

/** The product page's colour (`/detail/12?warna=34`): a colour id, else none. */
export const COLOUR_PARAM = 'warna';

export function colourFromSearch(search: URLSearchParams): number | undefined {
  const id = Number(search.get(COLOUR_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Parameters that only tell where a click came from, as ad and social platforms and mail tools
 * add them. Dropped from every address that does not say what it reads (below).
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'ttclid',
  'twclid',
  'igshid',
  'igsh',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  'yclid',
  'srsltid',
  '_ga',
  '_gl',
]);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.has(lower);
}

const withQuery = (search: URLSearchParams) => {
  const query = search.toString();
  return query ? `?${query}` : '';
};

/** Every parameter but the tracking ones, in one order: for addresses that read what they get. */
export function queryWithoutTracking(search: URLSearchParams): string {
  const kept = new URLSearchParams(
    [...search].filter(([name]) => !isTrackingParam(name)).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return withQuery(kept);
}

const pageOnly = (search: URLSearchParams) => {
  const page = pageFromSearch(search);
  return page > 1 ? `?page=${page}` : '';
};

const fixedPages = new Set<string>(PUBLIC_PAGES);

/** The query string a public page reads, normalised (`?…` or ''), for its path. */
function pageQuery(pathname: string, search: URLSearchParams): string {
  if (pathname === '/kategori' || /^\/kategori\/[^/]+\/?$/.test(pathname)) {
    return filtersToSearch(filtersFromSearch(search), { page: pageFromSearch(search) });
  }
  if (/^\/detail\/[^/]+\/?$/.test(pathname)) {
    const colour = colourFromSearch(search);
    const kept = new URLSearchParams();
    if (colour !== undefined) kept.set(COLOUR_PARAM, String(colour));
    // A preview link's token (docs/product.md §11); such an address is never kept.
    const pratinjau = search.get(PRATINJAU_PARAM);
    if (pratinjau) kept.set(PRATINJAU_PARAM, pratinjau);
    return withQuery(kept);
  }
  if (pathname === '/testimoni') return pageOnly(search);
  if (fixedPages.has(pathname)) return '';
  // Pages that read what they are given (the search, the login, the unsubscribe link) or none.
  return queryWithoutTracking(search);
}

/** A page's address as the page reads it: the path and its normalised query string. */
export function pageAddress(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pathname = url.slice(0, queryAt);
  return pathname + pageQuery(pathname, new URLSearchParams(url.slice(queryAt + 1)));
}
