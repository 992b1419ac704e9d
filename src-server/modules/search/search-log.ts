import { createHash } from 'node:crypto';
import { isPersonRequest } from '../../http/visitor.js';
import type { Context } from '../../trpc/context.js';
import { normalizeQuery } from './index.js';
import { recordZeroResultRow } from './search-terms.queries.js';

// Which searches with no result the dashboard counts (docs/product.md §10): a person's own
// search (not a crawler, a link preview, a prefetch, a HEAD request or an admin trying a query
// from the dashboard), once a day per visitor and query, so that one client repeating a query
// cannot push it up the list; and at most ZERO_RESULTS_PER_ADDRESS_PER_HOUR such searches an hour
// from one address (repeats included), so that a client sending random queries can neither fill
// the month's list nor the limiter's store (a key per visitor and query, kept a day). Generous,
// as many phones share a mobile carrier's address, and searches that find nothing are rare.

const ONCE_PER_MS = 24 * 60 * 60 * 1000;
export const ZERO_RESULTS_PER_ADDRESS_PER_HOUR = 100;

export function countsAsSearch(ctx: Context): boolean {
  return ctx.req.method === 'GET' && ctx.sessionToken === undefined && isPersonRequest(ctx.req);
}

/**
 * Counts a person's search among the most searched terms (once a day per visitor and query,
 * written later: search-tally.ts) and, when it found nothing, among the searches with no
 * result.
 */
export async function recordSearch(ctx: Context, query: string, found: boolean): Promise<void> {
  const kueri = await normalizeQuery(ctx.db, query);
  if (kueri === '') return;
  ctx.searchTally.add({
    key: ctx.visitorKey(ctx.clientIp, `cari\n${kueri}`),
    kueri,
    client: ctx.visitorKey(ctx.clientIp, 'cari'),
  });
  if (!found) await recordZeroResult(ctx, kueri);
}

/** Counts a search that found nothing, unless this visitor counted the same query today. */
async function recordZeroResult(ctx: Context, kueri: string): Promise<void> {
  const client = await ctx.rateLimiter.hit(`cari-kosong-klien:${ctx.clientIp}`, {
    limit: ZERO_RESULTS_PER_ADDRESS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  if (!client.allowed) return;
  // Kept a day in the limiter's store (memory or Redis), never in the database.
  const visitor = createHash('sha256')
    .update(`${ctx.clientIp}\n${ctx.req.headers['user-agent'] ?? ''}\n${kueri}`)
    .digest('base64url');
  const first = await ctx.rateLimiter.hit(`cari-kosong:${visitor}`, {
    limit: 1,
    windowMs: ONCE_PER_MS,
  });
  if (!first.allowed) return;
  await recordZeroResultRow(ctx.db, kueri, ctx.config.shop.timeZone);
}
