import type { FastifyBaseLogger } from 'fastify';
import type { KanalKeluar } from '../../../src/shared/keluar.js';
import type { Db } from '../../db/connect.js';
import type { RateLimiter } from '../../http/rate-limiter.js';
import { CountTally } from '../../services/tally/count-tally.js';
import { recordKlik } from './klik.queries.js';

/** One click per client, target and minute is counted (a double tap, a back-and-forth). */
const REPEAT_WINDOW_MS = 60_000;
/** Clicks waiting to be written; past this, new ones are dropped rather than held in memory. */
const MAX_PENDING_CLICKS = 1_000;

export interface PendingKlik {
  /** Who clicked which target (klik.redirect.ts): a second one within the window is a repeat. */
  key: string;
  kanal: KanalKeluar;
  idProduk: number | null;
  /** The special offer whose button it was, else null. */
  idPenawaran?: number | null;
}

interface KlikTallyDeps {
  db: Db;
  rateLimiter: RateLimiter;
  timeZone: string;
  log: FastifyBaseLogger;
  maxPending?: number;
}

/** Click-outs counted after the visitor has been forwarded (docs/decisions/0010). */
export class KlikTally extends CountTally<PendingKlik> {
  constructor(deps: KlikTallyDeps) {
    super({
      rateLimiter: deps.rateLimiter,
      name: 'klik',
      label: 'click-outs',
      windowMs: REPEAT_WINDOW_MS,
      record: (fresh) => recordKlik(deps.db, fresh, deps.timeZone),
      log: deps.log,
      maxPending: deps.maxPending ?? MAX_PENDING_CLICKS,
    });
  }
}
