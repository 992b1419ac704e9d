import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import { insertProduk, insertUkuran } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let produkId: number;

beforeAll(async () => {
  t = await createTestApp();
  produkId = (await insertProduk(t.db)).id;
  await insertUkuran(t.db, produkId, { usia: '1-2 tahun', ukuran: 'S', panjang_tangan: '30' });
  await insertUkuran(t.db, produkId, { usia: '3-4 tahun', ukuran: 'M', panjang_tangan: null });
});
afterAll(() => t.close());

describe('ukuran.byProduk', () => {
  it("answers a product's size rows in order", async () => {
    const { data } = await trpcQuery<Ukuran[]>(t.app, 'ukuran.byProduk', { idProduk: produkId });
    expect(data).toEqual([
      {
        id: expect.any(Number),
        id_produk: produkId,
        usia: '1-2 tahun',
        ukuran: 'S',
        panjang_atasan: '46',
        panjang_tangan: '30',
        panjang_bawahan: null,
        lingkar_dada: '60',
      },
      {
        id: expect.any(Number),
        id_produk: produkId,
        usia: '3-4 tahun',
        ukuran: 'M',
        panjang_atasan: '46',
        panjang_tangan: null,
        panjang_bawahan: null,
        lingkar_dada: '60',
      },
    ]);
  });

  it('refuses a bad id with a 400', async () => {
    expect((await trpcQuery(t.app, 'ukuran.byProduk', { idProduk: -2 })).status).toBe(400);
  });
});

describe('legacy REST: GET /api/ukuranproduk/{idProduk}', () => {
  it('answers both spellings of the sleeve length', async () => {
    const res = await t.app.inject(`/api/ukuranproduk/${produkId}`);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json<Record<string, unknown>[]>();
    expect(first).toMatchObject({ usia: '1-2 tahun', panjang_tangan: '30', panjan_tangan: '30' });
    expect(second).toMatchObject({ panjang_tangan: null, panjan_tangan: null });
  });

  it('answers [] for a product without sizes and 400 for a bad id', async () => {
    expect((await t.app.inject('/api/ukuranproduk/55555')).json()).toEqual([]);
    expect((await t.app.inject('/api/ukuranproduk/satu')).statusCode).toBe(400);
  });
});
