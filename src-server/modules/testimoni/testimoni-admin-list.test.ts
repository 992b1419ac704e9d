import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestimoniSource } from '../../../src/shared/limits.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { TestimoniAdminRow } from '../../../src/shared/schemas/testimoni.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertTestimoni } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's testimonial table: paged on the server, newest first, by source and by text.

let t: TestApp;
let staff: string;

const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));
const numbered = (i: number) => `Pembeli ${String(i).padStart(2, '0')}`;
/** 1, 4, 7 … are from Shopee; 2, 5, 8 … from Tokopedia; 3, 6, 9 … from TikTok. */
const sourceOf = (i: number): TestimoniSource =>
  (['tiktok', 'shopee', 'tokopedia'] as const)[i % 3] ?? 'shopee';

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  for (let i = 1; i <= 61; i++) {
    await insertTestimoni(t.db, { nama: numbered(i), sumber: sourceOf(i), createdAt: hour(i) });
  }
  // Older than all of those, with the characters LIKE treats as wildcards in the text.
  const old = new Date(Date.UTC(2025, 5, 1));
  for (const [nama, deskripsi] of [
    ['Bunda Rahma', 'Puas 100% dengan bahannya'],
    ['Bunda Sari', 'Puas 1000 kali'],
    ['Ayah Fikri', 'Ukuran_pas untuk anak'],
    ['Ayah Dimas', 'UkuranXpas untuk anak'],
  ] as const) {
    await t.db
      .insertInto('testimoni')
      .values({
        nama_pembeli: nama,
        deskripsi_testimoni: deskripsi,
        sumber_testimoni: 'tiktok',
        foto_testimoni: `${nama.replace(' ', '-')}.webp`,
        created_at: old,
      })
      .execute();
  }
});
afterAll(() => t.close());

const adminList = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<Page<TestimoniAdminRow>>(t.app, 'testimoni.adminList', input, {
    cookie: staff,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const buyers = (page: Page<TestimoniAdminRow>) => page.items.map((x) => x.nama_pembeli);

describe('testimoni.adminList', () => {
  it('answers 20 rows a page, newest first, with the number of rows in all', async () => {
    const first = await adminList({});
    expect(first).toMatchObject({ total: 65, page: 1, pageSize: 20 });
    expect(buyers(first)).toEqual(Array.from({ length: 20 }, (_, k) => numbered(61 - k)));
  });

  it('answers the second and the last page', async () => {
    expect(buyers(await adminList({ page: 2 }))).toEqual(
      Array.from({ length: 20 }, (_, k) => numbered(41 - k)),
    );
    // The four older ones share a time: the one added last comes first.
    expect(buyers(await adminList({ page: 4 }))).toEqual([
      numbered(1),
      'Ayah Dimas',
      'Ayah Fikri',
      'Bunda Sari',
      'Bunda Rahma',
    ]);
  });

  it('caps a greedy page size at 60', async () => {
    const greedy = await adminList({ pageSize: 100 });
    expect(greedy.pageSize).toBe(60);
    expect(greedy.items).toHaveLength(60);
  });

  it('filters by source, counting only that source', async () => {
    const tokopedia = await adminList({ sumber: 'tokopedia', pageSize: 4 });
    expect(tokopedia.total).toBe(20);
    expect(buyers(tokopedia)).toEqual([59, 56, 53, 50].map(numbered));
    expect((await adminList({ sumber: 'shopee' })).total).toBe(21);
    expect((await adminList({ sumber: 'tiktok' })).total).toBe(24);
    const res = await trpcQuery(
      t.app,
      'testimoni.adminList',
      { sumber: 'lazada' },
      {
        cookie: staff,
      },
    );
    expect(res.status).toBe(400);
  });

  it("searches the buyer's name and the text, in any case, with or without a source", async () => {
    expect(buyers(await adminList({ search: 'BUNDA' }))).toEqual(['Bunda Sari', 'Bunda Rahma']);
    expect(buyers(await adminList({ search: 'untuk anak' }))).toEqual(['Ayah Dimas', 'Ayah Fikri']);
    const found = await adminList({ search: 'pembeli 2', sumber: 'shopee' });
    expect(buyers(found)).toEqual([28, 25, 22].map(numbered));
    expect(found.total).toBe(3);
  });

  it('takes % and _ in the search literally', async () => {
    expect(buyers(await adminList({ search: '100%' }))).toEqual(['Bunda Rahma']);
    expect(buyers(await adminList({ search: 'n_p' }))).toEqual(['Ayah Fikri']);
  });

  it("names each row's product, and none for a row without one or whose product is gone", async () => {
    const produk = await insertProduk(t.db, { nama_produk: 'Gamis Aisyah' });
    const gone = await insertProduk(t.db, { nama_produk: 'Koko Lama' });
    const when = new Date(Date.UTC(2027, 0, 1));
    await insertTestimoni(t.db, { nama: 'Ulasan Gamis', idProduk: produk.id, createdAt: when });
    await insertTestimoni(t.db, { nama: 'Ulasan Koko', idProduk: gone.id, createdAt: when });
    await t.db.deleteFrom('produk').where('id', '=', gone.id).execute();
    const found = await adminList({ search: 'Ulasan' });
    expect(found.items.map((x) => [x.nama_pembeli, x.id_produk, x.nama_produk])).toEqual([
      ['Ulasan Koko', null, null],
      ['Ulasan Gamis', produk.id, 'Gamis Aisyah'],
    ]);
    const unlinked = await adminList({ search: 'Pembeli 01' });
    expect(unlinked.items[0]).toMatchObject({ id_produk: null, nama_produk: null });
  });
});
