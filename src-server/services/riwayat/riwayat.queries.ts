import { TRPCError } from '@trpc/server';
import { sql, type Selectable } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import type {
  RiwayatBaris,
  RiwayatEntry,
  RiwayatListFilter,
  RiwayatPage,
  RiwayatPelaku,
  TindakanJenis,
} from '../../../src/shared/schemas/riwayat.js';
import { RIWAYAT_BARIS_MAX, RIWAYAT_SISTEM } from '../../../src/shared/schemas/riwayat.js';
import type { Db } from '../../db/connect.js';
import type { RiwayatTable } from '../../db/schema.js';

// Every SQL statement of the history (docs/product.md §12 Riwayat). The entries are written by
// the database's triggers (migrations/0026, docs/decisions/0022-history.md), never here.

/** How long entries are kept. */
export const RIWAYAT_RETENTION_MONTHS = 12;

type Person = { id: number; nama: string } | null;

const person = (id: number | null, nama: string | null): Person =>
  id === null ? null : { id, nama: nama ?? `#${id}` };

/**
 * A page of entries, one per action (every row one admin action wrote), newest first (by its
 * first row); an action matches when any of its rows does. Days are the shop's (`timeZone`).
 */
export async function pageRiwayat(
  db: Db,
  filter: RiwayatListFilter,
  timeZone: string,
): Promise<RiwayatPage> {
  let query = db.selectFrom('riwayat');
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
  // Every row of an action has its person and (nearly) its time: without a filter on rows,
  // the actions' first rows alone are paged and counted (an index of one row per action).
  const byHead = entitas === undefined && id === undefined;
  const [actions, count] = await Promise.all([
    byHead
      ? query
          .select(['id_tindakan', 'id as awal'])
          .where('awal', '=', true)
          .orderBy('id', 'desc')
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize)
          .execute()
      : query
          .select(['id_tindakan', sql<number | string>`min(id)`.as('awal')])
          .groupBy('id_tindakan')
          .orderBy('awal', 'desc')
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize)
          .execute(),
    byHead
      ? query
          .select(sql<number>`count(*)::int`.as('total'))
          .where('awal', '=', true)
          .executeTakeFirstOrThrow()
      : query
          .select(sql<number>`count(distinct id_tindakan)::int`.as('total'))
          .executeTakeFirstOrThrow(),
  ]);
  const page = { total: count.total, page: filter.page, pageSize: filter.pageSize };
  if (actions.length === 0) return { ...page, items: [], nama: {} };
  const ids = actions.map((a) => a.id_tindakan);

  const [rows, counts, undos, kinds] = await Promise.all([
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('riwayat')
          .selectAll()
          .select(sql<number>`row_number() over (partition by id_tindakan order by id)`.as('n'))
          .where('id_tindakan', 'in', ids)
          .as('r'),
      )
      .selectAll()
      .where('n', '<=', RIWAYAT_BARIS_MAX)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('riwayat')
      .select(['id_tindakan', 'entitas', 'aksi', sql<number>`count(*)::int`.as('n')])
      .where('id_tindakan', 'in', ids)
      .groupBy(['id_tindakan', 'entitas', 'aksi'])
      .orderBy(sql`min(id)`)
      .execute(),
    db
      .selectFrom('riwayat')
      .distinctOn('membatalkan')
      .select(['membatalkan', 'id_tindakan', 'waktu', 'id_pengguna', 'nama_pengguna'])
      .where('membatalkan', 'in', ids)
      .orderBy('membatalkan')
      .orderBy('id')
      .execute(),
    // Which can be taken back ("Kembalikan", kembalikan.ts), and which are reverts.
    db
      .selectFrom('riwayat_tindakan')
      .select(['id_tindakan', 'jenis', 'mengembalikan'])
      .where((eb) => eb.or([eb('id_tindakan', 'in', ids), eb('mengembalikan', 'in', ids)]))
      .execute(),
  ]);
  const jenisOf = (tindakan: string) =>
    kinds.find((k) => k.id_tindakan === tindakan)?.jenis as TindakanJenis | undefined;

  const items: RiwayatEntry[] = actions.map((action) => {
    const own = rows.filter((row) => row.id_tindakan === action.id_tindakan);
    const first = own[0];
    const undo = undos.find((u) => u.membatalkan === action.id_tindakan);
    return {
      id: Number(action.awal),
      tindakan: action.id_tindakan,
      waktu: (first?.waktu ?? new Date(0)).toISOString(),
      pengguna: first ? person(first.id_pengguna, first.nama_pengguna) : null,
      baris: own.map(toBaris),
      jumlah: counts
        .filter((c) => c.id_tindakan === action.id_tindakan)
        .map((c) => ({ entitas: c.entitas, aksi: c.aksi, n: c.n })),
      dibatalkan: undo
        ? {
            waktu: undo.waktu.toISOString(),
            pengguna: person(undo.id_pengguna, undo.nama_pengguna),
            kembalikan: kinds.some((k) => k.mengembalikan === action.id_tindakan),
          }
        : null,
      membatalkan: own.some((row) => row.membatalkan !== null),
      jenis: jenisOf(action.id_tindakan) ?? null,
    };
  });
  return { ...page, items, nama: await namesOf(db, rows) };
}

