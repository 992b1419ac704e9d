import { randomUUID } from 'node:crypto';
import { sql, type Expression } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { SurelRow } from '../../../src/shared/schemas/surel.js';
import type { Db } from '../../db/connect.js';
import type { SurelJenis } from '../../db/schema.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';

// The outbox (migrations/0029, docs/decisions/0025), the only writer of the `surel` table. A
// message is written by whatever causes it, in its transaction (enqueueSurel); the worker
// (surel-worker.ts) claims due ones with FOR UPDATE SKIP LOCKED and a lease, so each is handed
// to SMTP by one instance at a time. Its body is made when it is sent or shown (compose.ts).

/** One message to send: its kind and what its body is made from when it goes out. */
export interface OutboxMessage {
  jenis: SurelJenis;
  penerima: string;
  subjek: string;
  promoId?: number | null;
  /** The campaign a campaign (or test) mail belongs to (migrations/0032). */
  kampanyeId?: number | null;
  /** The stock-alert address a confirmation or alert is for (migrations/0036). */
  kabarAlamatId?: number | null;
}

/**
 * Writes messages to the outbox, in the caller's transaction when `db` is one, and answers
 * their ids in the order given (taken from the sequence first, so a caller can link its rows
 * to each). `skipDuplicates`: a message a unique index refuses (a second welcome voucher for a
 * sign-up) is not written, and its id is left out.
 */
export async function enqueueSurel(
  db: Db,
  messages: readonly OutboxMessage[],
  options: { skipDuplicates?: boolean } = {},
): Promise<number[]> {
  if (messages.length === 0) return [];
  // One message needs no ids taken first: RETURNING answers its one id.
  const ids =
    messages.length === 1
      ? [undefined]
      : (
          await sql<{ id: number }>`
            select nextval(pg_get_serial_sequence('surel', 'id'))::integer as id
            from generate_series(1, ${messages.length}::integer)
          `.execute(db)
        ).rows.map((row) => row.id);
  const insert = db.insertInto('surel').values(
    messages.map((message, index) => ({
      ...(ids[index] !== undefined && { id: ids[index] }),
      jenis: message.jenis,
      penerima: message.penerima,
      subjek: message.subjek,
      promo_id: message.promoId ?? null,
      kampanye_id: message.kampanyeId ?? null,
      kabar_alamat_id: message.kabarAlamatId ?? null,
    })),
  );
  const written = await (
    options.skipDuplicates ? insert.onConflict((oc) => oc.doNothing()) : insert
  )
    .returning('id')
    .execute();
  if (messages.length === 1) return written.map((row) => row.id);
  const kept = new Set(written.map((row) => row.id));
  return ids.filter((id): id is number => id !== undefined && kept.has(id));
}

/** What `enqueueSelected`'s query answers, one row per message. */
export interface OutboxMessageRow {
  jenis: SurelJenis;
  promo_id: number | null;
  kampanye_id: number | null;
  penerima: string;
  subjek: string;
}

/**
 * Writes one message per row of `rows` (an INSERT … SELECT: a campaign's 10 000 addresses take
 * well under a second, decision 0029), in the caller's transaction. Answers how many.
 */
