import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connect.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { createTestDatabase } from '../../test/test-database.js';
import { searchProduk, searchProdukPage } from './index.js';

// Search finds a query's words in descriptions and colour names too, ranked below every name
// (docs/product.md §10), on a database of this file's own.

let database: DatabaseHandle;
const names = async (query: string, limit = 20) =>
  (await searchProduk(database.db, query, limit)).map((p) => p.nama_produk);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertProduk(db, {
    nama_produk: 'Tunik Katun Salsa',
    deskripsi_produk: 'Tunik harian.',
    jumlah_terjual: 1,
  });
  await insertProduk(db, {
    nama_produk: 'Kaos Raglan Musa',
    deskripsi_produk: 'Bahan katun combed 30s, adem dan lembut.',
    jumlah_terjual: 50,
  });
  await insertProduk(db, {
    nama_produk: 'Blus Humaira',
    deskripsi_produk: 'Katún Jepang yang jatuh.',
    jumlah_terjual: 80,
  });
  const gamis = await insertProduk(db, {
    nama_produk: 'Gamis Nadia',
    deskripsi_produk: 'Gamis harian berbahan rayon.',
    jumlah_terjual: 5,
  });
  await insertWarna(db, gamis.id, 'Sage');
  await insertWarna(db, gamis.id, 'Dusty Pink');
  await insertProduk(db, {
    nama_produk: 'Celana Sirwal Ali',
    deskripsi_produk: 'Nyaman untuk mengaji.',
    jumlah_terjual: 9,
  });
});
afterAll(() => database.close());

describe('search in descriptions and colour names', () => {
  it('puts names first, then descriptions, best sellers first', async () => {
    // "katun" is in one name and, accents ignored, in two descriptions.
    expect(await names('katun')).toEqual(['Tunik Katun Salsa', 'Blus Humaira', 'Kaos Raglan Musa']);
  });

  it('finds a colour by its name, and each word of a query in any of the three', async () => {
    expect(await names('dusty pink')).toEqual(['Gamis Nadia']);
    expect(await names('gamis sage')).toEqual(['Gamis Nadia']);
    expect(await names('rayon sage')).toEqual(['Gamis Nadia']);
    expect(await names('rayon merah')).toEqual([]);
  });

  it('counts them on the search page and stays within the limit', async () => {
    const page = await searchProdukPage(database.db, 'katun', { page: 1, pageSize: 2, max: 240 });
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.nama_produk)).toEqual(['Tunik Katun Salsa', 'Blus Humaira']);
    expect(await names('katun', 2)).toEqual(['Tunik Katun Salsa', 'Blus Humaira']);
  });

  it('reads no description for a query of words under three letters', async () => {
    expect(await names('ny')).toEqual([]);
  });

  it('can read the descriptions and colours through their trigram indexes', async () => {
    // Sequential scans off: on tables this small the planner rightly prefers them, and the
    // question here is only whether the indexes can answer.
    const text = await database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await sql<{ 'QUERY PLAN': string }>`
        explain select id from produk where etalase_search_text(deskripsi_produk) like '%katun%'
        union select id_produk from warna where etalase_search_text(warna) like '%katun%'
      `.execute(trx);
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toContain('produk_deskripsi_trgm_idx');
    expect(text).toContain('warna_nama_trgm_idx');
  });
});
