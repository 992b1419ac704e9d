import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ADMIN_HOME } from '../../src/shared/admin-paths.js';
import type { ChangeFeed } from '../db/change-feed.js';
import { SESSION_COOKIE } from '../modules/auth/session-token.js';

// Pages and API reads as anonymous visitors get them, rendered once and kept with their
// compressed bodies and an ETag, until the shop's content changes (db/change-feed.ts). Only
// GET answers of 200 to a request without a session cookie are kept, and only while every
// change is heard; a request with a session neither gets nor fills an entry. Every HTML, JSON
// and XML answer is compressed here by Accept-Encoding, kept or not (docs/decisions/0008).

/** Bounds memory against many distinct URLs (query strings are part of the key). */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
/**
 * A safety net, not the way entries go stale: every change drops them at once. It also bounds
 * how long a rotating set (below) or a date on a page can stay the same.
 */
const MAX_AGE_MS = 10 * 60 * 1000;
/**
 * Kept and sent many times, but made on a visitor's request (every new search is one): quality
 * 5 costs a fraction of a millisecond where 9 cost ~18 ms for a 7 KB answer, for a few percent
 * in size. Both encoders run off the event loop.
 */
const BROTLI_KEPT = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Made per request (sessions, admin): light, so two cores keep up. */
const BROTLI_PER_REQUEST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain)/;
/** Small bodies gain nothing from compression. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Answers that hold random picks (the detail page's and the API's recommendations) are kept in
 * a few variants, one picked per request, so a visitor still sees them change.
 */
const ROTATING_VARIANTS = 4;
const rotating = (url: string) => url.startsWith('/detail/') || url.includes('recommendations');

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  status: number;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  bodies: Record<Encoding, Buffer>;
}

interface RequestState {
  key: string;
  generation: number;
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

function isCacheableRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (request.cookies[SESSION_COOKIE] !== undefined) return false;
  const pathName = request.url.split('?', 1)[0] ?? '';
  return !(
    pathName === ADMIN_HOME ||
    pathName.startsWith(`${ADMIN_HOME}/`) ||
    pathName === '/healthz' ||
    pathName === '/readyz' ||
    pathName.startsWith('/images/') ||
    pathName.startsWith('/assets/')
  );
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  served.add(request);
  void reply.header('etag', entry.etag);
  if (entry.cacheControl) void reply.header('cache-control', entry.cacheControl);
  if (etagMatches(request, entry.etag)) return reply.status(304).send();
  const body = encodeFor(request, reply, entry.bodies);
  return reply.status(entry.status).type(entry.contentType).send(body);
}

async function compressOnce(body: Buffer): Promise<Record<Encoding, Buffer>> {
  if (body.length < MIN_COMPRESS_BYTES) return { identity: body, br: body, gzip: body };
  const [br, gz] = await Promise.all([brotli(body, BROTLI_KEPT), gzip(body, GZIP)]);
  return { identity: body, br, gzip: gz };
}

export interface ResponseCache {
  /** How many answers are kept now (for tests and the benchmark's report). */
  size: () => number;
}

export function registerResponseCache(
  app: FastifyInstance,
  changes: ChangeFeed,
  options: { enabled: boolean },
): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) =>
      entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length + 200,
    ttl: MAX_AGE_MS,
  });
  changes.onChange(() => {
    entries.clear();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!options.enabled || !changes.live || !isCacheableRequest(request)) return;
    const variant = rotating(request.url)
      ? `#${Math.floor(Math.random() * ROTATING_VARIANTS)}`
      : '';
    const key = request.url + variant;
    const entry = entries.get(key);
    if (entry) return sendEntry(request, reply, entry);
    states.set(request, { key, generation: changes.generation });
  });

  app.addHook('onSend', async (request, reply, sent) => {
    if (served.has(request)) return sent;
    const state = states.get(request);
    // tRPC answers with a fetch Response, whose status and headers Fastify applies only later.
    const payload = state && sent instanceof Response ? await unwrapResponse(reply, sent) : sent;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!compressible.test(contentType) || reply.getHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.from(payload);
    const keep =
      state !== undefined &&
      reply.statusCode === 200 &&
      !reply.hasHeader('set-cookie') &&
      // Rendered from content that changed meanwhile: send it, but do not keep it.
      state.generation === changes.generation &&
      changes.live;

    if (keep) {
      const entry: Entry = {
        status: 200,
        contentType,
        cacheControl: reply.getHeader('cache-control') as string | undefined,
        etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        bodies: await compressOnce(body),
      };
      if (state.generation === changes.generation) entries.set(state.key, entry);
      void reply.header('etag', entry.etag);
      if (etagMatches(request, entry.etag)) {
        void reply.status(304);
        return '';
      }
      return encodeFor(request, reply, entry.bodies);
    }

    if (body.length < MIN_COMPRESS_BYTES) return body;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return body;
    void reply.header('vary', 'Accept-Encoding').header('content-encoding', encoding);
    return encoding === 'br' ? brotli(body, BROTLI_PER_REQUEST) : gzip(body, GZIP);
  });

  return { size: () => entries.size };
}

/** A fetch Response as Fastify would send it: its status and headers on the reply, its bytes. */
async function unwrapResponse(reply: FastifyReply, response: Response): Promise<Buffer> {
  void reply.status(response.status);
  for (const [name, value] of response.headers) void reply.header(name, value);
  return Buffer.from(await response.arrayBuffer());
}

function encodeFor(
  request: FastifyRequest,
  reply: FastifyReply,
  bodies: Record<Encoding, Buffer>,
): Buffer {
  void reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || bodies[encoding] === bodies.identity) return bodies.identity;
  void reply.header('content-encoding', encoding);
  return bodies[encoding];
}
