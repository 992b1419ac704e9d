import { sql } from 'kysely';
import { effectiveDiskonSql, effectiveHargaSql } from '../diskon/diskon-harga.js';
import {
  DEFAULT_ILUSTRASI,
  diskonOf,
  freeSlug,
  hargaCoretOf,
  slugOf,
} from '../../../src/shared/penawaran.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type {
  PenawaranAdmin,
  PenawaranKartu,
  PenawaranSortKey,
  PenawaranWriteInput,
} from '../../../src/shared/schemas/penawaran.js';
import type { ProdukStatus } from '../../../src/shared/tayang.js';
import type { Db } from '../../db/connect.js';
import { searchedAndSorted, type ListFilters, type ListSpec } from '../../db/list-order.js';
import { fetchPage, type PageRequest } from '../../db/paging.js';
import { listedSql, reachableSql } from '../../db/produk-tayang.js';
import type { PenawaranTable } from '../../db/schema.js';

// Every SQL statement of the special offers (docs/product.md §12). Whether visitors see an offer
// is the products' rule (db/produk-tayang.ts): the same columns, the same SQL.

const columns = [
  'penawaran.id',
  'slug',
  'nama',
  'deskripsi',
  'foto',
  'ilustrasi',
  'harga',
  'harga_coret',
  'diskon',
  'pesan_whatsapp',
  'urutan',
  'status',
  'tayang_mulai',
  'tayang_sampai',
] as const;

interface Row {
  id: number;
  slug: string;
  nama: string;
  deskripsi: string;
  foto: string | null;
  ilustrasi: PenawaranTable['ilustrasi'];
  harga: number;
  harga_coret: number | null;
  diskon: number | null;
}

interface Included {
  id_penawaran: number;
  id: number;
  nama_produk: string;
  harga: number;
  diskon: number;
  harga_diskon: number;
  listed: boolean;
}

/** The included products of `ids`, in each offer's order; `listed` says whether visitors see it. */
async function includedOf(db: Db, ids: readonly number[]): Promise<Map<number, Included[]>> {
  const byOffer = new Map<number, Included[]>();
  if (ids.length === 0) return byOffer;
  const rows = await db
    .selectFrom('penawaran_produk')
    .innerJoin('produk', 'produk.id', 'penawaran_produk.id_produk')
    .select([
      'penawaran_produk.id_penawaran',
      'produk.id',
      'produk.nama_produk',
      'produk.harga',
      effectiveDiskonSql('produk').as('diskon'),
      effectiveHargaSql('produk').as('harga_diskon'),
      listedSql('produk').as('listed'),
    ])
    .where('penawaran_produk.id_penawaran', 'in', ids)
    .orderBy('penawaran_produk.id_penawaran')
    .orderBy('penawaran_produk.urutan')
    .execute();
  for (const row of rows) {
    const list = byOffer.get(row.id_penawaran) ?? [];
    list.push(row);
    byOffer.set(row.id_penawaran, list);
  }
  return byOffer;
}

/**
 * An offer as visitors see it: only its products visitors see (listed: Tayang, in their window)
 * are named and add up to the computed crossed-out price, so a Draf or scheduled product neither
 * shows nor moves the price (nor can its price be read by subtraction).
 */
function kartuOf(row: Row, included: readonly Included[]): PenawaranKartu {
  const shown = included.filter((p) => p.listed);
  const hargaCoret = hargaCoretOf(row.harga_coret, shown);
  return {
    id: row.id,
    slug: row.slug,
    nama: row.nama,
    deskripsi: row.deskripsi,
    foto: row.foto,
    ilustrasi: row.ilustrasi ?? DEFAULT_ILUSTRASI,
    harga: row.harga,
    hargaCoret,
    diskon: diskonOf(row.diskon, row.harga, hargaCoret),
    produk: shown.map((p) => ({ id: p.id, nama_produk: p.nama_produk })),
  };
}

/** The offers visitors see on /penawarankhusus, in the owner's order. */
export async function listPenawaranKartu(db: Db): Promise<PenawaranKartu[]> {
  const rows = await db
    .selectFrom('penawaran')
    .select(columns)
    .where(listedSql('penawaran'))
    .orderBy('urutan')
    .orderBy('penawaran.id')
    .execute();
  const included = await includedOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => kartuOf(row, included.get(row.id) ?? []));
}

/** An offer whose WhatsApp button answers (Tayang or Tersembunyi, in its window), by its slug. */
export async function findReachablePenawaranBySlug(db: Db, slug: string) {
  return db
    .selectFrom('penawaran')
    .select(['id', 'nama', 'harga', 'pesan_whatsapp'])
    .where('slug', '=', slug)
    .where(reachableSql('penawaran'))
    .executeTakeFirst();
}

/** The shop's calendar day now, as PostgreSQL reads SHOP_TIME_ZONE. */
const today = (timeZone: string) => sql<string>`(now() at time zone ${timeZone})::date`;

/**
 * The admin table's sortable columns (`klik` is the select's own count), and the texts its
 * search reads: name, description, the button's slug and the WhatsApp message.
 */
