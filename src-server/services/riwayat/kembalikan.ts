import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import type { RiwayatAksi, TindakanJenis } from '../../../src/shared/schemas/riwayat.js';
import type { Db } from '../../db/connect.js';
import { currentTindakan } from '../../db/pelaku.js';
import type { Access } from '../../trpc/init.js';

// "Kembalikan" from Riwayat (docs/product.md §12 Riwayat): an action of a kind that records
// itself (recordTindakan: a bulk edit, a CSV import) is taken back later, in one transaction, by
// writing back the values its rows replaced. Riwayat does not own what those rows are (products,
// colours, marks), so each kind says how it is reverted and who may do it, and the composition
// registers them at start-up (src-server/riwayat-kinds.ts), as Sampah's kinds are. Here: which
// actions can be reverted, the refusals that hold for every kind (taken back already, a later
// change of the same field, a row deleted since), and the marks that make the revert an action
// of its own in Riwayat, which can itself be reverted (by its original's kind).

const copy = adminCopy.riwayat.kembalikan;

/** A history row of the action being reverted: `perubahan` holds [before, after] per field. */
export interface RevertRow {
  entitas: string;
  idEntitas: string;
  idProduk: number | null;
  /** The row's name when it was written (a product's, a discount's). */
  label: string | null;
  aksi: RiwayatAksi;
  /** A secret field is null (never in the kinds this reverts). */
  perubahan: Record<string, [unknown, unknown] | null>;
}

export interface KembalikanKind {
  /** The role that may do the action, and so take it back (trpc/init.ts). */
  access: Access;
  /** Locks what `rows` wrote, so no other write lands between the checks and the revert. */
  lock(trx: Db, rows: RevertRow[]): Promise<void>;
  /**
   * Writes back, in `trx`, what `rows` replaced; they are checked already (nothing later touched
   * them), as `who` (a row it deletes goes to Sampah in their name). Refuses with a TRPCError
   * (409) what it cannot write back.
   */
  revert(trx: Db, rows: RevertRow[], who: { id: number; username: string }): Promise<void>;
}

/** Every kind an action records, but the revert itself, which is reverted by its original's. */
export type KembalikanKinds = Record<Exclude<TindakanJenis, 'kembalikan'>, KembalikanKind>;

let registered: KembalikanKinds | undefined;

/** The composition hands every kind over once at start-up; again is harmless. */
export function registerKembalikanKinds(kinds: KembalikanKinds): void {
  registered = kinds;
}

function kindOf(jenis: Exclude<TindakanJenis, 'kembalikan'>): KembalikanKind {
  if (!registered) throw new Error('Kembalikan kinds are not registered (registerKembalikanKinds)');
  return registered[jenis];
}

/** Marks the action running now (runAsPelaku) as one Riwayat can take back, in its transaction. */
export async function recordTindakan(trx: Db, jenis: TindakanJenis, mengembalikan?: string) {
  const tindakan = currentTindakan();
  if (tindakan === undefined) return;
  await trx
    .insertInto('riwayat_tindakan')
    .values({ id_tindakan: tindakan, jenis, mengembalikan: mengembalikan ?? null })
    .onConflict((oc) => oc.column('id_tindakan').doNothing())
    .execute();
}

/**
 * Records an action of the system (nothing was written: a start passed by time) as one Riwayat
 * can take back, with its one row: `tindakan` is an id of the caller's making, so it is recorded
 * once, whoever records it first. False when it was recorded already.
 */
export async function recordSystemTindakan(
  trx: Db,
  tindakan: string,
  jenis: TindakanJenis,
  row: Omit<RevertRow, 'idProduk' | 'aksi'> & { aksi: 'diubah' },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('riwayat_tindakan')
    .values({ id_tindakan: tindakan, jenis, mengembalikan: null })
    .onConflict((oc) => oc.column('id_tindakan').doNothing())
    .returning('id_tindakan')
    .executeTakeFirst();
  if (!inserted) return false;
  await sql`insert into riwayat (entitas, id_entitas, label, aksi, perubahan, id_tindakan, awal)
    values (${row.entitas}, ${row.idEntitas}, ${row.label}, ${row.aksi},
      ${JSON.stringify(row.perubahan)}::jsonb, ${tindakan}::uuid, true)`.execute(trx);
  return true;
}

