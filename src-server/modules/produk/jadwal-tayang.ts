import { sql } from 'kysely';
import type { ChangeFeed } from '../../services/change-feed/change-feed.js';
import type { Db } from '../../db/connect.js';
import type { JobDefinition } from '../../services/jobs/job-queue.js';
import { recordDiskonStarts } from '../diskon/diskon.queries.js';

// A scheduled product (or special offer) appears and disappears on time, and a dated discount
// starts and ends on time (docs/product.md §11, §12, §14, docs/decisions/0019).
// Visitors' reads apply the rule at the moment they are made (src/shared/tayang.ts), but pages
// and answers kept for visitors were made before: when a product's start or end passes, they
// are dropped as after an admin's write (the change feed, on every instance). A job of the
// queue (services/jobs) runs at the next such instant (read from the database, at most
// MAX_WAIT_MS away so a schedule set elsewhere is seen in time); whoever claims the single row
// of jadwal_tayang (FOR UPDATE SKIP LOCKED) announces what passed since the row's instant and
// moves it on, so each instant is announced once, whichever instance runs, on PGlite and
// PostgreSQL. A discount's start it announces is recorded in Riwayat then (diskon/diskon.queries.ts).

/** The longest wait between two looks: a schedule is announced at most this late. */
export const MAX_WAIT_MS = 30_000;
/** The shortest wait, so an instant just reached is not looked at in a busy loop. */
const MIN_WAIT_MS = 50;

type Log = Parameters<ChangeFeed['publish']>[1];

/**
 * Announces the instants passed since the last announcement, if this instance claims the row:
 * true when something passed (the kept pages were dropped everywhere), false when nothing did or
 * another instance holds the row.
 */
export async function announcePassedSchedules(
  db: Db,
  changes: ChangeFeed,
  log: Log,
): Promise<boolean> {
  // Most looks find nothing: a plain read, no lock and no write while the shop is idle.
  if (!(await passedSince(db, undefined))) return false;
  const passed = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('jadwal_tayang')
      .select('diumumkan_sampai')
      .where('id', '=', 1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    // Another instance holds the row: it announces.
    if (!claimed) return false;
    if (!(await passedSince(trx, claimed.diumumkan_sampai))) return false;
    await recordDiskonStarts(trx, { since: claimed.diumumkan_sampai });
    await trx
      .updateTable('jadwal_tayang')
      .set({ diumumkan_sampai: sql<Date>`now()` })
      .where('id', '=', 1)
      .execute();
    return true;
  });
  if (passed) await changes.publish(db, log);
  return passed;
}

/**
 * The rows with a schedule: products and special offers (migrations/0024, 0028), and dated
 * discounts (migrations/0041: a draft one has no instant that changes what visitors see).
 */
const SCHEDULED = [
  { table: 'produk', mulai: 'tayang_mulai', sampai: 'tayang_sampai', when: sql`true` },
  { table: 'penawaran', mulai: 'tayang_mulai', sampai: 'tayang_sampai', when: sql`true` },
  { table: 'diskon', mulai: 'mulai', sampai: 'sampai', when: sql`status = 'aktif'` },
] as const;

/**
 * Whether a start or end passed after `since` (the row's instant when undefined) and by now.
 */
async function passedSince(db: Db, since: Date | undefined): Promise<boolean> {
  const after = since ?? sql<Date>`(select diumumkan_sampai from jadwal_tayang where id = 1)`;
  for (const { table, mulai, sampai, when } of SCHEDULED) {
    const passed = (column: string) =>
      sql`(${sql.ref(column)} > ${after} and ${sql.ref(column)} <= now())`;
    const { rows } = await sql<{ found: number }>`
      select 1 as found from ${sql.table(table)}
      where ${when} and (${passed(mulai)} or ${passed(sampai)})
      limit 1`.execute(db);
    if (rows.length > 0) return true;
  }
  return false;
}

/** How long until the next start or end of a schedule, by the database's clock (ms). */
export async function msUntilNextSchedule(db: Db): Promise<number | undefined> {
  let next: number | undefined;
  for (const { table, mulai, sampai, when } of SCHEDULED) {
    const { rows } = await sql<{ ms: string | number | null }>`
      -- extract answers numeric, which the drivers hand over as text.
      select extract(epoch from least(
        min(${sql.ref(mulai)}) filter (where ${sql.ref(mulai)} > now()),
        min(${sql.ref(sampai)}) filter (where ${sql.ref(sampai)} > now())
      ) - now()) * 1000 as ms
      from ${sql.table(table)} where ${when}`.execute(db);
    const ms = rows[0]?.ms ?? null;
    if (ms !== null) next = Math.min(next ?? Infinity, Number(ms));
  }
  return next;
}

/** The job's name in the queue (services/jobs). */
export const SCHEDULE_JOB = 'jadwal-tayang';

/**
 * The schedule's job (docs/decisions/0030): look, announce, and run again at the next instant
 * (or MAX_WAIT_MS). One instance runs it at a time; the cron starts it again each minute should
 * its chain be lost.
 */
export function scheduleJob(options: {
  db: Db;
  changes: ChangeFeed;
  log: Log;
  maxWaitMs?: number;
}): JobDefinition {
  const maxWait = options.maxWaitMs ?? MAX_WAIT_MS;
  return {
    name: SCHEDULE_JOB,
    cron: '* * * * *',
    firstAfterMs: 0,
    pollMs: 1_000,
    expireInSeconds: 60,
    run: async () => {
      await announcePassedSchedules(options.db, options.changes, options.log);
      const next = await msUntilNextSchedule(options.db);
      return next === undefined ? maxWait : Math.min(maxWait, Math.max(MIN_WAIT_MS, next));
    },
  };
}
