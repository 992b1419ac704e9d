import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warna } from '../../../src/shared/schemas/warna.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let produkId: number;
let otherId: number;

beforeAll(async () => {
  t = await createTestApp();
  produkId = (await insertProduk(t.db)).id;
  otherId = (await insertProduk(t.db)).id;
  await insertWarna(t.db, produkId, 'Sage');
  await insertWarna(t.db, produkId, 'Navy');
  await insertWarna(t.db, otherId, 'Merah');
});
afterAll(() => t.close());

describe('warna.byProduk', () => {
  it("answers a product's colours in the order they were added", async () => {
    const { data } = await trpcQuery<Warna[]>(t.app, 'warna.byProduk', { idProduk: produkId });
    expect(data.map((w) => w.warna)).toEqual(['Sage', 'Navy']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      id_produk: produkId,
      warna: 'Sage',
      foto: expect.stringMatching(/\.webp$/),
      // Set when a photo is uploaded; this row was written directly.
      kode_warna: null,
    });
  });

  it('answers an empty list for a product without colours or a missing product', async () => {
    const missing = await trpcQuery<Warna[]>(t.app, 'warna.byProduk', { idProduk: 987_654 });
    expect(missing.data).toEqual([]);
  });

  it('refuses a bad product id with a 400', async () => {
    const { status, error } = await trpcQuery(t.app, 'warna.byProduk', { idProduk: 'x' });
    expect(status).toBe(400);
    expect(error?.message).toBe('ID tidak valid.');
  });
});

describe('legacy REST: GET /api/warnaproduk/{idProduk}', () => {
  it('answers the colours as a bare array', async () => {
    const res = await t.app.inject(`/api/warnaproduk/${otherId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        id_produk: otherId,
        warna: 'Merah',
        foto: expect.any(String),
        kode_warna: null,
      },
    ]);
  });

  it('is a 400 for a non-numeric id', async () => {
    const res = await t.app.inject('/api/warnaproduk/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'ID tidak valid.' });
  });
});