/**
 * The kind that reverts `tindakan`: its own, or for a revert, its original's (a revert of a
 * revert writes back what the first one replaced, the same fields of the same rows).
 */
async function originalKind(
  db: Db,
  tindakan: string,
): Promise<Exclude<TindakanJenis, 'kembalikan'> | undefined> {
  const row = await sql<{ jenis: string }>`
    with recursive rantai as (
      select id_tindakan, jenis, mengembalikan, 0 as n from riwayat_tindakan
      where id_tindakan = ${tindakan}::uuid
      union all
      select t.id_tindakan, t.jenis, t.mengembalikan, r.n + 1 from riwayat_tindakan t
      join rantai r on t.id_tindakan = r.mengembalikan
      where r.jenis = 'kembalikan' and r.n < 1000
    )
    select jenis from rantai order by n desc limit 1`.execute(db);
  const jenis = row.rows[0]?.jenis;
  return isKind(jenis) ? jenis : undefined;
}

function isKind(jenis: string | undefined): jenis is Exclude<TindakanJenis, 'kembalikan'> {
  if (!registered) throw new Error('Kembalikan kinds are not registered (registerKembalikanKinds)');
  return jenis !== undefined && Object.hasOwn(registered, jenis);
}

/** Who may revert `tindakan` (its original's role); undefined when it cannot be reverted. */
export async function kembalikanAccess(db: Db, tindakan: string): Promise<Access | undefined> {
  const jenis = await originalKind(db, tindakan);
  return jenis && kindOf(jenis).access;
}

/** A refusal of the revert, naming why (nothing is written). */
export const refuseRevert = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** A kind's refusal of rows it cannot write back (nothing is written). */
export const cannotRevert = () => refuseRevert(copy.refusedKind);

/** The products `rows` wrote (their own rows and what hangs on them). */
export const produkOf = (rows: readonly RevertRow[]): number[] => [
  ...new Set(rows.flatMap((row) => (row.idProduk === null ? [] : [row.idProduk]))),
];

const fieldName = (kolom: string) =>
  (adminCopy.riwayat.fields[kolom] ?? kolom).toLocaleLowerCase('id');

/**
 * Takes back the action `tindakan` in `trx`: locks its record (a second revert of it waits, then
 * is refused), checks every row, and writes back through its kind. Answers the products it
 * wrote back. The revert is an action of its own in Riwayat that names what it took back.
 */
export async function revertTindakan(
  trx: Db,
  tindakan: string,
  who: { id: number; username: string },
): Promise<number[]> {
  const record = await trx
    .selectFrom('riwayat_tindakan')
    .select(['dikembalikan'])
    .where('id_tindakan', '=', tindakan)
    .forUpdate()
    .executeTakeFirst();
  const jenis = record && (await originalKind(trx, tindakan));
  if (!record || !jenis) throw new TRPCError({ code: 'NOT_FOUND', message: copy.refusedKind });
  const undone = await trx
    .selectFrom('riwayat')
    .select('id')
    .where('membatalkan', '=', tindakan)
    .limit(1)
    .executeTakeFirst();
  if (record.dikembalikan !== null || undone) throw refuseRevert(copy.refusedTwice);

  const rows: RevertRow[] = (
    await trx
      .selectFrom('riwayat')
      .select(['entitas', 'id_entitas', 'id_produk', 'label', 'aksi', 'perubahan'])
      .where('id_tindakan', '=', tindakan)
      .orderBy('id')
      .execute()
  ).map((row) => ({
    entitas: row.entitas,
    idEntitas: row.id_entitas,
    idProduk: row.id_produk,
    label: row.label,
    aksi: row.aksi,
    perubahan: row.perubahan,
  }));
  if (rows.length === 0) throw cannotRevert();
  const kind = kindOf(jenis);
  await kind.lock(trx, rows);
  await refuseLaterChanges(trx, tindakan);

  // Its rows name the action they take back: that one then reads "Dikembalikan".
  await sql`select set_config('etalase.membatalkan', ${tindakan}, true)`.execute(trx);
  await kind.revert(trx, rows, who);
  const self = currentTindakan();
  if (self !== undefined) {
    await trx
      .updateTable('riwayat_tindakan')
      .set({ dikembalikan: self })
      .where('id_tindakan', '=', tindakan)
      .execute();
    await recordTindakan(trx, 'kembalikan', tindakan);
  }
  return produkOf(rows);
}

