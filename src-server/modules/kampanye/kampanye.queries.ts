import { sql } from 'kysely';
import { effectiveDiskonSql, effectiveHargaSql } from '../diskon/diskon-harga.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type {
  KampanyeDetail,
  KampanyeFields,
  KampanyeProgress,
  KampanyeRow,
  KampanyeStatus,
} from '../../../src/shared/schemas/kampanye.js';
import type { Db } from '../../db/connect.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { reachableSql } from '../../db/produk-tayang.js';
import { enqueueSelected, enqueueSurel } from '../../services/outbox/outbox.queries.js';

// Campaigns (migrations/0032, docs/decisions/0029). A campaign is a Draf until it is sent; the
// send puts one outbox message per confirmed address in the same transaction as the status, so
// a restart loses nothing and sends nothing twice (the outbox's worker does the rest, at the
// campaign mail's per-minute limit). The counters are kept by the database's triggers.

export type WriteResult<T = undefined> =
  { ok: true; value: T } | { ok: false; reason: 'missing' | 'sent' | 'produk' | 'none' };

const fail = (reason: 'missing' | 'sent' | 'produk' | 'none') => ({ ok: false, reason }) as const;

/** Whether every id names a product (a deleted one would make the mail lose a card). */
async function allProdukExist(db: Db, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await db
    .selectFrom('produk')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(found.n) === ids.length;
}

async function writeProduk(trx: Db, id: number, produk: readonly number[]): Promise<void> {
  await trx.deleteFrom('kampanye_produk').where('id_kampanye', '=', id).execute();
  if (produk.length === 0) return;
  await trx
    .insertInto('kampanye_produk')
    .values(produk.map((idProduk, urutan) => ({ id_kampanye: id, id_produk: idProduk, urutan })))
    .execute();
}

export async function insertKampanye(
  db: Db,
  fields: KampanyeFields,
  userId: number,
): Promise<WriteResult<number>> {
  return db.transaction().execute(async (trx) => {
    if (!(await allProdukExist(trx, fields.produk))) return fail('produk');
    const row = await trx
      .insertInto('kampanye')
      .values({ subjek: fields.subjek, isi: fields.isi, dibuat_oleh: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeProduk(trx, row.id, fields.produk);
    return { ok: true, value: row.id };
  });
}

/** The campaign's status, its row locked for the rest of the transaction. */
async function lockStatus(trx: Db, id: number): Promise<KampanyeStatus | undefined> {
  const row = await trx
    .selectFrom('kampanye')
    .select('status')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

/** A Draf's subject, text and products; a sent campaign is not changed. */
export async function updateKampanye(
  db: Db,
  id: number,
  fields: KampanyeFields,
): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const status = await lockStatus(trx, id);
    if (status === undefined) return fail('missing');
    if (status !== 'draf') return fail('sent');
    if (!(await allProdukExist(trx, fields.produk))) return fail('produk');
    await trx
      .updateTable('kampanye')
      .set({ subjek: fields.subjek, isi: fields.isi, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeProduk(trx, id, fields.produk);
    return { ok: true, value: undefined };
  });
}

/** A Draf goes; a sent campaign stays, with what it tells of the mail that went. */
export async function deleteKampanye(db: Db, id: number): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const status = await lockStatus(trx, id);
    if (status === undefined) return fail('missing');
    if (status !== 'draf') return fail('sent');
    await trx.deleteFrom('kampanye').where('id', '=', id).execute();
    return { ok: true, value: undefined };
  });
}