const adminList: ListSpec<PenawaranSortKey> = {
  sort: {
    urutan: { column: 'penawaran.urutan' },
    nama: { column: 'penawaran.nama', text: true },
    harga: { column: 'penawaran.harga' },
    status: { column: 'penawaran.status' },
    klik: { column: 'klik' },
  },
  search: ['penawaran.nama', 'penawaran.deskripsi', 'penawaran.slug', 'penawaran.pesan_whatsapp'],
  id: 'penawaran.id',
};

/** One page of the admin's offers in the shop's order or by a column, searched. */
export async function pagePenawaranAdmin(
  db: Db,
  filters: ListFilters<PenawaranSortKey>,
  page: PageRequest,
  timeZone: string,
): Promise<Page<PenawaranAdmin>> {
  const query = db
    .selectFrom('penawaran')
    .select([
      ...columns,
      (eb) =>
        eb
          .selectFrom('klik_keluar')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('klik_keluar.id_penawaran', '=', 'penawaran.id')
          .where('klik_keluar.hari', '>', sql<string>`${today(timeZone)} - 30`)
          .as('klik'),
    ])
    .orderBy('urutan')
    .orderBy('penawaran.id');
  const found = await fetchPage(searchedAndSorted(query, adminList, filters), page);
  const included = await includedOf(
    db,
    found.items.map((r) => r.id),
  );
  return {
    ...found,
    items: found.items.map((row) => {
      const products = included.get(row.id) ?? [];
      return {
        ...kartuOf(row, products),
        harga_coret: row.harga_coret,
        diskon_tetap: row.diskon,
        pesan_whatsapp: row.pesan_whatsapp,
        urutan: row.urutan,
        status: row.status,
        tayang_mulai: row.tayang_mulai?.toISOString() ?? null,
        tayang_sampai: row.tayang_sampai?.toISOString() ?? null,
        produk: products.map((p) => ({
          id: p.id,
          nama_produk: p.nama_produk,
          harga_diskon: p.harga_diskon,
          tampil: p.listed,
        })),
        klik: row.klik ?? 0,
      };
    }),
  };
}

/** The columns a save writes, from the form's values and the picture it ends with. */
function valuesOf(input: PenawaranWriteInput, foto: string | null) {
  return {
    nama: input.nama,
    deskripsi: input.deskripsi,
    foto,
    ilustrasi: input.gambar === 'foto' ? null : input.gambar,
    harga: input.harga,
    harga_coret: input.harga_coret,
    diskon: input.diskon,
    pesan_whatsapp: input.pesan_whatsapp,
    status: input.status,
    tayang_mulai: input.tayang_mulai,
    tayang_sampai: input.tayang_sampai,
  };
}

async function writeIncluded(trx: Db, idPenawaran: number, ids: readonly number[]) {
  await trx.deleteFrom('penawaran_produk').where('id_penawaran', '=', idPenawaran).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto('penawaran_produk')
    .values(ids.map((id_produk, urutan) => ({ id_penawaran: idPenawaran, id_produk, urutan })))
    .execute();
}

/**
 * A new offer, last on the page. Its slug comes from its name and stays when the name changes:
 * a WhatsApp link already shared keeps counting. The table is locked for the slug and place.
 */
export async function insertPenawaran(
  trx: Db,
  input: PenawaranWriteInput,
  foto: string | null,
): Promise<{ id: number; slug: string }> {
  await sql`lock table penawaran in share row exclusive mode`.execute(trx);
  const base = slugOf(input.nama);
  const taken = await trx
    .selectFrom('penawaran')
    .select(['slug'])
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const last = await trx
    .selectFrom('penawaran')
    .select(sql<number>`coalesce(max(urutan), 0)::int`.as('urutan'))
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('penawaran')
    .values({
      ...valuesOf(input, foto),
      slug: freeSlug(base, new Set(taken.map((t) => t.slug))),
      urutan: last.urutan + 1,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  await writeIncluded(trx, row.id, input.produk);
  return row;
}

/** Locks the offer and answers its photo (null: none); undefined when there is no such offer. */
export async function lockPenawaranFoto(trx: Db, id: number): Promise<string | null | undefined> {
  const row = await trx
    .selectFrom('penawaran')
    .select('foto')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : row.foto;
}

export async function updatePenawaran(
  trx: Db,
  id: number,
  input: PenawaranWriteInput,
  foto: string | null,
): Promise<{ id: number; slug: string } | undefined> {
  const row = await trx
    .updateTable('penawaran')
    .set({ ...valuesOf(input, foto), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(['id', 'slug'])
    .executeTakeFirst();
  if (row) await writeIncluded(trx, id, input.produk);
  return row;
}

/** The offers' ids in their order now (locked, for a reorder). */
export async function lockPenawaranOrder(trx: Db): Promise<number[]> {
  const rows = await trx
    .selectFrom('penawaran')
    .select('id')
    .orderBy('urutan')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function reorderPenawaran(trx: Db, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('penawaran')
      .set({ urutan: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export async function setPenawaranStatus(
  db: Db,
  id: number,
  status: ProdukStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('penawaran')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
