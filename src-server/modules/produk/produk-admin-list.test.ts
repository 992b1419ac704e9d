import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Produk, ProdukAdminRow, ProdukOption } from '../../../src/shared/schemas/produk.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's product table (paged on the server, newest first) and the product picker.

let t: TestApp;
let staff: string;

const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));
const numbered = (i: number) => `Baju Nomor ${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  // 61 numbered products, one an hour: number 61 is the newest. Every third is a gamis.
  for (let i = 1; i <= 61; i++) {
    await insertProduk(t.db, {
      nama_produk: numbered(i),
      kategori: i % 3 === 0 ? 'gamis' : 'atasan',
      created_at: hour(i),
    });
  }
  // Older than all of those: names with the characters LIKE treats as wildcards.
  const old = new Date(Date.UTC(2025, 0, 1));
  for (const nama_produk of ['Kaos 100% Katun', 'Kaos 1000 Benang', 'Kaos_Polos', 'KaosXPolos']) {
    await insertProduk(t.db, { nama_produk, kategori: 'kaos', created_at: old });
  }
});
afterAll(() => t.close());

const adminList = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<Page<ProdukAdminRow>>(t.app, 'produk.adminList', input, {
    cookie: staff,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const names = (page: Page<Produk>) => page.items.map((p) => p.nama_produk);

describe('produk.adminList', () => {
  it('answers 20 rows a page, newest first, with the number of rows in all', async () => {
    const first = await adminList({});
    expect(first.total).toBe(65);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(20);
    expect(names(first)).toEqual(Array.from({ length: 20 }, (_, k) => numbered(61 - k)));
  });

  it('answers the second page with the next twenty', async () => {
    const second = await adminList({ page: 2 });
    expect(second).toMatchObject({ total: 65, page: 2, pageSize: 20 });
    expect(names(second)).toEqual(Array.from({ length: 20 }, (_, k) => numbered(41 - k)));
  });

  it('answers the last, short page and an empty one past the end', async () => {
    const last = await adminList({ page: 4 });
    // 61 − 60 = number 01, then the four older ones, which share a time: highest id first.
    expect(names(last)).toEqual([
      numbered(1),
      'KaosXPolos',
      'Kaos_Polos',
      'Kaos 1000 Benang',
      'Kaos 100% Katun',
    ]);
    const past = await adminList({ page: 5 });
    expect(past).toEqual({ items: [], total: 65, page: 5, pageSize: 20 });
  });

  it('caps a greedy page size at 60', async () => {
    const greedy = await adminList({ pageSize: 1000 });
    expect(greedy.pageSize).toBe(60);
    expect(greedy.items).toHaveLength(60);
    expect(greedy.total).toBe(65);
  });

  it('refuses a page or page size that is not a positive whole number', async () => {
    for (const input of [{ page: 0 }, { page: -1 }, { page: 1.5 }, { pageSize: 0 }]) {
      const res = await trpcQuery(t.app, 'produk.adminList', input, { cookie: staff });
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
  });

  it('filters by category, counting only that category', async () => {
    const gamis = await adminList({ kategori: 'gamis' });
    expect(gamis.total).toBe(20);
    expect(gamis.items.every((p) => p.kategori === 'gamis')).toBe(true);
    expect(names(gamis).slice(0, 3)).toEqual([numbered(60), numbered(57), numbered(54)]);
    expect((await adminList({ kategori: ' GAMIS ' })).total).toBe(20);
    expect((await adminList({ kategori: 'tidak-ada' })).total).toBe(0);
    expect((await adminList({ kategori: '' })).total).toBe(65);
  });

  it('searches names in any case and pages through what it found', async () => {
    const found = await adminList({ search: 'nomor 1', pageSize: 5 });
    // Nomor 10 … 19: ten names.
    expect(found.total).toBe(10);
    expect(names(found)).toEqual([19, 18, 17, 16, 15].map(numbered));
    expect(names(await adminList({ search: 'nomor 1', pageSize: 5, page: 2 }))).toEqual(
      [14, 13, 12, 11, 10].map(numbered),
    );
  });

  it('takes % and _ in the search literally', async () => {
    expect(names(await adminList({ search: '100%' }))).toEqual(['Kaos 100% Katun']);
    expect(names(await adminList({ search: 's_P' }))).toEqual(['Kaos_Polos']);
    expect((await adminList({ search: '%' })).total).toBe(1);
    expect((await adminList({ search: '_' })).total).toBe(1);
    expect((await adminList({ search: '\\' })).total).toBe(0);
  });

  it('combines the search with the category', async () => {
    const found = await adminList({ search: 'nomor 3', kategori: 'gamis' });
    expect(names(found)).toEqual([numbered(39), numbered(36), numbered(33), numbered(30)]);
    expect(found.total).toBe(4);
  });

  it('counts the colours and sizes a delete of each product would take along', async () => {
    const produk = await insertProduk(t.db, { nama_produk: 'Gamis Berwarna', kategori: 'uji' });
    for (const warna of ['Sage', 'Navy', 'Mocca']) await insertWarna(t.db, produk.id, warna);
    for (const ukuran of ['S', 'M', 'L', 'XL']) await insertUkuran(t.db, produk.id, { ukuran });
    await insertProduk(t.db, { nama_produk: 'Gamis Polos', kategori: 'uji' });
    const found = await adminList({ kategori: 'uji' });
    expect(found.total).toBe(2);
    expect(found.items.map((p) => [p.nama_produk, p.jumlah_warna, p.jumlah_ukuran])).toEqual(
      expect.arrayContaining([
        ['Gamis Berwarna', 3, 4],
        ['Gamis Polos', 0, 0],
      ]),
    );
  });
});

describe('produk.options', () => {
  const options = async (search?: string) => {
    const res = await trpcQuery<ProdukOption[]>(
      t.app,
      'produk.options',
      search === undefined ? {} : { search },
      { cookie: staff },
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return res.data;
  };

  it('offers at most 20 products, by name, with only what the picker shows', async () => {
    const all = await options();
    expect(all).toHaveLength(20);
    expect(all.map((o) => o.nama_produk)).toEqual(
      Array.from({ length: 20 }, (_, k) => numbered(k + 1)),
    );
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['foto_produk', 'id', 'nama_produk']);
    expect(await options('baju')).toHaveLength(20);
  });

  it('narrows to names containing what was typed, in any case', async () => {
    expect((await options('NOMOR 6')).map((o) => o.nama_produk)).toEqual([
      numbered(60),
      numbered(61),
    ]);
    // How punctuation sorts depends on the database's collation, so only the set is checked.
    expect((await options('kaos')).map((o) => o.nama_produk).sort()).toEqual([
      'Kaos 100% Katun',
      'Kaos 1000 Benang',
      'KaosXPolos',
      'Kaos_Polos',
    ]);
  });

  it('takes % and _ literally and finds nothing for a name no product has', async () => {
    expect((await options('100%')).map((o) => o.nama_produk)).toEqual(['Kaos 100% Katun']);
    expect((await options('s_p')).map((o) => o.nama_produk)).toEqual(['Kaos_Polos']);
    expect(await options('tidak ada yang begini')).toEqual([]);
  });
});
