import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../trpc/context.js';
import { isPersonRequest } from '../../http/visitor.js';
import { SESSION_COOKIE } from '../../services/session/session-token.js';
import { CountTally, type Counted } from '../../services/tally/count-tally.js';
import { pruneDilihat, recordDilihat } from './dilihat.queries.js';
import type { VisitorKey } from './visitor-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product page views waiting to be written; `flush()` waits for them (tests, app close). */
    dilihatTally: CountTally<PendingView>;
  }
}

// Product page views (docs/product.md §10, docs/decisions/0010): counted where every answer
// passes, once it is sent, so a page answered from the response cache (or with its 304) is seen
// as a page rendered for the visitor is. The hot path is a few comparisons, the bot check (a
// lookup per user agent) and a map lookup; a view that is not a repeat here is queued, and
// hashed for the limiter and written later, in batches, by one writer.

/** A visitor reading the same product again within this is not another view. */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60_000;
/** Views waiting to be written; past this, new ones are dropped. */
const MAX_PENDING_VIEWS = 10_000;
/**
 * Views are written together every so often: at thousands of views a second (a benchmark, a
 * crawler in a browser's clothes) that is one statement per product viewed, not one per batch
 * of two hundred, which on the embedded database would share the thread with the pages.
 */
const WRITE_DELAY_MS = 2_000;
/** How often each instance drops rows past the retention. */
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

const DETAIL = '/detail/';
const MAX_ID = 2_147_483_647;

export interface PendingView extends Counted {
  idProduk: number;
}

/**
 * The product of a product page's address (`/detail/12`, `/detail/12?warna=3`, `/detail/12/`),
 * written the plain way, else 0. Read character by character: no copy of the address is made.
 */
export function produkIdOfPage(url: string): number {
  if (!url.startsWith(DETAIL)) return 0;
  let id = 0;
  let i = DETAIL.length;
  for (; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c < 48 || c > 57) break;
    if (id === 0 && c === 48) return 0;
    id = id * 10 + (c - 48);
    if (id > MAX_ID) return 0;
  }
  if (id === 0) return 0;
  if (i < url.length && url[i] === '/') i++;
  return i === url.length || url[i] === '?' ? id : 0;
}

const PAGE_READ = '/api/trpc/';
const PAGE_PROCEDURE = 'produk.page';

/**
 * The product of the product page's read over the API (`produk.page`, alone or in a batch):
 * what a visitor's browser asks for when it moves to a product page inside the shop, once the
 * first page has become interactive (no page address is requested then), else 0.
 */
export function produkIdOfPageRead(url: string): number {
  if (!url.startsWith(PAGE_READ) || !url.includes(PAGE_PROCEDURE)) return 0;
  const queryAt = url.indexOf('?');
  const procedures = url.slice(PAGE_READ.length, queryAt === -1 ? undefined : queryAt).split(',');
  const index = procedures.indexOf(PAGE_PROCEDURE);
  if (index === -1 || queryAt === -1) return 0;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let input: unknown;
  try {
    const all: unknown = JSON.parse(query.get('input') ?? 'null');
    input =
      query.get('batch') === '1'
        ? (all as Record<string, unknown> | null)?.[String(index)]
        : procedures.length === 1
          ? all
          : undefined;
  } catch {
    return 0;
  }
  const id = (input as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : 0;
}

/**
 * A person's own view of a product page, opened by its address or moved to inside the shop (its
 * read over the API): a GET answered 2xx (not a HEAD, a 304, a 404 or an
 * error), without a session (the shop's admins checking a page), not a crawler, a chat app's
 * link preview or a prefetch. The cheap tests go first: most answers are not product pages.
 */
function viewedProduk(request: FastifyRequest, status: number): number {
  if (request.method !== 'GET' || status < 200 || status > 299) return 0;
  const id = produkIdOfPage(request.url) || produkIdOfPageRead(request.url);
  if (id === 0) return 0;
  if (request.cookies[SESSION_COOKIE] !== undefined || !isPersonRequest(request)) return 0;
  return id;
}

export function registerProdukViews(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'rateLimiter' | 'config'>,
  visitorKey: VisitorKey,
): void {
  const { db, rateLimiter, config } = deps;
  const timeZone = config.shop.timeZone;
  let lastPrune = -Infinity;
  const tally = new CountTally<PendingView>({
    rateLimiter,
    name: 'dilihat',
    label: 'product views',
    windowMs: VIEW_REPEAT_WINDOW_MS,
    maxPending: MAX_PENDING_VIEWS,
    delayMs: WRITE_DELAY_MS,
    batchSize: MAX_PENDING_VIEWS,
    // The address stays in this process's memory for the window; the limiter's store (Redis,
    // shared by instances) gets a keyed hash of it.
    limiterKey: (key) => visitorKey(key, 'dilihat'),
    log: app.log,
    record: async (fresh) => {
      const perProduk = new Map<number, number>();
      for (const view of fresh) {
        perProduk.set(view.idProduk, (perProduk.get(view.idProduk) ?? 0) + 1);
      }
      await recordDilihat(db, perProduk, timeZone);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneDilihat(db, timeZone);
      }
    },
  });
  app.decorate('dilihatTally', tally);
  app.addHook('onClose', () => tally.flush());
  app.addHook('onResponse', (request, reply, done) => {
    const id = viewedProduk(request, reply.statusCode);
    if (id !== 0) tally.add({ key: `${request.ip} ${id}`, idProduk: id });
    done();
  });
}
