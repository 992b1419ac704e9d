import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CdnSettings } from '../config.js';
import { answerTags, publicCacheControl, tagHeaderValue } from '../services/cdn/cdn-tags.js';
import type { RegisteredCache } from '../services/change-feed/cache-registry.js';
import type { Change, ChangeFeed } from '../services/change-feed/change-feed.js';
import { shownProduk } from '../trpc/shown-produk.js';
import { cacheKeyFor, variesOnlyOnCovered } from './cache-key.js';

// Pages and API reads as anonymous visitors get them, kept from their second request with their
// compressed bodies and an ETag, until the shop's content changes (services/change-feed/change-feed.ts): a change
// to some products drops the answers that show them or may (every list), any other change all
// (issue 22 item 5). Only
// GET answers of 200 to a request without a session cookie are kept, and only while every
// change is heard; a request with a session neither gets nor fills an entry; which requests
// share an entry is http/cache-key.ts's to say. Requests for an entry being made wait for it
// instead of making it again (a burst after an admin save renders a page once). Every HTML,
// JSON and XML answer is compressed here by Accept-Encoding, kept or not (docs/decisions/0008).

/**
 * Bounds memory against many distinct URLs (query strings are part of the key). The bytes are
 * those really held: a kept page is its compressed copies (~20 KB brotli for a 110 KB page), its
 * uncompressed body only until the smaller copy exists (issue 22 item 5). The demo catalogue's
 * pages, in every variant and colour, are some 700 entries and 15 MB: they fit several times.
 */
const MAX_ENTRIES = 10_000;
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * Addresses remembered as asked for: an answer is kept only for an address asked for before (or
 * wanted by several at once). A one-off address (a price typed once in a filter, a crawler
 * walking every combination) is answered and forgotten instead of pushing out the pages
 * visitors come back to, and costs no hash and no kept copy (docs/decisions/0008).
 */
const MAX_ASKED = 20_000;
/**
 * A safety net, not the way entries go stale: every change drops them at once. It also bounds
 * how long a rotating set (below) or a date on a page can stay the same.
 */
const MAX_AGE_MS = 10 * 60 * 1000;
/**
 * The first copy of an answer in an encoding, kept or not, is made at the lightest level, at
 * once, on the request's own thread: a page the cache does not hold (a new filter, a search) is
 * made for one visitor and is mostly CPU (issue 18 item 2). For a 110 KB page brotli 0 with a
 * 256 KB window takes ~0.1 ms, 1 twice that and 5 ten times, for 4% and 20% fewer bytes; the
 * thread pool's hop costs more than the light work itself. A kept page's visitors after the
 * first get the smaller copy (below).
 */
const brotliFirst = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 0,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const GZIP_FIRST = { level: 2 };
/** The smallest brotli window (10 to 24 bits) that holds `size` bytes. */
const windowBits = (size: number) =>
  Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
  );
/**
 * A kept answer asked for again is worth more work: its copy is made anew at this level in the
 * background and replaces the light one (the smaller copy for every visitor after).
 */
const brotliKept = (size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    // A window no larger than the body compresses it to the same bytes: brotli's default 4 MB
    // window made each encoder allocate megabytes on the thread pool, which the allocator kept
    // in per-thread arenas (docs/decisions/0050).
    [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(size),
  },
});
const GZIP_KEPT = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Up to this size a first copy is made synchronously: the asynchronous call's stream and
 * thread hop cost more CPU than the light work itself. Larger bodies go to the thread pool.
 */
const SYNC_COMPRESS_BYTES = 512 * 1024;

/** The light first copy of `body` in `encoding`. */
function compressFirst(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (body.length > SYNC_COMPRESS_BYTES) {
    return encoding === 'br' ? brotli(body, brotliFirst) : gzip(body, GZIP_FIRST);
  }
  return Promise.resolve(
    encoding === 'br'
      ? zlib.brotliCompressSync(body, brotliFirst)
      : zlib.gzipSync(body, GZIP_FIRST),
  );
}

/** The smaller copy of a kept answer, made in the thread pool. */
function compressKept(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliKept(body.length)) : gzip(body, GZIP_KEPT);
}

const compressible = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain)/;
/** Small bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Answers that hold random picks (the detail page's and the API's recommendations) are kept in
 * a few variants, one picked per request, so a visitor still sees them change.
 */
const ROTATING_VARIANTS = 4;
const rotating = (key: string) => key.startsWith('/detail/') || key.includes('recommendations');
/**
 * A variant not kept yet, while another of its address is kept, is rendered by one request in
 * this many; the others get that sibling (and wait for one being made). After a change a crowd
 * renders each page once instead of once per variant; the rotation comes back over the next
 * visits.
 */
