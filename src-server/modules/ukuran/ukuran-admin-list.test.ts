import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertUkuran } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's size table: paged on the server, the newest product's rows first (each product's
// rows in the order they were added), by product and by text.

type Row = Ukuran & { nama_produk: string };

let t: TestApp;
let staff: string;
let gamis: number;
let koko: number;
let kaos: number;

const code = (prefix: string, i: number) => `${prefix}${String(i).padStart(2, '0')}`;
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => code(prefix, from + k));

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  gamis = (await insertProduk(t.db, { nama_produk: 'Gamis Aisyah' })).id;
  koko = (await insertProduk(t.db, { nama_produk: 'Koko Zaid' })).id;
  kaos = (await insertProduk(t.db, { nama_produk: 'Kaos 100% Katun' })).id;
  // Added in turns, so the order cannot come from when a row was added alone.
  for (let i = 1; i <= 31; i++) {
    if (i <= 30) await insertUkuran(t.db, gamis, { usia: '1-2 tahun', ukuran: code('G', i) });
    await insertUkuran(t.db, koko, { usia: '3-4 tahun', ukuran: code('K', i) });
  }
  for (const ukuran of ['L_1', 'LX1', 'M', 'S']) {
    await insertUkuran(t.db, kaos, { usia: '5-6 tahun', ukuran });
  }
});
afterAll(() => t.close());

const adminList = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<Page<Row>>(t.app, 'ukuran.adminList', input, { cookie: staff });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const sizes = (page: Page<Row>) => page.items.map((u) => u.ukuran);

describe('ukuran.adminList', () => {
  it('answers 20 rows a page: the newest product first, its rows in the order added', async () => {
    const first = await adminList({});
    expect(first).toMatchObject({ total: 65, page: 1, pageSize: 20 });
    expect(sizes(first)).toEqual(['L_1', 'LX1', 'M', 'S', ...range('K', 1, 16)]);
    expect(first.items[0]).toMatchObject({
      id_produk: kaos,
      nama_produk: 'Kaos 100% Katun',
      usia: '5-6 tahun',
      panjang_atasan: '46',
      lingkar_dada: '60',
      panjang_tangan: '33',
      panjang_bawahan: null,
    });
  });

  it('answers the second and the last page', async () => {
    expect(sizes(await adminList({ page: 2 }))).toEqual([
      ...range('K', 17, 31),
      ...range('G', 1, 5),
    ]);
    expect(sizes(await adminList({ page: 4 }))).toEqual(range('G', 26, 30));
    expect(await adminList({ page: 9 })).toEqual({ items: [], total: 65, page: 9, pageSize: 20 });
  });

  it('caps a greedy page size at 60', async () => {
    const greedy = await adminList({ pageSize: 61 });
    expect(greedy.pageSize).toBe(60);
    expect(greedy.items).toHaveLength(60);
  });

  it("shows one product's rows only, counting only those", async () => {
    const ofKoko = await adminList({ idProduk: koko, pageSize: 10, page: 4 });
    expect(ofKoko.total).toBe(31);
    expect(sizes(ofKoko)).toEqual(['K31']);
    expect(ofKoko.items[0]?.nama_produk).toBe('Koko Zaid');
  });

  it('searches age, size and product name, in any case', async () => {
    expect(sizes(await adminList({ search: 'k0' }))).toEqual(range('K', 1, 9));
    expect((await adminList({ search: '3-4 TAHUN' })).total).toBe(31);
    expect((await adminList({ search: 'aisyah' })).total).toBe(30);
    expect(sizes(await adminList({ search: 'g1', idProduk: gamis }))).toEqual(range('G', 10, 19));
    expect((await adminList({ search: 'g1', idProduk: koko })).total).toBe(0);
  });

  it('takes % and _ in the search literally', async () => {
    expect(sizes(await adminList({ search: 'l_1' }))).toEqual(['L_1']);
    expect(sizes(await adminList({ search: '100%' }))).toEqual(['L_1', 'LX1', 'M', 'S']);
    expect((await adminList({ search: '0%' })).total).toBe(4);
    expect((await adminList({ search: '_' })).total).toBe(1);
  });
});