/**
 * Refuses, naming the first row and field, when a later action changed a field this one wrote
 * (any field of a row it created), or deleted a row it wrote and did not restore it.
 */
async function refuseLaterChanges(trx: Db, tindakan: string): Promise<void> {
  const found = await sql<{
    entitas: string;
    aksi: RiwayatAksi;
    kolom: string | null;
    label: string | null;
    nama_produk: string | null;
    id_entitas: string;
  }>`
    with a as (select * from riwayat where id_tindakan = ${tindakan}::uuid)
    select a.entitas, a.id_entitas, l.aksi, l.kolom,
      coalesce(l.label, a.label) as label,
      (select p.label from riwayat p
        where p.entitas = 'produk' and p.id_entitas = a.id_produk::text and p.label is not null
        order by p.id desc limit 1) as nama_produk
    from a
    cross join lateral (
      select l.id, l.aksi, l.label,
        (select k from jsonb_object_keys(l.perubahan) k
          where a.aksi = 'dibuat' or a.perubahan ? k order by k limit 1) as kolom
      from riwayat l
      where l.entitas = a.entitas and l.id_entitas = a.id_entitas and l.id > a.id
        and l.id_tindakan <> a.id_tindakan
        and (
          (l.aksi = 'diubah' and (a.aksi = 'dibuat'
            or l.perubahan ?| array(select jsonb_object_keys(a.perubahan))))
          or (l.aksi = 'dihapus' and not exists (
            select 1 from riwayat b where b.entitas = l.entitas and b.id_entitas = l.id_entitas
              and b.id > l.id and b.aksi = 'dipulihkan'))
        )
      order by l.id limit 1
    ) l
    order by a.id
    limit 1`.execute(trx);
  const conflict = found.rows[0];
  if (!conflict) return;
  const name = conflict.label ?? conflict.nama_produk ?? `#${conflict.id_entitas}`;
  if (conflict.aksi === 'dihapus') {
    throw refuseRevert(
      conflict.entitas === 'produk'
        ? copy.refusedInSampah(name)
        : copy.refusedDeleted(
            (adminCopy.riwayat.entities[conflict.entitas] ?? conflict.entitas).toLocaleLowerCase(
              'id',
            ),
            name,
          ),
    );
  }
  // A mark of the grid is named by its product and its cell: "Gamis Aisyah · Merah / M".
  const named =
    conflict.entitas === 'ketersediaan' && conflict.nama_produk
      ? `${conflict.nama_produk} · ${name}`
      : name;
  throw refuseRevert(copy.refusedChanged(fieldName(conflict.kolom ?? ''), named));
}

/**
 * The values `rows` of `entitas` replaced, per row: their changed fields' before values (rows
 * that changed, not those created or deleted).
 */
export function valuesBefore(
  rows: readonly RevertRow[],
  entitas: string,
): { id: number; fields: Record<string, unknown> }[] {
  return rows
    .filter((row) => row.entitas === entitas && row.aksi === 'diubah')
    .map((row) => ({
      id: Number(row.idEntitas),
      fields: Object.fromEntries(
        Object.entries(row.perubahan).map(([kolom, change]) => {
          if (change === null) throw cannotRevert();
          return [kolom, change[0]];
        }),
      ),
    }));
}
