import type { Db } from '../db/connect.js';
import type { NewProduk } from '../db/schema.js';
import type { TestimoniSource } from '../../src/shared/limits.js';

// Rows for integration tests, with defaults a test overrides only where it matters.

let counter = 0;

/** A product and its main photo's row, as the app writes them. */
export async function insertProduk(db: Db, values: Partial<NewProduk> = {}) {
  counter += 1;
  const produk = await db
    .insertInto('produk')
    .values({
      nama_produk: `Produk Uji ${counter}`,
      harga: 100_000,
      diskon: 10,
      jumlah_terjual: 0,
      deskripsi_produk: 'Deskripsi uji',
      kategori: 'atasan',
      foto_produk: `uji-${counter}.webp`,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('produk_foto')
    .values({
      id_produk: produk.id,
      id_warna: null,
      foto: produk.foto_produk,
      alt: `${produk.nama_produk}, tampak depan`,
      urutan: 0,
    })
    .execute();
  return produk;
}

export async function insertWarna(db: Db, idProduk: number, warna = 'Merah', kodeWarna?: string) {
  return db
    .insertInto('warna')
    .values({
      id_produk: idProduk,
      warna,
      foto: `warna-${++counter}.webp`,
      ...(kodeWarna !== undefined && { kode_warna: kodeWarna }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertUkuran(
  db: Db,
  idProduk: number,
  values: { usia?: string; ukuran?: string; panjang_tangan?: string | null } = {},
) {
  return db
    .insertInto('ukuran')
    .values({
      id_produk: idProduk,
      usia: values.usia ?? '3-4 tahun',
      ukuran: values.ukuran ?? 'M',
      panjang_atasan: '46',
      lingkar_dada: '60',
      panjang_tangan: values.panjang_tangan === undefined ? '33' : values.panjang_tangan,
      panjang_bawahan: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertTestimoni(
  db: Db,
  values: {
    nama?: string;
    sumber?: TestimoniSource;
    idProduk?: number | null;
    createdAt?: Date;
  } = {},
) {
  return db
    .insertInto('testimoni')
    .values({
      nama_pembeli: values.nama ?? `Pembeli ${++counter}`,
      deskripsi_testimoni: 'Bagus sekali',
      sumber_testimoni: values.sumber ?? 'shopee',
      foto_testimoni: `testimoni-${counter}.webp`,
      id_produk: values.idProduk ?? null,
      ...(values.createdAt ? { created_at: values.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertFaq(db: Db, pertanyaan: string, jawaban: string, createdAt?: Date) {
  return db
    .insertInto('faq')
    .values({ pertanyaan, jawaban, ...(createdAt ? { created_at: createdAt } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The row of Sampah holding the deleted `jenis` row `id` (docs/decisions/0021). */
export async function sampahIdOf(db: Db, jenis: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('sampah')
    .select('id')
    .where('jenis', '=', jenis)
    .where('id_entitas', '=', id)
    .executeTakeFirstOrThrow();
  return row.id;
}

const HOUR = 3_600_000;

/** diskon.create's input: a running discount on Gamis, ending in two days. */
export function diskonInput(values: Record<string, unknown> = {}) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    nama: 'Diskon Lebaran',
    persen: '20%',
    cakupan: 'kategori',
    kategori: ['gamis'],
    status: 'aktif',
    mulai: iso(Date.now() - HOUR),
    sampai: iso(Date.now() + 48 * HOUR),
    ...values,
  };
}