/** The addresses a campaign goes to: confirmed (double opt-in) and still subscribed. */
export async function countConfirmed(db: Db): Promise<number> {
  const row = await db
    .selectFrom('promo')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('dikonfirmasi_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sends a Draf: one outbox message per confirmed address and the status, in one transaction
 * (an INSERT … SELECT: 10 000 addresses take well under a second, decision 0029). Answers the
 * number of recipients; none is an error (nothing is sent, the Draf stays).
 */
export async function sendKampanye(
  db: Db,
  id: number,
  userId: number,
): Promise<WriteResult<number>> {
  return db.transaction().execute(async (trx) => {
    // The row lock and the Draf check make this the campaign's only send; the unique index
    // surel_kampanye_sekali would refuse a second message to an address all the same.
    const status = await lockStatus(trx, id);
    if (status === undefined) return fail('missing');
    if (status !== 'draf') return fail('sent');
    const penerima = await enqueueSelected(
      trx,
      trx
        .selectFrom(['promo', 'kampanye'])
        .select([
          sql.lit('kampanye' as const).as('jenis'),
          'promo.id as promo_id',
          'kampanye.id as kampanye_id',
          'promo.email as penerima',
          'kampanye.subjek',
        ])
        .where('kampanye.id', '=', id)
        .where('promo.dikonfirmasi_at', 'is not', null)
        .orderBy('promo.id'),
    );
    if (penerima === 0) return fail('none');
    await trx
      .updateTable('kampanye')
      .set({
        status: 'dikirim',
        jumlah_penerima: penerima,
        dikirim_oleh: userId,
        dikirim_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    return { ok: true, value: penerima };
  });
}

/**
 * A test mail to `email` (the admin's own), and the campaign's note of it. `saveEmail`: the
 * address becomes the admin's, for the next test.
 */
export async function enqueueKampanyeUji(
  db: Db,
  input: { id: number; email: string; userId: number; saveEmail: boolean },
): Promise<WriteResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('kampanye')
      .set({ uji_ke: input.email, uji_at: sql<Date>`now()` })
      .where('id', '=', input.id)
      .returning('subjek')
      .executeTakeFirst();
    if (!row) return fail('missing');
    if (input.saveEmail) {
      await trx
        .updateTable('users')
        .set({ email: input.email, updated_at: sql<Date>`now()` })
        .where('id', '=', input.userId)
        .execute();
    }
    await enqueueSurel(trx, [
      { jenis: 'kampanye_uji', kampanyeId: input.id, penerima: input.email, subjek: row.subjek },
    ]);
    return { ok: true, value: undefined };
  });
}

export async function findUserEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email ?? null;
}

const progressColumns = (db: Db) =>
  db.selectFrom('kampanye as k').select((eb) => [
    'k.id',
    'k.subjek',
    'k.isi',
    'k.status',
    'k.jumlah_penerima',
    'k.terkirim',
    'k.gagal',
    'k.dilewati',
    'k.berhenti',
    'k.uji_ke',
    'k.uji_at',
    'k.created_at',
    'k.dikirim_at',
    eb
      .selectFrom('surel')
      .select((s) => s.fn.countAll<string>().as('n'))
      .whereRef('surel.kampanye_id', '=', 'k.id')
      .where('surel.status', '=', 'menunggu')
      .where('surel.jenis', '=', 'kampanye')
      .as('menunggu'),
    eb
      .selectFrom('kampanye_klik')
      .select((s) => s.fn.countAll<string>().as('n'))
      .whereRef('kampanye_klik.id_kampanye', '=', 'k.id')
      .as('klik'),
  ]);

type ProgressRow = Awaited<
  ReturnType<ReturnType<typeof progressColumns>['executeTakeFirstOrThrow']>
>;

function toProgress(row: ProgressRow): KampanyeProgress {
  return {
    penerima: row.jumlah_penerima,
    terkirim: row.terkirim,
    gagal: row.gagal,
    menunggu: Number(row.menunggu ?? 0),
    dilewati: row.dilewati,
    berhenti: row.berhenti,
    klik: Number(row.klik ?? 0),
  };
}

function toRow(row: ProgressRow): KampanyeRow {
  return {
    id: row.id,
    subjek: row.subjek,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    dikirimAt: row.dikirim_at?.toISOString() ?? null,
    ...toProgress(row),
  };
}

/** The campaigns, newest first, each with its progress and results. */
export async function pageKampanye(db: Db, page: PageRequest): Promise<Page<KampanyeRow>> {
  const found = await fetchPage(
    progressColumns(db).orderBy('k.created_at', 'desc').orderBy('k.id', 'desc'),
    page,
  );
  return { ...found, items: found.items.map(toRow) };
}

