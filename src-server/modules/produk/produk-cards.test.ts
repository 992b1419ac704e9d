import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BestSellerCard, ProdukCard } from '../../../src/shared/schemas/produk.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// Product cards carry their first four colours and how many there are (swatch dots,
// docs/product.md §10), on every list the storefront shows as cards.

let t: TestApp;
let many: number;
let two: number;
let none: number;

beforeAll(async () => {
  t = await createTestApp();
  many = (await insertProduk(t.db, { kategori: 'gamis', jumlah_terjual: 900 })).id;
  for (const name of ['Merah', 'Biru', 'Hijau', 'Kuning', 'Ungu', 'Hitam']) {
    await insertWarna(t.db, many, name);
  }
  two = (await insertProduk(t.db, { kategori: 'gamis', harga: 10_000 })).id;
  await insertWarna(t.db, two, 'Sage');
  await t.db
    .updateTable('warna')
    .set({ kode_warna: '#9bb39a' })
    .where('id_produk', '=', two)
    .execute();
  await insertWarna(t.db, two, 'Navy');
  none = (await insertProduk(t.db, { kategori: 'gamis' })).id;
});
afterAll(() => t.close());

const names = (card: ProdukCard) => card.warna.map((w) => w.warna);

describe('product cards', () => {
  it('produk.list gives each card its first four colours in the order added, and the count', async () => {
    const res = await trpcQuery<{ items: ProdukCard[] }>(t.app, 'produk.list', {
      kategori: 'gamis',
    });
    expect(res.status).toBe(200);
    const byId = new Map(res.data.items.map((p) => [p.id, p]));
    const manyCard = byId.get(many);
    expect(manyCard && names(manyCard)).toEqual(['Merah', 'Biru', 'Hijau', 'Kuning']);
    expect(manyCard?.jumlah_warna).toBe(6);
    expect(byId.get(two)?.warna).toEqual([
      expect.objectContaining({ warna: 'Sage', kode_warna: '#9bb39a' }),
      expect.objectContaining({ warna: 'Navy', kode_warna: null }),
    ]);
    expect(byId.get(two)?.jumlah_warna).toBe(2);
    expect(byId.get(none)).toMatchObject({ warna: [], jumlah_warna: 0 });
  });

  it('the best sellers and recommendations carry them too', async () => {
    const best = await trpcQuery<BestSellerCard[]>(t.app, 'produk.bestSeller');
    const terlaris = best.data.find((c) => c.label === 'TERLARIS');
    expect(terlaris?.produk.id).toBe(many);
    expect(terlaris?.produk.jumlah_warna).toBe(6);
    expect(terlaris && names(terlaris.produk)).toHaveLength(4);

    const recommended = await trpcQuery<ProdukCard[]>(t.app, 'produk.recommendations', {
      id: none,
    });
    expect(recommended.data.map((p) => [p.id, p.jumlah_warna]).sort()).toEqual(
      [
        [many, 6],
        [two, 2],
      ].sort(),
    );
  });

  it('a listing sends of each product what its card shows and nothing more', async () => {
    const cardFields = [
      'diskon',
      'foto_produk',
      'harga',
      'id',
      'jumlah_terjual',
      'jumlah_warna',
      'nama_produk',
      'stok_habis',
      'warna',
    ];
    const list = await trpcQuery<{ items: object[] }>(t.app, 'produk.list', { kategori: 'gamis' });
    const search = await trpcQuery<{ items: object[] }>(t.app, 'produk.searchPage', {
      query: 'produk uji',
    });
    for (const items of [list.data.items, search.data.items]) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(cardFields);
    }
  });

  it('the legacy list keeps its shape, without colours', async () => {
    const res = await t.app.inject('/api/kategoriproduk/gamis');
    expect(res.statusCode).toBe(200);
    const items = res.json<Record<string, unknown>[]>();
    expect(items[0]).not.toHaveProperty('warna');
    expect(items[0]).not.toHaveProperty('jumlah_warna');
  });
});
