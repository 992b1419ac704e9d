import { sql } from 'kysely';
import type {
  RiwayatEntry,
  RiwayatListFilter,
  RiwayatPelaku,
} from '../../../src/shared/schemas/riwayat.js';
import { RIWAYAT_SISTEM } from '../../../src/shared/schemas/riwayat.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Db } from '../../db/connect.js';
import { fetchPage } from '../../db/paging.js';

// Every SQL statement of the history (docs/product.md §12 Riwayat). The entries are written by
// the database's triggers (migrations/0026, docs/decisions/0022-history.md), never here.

/** How long entries are kept. */
export const RIWAYAT_RETENTION_MONTHS = 12;

/** A page of entries, newest first; days are the shop's (`timeZone`). */
export async function pageRiwayat(
  db: Db,
  filter: RiwayatListFilter,
  timeZone: string,
): Promise<Page<RiwayatEntry>> {
  let query = db
    .selectFrom('riwayat')
    .select([
      'id',
      'waktu',
      'id_pengguna',
      'nama_pengguna',
      'entitas',
      'id_entitas',
      'id_produk',
      'label',
      'aksi',
      'perubahan',
    ])
    .orderBy('id', 'desc');
  if (filter.pengguna === RIWAYAT_SISTEM) query = query.where('id_pengguna', 'is', null);
  else if (filter.pengguna !== undefined) query = query.where('id_pengguna', '=', filter.pengguna);
  const { entitas, id } = filter;
  if (entitas === 'produk' && id !== undefined) {
    // A product's history includes its colours, sizes, photos and availability.
    const idProduk = Number(id);
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('entitas', '=', 'produk'), eb('id_entitas', '=', id)]),
        ...(Number.isSafeInteger(idProduk) ? [eb('id_produk', '=', idProduk)] : []),
      ]),
    );
  } else {
    if (entitas !== undefined) query = query.where('entitas', '=', entitas);
    if (id !== undefined) query = query.where('id_entitas', '=', id);
  }
  if (filter.dari !== undefined) {
    query = query.where(
      'waktu',
      '>=',
      sql<Date>`(${filter.dari}::date)::timestamp at time zone ${timeZone}`,
    );
  }
  if (filter.sampai !== undefined) {
    query = query.where(
      'waktu',
      '<',
      sql<Date>`(${filter.sampai}::date + 1)::timestamp at time zone ${timeZone}`,
    );
  }
  const page = await fetchPage(query, filter);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      waktu: row.waktu.toISOString(),
      pengguna:
        row.id_pengguna === null
          ? null
          : { id: row.id_pengguna, nama: row.nama_pengguna ?? `#${row.id_pengguna}` },
      entitas: row.entitas,
      idEntitas: row.id_entitas,
      idProduk: row.id_produk,
      label: row.label,
      aksi: row.aksi,
      perubahan: Object.entries(row.perubahan).map(([kolom, value]) => ({
        kolom,
        sebelum: value?.[0] ?? null,
        sesudah: value?.[1] ?? null,
        rahasia: value === null,
      })),
    })),
  };
}

/** Everyone who has an entry (a deleted admin too, under the name they had), by name. */
export async function listRiwayatPelaku(db: Db): Promise<RiwayatPelaku[]> {
  const rows = await db
    .selectFrom('riwayat')
    .select(['id_pengguna', sql<string>`max(nama_pengguna)`.as('nama')])
    .where('id_pengguna', 'is not', null)
    .groupBy('id_pengguna')
    .execute();
  return rows
    .map((row) => ({ id: row.id_pengguna as number, nama: row.nama }))
    .sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
}

/**
 * Removes entries older than the retention, a batch at a time so no statement holds the table
 * long; answers how many went. Several instances may run it at once: each deletes what is left.
 */
export async function purgeRiwayat(db: Db, batch = 5000): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db
      .deleteFrom('riwayat')
      .where(
        'id',
        'in',
        db
          .selectFrom('riwayat')
          .select('id')
          .where(
            'waktu',
            '<',
            sql<Date>`now() - make_interval(months => ${RIWAYAT_RETENTION_MONTHS})`,
          )
          .limit(batch),
      )
      .executeTakeFirst();
    const n = Number(result.numDeletedRows);
    removed += n;
    if (n < batch) return removed;
  }
}

/**
 * Marks the rest of transaction `trx` as a restore from Sampah: its inserts are history as
 * "dipulihkan" rather than "dibuat".
 */
export async function markRestore(trx: Db): Promise<void> {
  await sql`select set_config('etalase.aksi', 'dipulihkan', true)`.execute(trx);
}

/** Leaves the rest of transaction `trx` out of the history (the demo catalogue's seed). */
export async function withoutHistory(trx: Db): Promise<void> {
  await sql`select set_config('etalase.riwayat', 'mati', true)`.execute(trx);
}
