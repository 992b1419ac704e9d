import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { ProdukAdminRow } from '../../../src/shared/schemas/produk.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's product list sorted by its columns and searched over every text it shows (issue
// 20 item 5), through the real app: allow-listed keys only, ties broken by id so that paging
// through thousands of products shows each once; the bulk actions' "every product that matches"
// reads the same filter.

let t: TestApp;
let staff: string;

const day = (n: number) => new Date(Date.UTC(2026, 2, n));

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  // harga_diskon: 150 000 − 20 % of 150 000 = 120 000; 90 000 with none; 200 000 − 50 % = 100 000.
  await insertProduk(t.db, {
    nama_produk: 'gamis Urut Citra',
    kategori: 'gamis',
    harga: 150_000,
    diskon: 20,
    jumlah_terjual: 5,
    status: 'draf',
    created_at: day(1),
  });
  await insertProduk(t.db, {
    nama_produk: 'Kemeja Urut Ayu',
    kategori: 'lakilaki',
    harga: 90_000,
    diskon: 0,
    jumlah_terjual: 300,
    created_at: day(2),
  });
  await insertProduk(t.db, {
    nama_produk: 'Setelan Urut Budi',
    kategori: 'setelan',
    harga: 200_000,
    diskon: 50,
    jumlah_terjual: 40,
    status: 'tersembunyi',
    created_at: day(3),
  });
});
afterAll(() => t.close());

const list = (input: object) =>
  trpcQuery<Page<ProdukAdminRow>>(t.app, 'produk.adminList', input, { cookie: staff });
const names = async (input: object) => {
  const res = await list(input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data.items.map((r) => r.nama_produk);
};

describe('produk.adminList sorted and searched', () => {
  it('sorts by each allow-listed column both ways, text without regard to case', async () => {
    const urut = { search: 'urut' };
    expect(await names({ ...urut, urut: 'nama' })).toEqual([
      'gamis Urut Citra',
      'Kemeja Urut Ayu',
      'Setelan Urut Budi',
    ]);
    expect(await names({ ...urut, urut: 'nama', arah: 'desc' })).toEqual([
      'Setelan Urut Budi',
      'Kemeja Urut Ayu',
      'gamis Urut Citra',
    ]);
    // The shown price, after the discount: 90 000, 100 000, 120 000.
    expect(await names({ ...urut, urut: 'harga' })).toEqual([
      'Kemeja Urut Ayu',
      'Setelan Urut Budi',
      'gamis Urut Citra',
    ]);
    expect(await names({ ...urut, urut: 'terjual', arah: 'desc' })).toEqual([
      'Kemeja Urut Ayu',
      'Setelan Urut Budi',
      'gamis Urut Citra',
    ]);
    expect(await names({ ...urut, urut: 'kategori' })).toEqual([
      'gamis Urut Citra',
      'Kemeja Urut Ayu',
      'Setelan Urut Budi',
    ]);
    expect(await names({ ...urut, urut: 'status' })).toEqual([
      'gamis Urut Citra',
      'Kemeja Urut Ayu',
      'Setelan Urut Budi',
    ]);
    expect(await names({ ...urut, urut: 'dibuat', arah: 'desc' })).toEqual(await names(urut));
  });

  it('searches the name, the category as stored and as the table names it, and a status by its name', async () => {
    expect(await names({ search: 'CITRA' })).toEqual(['gamis Urut Citra']);
    // Stored as lakilaki, shown as "Laki-laki": either finds it (its name says neither).
    expect(await names({ search: 'LAKILAKI' })).toEqual(['Kemeja Urut Ayu']);
    expect(await names({ search: 'laki-laki' })).toEqual(['Kemeja Urut Ayu']);
    expect(await names({ search: 'Tersembunyi' })).toEqual(['Setelan Urut Budi']);
    // A status only by its whole name: "tersem" is no status (nor any name).
    expect(await names({ search: 'tersem' })).toEqual([]);
    // LIKE's own characters are taken literally.
    expect(await names({ search: '_' })).toEqual([]);
  });

  it('refuses a key that is not on the list with an Indonesian 400, never SQL', async () => {
    for (const urut of ['harga_diskon', 'nama; drop table produk', 'id']) {
      const res = await list({ urut });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(
        'Kolom urutan tidak dikenal. Pilih salah satu: nama, status, kategori, harga, terjual, dibuat.',
      );
    }
  });

  it('pages through thousands of products in order, each once', async () => {
    await sql`
      insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori, foto_produk)
      select 'Ribuan ' || g, 1000 + (g % 37) * 1000, 0, g % 11, 'Uji', 'ribuan', 'r' || g || '.webp'
      from generate_series(1, 2500) g
    `.execute(t.db);
    const seen: number[] = [];
    let previous = -1;
    for (let page = 1; ; page++) {
      const res = await list({ kategori: 'ribuan', urut: 'harga', page, pageSize: 60 });
      expect(res.data.total).toBe(2500);
      for (const row of res.data.items) {
        expect(row.harga).toBeGreaterThanOrEqual(previous);
        previous = row.harga;
        seen.push(row.id);
      }
      if (res.data.items.length < 60) break;
    }
    expect(seen).toHaveLength(2500);
    expect(new Set(seen).size).toBe(2500);
  }, 60_000);
});