const FILL_VARIANT_ONE_IN = 4;
const variantKeys = (address: string) =>
  Array.from({ length: ROTATING_VARIANTS }, (_, i) => `${address}#${i}`);
/**
 * The longest a request waits for another's answer to the same address before making its own:
 * far longer than a render takes, short enough that a stuck one does not hold a crowd.
 */
const FLIGHT_WAIT_MS = 5_000;

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  key: string;
  status: number;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  /** Headers of the answer that belong to it (a legacy list's paging), sent with every copy. */
  headers: Record<string, string>;
  /**
   * The answer uncompressed, until the smaller brotli copy exists; after that it is made from
   * that copy when a client without brotli asks (rare, and well under a millisecond).
   */
  raw: Buffer | undefined;
  /** Its length, for the small answers sent as they are. */
  length: number;
  /** The bytes of each copy held: what the cache counts against MAX_BYTES. */
  held: { raw: number; br: number; gzip: number };
  /** Tells the cache the entry's held bytes changed (a copy made, the body let go). */
  resized: () => void;
  /**
   * The compressed bodies, each made when a visitor first asks for it: a search's answer is
   * often asked for once, by one browser, and needs one encoding only.
   */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
  /** Encodings whose smaller copy has been asked for (made once, on the second request). */
  refined: Set<Exclude<Encoding, 'identity'>>;
  /**
   * The products the answer shows, when its reads said so (trpc/shown-produk.ts): it stays
   * past a change to others. Undefined: it may show anything, and goes with every change.
   */
  shows: ReadonlySet<number> | undefined;
}

/** Whether `entry` may show something `change` touched. */
function touchedBy(entry: Entry, change: Change): boolean {
  const { shows } = entry;
  return !change.produk || !shows || change.produk.some((id) => shows.has(id));
}

/** What of an answer's own headers a kept copy must carry too (and the CDN's tag header). */
const KEPT_HEADERS = ['link', 'x-total-count'];

/** An answer being made for a key: the requests that ask meanwhile wait for it. */
interface Flight {
  generation: number;
  /** Requests waiting for it: the answer is wanted again, so it is kept. */
  waiting: number;
  settled: boolean;
  done: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}

function newFlight(generation: number): Flight {
  let settle: (entry: Entry | undefined) => void = () => undefined;
  const done = new Promise<Entry | undefined>((resolve) => {
    settle = resolve;
  });
  const flight: Flight = { generation, waiting: 0, settled: false, done, settle: () => undefined };
  flight.settle = (entry) => {
    if (flight.settled) return;
    flight.settled = true;
    settle(entry);
  };
  return flight;
}

interface RequestState {
  key: string;
  generation: number;
  /** Set on the request that makes the answer others wait for. */
  flight?: Flight;
  /** The address was asked for before (its answer earns a place in the cache). */
  again: boolean;
}

const states = new WeakMap<FastifyRequest, RequestState>();
/** Answers already sent compressed (from an entry): nothing more to do in onSend. */
const served = new WeakSet<FastifyRequest>();

/** The best encoding the request accepts: br, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

async function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  served.add(request);
  void reply.header('etag', entry.etag).header('x-cache', 'hit').headers(entry.headers);
  if (entry.cacheControl) void reply.header('cache-control', entry.cacheControl);
  if (etagMatches(request, entry.etag)) return reply.status(304).send();
  const body = await encodeFor(request, reply, entry);
  return reply.status(entry.status).type(entry.contentType).send(body);
}

/**
 * The entry's body in the request's preferred encoding: a light copy made once for the first
 * visitor; from the second on, a smaller one is made in the background and replaces it.
 */
function encodeFor(request: FastifyRequest, reply: FastifyReply, entry: Entry): Promise<Buffer> {
  void reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || entry.length < MIN_COMPRESS_BYTES) return rawOf(entry);
  void reply.header('content-encoding', encoding);
  const current = entry.encoded[encoding];
  if (!current) {
    const first = rawOf(entry)
      .then((raw) => compressFirst(raw, encoding))
      .then(
        (copy) => {
          entry.held[encoding] = copy.length;
          entry.resized();
          return copy;
        },
        (error: unknown) => {
          entry.encoded[encoding] = undefined;
          throw error;
        },
      );
    entry.encoded[encoding] = first;
    return first;
  }
  if (!entry.refined.has(encoding)) {
    entry.refined.add(encoding);
    rawOf(entry)
      .then((raw) => compressKept(raw, encoding))
      .then(
        (smaller) => {
          entry.encoded[encoding] = Promise.resolve(smaller);
          entry.held[encoding] = smaller.length;
          // The smaller brotli copy is what nearly every visitor gets; the body can go.
          if (encoding === 'br') {
            entry.raw = undefined;
            entry.held.raw = 0;
          }
          entry.resized();
        },
        // The light copy stays; nothing a visitor waits for failed.
        () => undefined,
      );
  }
  return current;
}

