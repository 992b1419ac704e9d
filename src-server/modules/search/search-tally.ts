import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { CountTally, type Counted } from '../../services/tally/count-tally.js';
import { pruneSearchTerms, recordSearchTerms } from './search-terms.queries.js';

// Every search a person makes, for the dashboard's most searched terms (docs/product.md §10):
// once a day per visitor and query, so that one client repeating a query cannot push it up the
// list, and at most SEARCHES_PER_ADDRESS_PER_HOUR an hour from one address, so that a client
// sending random queries cannot fill the day's list. Counted after the answer, in batches
// (services/tally/count-tally.ts); nothing about the visitor reaches the database.

const ONCE_PER_MS = 24 * 60 * 60_000;
export const SEARCHES_PER_ADDRESS_PER_HOUR = 100;
const MAX_PENDING_SEARCHES = 2_000;
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

export interface PendingSearch extends Counted {
  kueri: string;
  /** The address's keyed hash, for the hourly cap. */
  client: string;
}

export type SearchTally = CountTally<PendingSearch>;

export function createSearchTally(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  timeZone: string;
  log: FastifyBaseLogger;
}): SearchTally {
  const { db, rateLimiter, timeZone } = deps;
  let lastPrune = -Infinity;
  return new CountTally<PendingSearch>({
    rateLimiter,
    name: 'cari',
    label: 'searches',
    windowMs: ONCE_PER_MS,
    maxPending: MAX_PENDING_SEARCHES,
    delayMs: 1_000,
    batchSize: MAX_PENDING_SEARCHES,
    log: deps.log,
    record: async (fresh) => {
      const counts = new Map<string, number>();
      for (const search of fresh) {
        const client = await rateLimiter.hit(`cari-klien:${search.client}`, {
          limit: SEARCHES_PER_ADDRESS_PER_HOUR,
          windowMs: 60 * 60_000,
        });
        if (client.allowed) counts.set(search.kueri, (counts.get(search.kueri) ?? 0) + 1);
      }
      await recordSearchTerms(db, counts, timeZone);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneSearchTerms(db, timeZone);
      }
    },
  });
}
