import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.js';
import { createTestDatabase } from '../../test/test-database.js';
import { searchProduk, searchProdukQuery, typoCandidates } from './produk.queries.js';

// Search on a large catalogue (issue 9 item 3): the same answers as on a small one, found
// through indexes (the name's trigram index, the word dictionary) rather than by checking every
// product, and the dictionary follows every insert, rename and delete.

const FILLERS = 3_000;
const adjectives = ['Polos', 'Motif', 'Renda', 'Katun', 'Premium', 'Harian', 'Lebaran', 'Santai'];
const kinds = ['Kaos', 'Celana', 'Rok', 'Piyama', 'Jaket', 'Tunik', 'Sarung', 'Rompi'];

let database: DatabaseHandle;
const names = async (query: string) =>
  (await searchProduk(database.db, query, 20)).map((p) => p.nama_produk);

beforeAll(async () => {
  database = await createTestDatabase();
  // One statement for the fillers: none of them is a gamis or a koko.
  const values = Array.from({ length: FILLERS }, (_, i) => {
    const name = `${kinds[i % kinds.length] ?? ''} Anak ${adjectives[(i >> 3) % adjectives.length] ?? ''} ${i}`;
    return sql`(${name}, ${100_000 + i}, 0, ${i % 50}, 'Pengisi', 'lainnya', ${`isi-${i}.webp`})`;
  });
  await sql`
    insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori, foto_produk)
    values ${sql.join(values)}
  `.execute(database.db);
  for (const [nama, terjual] of [
    ['Gamis Anak Aisyah Motif Bunga', 5],
    ['Gamis Ruqayyah Polos', 9],
    ['Kemeja Koko Anak Bilal', 3],
  ] as const) {
    await database.db
      .insertInto('produk')
      .values({
        nama_produk: nama,
        harga: 150_000,
        diskon: 0,
        jumlah_terjual: terjual,
        deskripsi_produk: 'Dicari',
        kategori: 'gamis',
        foto_produk: 'dicari.webp',
      })
      .execute();
  }
  await sql`analyze`.execute(database.db);
});
afterAll(() => database.close());

describe(`search among ${FILLERS} other products`, () => {
  it('finds exact words, typos, prefixes and two words, best match first', async () => {
    expect(await names('gamis')).toEqual(['Gamis Ruqayyah Polos', 'Gamis Anak Aisyah Motif Bunga']);
    expect(await names('gmis')).toEqual(['Gamis Ruqayyah Polos', 'Gamis Anak Aisyah Motif Bunga']);
    expect(await names('kemja')).toEqual(['Kemeja Koko Anak Bilal']);
    expect(await names('ruqay')).toEqual(['Gamis Ruqayyah Polos']);
    expect(await names('gamis polos')).toEqual(['Gamis Ruqayyah Polos']);
    expect(await names('koko bilall')).toEqual(['Kemeja Koko Anak Bilal']);
    expect(await names('sepatu')).toEqual([]);
    expect(await names('tunik')).toHaveLength(20);
  });

  it('keeps the word dictionary in step with inserts, renames and deletes', async () => {
    const { id } = await database.db
      .insertInto('produk')
      .values({
        nama_produk: 'Mukena Anak Zahra',
        harga: 90_000,
        diskon: 0,
        jumlah_terjual: 0,
        deskripsi_produk: 'Baru',
        kategori: 'mukena',
        foto_produk: 'baru.webp',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await names('zahro')).toEqual(['Mukena Anak Zahra']);

    await database.db
      .updateTable('produk')
      .set({ nama_produk: 'Mukena Anak Khadijah' })
      .where('id', '=', id)
      .execute();
    expect(await names('zahro')).toEqual([]);
    expect(await names('kadijah')).toEqual(['Mukena Anak Khadijah']);

    await database.db.deleteFrom('produk').where('id', '=', id).execute();
    expect(await names('kadijah')).toEqual([]);
    const left = await database.db
      .selectFrom('produk_kata')
      .where('id_produk', '=', id)
      .selectAll()
      .execute();
    expect(left).toEqual([]);
  });

  it('reads no product row it does not return for a typo (no scan of the product table)', async () => {
    const words = ['gmis', 'anak'];
    const typos = await typoCandidates(database.db, words);
    expect(typos.get('gmis')).toContain('gamis');
    const compiled = searchProdukQuery(database.db, 'gmis anak', 20, typos).compile();
    const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on produk\b/);
    expect(plan).toMatch(/Index Scan|Bitmap Index Scan/);
  });
});
