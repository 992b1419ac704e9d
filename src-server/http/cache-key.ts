import type { FastifyRequest } from 'fastify';
import { ADMIN_HOME } from '../../src/shared/admin-paths.js';
import { BERHENTI_KABAR_PATH } from '../../src/shared/kabar-stok.js';
import { CONFIRMED_PATH, UNSUBSCRIBE_PATH } from '../../src/shared/newsletter-consent.js';
import { pageAddress, queryWithoutTracking } from '../../src/shared/page-query.js';
import { SEARCH_PATH } from '../../src/shared/search.js';
import { PRATINJAU_PARAM } from '../../src/shared/limits.js';
import { SESSION_COOKIE } from '../services/session/session-token.js';
import { SHARED_ROUTERS } from '../trpc/kept-reads.js';

// Which requests the response cache may answer and fill, and under what key
// (http/response-cache.ts, docs/decisions/0008). An answer is kept under a key only when every
// request that maps to that key gets the same answer: the key holds the path as the router reads
// it and the query as the route reads it, and a request carrying a header some answer varies on
// is neither answered from nor kept in the cache.

/**
 * Request headers that change an answer the cache would otherwise keep: tRPC streams its
 * answer as JSON lines when asked (`trpc-accept`, or `accept: application/jsonl`), reads a
 * body's type and a stream's resume point. A browser's plain GET sends none of them.
 */
function asksForAVariant(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers['trpc-accept'] !== undefined ||
    headers['last-event-id'] !== undefined ||
    headers['content-type'] !== undefined ||
    (headers.accept?.toLowerCase().includes('application/jsonl') ?? false)
  );
}

/**
 * Response headers a kept answer may name in its Vary: those the key or asksForAVariant covers.
 * An answer that varies on anything else is sent but not kept.
 */
const COVERED_VARY = new Set(['accept-encoding', 'trpc-accept', 'accept']);

export function variesOnlyOnCovered(vary: string | number | string[] | undefined): boolean {
  if (vary === undefined) return true;
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary)).toLowerCase().split(',');
  return names.every((name) => COVERED_VARY.has(name.trim()) || name.trim() === '');
}

/** The path as the router and tRPC read it (escapes decoded once), or undefined if it has none. */
function decodedPath(url: string): string | undefined {
  const raw = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** A path with a control character (`%0a`, `%0d`, `%00`…) names nothing (http/unroutable.ts). */
export function hasControlCharacter(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(decodedPath(url) ?? '');
}

/** Legacy paths whose reads every visitor gets alike (content, not people). */
const SHARED_REST = new Set([
  'produk',
  'kategoriproduk',
  'warna',
  'warnaproduk',
  'ukuran',
  'ukuranproduk',
  'testimoni',
  'testimoniproduk',
  'faq',
]);
/** Each search that finds nothing is counted (docs/product.md §10), so its answer is not kept. */
const COUNTED_PROCEDURES = new Set(['produk.searchPage']);

/** Whether an API path (decoded) reads shared content only: every procedure of a tRPC batch. */
function isSharedApiRead(path: string): boolean {
  const trpc = /^\/api\/trpc\/([^/]+)$/.exec(path);
  if (trpc?.[1]) {
    return trpc[1]
      .split(',')
      .every(
        (procedure) =>
          SHARED_ROUTERS.has(procedure.split('.', 1)[0] ?? '') &&
          !COUNTED_PROCEDURES.has(procedure),
      );
  }
  return SHARED_REST.has(path.split('/')[2] ?? '');
}

function isUnsharedPage(lowerPath: string): boolean {
  const path = lowerPath.replace(/\/+$/, '');
  return (
    path === ADMIN_HOME ||
    path.startsWith(`${ADMIN_HOME}/`) ||
    path === '/healthz' ||
    path === '/readyz' ||
    // Behind a token, and never the same twice (docs/decisions/0045).
    path === '/metrics' ||
    // Personal: the page names the address a token unsubscribes.
    path === UNSUBSCRIBE_PATH ||
    path === BERHENTI_KABAR_PATH.toLowerCase() ||
    // Personal: the page shows the welcome voucher of the confirmation token in its link.
    path === CONFIRMED_PATH ||
    // Each search that finds nothing is counted, so none is kept.
    path === SEARCH_PATH ||
    path.startsWith('/images/') ||
    path.startsWith('/assets/')
  );
}

/**
 * A product's preview link (`?pratinjau=` on its page, or in a read's input) shows what visitors
 * do not see: never answered from the cache nor kept (docs/product.md §11).
 */
function carriesPreview(query: string): boolean {
  let decoded = query;
  try {
    decoded = decodeURIComponent(query);
  } catch {
    // A query that does not decode is read as it is.
  }
  return decoded.includes(PRATINJAU_PARAM);
}

/**
 * Whether `url` is a preview link: its answer shows what visitors do not see, so it is answered
 * `Cache-Control: private, no-store` (no shared cache, no copy kept by the browser).
 */
export function isPreviewAddress(url: string): boolean {
  const queryAt = url.indexOf('?');
  return queryAt !== -1 && carriesPreview(url.slice(queryAt + 1));
}

/**
 * The key a GET is answered from and kept under, or undefined when it must not be: a request
 * with a session, one asking for a variant, and addresses that are personal, counted or files.
 */
export function cacheKeyFor(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  if (request.cookies[SESSION_COOKIE] !== undefined) return undefined;
  // An answer to credentials is theirs alone (RFC 9111 §3.5: a shared cache keeps none).
  if (request.headers.authorization !== undefined) return undefined;
  if (asksForAVariant(request)) return undefined;
  const path = decodedPath(request.url);
  if (path === undefined || hasControlCharacter(request.url)) return undefined;
  // An escaped `?` or `#` (`/FAQ%3Fx=1`) is part of the path the router reads, a page that does
  // not exist; decoded here it would read as the FAQ's own address with a query, and answer the
  // FAQ whenever it is kept. Such an address is never kept nor answered from the cache.
  if (/[?#]/.test(path)) return undefined;
  const queryAt = request.url.indexOf('?');
  const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
  if (carriesPreview(query)) return undefined;

  if (path === '/api' || path.startsWith('/api/')) {
    if (!isSharedApiRead(path)) return undefined;
    return path + queryWithoutTracking(new URLSearchParams(query));
  }
  if (isUnsharedPage(path.toLowerCase())) return undefined;
  return pageAddress(query ? `${path}?${query}` : path);
}

/** A product page's address on a colour, as pageAddress writes it. */
const PRODUCT_COLOUR = /^\/detail\/(\d+)\?warna=(\d+)$/;

/**
 * The address a product page on a colour is kept under: the page's own when the colour is not
 * one of the product's (the page then shows no colour, as without it), so a deleted colour's old
 * links and made-up ones are answered from the product's kept page instead of a render each.
 */
export async function withoutForeignColour(
  address: string,
  isColourOf: (produkId: number, warnaId: number) => Promise<boolean>,
): Promise<string> {
  const found = PRODUCT_COLOUR.exec(address);
  if (!found) return address;
  const [, produkId, warnaId] = found;
  return (await isColourOf(Number(produkId), Number(warnaId)))
    ? address
    : address.slice(0, address.indexOf('?'));
}
