import { sql } from 'kysely';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import { diskonKeadaan, diskonSlug } from '../../../src/shared/diskon.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { DiskonAdmin, DiskonWriteInput } from '../../../src/shared/schemas/diskon.js';
import type { Db } from '../../db/connect.js';
import { containsPattern } from '../../db/escape-like.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { recordSystemTindakan } from '../../services/riwayat/kembalikan.js';
import { runningSql } from './diskon-harga.js';

// Every SQL statement about dated discounts (docs/product.md §14): the only writer of `diskon`
// and `diskon_produk`. Functions take `db` (or a transaction) first; a missing row is undefined.

const columns = [
  'diskon.id',
  'diskon.nama',
  'diskon.slug',
  'diskon.persen',
  'diskon.cakupan',
  'diskon.kategori',
  'diskon.status',
  'diskon.mulai',
  'diskon.sampai',
] as const;

/** How many products a discount covers now, whatever their status. */
const jumlahProdukSql = sql<number>`(case diskon.cakupan
  when 'semua' then (select count(*) from produk)
  when 'kategori' then (select count(*) from produk p where p.kategori = any(diskon.kategori))
  else (select count(*) from diskon_produk dp where dp.id_diskon = diskon.id)
  end)::int`;

function selectDiskon(db: Db) {
  return db
    .selectFrom('diskon')
    .select([...columns, jumlahProdukSql.as('jumlah_produk'), sql<Date>`now()`.as('sekarang')]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDiskon>['executeTakeFirstOrThrow']>>;

function toAdmin(row: Row, produk: DiskonAdmin['produk']): DiskonAdmin {
  const window = {
    status: row.status,
    mulai: row.mulai.toISOString(),
    sampai: row.sampai?.toISOString() ?? null,
  };
  return {
    id: row.id,
    nama: row.nama,
    slug: row.slug,
    persen: row.persen,
    cakupan: row.cakupan,
    kategori: row.kategori,
    ...window,
    // By the database's clock, as the prices are.
    keadaan: diskonKeadaan(window, row.sekarang.getTime()),
    jumlahProduk: row.jumlah_produk,
    produk,
  };
}

/** The chosen products of discounts `ids`, in each one's order. */
async function chosenOf(db: Db, ids: readonly number[]) {
  const byDiskon = new Map<number, DiskonAdmin['produk']>();
  if (ids.length === 0) return byDiskon;
  const rows = await db
    .selectFrom('diskon_produk as dp')
    .innerJoin('produk as p', 'p.id', 'dp.id_produk')
    .select(['dp.id_diskon', 'p.id', 'p.nama_produk', 'p.foto_produk'])
    .where('dp.id_diskon', 'in', ids)
    .orderBy('dp.id_diskon')
    .orderBy('dp.urutan')
    .execute();
  for (const { id_diskon, ...produk } of rows) {
    byDiskon.set(id_diskon, [...(byDiskon.get(id_diskon) ?? []), produk]);
  }
  return byDiskon;
}

/** The admin's list: running first, then scheduled, drafts, ended; newest first within. */
export async function pageDiskonAdmin(
  db: Db,
  filters: { search: string },
  page: PageRequest,
): Promise<Page<DiskonAdmin>> {
  let query = selectDiskon(db)
    .orderBy(
      sql`case when ${runningSql('diskon')} then 0
        when diskon.status = 'aktif' and diskon.mulai > now() then 1
        when diskon.status = 'draf' then 2 else 3 end`,
    )
    .orderBy('diskon.mulai', 'desc')
    .orderBy('diskon.id', 'desc');
  if (filters.search) query = query.where('diskon.nama', 'ilike', containsPattern(filters.search));
  const found = await fetchPage(query, page);
  const chosen = await chosenOf(
    db,
    found.items.map((r) => r.id),
  );
  return { ...found, items: found.items.map((r) => toAdmin(r, chosen.get(r.id) ?? [])) };
}

export async function findDiskon(
  db: Db,
  id: number,
  { forUpdate = false } = {},
): Promise<DiskonAdmin | undefined> {
  const query = selectDiskon(db).where('diskon.id', '=', id);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  return toAdmin(row, (await chosenOf(db, [id])).get(id) ?? []);
}

/** The discount locked for a change (FOR UPDATE), with where it stands now. */
export function lockDiskon(trx: Db, id: number): Promise<DiskonAdmin | undefined> {
  return findDiskon(trx, id, { forUpdate: true });
}

/** A free address for `nama`: its slug, else with -2, -3… (never another discount's). */
async function freeSlug(trx: Db, nama: string, exceptId?: number): Promise<string> {
  const base = diskonSlug(nama);
  const taken = new Set(
    (
      await trx
        .selectFrom('diskon')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
        .execute()
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

async function writeChosen(trx: Db, idDiskon: number, input: DiskonWriteInput): Promise<void> {
  await trx.deleteFrom('diskon_produk').where('id_diskon', '=', idDiskon).execute();
  if (input.cakupan !== 'produk' || input.produk.length === 0) return;
  await trx
    .insertInto('diskon_produk')
    .values(input.produk.map((id_produk, urutan) => ({ id_diskon: idDiskon, id_produk, urutan })))
    .execute();
}

function fieldsOf(input: DiskonWriteInput) {
  return {
    nama: input.nama,
    persen: input.persen,
    cakupan: input.cakupan,
    kategori: input.cakupan === 'kategori' ? input.kategori : [],
    status: input.status,
    mulai: input.mulai,
    sampai: input.sampai,
  };
}

export async function insertDiskon(trx: Db, input: DiskonWriteInput): Promise<number> {
  const { id } = await trx
    .insertInto('diskon')
    .values({ ...fieldsOf(input), slug: await freeSlug(trx, input.nama) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeChosen(trx, id, input);
  await recordDiskonStarts(trx, { id });
  return id;
}

/** Every field of a Draf or Terjadwal discount; its address follows its name. */
export async function updateDiskon(trx: Db, id: number, input: DiskonWriteInput): Promise<void> {
  await trx
    .updateTable('diskon')
    .set({ ...fieldsOf(input), slug: await freeSlug(trx, input.nama, id), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  await writeChosen(trx, id, input);
  await recordDiskonStarts(trx, { id });
}

/**
 * What a running discount may change: its name and end. Its address stays, as visitors may
 * have it shared.
 */
export async function updateRunningDiskon(
  trx: Db,
  id: number,
  input: { nama: string; sampai: string | null },
): Promise<void> {
  await trx
    .updateTable('diskon')
    .set({ nama: input.nama, sampai: input.sampai, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** "Akhiri sekarang": a running discount ends at the database's now; false when none ran. */
export async function endDiskon(db: Db, id: number): Promise<boolean> {
  const ended = await db
    .updateTable('diskon')
    .set({ sampai: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where(runningSql('diskon'))
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

// A dated discount's start is an action of Riwayat that can be taken back ("Kembalikan",
// diskon.kembalikan.ts). Nothing is written when a start passes by time, so it is recorded
// here: by the schedule's job (produk/jadwal-tayang.ts) for the starts it announces, and by the
// discount's own write (insertDiskon, updateDiskon) when it starts at once. Its id is made of
// the discount's id and start, so the start is recorded once whoever records it, on any
// instance, however often.

const keadaan = adminCopy.diskon.keadaan;

/** The field a start's history row changes; no write of the discount changes it. */
export const MULAI_KOLOM = 'keadaan';

/**
 * Records, in `trx`, the start of each running discount named: one (just written), or every one
 * that started after `since` (the schedule's last announcement).
 */
export async function recordDiskonStarts(
  trx: Db,
  which: { id: number } | { since: Date },
): Promise<void> {
  const started = await trx
    .selectFrom('diskon')
    .select([
      'id',
      'nama',
      // A name-based uuid (version 5's marks, an md5 hash), as the API takes uuids only.
      sql<string>`overlay(overlay(md5('diskon-mulai:' || diskon.id || ':' || diskon.mulai::text)
        placing '5' from 13) placing '8' from 17)::uuid::text`.as('tindakan'),
    ])
    .where(runningSql('diskon'))
    .$if('id' in which, (q) => q.where('id', '=', (which as { id: number }).id))
    .$if('since' in which, (q) => q.where('mulai', '>', (which as { since: Date }).since))
    .execute();
  for (const { id, nama, tindakan } of started) {
    await recordSystemTindakan(trx, tindakan, 'diskon-mulai', {
      entitas: 'diskon',
      idEntitas: String(id),
      label: nama,
      aksi: 'diubah',
      perubahan: { [MULAI_KOLOM]: [keadaan.terjadwal, keadaan.berjalan] },
    });
  }
}