/** The entry's uncompressed body: kept, or made again from its brotli copy. */
async function rawOf(entry: Entry): Promise<Buffer> {
  if (entry.raw) return entry.raw;
  const br = await entry.encoded.br;
  if (!br) throw new Error('a kept answer has neither its body nor its brotli copy');
  return zlib.brotliDecompressSync(br);
}

/** The bytes an entry holds, as the cache counts them. */
const heldBytes = (entry: Entry) => entry.held.raw + entry.held.br + entry.held.gzip + 200;

/**
 * What the response cache shows of itself (the cache registry, tests, the soak's report): its
 * answers, the bytes they hold as counted against the bound, and the requests answered from it
 * (hits) or made anew with the cache in play (misses).
 */
export interface ResponseCache extends RegisteredCache {
  bytes: () => number;
}

/** The kept answers, bounded in number, bytes and age. */
const newEntries = () =>
  new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: heldBytes,
    ttl: MAX_AGE_MS,
  });

/** The entries `change` drops: those that may show what it touched (all, for any change). */
function dropTouched(entries: LRUCache<string, Entry>, change: Change): void {
  if (!change.produk) {
    entries.clear();
    return;
  }
  const stale = [...entries.entries()].filter(([, entry]) => touchedBy(entry, change));
  for (const [key] of stale) entries.delete(key);
}

/** What the app sends when it says nothing of caching: personal, or made anew each time. */
const UNSAID_CACHE_CONTROL = new Set(['no-cache', 'no-store']);

/**
 * With a CDN in front (docs/decisions/0044): an answer the cache may keep is the CDN's to keep
 * too, until a purge names one of its tags; any other that says nothing more precise (a page
 * with a session, a preview, the admin, a form's answer, a redirect) is nobody's to keep.
 */
function applyCdnHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  cdn: CdnSettings,
  shared: boolean,
): void {
  if (shared) {
    void reply
      .header('cache-control', publicCacheControl(cdn))
      .header(cdn.tagHeader, tagHeaderValue(cdn, answerTags(shownProduk(request))))
      .header('vary', 'Accept-Encoding');
    return;
  }
  const said = reply.getHeader('cache-control');
  if (said === undefined || UNSAID_CACHE_CONTROL.has(String(said))) {
    void reply.header('cache-control', 'private, no-store');
  }
}

/** A new entry for the answer `body` to `request`, under `key`. */
function entryOf(
  entries: LRUCache<string, Entry>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  body: Buffer,
  keptHeaders: readonly string[],
): Entry {
  const entry: Entry = {
    key,
    status: 200,
    contentType: String(reply.getHeader('content-type') ?? ''),
    cacheControl: reply.getHeader('cache-control') as string | undefined,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    headers: Object.fromEntries(
      keptHeaders.flatMap((name) => {
        const value = reply.getHeader(name);
        return value === undefined ? [] : [[name, String(value)]];
      }),
    ),
    raw: body,
    length: body.length,
    held: { raw: body.length, br: 0, gzip: 0 },
    resized: () => {
      // Still this key's entry (not dropped by a change or pushed out meanwhile).
      if (entries.peek(key) !== entry) return;
      // lru-cache counts a value's size when it is set, and not again for the same value:
      // set anew. (Its age starts again; the few copies an entry gets bound that.)
      entries.delete(key);
      entries.set(key, entry);
    },
    encoded: {},
    refined: new Set(),
    shows: shownProduk(request),
  };
  return entry;
}

