import { BERHENTI_KABAR_PATH, KABARI_SAYA_PATH } from '../../src/shared/kabar-stok.js';
import { CONFIRMED_PATH, UNSUBSCRIBE_PATH } from '../../src/shared/newsletter-consent.js';
import { PUBLIC_PAGES } from '../../src/shared/public-pages.js';
import { SEARCH_PATH } from '../../src/shared/search.js';

// The storefront's pages have no Fastify route: the not-found handler renders whatever the page
// table (src/routes.tsx) matches, and the response cache answers kept ones before routing. For
// /metrics they are labelled by their page route all the same, from a fixed set, so that no
// address a visitor makes up becomes a series of its own (docs/decisions/0045).

/** The pages at one fixed address (the category filters are one route, below). */
const FIXED_PAGES = new Set<string>([
  ...PUBLIC_PAGES.filter((page) => !page.startsWith('/kategori/')),
  SEARCH_PATH,
  UNSUBSCRIBE_PATH,
  CONFIRMED_PATH,
  KABARI_SAYA_PATH,
  BERHENTI_KABAR_PATH,
]);

/** The page routes with a parameter, as src/routes.tsx writes them. */
const PAGE_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^\/detail\/[^/]+$/, '/detail/:id'],
  [/^\/kategori\/[^/]+$/, '/kategori/:filter'],
];

/** Labels for what is no page: an address that names none, a redirect, anything else. */
export const NOT_FOUND_ROUTE = '(not found)';
export const REDIRECT_ROUTE = '(redirect)';
export const OTHER_ROUTE = '(other)';

/** The page route of `url` answered with `status`, for a request no Fastify route took. */
export function pageRoute(url: string, status: number): string {
  if (status === 404) return NOT_FOUND_ROUTE;
  if (status >= 300 && status < 400) return REDIRECT_ROUTE;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (FIXED_PAGES.has(path)) return path;
  return PAGE_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? OTHER_ROUTE;
}
