import type { FastifyRequest } from 'fastify';

// Which products an answer shows, noted by the reads that made it, so the response cache can
// keep it past a change to other products (http/response-cache.ts, docs/decisions/0008). A
// read says what it shows in its procedure's meta; a read that says nothing may show anything
// (a list made by a query, a count), and so does an answer no read noted at all.

/**
 * What a public read shows of the catalogue:
 * - `noProduct`: no product (the shop's settings, the FAQ);
 * - `inputProduk`: the product its input's `id` names, and nothing of another;
 * - `outputProduk`: the products of the list it answers, each with its `id`, and nothing else.
 */
export type Shows = 'noProduct' | 'inputProduk' | 'outputProduk';

/** Products shown so far by each request's reads, or 'anything'. */
const shown = new WeakMap<FastifyRequest, Set<number> | 'anything'>();

function idsShown(
  shows: Shows | undefined,
  rawInput: unknown,
  data: unknown,
): number[] | undefined {
  switch (shows) {
    case 'noProduct':
      return [];
    case 'inputProduk': {
      const id = Number((rawInput as { id?: unknown } | undefined)?.id);
      return Number.isSafeInteger(id) ? [id] : undefined;
    }
    case 'outputProduk': {
      if (!Array.isArray(data)) return undefined;
      const ids = data.map((item) => (item as { id?: unknown } | null)?.id);
      return ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
    }
    default:
      return undefined;
  }
}

/** A read made for `request` answered `data`: what it shows joins what the answer shows. */
export function noteShown(
  request: FastifyRequest,
  shows: Shows | undefined,
  rawInput: unknown,
  data: unknown,
): void {
  const before = shown.get(request);
  if (before === 'anything') return;
  const ids = idsShown(shows, rawInput, data);
  if (!ids) {
    shown.set(request, 'anything');
    return;
  }
  const all = before ?? new Set<number>();
  for (const id of ids) all.add(id);
  shown.set(request, all);
}

/**
 * The products the answer to `request` shows, when its reads said so and showed nothing
 * else; undefined when it may show anything.
 */
export function shownProduk(request: FastifyRequest): ReadonlySet<number> | undefined {
  const ids = shown.get(request);
  return ids === 'anything' ? undefined : ids;
}