export function registerResponseCache(
  app: FastifyInstance,
  changes: ChangeFeed,
  options: {
    enabled: boolean;
    /** The address an answer is kept under, when data decides it (cache-key.ts). */
    keptAddress?: (address: string) => Promise<string>;
    /** Headers for a CDN in front: what it may keep, and under which tags. */
    cdn?: CdnSettings | undefined;
  },
): ResponseCache {
  const { cdn } = options;
  const keptHeaders = cdn ? [...KEPT_HEADERS, cdn.tagHeader] : KEPT_HEADERS;
  const entries = newEntries();
  const asked = new LRUCache<string, true>({ max: MAX_ASKED });
  const flights = new Map<string, Flight>();
  const counts = { hits: 0, misses: 0 };
  const hit = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    counts.hits += 1;
    return sendEntry(request, reply, entry);
  };
  const miss = (reply: FastifyReply) => {
    counts.misses += 1;
    // Whether the answer came from the cache, for the soak's hit rate (bench/soak.mjs).
    void reply.header('x-cache', 'miss');
  };
  changes.onChange((change) => {
    dropTouched(entries, change);
    // Those waiting get what they waited for; anyone asking from now on, the new content.
    flights.clear();
  });
  const land = (state: RequestState | undefined, entry: Entry | undefined) => {
    if (!state?.flight) return;
    state.flight.settle(entry);
    if (flights.get(state.key) === state.flight) flights.delete(state.key);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!options.enabled || !changes.live) return;
    const requested = cacheKeyFor(request);
    if (requested === undefined) return;
    const address = options.keptAddress ? await options.keptAddress(requested) : requested;
    const variant = rotating(address) ? `#${Math.floor(Math.random() * ROTATING_VARIANTS)}` : '';
    let key = address + variant;
    const entry = entries.get(key);
    if (entry) return hit(request, reply, entry);

    const generation = changes.generation;
    if (variant && flights.get(key)?.generation !== generation) {
      // One render of an address at a time: wait for a sibling being made, or (mostly) take
      // a kept one.
      const siblings = variantKeys(address).filter((other) => other !== key);
      const making = siblings.find((other) => flights.get(other)?.generation === generation);
      const kept = making ? undefined : siblings.find((other) => entries.has(other));
      if (making) key = making;
      else if (kept && Math.random() * FILL_VARIANT_ONE_IN >= 1) {
        return hit(request, reply, entries.get(kept) as Entry);
      }
    }
    const inFlight = flights.get(key);
    if (inFlight?.generation === generation) {
      inFlight.waiting += 1;
      const made = await Promise.race([inFlight.done, delay(FLIGHT_WAIT_MS)]);
      if (made) return hit(request, reply, made);
      // Not keepable (a 404, a failure) or too slow: this request makes its own answer.
      states.set(request, { key, generation: changes.generation, again: true });
      miss(reply);
      return;
    }
    // Remembered by address: a product page's rotating variants are one address.
    const again = asked.has(address);
    if (!again) asked.set(address, true);
    const flight = newFlight(generation);
    flights.set(key, flight);
    states.set(request, { key, generation, flight, again });
    miss(reply);
  });

  // Whatever became of the answer (sent, failed, the client gone), nobody waits for it any more.
  app.addHook('onResponse', (request, _reply, done) => {
    land(states.get(request), undefined);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    land(states.get(request), undefined);
    done();
  });

  app.addHook('onSend', async (request, reply, sent) => {
    if (served.has(request)) return sent;
    const state = states.get(request);
    // tRPC answers with a fetch Response, whose status and headers Fastify applies only later.
    const payload = state && sent instanceof Response ? await unwrapResponse(reply, sent) : sent;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const keepable =
      state !== undefined &&
      reply.statusCode === 200 &&
      compressible.test(contentType) &&
      !reply.hasHeader('set-cookie') &&
      variesOnlyOnCovered(reply.getHeader('vary')) &&
      // Rendered from content that changed meanwhile: send it, but do not keep it.
      state.generation === changes.generation &&
      changes.live;
    if (cdn) applyCdnHeaders(request, reply, cdn, keepable);
    if (!compressible.test(contentType) || reply.getHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const keep = keepable && (state.again || (state.flight?.waiting ?? 0) > 0);

    if (keep) {
      const entry = entryOf(entries, request, reply, state.key, body, keptHeaders);
      entries.set(state.key, entry);
      land(state, entry);
      void reply.header('etag', entry.etag);
      if (etagMatches(request, entry.etag)) {
        void reply.status(304);
        return '';
      }
      return encodeFor(request, reply, entry);
    }

    if (body.length < MIN_COMPRESS_BYTES) return body;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return body;
    void reply.header('vary', 'Accept-Encoding').header('content-encoding', encoding);
    return compressFirst(body, encoding);
  });

  return {
    name: 'responses',
    size: () => entries.size,
    bytes: () => entries.calculatedSize,
    get hits() {
      return counts.hits;
    },
    get misses() {
      return counts.misses;
    },
    clear: () => entries.clear(),
  };
}

const delay = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/** A fetch Response as Fastify would send it: its status and headers on the reply, its bytes. */
async function unwrapResponse(reply: FastifyReply, response: Response): Promise<Buffer> {
  void reply.status(response.status);
  for (const [name, value] of response.headers) void reply.header(name, value);
  return Buffer.from(await response.arrayBuffer());
}