export async function findKampanyeDetail(db: Db, id: number): Promise<KampanyeDetail | undefined> {
  const row = await progressColumns(db).where('k.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [produk, klik] = await Promise.all([
    db
      .selectFrom('kampanye_produk as kp')
      .innerJoin('produk as p', 'p.id', 'kp.id_produk')
      .select(['p.id', 'p.nama_produk', 'p.foto_produk', effectiveHargaSql('p').as('harga_diskon')])
      .where('kp.id_kampanye', '=', id)
      .orderBy('kp.urutan')
      .execute(),
    db
      .selectFrom('kampanye_klik')
      .select(['id_produk', (eb) => eb.fn.countAll<string>().as('n')])
      .where('id_kampanye', '=', id)
      .groupBy('id_produk')
      .execute(),
  ]);
  const klikOf = (idProduk: number | null) =>
    Number(klik.find((k) => k.id_produk === idProduk)?.n ?? 0);
  return {
    ...toRow(row),
    isi: row.isi,
    produk: produk.map((p) => ({ ...p, klik: klikOf(p.id) })),
    klikToko: klikOf(null),
    ujiKe: row.uji_ke,
    ujiAt: row.uji_at?.toISOString() ?? null,
  };
}

/** The products a mail shows: those visitors reach (a Draf product has no page to open). */
export async function listMailProduk(
  db: Db,
  ids: readonly number[],
): Promise<
  { id: number; nama_produk: string; foto_produk: string; harga: number; diskon: number }[]
> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('produk')
    .select(['id', 'nama_produk', 'foto_produk', 'harga', effectiveDiskonSql().as('diskon')])
    .where('id', 'in', ids)
    .where(reachableSql())
    .execute();
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/**
 * What a campaign message is made from: the campaign, its products in order, and the
 * subscriber's salt (for the unsubscribe link). Undefined when the campaign is gone, or the
 * address is (it unsubscribed) or is not confirmed: no mail then.
 */
export async function findKampanyeMailData(
  db: Db,
  kampanyeId: number,
  promoId: number | null,
): Promise<
  | {
      subjek: string;
      isi: string;
      produkIds: number[];
      /** Null for a test mail (no subscriber). */
      garam: string | null;
    }
  | undefined
> {
  const kampanye = await db
    .selectFrom('kampanye')
    .select(['subjek', 'isi'])
    .where('id', '=', kampanyeId)
    .executeTakeFirst();
  if (!kampanye) return undefined;
  let garam: string | null = null;
  if (promoId !== null) {
    const promo = await db
      .selectFrom('promo')
      .select('token_garam')
      .where('id', '=', promoId)
      .where('dikonfirmasi_at', 'is not', null)
      .executeTakeFirst();
    if (!promo?.token_garam) return undefined;
    garam = promo.token_garam;
  }
  const produk = await db
    .selectFrom('kampanye_produk')
    .select('id_produk')
    .where('id_kampanye', '=', kampanyeId)
    .orderBy('urutan')
    .execute();
  return { ...kampanye, produkIds: produk.map((p) => p.id_produk), garam };
}

/**
 * Where a campaign's link leads: the campaign must exist and the product be one of its; the
 * product's page when visitors reach it, else the shop's home. Never a target from the request.
 */
export async function findKampanyeLink(
  db: Db,
  kampanyeId: number,
  produkId: number | null,
): Promise<{ sent: boolean; produkPage: boolean } | undefined> {
  const kampanye = await db
    .selectFrom('kampanye')
    .select('status')
    .where('id', '=', kampanyeId)
    .executeTakeFirst();
  if (!kampanye) return undefined;
  const sent = kampanye.status === 'dikirim';
  if (produkId === null) return { sent, produkPage: false };
  const produk = await db
    .selectFrom('kampanye_produk as kp')
    .innerJoin('produk as p', 'p.id', 'kp.id_produk')
    .select(reachableSql('p').as('reachable'))
    .where('kp.id_kampanye', '=', kampanyeId)
    .where('kp.id_produk', '=', produkId)
    .executeTakeFirst();
  if (!produk) return undefined;
  return { sent, produkPage: produk.reachable };
}

/** Clicks of today, one row each; a product deleted since counts as the shop's link. */
export async function recordKampanyeKlik(
  db: Db,
  clicks: readonly { idKampanye: number; idProduk: number | null }[],
  timeZone: string,
): Promise<void> {
  await db
    .insertInto('kampanye_klik')
    .values(
      clicks.map((c) => ({
        id_kampanye: c.idKampanye,
        id_produk:
          c.idProduk === null
            ? null
            : db.selectFrom('produk').select('id').where('id', '=', c.idProduk),
        hari: sql<string>`(now() at time zone ${timeZone})::date`,
      })),
    )
    .execute();
}
