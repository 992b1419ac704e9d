import { sql } from 'kysely';
import type { ProdukFoto } from '../../../src/shared/schemas/foto.js';
import type { Db } from '../../db/connect.js';

// A product's photos (migrations/0022). The first in order is the main photo, which
// `produk.foto_produk` names for the legacy API and everything that shows one photo: every
// write here runs in the transaction that locks the product and ends with `syncMainFoto`.

const fotoColumns = ['id', 'id_produk', 'id_warna', 'foto', 'alt', 'urutan'] as const;

/** A product's photos, main photo first. */
export function listFotoByProduk(db: Db, idProduk: number): Promise<ProdukFoto[]> {
  return db
    .selectFrom('produk_foto')
    .select(fotoColumns)
    .where('id_produk', '=', idProduk)
    .orderBy('urutan')
    .orderBy('id')
    .execute();
}

/** Every product's photos, each product's in order (the catalogue in memory). */
export function listAllFoto(db: Db): Promise<ProdukFoto[]> {
  return db
    .selectFrom('produk_foto')
    .select(fotoColumns)
    .orderBy('id_produk')
    .orderBy('urutan')
    .orderBy('id')
    .execute();
}

/** Every photo file a row names (the upload sweep keeps them). */
export async function listFotoFiles(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('produk_foto').select('foto').execute();
  return rows.map((row) => row.foto);
}

export function findFoto(db: Db, id: number): Promise<ProdukFoto | undefined> {
  return db.selectFrom('produk_foto').select(fotoColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the product's row for a change of its photos (two uploads at once get places one after
 * the other) and answers its name, or undefined when the product is gone.
 */
export async function lockProdukForFoto(db: Db, idProduk: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('produk')
    .select('nama_produk')
    .where('id', '=', idProduk)
    .forUpdate()
    .executeTakeFirst();
  return row?.nama_produk;
}

/**
 * A product written straight into the database (an import, the benchmark's products) has its
 * `foto_produk` but no photo rows: its main photo becomes its first row before another is added.
 */
export async function ensureMainFotoRow(db: Db, idProduk: number): Promise<void> {
  await sql`
    insert into produk_foto (id_produk, id_warna, foto, alt, urutan)
    select id, null, foto_produk, nama_produk || ', tampak depan', 0 from produk
    where id = ${idProduk}
      and foto_produk <> ''
      and not exists (select 1 from produk_foto where id_produk = ${idProduk})
  `.execute(db);
}

/** A Draf saved without photos names no main photo ('': src/shared/kelengkapan.ts). */
export async function clearMainFoto(db: Db, idProduk: number): Promise<void> {
  await sql`
    update produk set foto_produk = '', updated_at = now()
    where id = ${idProduk} and foto_produk <> ''
  `.execute(db);
}

/** The colour's name when it is one of the product's colours. */
export async function warnaOfProduk(
  db: Db,
  idProduk: number,
  idWarna: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('warna')
    .select('warna')
    .where('id', '=', idWarna)
    .where('id_produk', '=', idProduk)
    .executeTakeFirst();
  return row?.warna;
}

/** How many photos the product has, and how many of them show `idWarna` (or no colour). */
export async function countFoto(
  db: Db,
  idProduk: number,
  idWarna: number | null,
): Promise<{ all: number; ofColour: number; nextPlace: number }> {
  const row = await db
    .selectFrom('produk_foto')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`(count(*) filter (where id_warna is not distinct from ${idWarna}))::int`.as(
        'ofColour',
      ),
      sql<number>`coalesce(max(urutan) + 1, 0)::int`.as('nextPlace'),
    ])
    .where('id_produk', '=', idProduk)
    .executeTakeFirstOrThrow();
  return row;
}

export function insertFoto(
  db: Db,
  values: {
    id_produk: number;
    id_warna: number | null;
    foto: string;
    alt: string;
    urutan: number;
  },
): Promise<ProdukFoto> {
  return db
    .insertInto('produk_foto')
    .values(values)
    .returning(fotoColumns)
    .executeTakeFirstOrThrow();
}

export function updateFoto(
  db: Db,
  id: number,
  values: { alt: string; id_warna: number | null; urutan?: number },
): Promise<ProdukFoto | undefined> {
  return db
    .updateTable('produk_foto')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(fotoColumns)
    .executeTakeFirst();
}

/** Gives the photos the places of `ids` (every photo of the product, each once). */
export async function reorderFoto(db: Db, idProduk: number, ids: readonly number[]) {
  await db
    .updateTable('produk_foto')
    .from(
      sql<{
        id: number;
        place: number;
      }>`(select * from unnest(${sql.val(ids)}::int[]) with ordinality as o(id, place))`.as('o'),
    )
    .set({ urutan: sql<number>`o.place - 1`, updated_at: sql<Date>`now()` })
    .whereRef('produk_foto.id', '=', 'o.id')
    .where('produk_foto.id_produk', '=', idProduk)
    .execute();
}

export function deleteFoto(db: Db, id: number): Promise<ProdukFoto | undefined> {
  return db
    .deleteFrom('produk_foto')
    .where('id', '=', id)
    .returning(fotoColumns)
    .executeTakeFirst();
}

/** `produk.foto_produk` names the first photo again, after any change of the photos. */
export async function syncMainFoto(db: Db, idProduk: number): Promise<void> {
  await sql`
    update produk set foto_produk = f.foto, updated_at = now()
    from (
      select foto from produk_foto where id_produk = ${idProduk} order by urutan, id limit 1
    ) f
    where produk.id = ${idProduk} and produk.foto_produk is distinct from f.foto
  `.execute(db);
}

/** The legacy product write replaced the main photo: its row names the new file. */
export async function replaceMainFoto(db: Db, idProduk: number, foto: string): Promise<void> {
  await sql`
    update produk_foto set foto = ${foto}, updated_at = now()
    where id = (
      select id from produk_foto where id_produk = ${idProduk} order by urutan, id limit 1
    )
  `.execute(db);
}
