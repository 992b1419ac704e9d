import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import {
  SAMPAH_DAYS,
  SAMPAH_JENIS,
  type Restored,
  type SampahItem,
  type SampahJenis,
  type SampahSortKey,
  type Trashed,
} from '../../../src/shared/schemas/sampah.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.js';
import { currentTindakan } from '../../db/pelaku.js';
import { markRestore, markUndo } from '../riwayat/riwayat.queries.js';
import { sampahKind } from './sampah-registry.js';

// Every statement about Sampah (docs/product.md §11 Sampah, docs/decisions/0021): a delete moves the
// row and what goes with it into one snapshot row, in the caller's transaction; restoring puts
// them back with their ids in one transaction; the purge deletes snapshot rows older than
// SAMPAH_DAYS, and the caller removes the files no row names any more (sampah-purge.ts).

/** Who deleted: a signed-in admin (the demo data's deletes may find none). */
interface Deleter {
  id: number | null;
  username: string;
}

/**
 * Deletes the row `id` of `jenis` (and what goes with it) into Sampah, noting who did it.
 * Undefined when there is no such row. Run it in a transaction: the snapshot and the delete
 * commit together.
 */
export async function moveToSampah(
  trx: Db,
  jenis: SampahJenis,
  id: number,
  who: Deleter,
): Promise<Trashed | undefined> {
  const taken = await sampahKind(jenis).take(trx, id);
  if (!taken) return undefined;
  const row = await trx
    .insertInto('sampah')
    .values({
      jenis,
      id_entitas: id,
      label: taken.label,
      isi: JSON.stringify(taken.isi),
      berkas: JSON.stringify(taken.berkas),
      dihapus_oleh: who.id,
      dihapus_oleh_nama: who.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tindakan = currentTindakan();
  return { id: row.id, jenis, label: taken.label, ...(tindakan && { tindakan }) };
}

/** moveToSampah in a transaction of its own: what a delete procedure calls. */
export function trashRow(
  db: Db,
  jenis: SampahJenis,
  id: number,
  who: Deleter,
): Promise<Trashed | undefined> {
  return db.transaction().execute((trx) => moveToSampah(trx, jenis, id, who));
}

function isSampahJenis(jenis: string): jenis is SampahJenis {
  return (SAMPAH_JENIS as readonly string[]).includes(jenis);
}

/**
 * Puts the row `id` of Sampah back where it was, in one transaction; undefined when it is not
 * in Sampah (restored already, or purged). A 409 in Indonesian when it cannot come back (its
 * product is gone, or something now holds its place).
 */
export function restoreFromSampah(db: Db, id: number, undo?: Undo): Promise<Restored | undefined> {
  return db.transaction().execute(async (trx) => {
    if (undo) await markUndo(trx, undo.tindakan, undo.idPengguna);
    return restoreInTransaction(trx, id);
  });
}

/** A restore that is the undo ("Batalkan") of the delete action `tindakan` by `idPengguna`. */
export interface Undo {
  tindakan: string;
  idPengguna: number;
}

/** restoreFromSampah in the caller's transaction (a bulk undo restores several in one). */
export async function restoreInTransaction(trx: Db, id: number): Promise<Restored | undefined> {
  const row = await trx
    .selectFrom('sampah')
    .select(['jenis', 'id_entitas', 'label', 'isi'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !isSampahJenis(row.jenis)) return undefined;
  // The rows put back read "dipulihkan" in the history, not "dibuat".
  await markRestore(trx);
  try {
    await sampahKind(row.jenis).restore(trx, row.isi);
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) {
      throw new TRPCError({ code: 'CONFLICT', message: messages.sampahConflict, cause: error });
    }
    throw error;
  }
  await trx.deleteFrom('sampah').where('id', '=', id).execute();
  return { jenis: row.jenis, idEntitas: row.id_entitas, label: row.label };
}

const adminList: ListSpec<SampahSortKey> = {
  sort: {
    nama: { column: 'label', text: true },
    jenis: { column: 'jenis' },
    dihapus_oleh: { column: 'dihapus_oleh_nama', text: true },
    dihapus_at: { column: 'dihapus_at' },
  },
  search: ['label', 'dihapus_oleh_nama'],
  id: 'id',
};

/** The admin's list of Sampah, newest first or by a column, each with when it is purged. */
export async function pageSampah(
  db: Db,
  filters: ListFilters<SampahSortKey> & { jenis?: SampahJenis | undefined },
  page: PageRequest,
): Promise<Page<SampahItem>> {
  let query = db
    .selectFrom('sampah')
    .select([
      'id',
      'jenis',
      'id_entitas',
      'label',
      'dihapus_oleh_nama',
      'dihapus_at',
      sql<Date>`dihapus_at + make_interval(days => ${SAMPAH_DAYS})`.as('purge_at'),
    ])
    .orderBy('dihapus_at', 'desc')
    .orderBy('id', 'desc');
  if (filters.jenis !== undefined) query = query.where('jenis', '=', filters.jenis);
  const found = await fetchPage(searchedAndSorted(query, adminList, filters), page);
  return {
    ...found,
    items: found.items.map((row) => ({
      id: row.id,
      jenis: row.jenis as SampahJenis,
      idEntitas: row.id_entitas,
      label: row.label,
      dihapusOleh: row.dihapus_oleh_nama,
      dihapusAt: new Date(row.dihapus_at).toISOString(),
      dihapusPermanenAt: new Date(row.purge_at).toISOString(),
    })),
  };
}

/**
 * Deletes Sampah rows for good: the one `id`, or (without it) those older than SAMPAH_DAYS, a
 * batch at a time. Rows another instance is purging are skipped (SKIP LOCKED), so several
 * instances never purge one twice. Answers the storage keys the deleted rows named.
 */
export async function deleteFromSampah(
  db: Db,
  which: { id: number } | { expiredBatch: number },
): Promise<{ count: number; berkas: string[] }> {
  const rows = await db
    .deleteFrom('sampah')
    .where('id', 'in', (eb) => {
      let chosen = eb.selectFrom('sampah').select('id');
      chosen =
        'id' in which
          ? chosen.where('id', '=', which.id)
          : chosen
              .where('dihapus_at', '<', sql<Date>`now() - make_interval(days => ${SAMPAH_DAYS})`)
              .orderBy('dihapus_at')
              .limit(which.expiredBatch);
      return chosen.forUpdate().skipLocked();
    })
    .returning('berkas')
    .execute();
  return { count: rows.length, berkas: rows.flatMap((r) => r.berkas) };
}
