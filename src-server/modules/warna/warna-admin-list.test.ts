import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { WarnaWithProduk } from '../../../src/shared/schemas/warna-write.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's colour table: paged on the server, newest first, by product and by text.

let t: TestApp;
let staff: string;
let gamis: number;
let koko: number;
let kaos: number;

const numbered = (i: number) => `Warna ${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  gamis = (await insertProduk(t.db, { nama_produk: 'Gamis Aisyah' })).id;
  koko = (await insertProduk(t.db, { nama_produk: 'Koko Zaid' })).id;
  kaos = (await insertProduk(t.db, { nama_produk: 'Kaos 100% Katun' })).id;
  // 61 colours added one after another: odd numbers on the gamis, even ones on the koko.
  for (let i = 1; i <= 61; i++) await insertWarna(t.db, i % 2 ? gamis : koko, numbered(i));
  // Added last: names with the characters LIKE treats as wildcards.
  for (const warna of ['Biru_Laut', 'BiruXLaut', '50% Hitam', '50 Hitam']) {
    await insertWarna(t.db, kaos, warna);
  }
});
afterAll(() => t.close());

const adminList = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<Page<WarnaWithProduk>>(t.app, 'warna.adminList', input, {
    cookie: staff,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const colours = (page: Page<WarnaWithProduk>) => page.items.map((w) => w.warna);

describe('warna.adminList', () => {
  it('answers 20 rows a page, the colour added last first, with the number in all', async () => {
    const first = await adminList({});
    expect(first).toMatchObject({ total: 65, page: 1, pageSize: 20 });
    expect(colours(first)).toEqual([
      '50 Hitam',
      '50% Hitam',
      'BiruXLaut',
      'Biru_Laut',
      ...Array.from({ length: 16 }, (_, k) => numbered(61 - k)),
    ]);
  });

  it("names each colour's product, for the table", async () => {
    const first = await adminList({ pageSize: 6 });
    expect(first.items.slice(3).map((w) => [w.warna, w.id_produk, w.nama_produk])).toEqual([
      ['Biru_Laut', kaos, 'Kaos 100% Katun'],
      [numbered(61), gamis, 'Gamis Aisyah'],
      [numbered(60), koko, 'Koko Zaid'],
    ]);
  });

  it('answers the second and the last page', async () => {
    expect(colours(await adminList({ page: 2 }))).toEqual(
      Array.from({ length: 20 }, (_, k) => numbered(45 - k)),
    );
    expect(colours(await adminList({ page: 4 }))).toEqual([5, 4, 3, 2, 1].map(numbered));
    expect((await adminList({ page: 5 })).items).toEqual([]);
  });

  it('caps a greedy page size at 60', async () => {
    const greedy = await adminList({ pageSize: 500 });
    expect(greedy.pageSize).toBe(60);
    expect(greedy.items).toHaveLength(60);
    expect(greedy.total).toBe(65);
  });

  it("shows one product's colours only, counting only those", async () => {
    const ofGamis = await adminList({ idProduk: gamis, pageSize: 3 });
    expect(ofGamis.total).toBe(31);
    expect(colours(ofGamis)).toEqual([61, 59, 57].map(numbered));
    expect(ofGamis.items.every((w) => w.id_produk === gamis)).toBe(true);
    expect((await adminList({ idProduk: 999_999 })).total).toBe(0);
    const res = await trpcQuery(t.app, 'warna.adminList', { idProduk: 'abc' }, { cookie: staff });
    expect(res.status).toBe(400);
  });

  it('searches the colour and the product name, in any case', async () => {
    const byColour = await adminList({ search: 'WARNA 1' });
    expect(byColour.total).toBe(10);
    expect(colours(byColour)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10].map(numbered));
    const byProduct = await adminList({ search: 'koko' });
    expect(byProduct.total).toBe(30);
    expect(byProduct.items.every((w) => w.nama_produk === 'Koko Zaid')).toBe(true);
    expect((await adminList({ search: 'koko', idProduk: gamis })).total).toBe(0);
    expect(colours(await adminList({ search: 'warna 5', idProduk: koko }))).toEqual(
      [58, 56, 54, 52, 50].map(numbered),
    );
  });

  it('takes % and _ in the search literally', async () => {
    expect(colours(await adminList({ search: '50%' }))).toEqual(['50% Hitam']);
    expect(colours(await adminList({ search: 'u_l' }))).toEqual(['Biru_Laut']);
    // The product name holds a % too: every colour of that product matches.
    expect((await adminList({ search: '%' })).total).toBe(4);
  });
});
