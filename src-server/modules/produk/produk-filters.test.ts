import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountedPrice } from '../../../src/shared/price.js';
import type { ProdukCard, ProdukFilterOptions } from '../../../src/shared/schemas/produk.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { SESSION_COOKIE } from '../../services/session/session-token.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// Category filters and order (docs/product.md §10) on a database of this file's own.

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const add = async (
    key: string,
    values: { harga: number; diskon: number; jumlah_terjual: number; kategori?: string },
    usia: string[],
    warna: string[],
  ) => {
    const p = await insertProduk(t.db, {
      nama_produk: key,
      kategori: values.kategori ?? 'gamis',
      created_at: new Date(Date.UTC(2026, 0, Object.keys(ids).length + 1)),
      ...values,
    });
    ids[key] = p.id;
    for (const u of usia) await insertUkuran(t.db, p.id, { usia: u });
    for (const w of warna) await insertWarna(t.db, p.id, w);
  };
  // Shown prices: A 90 000, B 120 000, C 135 000, D 50 000 (another category).
  await add(
    'A',
    { harga: 100_000, diskon: 10, jumlah_terjual: 5 },
    ['1-2 tahun', '3-4 tahun'],
    ['Sage', 'Navy'],
  );
  await add(
    'B',
    { harga: 150_000, diskon: 20, jumlah_terjual: 50 },
    ['3-4 tahun', '10-11 tahun'],
    ['sage'],
  );
  await add('C', { harga: 135_000, diskon: 0, jumlah_terjual: 20 }, ['5-6 tahun'], ['Hitam']);
  await add(
    'D',
    { harga: 50_000, diskon: 0, jumlah_terjual: 99, kategori: 'atasan' },
    ['3-4 tahun'],
    ['Sage'],
  );
});
afterAll(() => t.close());

/**
 * The page as a visitor reads it (from the catalogue in memory) and as a session reads it (from
 * the database, even a stale session's): each filter and order is checked on both executions,
 * which must agree (catalogue/storefront-rules.ts).
 */
const list = async (input: Record<string, unknown>) => {
  const [fromMemory, fromDatabase] = await Promise.all(
    [{}, { cookie: `${SESSION_COOKIE}=kedaluwarsa` }].map(async (headers) => {
      const res = await trpcQuery<{ items: ProdukCard[]; total: number }>(
        t.app,
        'produk.list',
        input,
        headers,
      );
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return { names: res.data.items.map((p) => p.nama_produk), total: res.data.total };
    }),
  );
  expect(fromDatabase, JSON.stringify(input)).toEqual(fromMemory);
  return fromMemory as { names: string[]; total: number };
};

describe('produk.list filters', () => {
  it('narrows by age and colour (ignoring case) and counts what matches', async () => {
    expect(await list({ kategori: 'gamis', usia: '3-4 TAHUN' })).toEqual({
      names: ['B', 'A'],
      total: 2,
    });
    expect(await list({ kategori: 'gamis', warna: 'SAGE' })).toEqual({
      names: ['B', 'A'],
      total: 2,
    });
    expect(await list({ warna: 'sage' })).toEqual({ names: ['D', 'B', 'A'], total: 3 });
    expect(await list({ kategori: 'gamis', usia: '3-4 tahun', warna: 'Navy' })).toEqual({
      names: ['A'],
      total: 1,
    });
    expect(await list({ kategori: 'gamis', usia: '7-8 tahun' })).toEqual({ names: [], total: 0 });
  });

  it('bounds the shown (discounted) price, both ends included', async () => {
    expect(await list({ kategori: 'gamis', hargaMin: 120_000 })).toMatchObject({
      names: ['C', 'B'],
    });
    expect(await list({ kategori: 'gamis', hargaMax: 120_000 })).toMatchObject({
      names: ['B', 'A'],
    });
    expect(await list({ kategori: 'gamis', hargaMin: 91_000, hargaMax: 134_999 })).toMatchObject({
      names: ['B'],
    });
  });

  it('orders by newest, best selling, cheapest and dearest shown price', async () => {
    const order = async (urut: string) => (await list({ kategori: 'gamis', urut })).names;
    expect(await order('terbaru')).toEqual(['C', 'B', 'A']);
    expect(await order('terlaris')).toEqual(['B', 'C', 'A']);
    expect(await order('termurah')).toEqual(['A', 'B', 'C']);
    expect(await order('termahal')).toEqual(['C', 'B', 'A']);
  });

  it('refuses nonsense with a 400 and an Indonesian message, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ urut: 'murah' }, 'Urutan tidak dikenal'],
      [{ hargaMin: -1 }, 'Batas harga'],
      [{ hargaMax: 'banyak' }, 'Batas harga'],
      [{ hargaMin: 1.5 }, 'Batas harga'],
      [{ usia: 'x'.repeat(101) }, 'Filter usia atau warna'],
      [{ warna: '   ' }, 'Filter usia atau warna'],
      [{ usia: 'a\u0000b' }, ''],
    ];
    for (const [input, message] of cases) {
      const res = await trpcQuery(t.app, 'produk.list', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.message, JSON.stringify(input)).toContain(message);
    }
  });
});

describe('produk.filterOptions', () => {
  it("offers the category's ages in natural order, its colours most offered first, and its price span", async () => {
    const res = await trpcQuery<ProdukFilterOptions>(t.app, 'produk.filterOptions', {
      kategori: 'gamis',
    });
    expect(res.data).toEqual({
      usia: ['1-2 tahun', '3-4 tahun', '5-6 tahun', '10-11 tahun'],
      warna: [expect.stringMatching(/^sage$/i), 'Hitam', 'Navy'],
      harga: { min: 90_000, max: 135_000 },
    });
  });

  it('offers nothing for a category without products', async () => {
    const res = await trpcQuery<ProdukFilterOptions>(t.app, 'produk.filterOptions', {
      kategori: 'setelan',
    });
    expect(res.data).toEqual({ usia: [], warna: [], harga: null });
  });
});

describe('harga_diskon', () => {
  it("is the shop's discounted price (src/shared/price.ts) for every price and discount", async () => {
    const cases: [number, number][] = [];
    for (const harga of [0, 1, 9_999, 10_000, 10_001, 55_000, 99_999, 129_000, 1_234_567]) {
      for (const diskon of [0, 1, 15, 33, 50, 99, 100]) cases.push([harga, diskon]);
    }
    await t.db
      .insertInto('produk')
      .values(
        cases.map(([harga, diskon], i) => ({
          nama_produk: `Harga ${i}`,
          harga,
          diskon,
          jumlah_terjual: 0,
          deskripsi_produk: '',
          kategori: 'uji-harga',
          foto_produk: `harga-${i}.webp`,
        })),
      )
      .execute();
    const stored = await t.db
      .selectFrom('produk')
      .select(['harga', 'diskon', 'harga_diskon'])
      .where('kategori', '=', 'uji-harga')
      .execute();
    expect(stored).toHaveLength(cases.length);
    for (const row of stored) {
      expect(row.harga_diskon, `${row.harga} ${row.diskon}%`).toBe(
        discountedPrice(row.harga, row.diskon),
      );
    }
  });
});
