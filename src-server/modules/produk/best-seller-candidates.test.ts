import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BestSellerCard } from '../../../src/shared/schemas/produk.js';
import type { NewProduk } from '../../db/schema.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The Best Seller query reads a few candidates (the most sold, the cheapest, the newest) rather
// than the whole catalogue, then applies the docs/architecture.md §7 rule to them. These catalogues are built
// so that each pick takes a product another pick also wanted: too few candidates of one kind
// and the wrong product wins.

let t: TestApp;
beforeAll(async () => {
  // Each test rebuilds the catalogue behind the app's back, which the response cache (rightly)
  // does not hear; only admin writes do.
  t = await createTestApp({ RESPONSE_CACHE: 'false' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('produk').execute();
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

/** Forty ordinary products: mid-priced, sold a little, all older than the ones a test adds. */
async function insertFillers() {
  for (let i = 0; i < 40; i++) {
    await insertProduk(t.db, {
      nama_produk: `Biasa ${i}`,
      harga: 150_000 + i * 1_000,
      jumlah_terjual: 10 + i,
      created_at: day(1 + (i % 20)),
    });
  }
}

async function insert(nama_produk: string, values: Partial<NewProduk>) {
  await insertProduk(t.db, { nama_produk, jumlah_terjual: 1, ...values });
}

async function bestSeller() {
  const { data } = await trpcQuery<BestSellerCard[]>(t.app, 'produk.bestSeller');
  return data.map((c) => [c.label, c.produk.nama_produk]);
}

describe('produk.bestSeller on a large catalogue', () => {
  it('finds TERMURAH beyond the cheapest product when TERLARIS took it', async () => {
    await insertFillers();
    await insert('Laris dan Murah', { jumlah_terjual: 90_000, harga: 10_000, created_at: day(25) });
    await insert('Murah Kedua', { harga: 20_000, created_at: day(2) });
    await insert('Baru 1', { harga: 120_000, created_at: day(30) });
    await insert('Baru 2', { harga: 125_000, created_at: day(29) });
    expect(await bestSeller()).toEqual([
      ['TERLARIS', 'Laris dan Murah'],
      ['TERMURAH', 'Murah Kedua'],
      ['TERBARU', 'Baru 1'],
      ['TERBARU', 'Baru 2'],
    ]);
  });

  it('finds both TERBARU beyond the two newest when TERLARIS and TERMURAH took them', async () => {
    await insertFillers();
    await insert('Laris dan Terbaru', { jumlah_terjual: 90_000, created_at: day(40) });
    await insert('Murah dan Baru', { harga: 10_000, created_at: day(39) });
    await insert('Murah Kedua', { harga: 20_000, created_at: day(3) });
    await insert('Murah Ketiga', { harga: 30_000, created_at: day(4) });
    await insert('Murah Keempat', { harga: 40_000, created_at: day(5) });
    await insert('Baru Ketiga', { harga: 130_000, created_at: day(38) });
    await insert('Baru Keempat', { harga: 135_000, created_at: day(37) });
    expect(await bestSeller()).toEqual([
      ['TERLARIS', 'Laris dan Terbaru'],
      ['TERMURAH', 'Murah dan Baru'],
      ['TERBARU', 'Baru Ketiga'],
      ['TERBARU', 'Baru Keempat'],
    ]);
  });
});