function toBaris(row: Selectable<RiwayatTable>): RiwayatBaris {
  return {
    id: row.id,
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
  };
}

/** Rows named by id in history, and where their names are now. */
const NAMED = {
  produk: { table: 'produk', column: 'nama_produk', field: 'id_produk' },
  warna: { table: 'warna', column: 'warna', field: 'id_warna' },
  ukuran: { table: 'ukuran', column: 'ukuran', field: 'id_ukuran' },
  penawaran: { table: 'penawaran', column: 'nama', field: 'id_penawaran' },
} as const;
type Named = keyof typeof NAMED;

/**
 * The names of what `rows` name by id (a photo's colour, a cell's colour and size, a colour's
 * product): the name it has today, or, once it is gone, the last one the history recorded.
 */
async function namesOf(db: Db, rows: Selectable<RiwayatTable>[]): Promise<Record<string, string>> {
  const wanted: Record<Named, Set<number>> = {
    produk: new Set(),
    warna: new Set(),
    ukuran: new Set(),
    penawaran: new Set(),
  };
  const add = (entitas: Named, value: unknown) => {
    const n = Number(value);
    if (value !== null && value !== '-' && Number.isSafeInteger(n) && n > 0) wanted[entitas].add(n);
  };
  for (const row of rows) {
    if (row.id_produk !== null && row.entitas !== 'produk') add('produk', row.id_produk);
    if (row.entitas === 'ketersediaan') {
      const [, warna, ukuran] = row.id_entitas.split('/');
      add('warna', warna);
      add('ukuran', ukuran);
    }
    for (const entitas of Object.keys(NAMED) as Named[]) {
      const change = row.perubahan[NAMED[entitas].field];
      if (change) change.forEach((value) => add(entitas, value));
    }
  }
  const names: Record<string, string> = {};
  await Promise.all(
    (Object.keys(NAMED) as Named[]).map(async (entitas) => {
      const ids = [...wanted[entitas]];
      if (ids.length === 0) return;
      const { table, column } = NAMED[entitas];
      const [now, recorded] = await Promise.all([
        sql<{ id: number; nama: string }>`
          select id, ${sql.ref(column)} as nama from ${sql.table(table)}
          where id = any(${ids}::int[])`.execute(db),
        db
          .selectFrom('riwayat')
          .distinctOn('id_entitas')
          .select(['id_entitas', 'label'])
          .where('entitas', '=', entitas)
          .where(
            'id_entitas',
            'in',
            ids.map((n) => String(n)),
          )
          .where('label', 'is not', null)
          .orderBy('id_entitas')
          .orderBy('id', 'desc')
          .execute(),
      ]);
      for (const row of recorded) if (row.label) names[`${entitas}:${row.id_entitas}`] = row.label;
      for (const row of now.rows) names[`${entitas}:${row.id}`] = row.nama;
    }),
  );
  return names;
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
    if (n < batch) break;
  }
  // What kind each action was (migrations/0043) goes with its rows.
  await db
    .deleteFrom('riwayat_tindakan')
    .where('waktu', '<', sql<Date>`now() - make_interval(months => ${RIWAYAT_RETENTION_MONTHS})`)
    .execute();
  return removed;
}

/**
 * Marks the rest of transaction `trx` as a restore from Sampah: its inserts are history as
 * "dipulihkan" rather than "dibuat".
 */
export async function markRestore(trx: Db): Promise<void> {
  await sql`select set_config('etalase.aksi', 'dipulihkan', true)`.execute(trx);
}

/**
 * Marks the rest of transaction `trx` as the undo ("Batalkan") of the action `tindakan`, which
 * then reads "Dibatalkan". The action must be one `idPengguna` made (the write that offered
 * the undo answered its id); anything else is refused with a 400.
 */
export async function markUndo(trx: Db, tindakan: string, idPengguna: number): Promise<void> {
  const own = await trx
    .selectFrom('riwayat')
    .select('id')
    .where('id_tindakan', '=', tindakan)
    .where('id_pengguna', '=', idPengguna)
    .limit(1)
    .executeTakeFirst();
  if (!own) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.invalidInput });
  await sql`select set_config('etalase.membatalkan', ${tindakan}, true)`.execute(trx);
}

/** Leaves the rest of transaction `trx` out of the history (the demo catalogue's seed). */
export async function withoutHistory(trx: Db): Promise<void> {
  await sql`select set_config('etalase.riwayat', 'mati', true)`.execute(trx);
}
