import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { SurelRow } from '../../../src/shared/schemas/surel.js';
import type { Db } from '../../db/connect.js';
import type { SurelJenis } from '../../db/schema.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';

// The outbox (migrations/0029, docs/decisions/0025). A message is written by whatever causes it,
// in its transaction; the worker (surel-worker.ts) claims due ones with FOR UPDATE SKIP LOCKED
// and a lease, so each is handed to SMTP by one instance at a time.

export async function enqueueSurel(
  db: Db,
  message: { jenis: SurelJenis; promoId: number; penerima: string; subjek: string },
): Promise<number> {
  const row = await db
    .insertInto('surel')
    .values({
      jenis: message.jenis,
      promo_id: message.promoId,
      penerima: message.penerima,
      subjek: message.subjek,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimedSurel {
  id: number;
  jenis: SurelJenis;
  promoId: number | null;
  /** The campaign a campaign (or test) mail belongs to (migrations/0032). */
  kampanyeId: number | null;
  /** The stock-alert address a confirmation or alert is for (migrations/0036). */
  kabarAlamatId: number | null;
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
      .returning([
        'id',
        'jenis',
        'promo_id',
        'kampanye_id',
        'kabar_alamat_id',
        'penerima',
        'subjek',
        'percobaan',
      ])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      jenis: row.jenis,
      promoId: row.promo_id,
      kampanyeId: row.kampanye_id,
      kabarAlamatId: row.kabar_alamat_id,
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
  'id',
  'jenis',
  'promo_id',
  'kampanye_id',
  'kabar_alamat_id',
  'penerima',
  'subjek',
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

export async function findSurel(
  db: Db,
  id: number,
): Promise<
  | (SurelRow & { promoId: number | null; kampanyeId: number | null; kabarAlamatId: number | null })
  | undefined
> {
  const row = await db
    .selectFrom('surel')
    .select(rowColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      ...toSurelRow(row),
      promoId: row.promo_id,
      kampanyeId: row.kampanye_id,
      kabarAlamatId: row.kabar_alamat_id,
    }
  );
}