export async function enqueueSelected(db: Db, rows: Expression<OutboxMessageRow>): Promise<number> {
  const inserted = await db
    .insertInto('surel')
    .columns(['jenis', 'promo_id', 'kampanye_id', 'penerima', 'subjek'])
    .expression(rows)
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * Takes back those of `ids` nobody has tried to send yet (waiting, no attempt, no claim): they
 * are deleted, and their ids answered. A message a worker holds or has tried stays.
 */
export async function withdrawUnsentSurel(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('surel')
    .where('id', 'in', ids)
    .where('status', '=', 'menunggu')
    .where('percobaan', '=', 0)
    .where('klaim_kode', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Erases messages, whatever their state (their address asked to be forgotten). */
export async function deleteSurel(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('surel').where('id', 'in', ids).execute();
}

/** What a message's body is made from (compose.ts). */
export interface SurelRef {
  id: number;
  jenis: SurelJenis;
  promoId: number | null;
  kampanyeId: number | null;
  kabarAlamatId: number | null;
}

const refColumns = [
  'id',
  'jenis',
  'promo_id',
  'kampanye_id',
  'kabar_alamat_id',
  'penerima',
  'subjek',
] as const;

function toRef(row: {
  id: number;
  jenis: SurelJenis;
  promo_id: number | null;
  kampanye_id: number | null;
  kabar_alamat_id: number | null;
}): SurelRef {
  return {
    id: row.id,
    jenis: row.jenis,
    promoId: row.promo_id,
    kampanyeId: row.kampanye_id,
    kabarAlamatId: row.kabar_alamat_id,
  };
}

export interface ClaimedSurel extends SurelRef {
  penerima: string;
  subjek: string;
  percobaan: number;
  /** Proof of the claim: a mark by anyone else (after the lease ran out) changes nothing. */
  klaimKode: string;
}

/** Campaign mail per minute when the setting is not given (CAMPAIGN_PER_MINUTE). */
export const CAMPAIGN_PER_MINUTE_DEFAULT = 30;

/**
 * Claims up to `limit` due messages for `leaseMs`: rows locked by another instance's claim are
 * skipped, and a claim whose lease ran out (its instance died mid-send) may be taken again.
 * Each claim counts as an attempt, so a message that kills its sender still ends.
 *
 * Campaign mail (docs/decisions/0029) goes after the rest and within `campaignPerMinute`:
 * the campaign messages claimed in the last minute, by any instance, are counted under a
 * transaction-level advisory lock, so two instances never both spend the same minute's budget.
 */
export async function claimDueSurel(
  db: Db,
  options: { limit: number; leaseMs: number; campaignPerMinute?: number },
): Promise<ClaimedSurel[]> {
  const klaimKode = randomUUID();
  const perMinute = options.campaignPerMinute ?? CAMPAIGN_PER_MINUTE_DEFAULT;
  return db.transaction().execute(async (trx) => {
    const dueRows = () =>
      trx
        .selectFrom('surel')
        .select('id')
        .where('status', '=', 'menunggu')
        .where('coba_lagi_at', '<=', sql<Date>`now()`)
        .where((eb) =>
          eb.or([eb('klaim_sampai', 'is', null), eb('klaim_sampai', '<', sql<Date>`now()`)]),
        )
        .orderBy('coba_lagi_at')
        .orderBy('id')
        .forUpdate()
        .skipLocked();
    const due = await dueRows().where('jenis', '<>', 'kampanye').limit(options.limit).execute();
    const room = options.limit - due.length;
    if (room > 0 && perMinute > 0) {
      await sql`select pg_advisory_xact_lock(hashtext('etalase:kampanye-per-menit'))`.execute(trx);
      const recent = await trx
        .selectFrom('surel')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('jenis', '=', 'kampanye')
        .where('dicoba_at', '>', sql<Date>`clock_timestamp() - interval '1 minute'`)
        .executeTakeFirstOrThrow();
      const budget = Math.min(room, perMinute - Number(recent.n));
      if (budget > 0) {
        due.push(...(await dueRows().where('jenis', '=', 'kampanye').limit(budget).execute()));
      }
    }
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('surel')
      .set({
        klaim_kode: klaimKode,
        klaim_sampai: sql<Date>`now() + ${`${options.leaseMs} milliseconds`}::interval`,
        dicoba_at: sql<Date>`clock_timestamp()`,
        percobaan: sql<number>`percobaan + 1`,
      })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning([...refColumns, 'percobaan'])
      .execute();
    return rows.map((row) => ({
      ...toRef(row),
      penerima: row.penerima,
      subjek: row.subjek,
      percobaan: row.percobaan,
      klaimKode,
    }));
  });
}

/** SMTP took the message: sent. False when the claim was lost meanwhile (see the decision). */
export async function markSurelSent(db: Db, claimed: ClaimedSurel): Promise<boolean> {
  const result = await db
    .updateTable('surel')
    .set({
      status: 'terkirim',
      terkirim_at: sql<Date>`now()`,
      klaim_kode: null,
      klaim_sampai: null,
      galat_terakhir: null,
    })
    .where('id', '=', claimed.id)
    .where('klaim_kode', '=', claimed.klaimKode)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sending failed: tried again after `retryInMs`, or given up (gagal) once `giveUp`. The error
 * text must already be free of secrets (surel-worker.ts).
 */
export async function markSurelFailed(
  db: Db,
  claimed: ClaimedSurel,
  failure: { error: string; giveUp: boolean; retryInMs: number },
): Promise<void> {
  await db
    .updateTable('surel')
    .set({
      status: failure.giveUp ? 'gagal' : 'menunggu',
      coba_lagi_at: sql<Date>`now() + ${`${failure.retryInMs} milliseconds`}::interval`,
      klaim_kode: null,
      klaim_sampai: null,
      galat_terakhir: failure.error,
    })
    .where('id', '=', claimed.id)
    .where('klaim_kode', '=', claimed.klaimKode)
    .execute();
}

const rowColumns = [
  ...refColumns,
  'status',
  'percobaan',
  'created_at',
  'terkirim_at',
  'coba_lagi_at',
  'galat_terakhir',
] as const;

function toSurelRow(row: {
  id: number;
  jenis: SurelJenis;
  penerima: string;
  subjek: string;
  status: SurelRow['status'];
  percobaan: number;
  created_at: Date;
  terkirim_at: Date | null;
  coba_lagi_at: Date;
  galat_terakhir: string | null;
}): SurelRow {
  return {
    id: row.id,
    jenis: row.jenis,
    penerima: row.penerima,
    subjek: row.subjek,
    status: row.status,
    percobaan: row.percobaan,
    createdAt: row.created_at.toISOString(),
    terkirimAt: row.terkirim_at?.toISOString() ?? null,
    cobaLagiAt: row.coba_lagi_at.toISOString(),
    galatTerakhir: row.galat_terakhir,
  };
}

/** The Kotak keluar list, newest first. */
export async function pageSurelForAdmin(db: Db, page: PageRequest): Promise<Page<SurelRow>> {
  const found = await fetchPage(
    db.selectFrom('surel').select(rowColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    page,
  );
  return { ...found, items: found.items.map(toSurelRow) };
}

/** A message as Kotak keluar lists it, and what its body is made from. */
export async function findSurel(
  db: Db,
  id: number,
): Promise<{ row: SurelRow; ref: SurelRef } | undefined> {
  const row = await db
    .selectFrom('surel')
    .select(rowColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { row: toSurelRow(row), ref: toRef(row) };
}

/**
 * The mail waiting to be sent (due now or retried later), and how long the oldest has waited
 * since it was written, in seconds (/metrics, docs/decisions/0045).
 */
export async function waitingSurel(db: Db): Promise<{ waiting: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('surel')
    .where('status', '=', 'menunggu')
    .select([
      sql<number>`count(*)::integer`.as('waiting'),
      sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as(
        'oldestSeconds',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
