import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Testimoni } from '../../../src/shared/schemas/testimoni.js';
import { insertProduk, insertTestimoni } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let produkId: number;

beforeAll(async () => {
  t = await createTestApp();
  produkId = (await insertProduk(t.db)).id;
  const sources = ['shopee', 'tokopedia', 'tiktok'] as const;
  for (let i = 1; i <= 10; i++) {
    await insertTestimoni(t.db, {
      nama: `Bunda ${i}`,
      sumber: sources[i % 3],
      idProduk: i % 4 === 0 ? produkId : null,
      createdAt: new Date(Date.UTC(2026, 2, i)),
    });
  }
});
afterAll(() => t.close());

const buyers = (list: Testimoni[]) => list.map((x) => x.nama_pembeli);

describe('testimoni.list', () => {
  it('pages testimonials newest first, 8 per page by default', async () => {
    const first = await trpcQuery<Page<Testimoni>>(t.app, 'testimoni.list', {});
    expect(first.data.total).toBe(10);
    expect(first.data.pageSize).toBe(8);
    expect(buyers(first.data.items)).toEqual([
      'Bunda 10',
      'Bunda 9',
      'Bunda 8',
      'Bunda 7',
      'Bunda 6',
      'Bunda 5',
      'Bunda 4',
      'Bunda 3',
    ]);
    const second = await trpcQuery<Page<Testimoni>>(t.app, 'testimoni.list', { page: 2 });
    expect(buyers(second.data.items)).toEqual(['Bunda 2', 'Bunda 1']);
  });

  it('refuses a negative page', async () => {
    expect((await trpcQuery(t.app, 'testimoni.list', { page: -1 })).status).toBe(400);
  });
});

describe('testimoni.byProduk', () => {
  it("answers only that product's testimonials", async () => {
    const { data } = await trpcQuery<Testimoni[]>(t.app, 'testimoni.byProduk', {
      idProduk: produkId,
    });
    expect(buyers(data)).toEqual(['Bunda 8', 'Bunda 4']);
    expect(data.every((x) => x.id_produk === produkId)).toBe(true);
  });
});

describe('legacy REST: testimonials', () => {
  it('GET /api/testimoni answers every testimonial with the spec fields', async () => {
    const res = await t.app.inject('/api/testimoni');
    expect(res.statusCode).toBe(200);
    const body = res.json<Testimoni[]>();
    expect(body).toHaveLength(10);
    for (const key of [
      'id',
      'foto_testimoni',
      'deskripsi_testimoni',
      'nama_pembeli',
      'sumber_testimoni',
    ]) {
      expect(body[0]).toHaveProperty(key);
    }
    expect(new Set(body.map((x) => x.sumber_testimoni))).toEqual(
      new Set(['shopee', 'tokopedia', 'tiktok']),
    );
  });

  it('GET /api/testimoniproduk/{id} answers the product testimonials, 400 for a bad id', async () => {
    expect(buyers((await t.app.inject(`/api/testimoniproduk/${produkId}`)).json())).toEqual([
      'Bunda 8',
      'Bunda 4',
    ]);
    expect((await t.app.inject('/api/testimoniproduk/0')).statusCode).toBe(400);
  });
});
