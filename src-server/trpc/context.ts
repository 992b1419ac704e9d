import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { CacheRegistry } from '../services/change-feed/cache-registry.js';
import type { ChangeFeed } from '../services/change-feed/change-feed.js';
import type { KeptUntilChange } from '../services/change-feed/kept-until-change.js';
import type { Db } from '../db/connect.js';
import type { RateLimiter } from '../http/rate-limiter.js';
import type { VisitorKey } from '../modules/klik/visitor-key.js';
import type { SearchCaches } from '../modules/search/index.js';
import type { SearchTally } from '../modules/search/search-tally.js';
import type { ShopSettingsSource } from '../modules/site/shop-settings.js';
import type { ProdukPartReader } from '../modules/produk/produk-parts.js';
import type { JobQueue } from '../services/jobs/job-queue.js';
import { SESSION_COOKIE } from '../services/session/session-token.js';
import type { Storage } from '../storage/storage.js';
import type { ProcedureTimings } from './procedure-timing.js';

/** What the app is built from; tests pass their own database and storage. */
export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  rateLimiter: RateLimiter;
  /** Told of every admin write, so kept pages and answers are dropped (response-cache.ts). */
  changes: ChangeFeed;
  /** The shop's settings (Pengaturan), from the database, kept until a change. */
  settings: ShopSettingsSource;
  /** A keyed hash of a client and what it did, for the counts' repeat checks. */
  visitorKey: VisitorKey;
  /** Searches waiting to be counted (search-tally.ts). */
  searchTally: SearchTally;
  /**
   * A product's part as visitors read it (modules/produk/produk-parts.ts), for the routers of
   * colours, sizes, photos, cells and testimonials, which sit below the product.
   */
  produkPart: ProdukPartReader;
  /** Search's page and dictionary caches (modules/search), kept until the catalogue changes. */
  searchCaches: SearchCaches;
  /** Each procedure's calls and times (procedure-timing.ts). */
  timings: ProcedureTimings;
  /** Every cache of the app, named, sized and counted (services/change-feed/cache-registry.ts). */
  caches: CacheRegistry;
  /** Visitors' public reads, kept until a change (kept-reads.ts). */
  keptReads: KeptUntilChange;
  /** The catalogue in memory for visitors, kept until a change (modules/catalogue). */
  catalogueCache: KeptUntilChange;
  /** The background jobs' queue, for a procedure that asks for a job now (services/jobs). */
  jobs: Pick<JobQueue, 'nudge'>;
}

export interface Context extends AppDeps {
  req: FastifyRequest;
  res: FastifyReply;
  log: FastifyBaseLogger;
  clientIp: string;
  /** The raw session cookie; only procedures that need a user look it up (trpc/init.ts). */
  sessionToken: string | undefined;
}

export function createContext(deps: AppDeps, req: FastifyRequest, res: FastifyReply): Context {
  return {
    ...deps,
    req,
    res,
    log: req.log,
    clientIp: req.ip,
    sessionToken: req.cookies[SESSION_COOKIE],
  };
}
