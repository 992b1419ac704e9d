import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KetersediaanGrid } from '../../../src/shared/schemas/ketersediaan.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';

// Availability per colour and size (docs/product.md §10 Availability) through the real app: who
// may save a grid and what is refused, what visitors then see (cards, the product page, JSON-LD,
// `?tersedia=1`), that kept pages follow a save, and that the legacy REST reads do not change.

let t: TestApp;
let staff: string;
let produkId: number;
let sage: number;
let navy: number;
let s: number;
let m: number;

const browser = { 'accept-encoding': 'gzip, deflate, br' };
function body(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}
const page = async (url: string) =>
  body(await t.app.inject({ method: 'GET', url, headers: browser }));

const save = (input: unknown, cookie: string | null = staff) =>
  trpcMutation<{ idProduk: number }>(t.app, 'ketersediaan.save', input, cookie ? { cookie } : {});
const cell = (id_warna: number | null, id_ukuran: number | null, tersedia = false) => ({
  id_warna,
  id_ukuran,
  tersedia,
});

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://toko.example' },
    { client: await storefrontClient() },
  );
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('produk').execute();
  t.changes.changed();
  produkId = (
    await insertProduk(t.db, { nama_produk: 'Gamis Aisyah', kategori: 'gamis', harga: 150_000 })
  ).id;
  sage = (await insertWarna(t.db, produkId, 'Sage')).id;
  navy = (await insertWarna(t.db, produkId, 'Navy')).id;
  s = (await insertUkuran(t.db, produkId, { ukuran: 'S', usia: '3-4 tahun' })).id;
  m = (await insertUkuran(t.db, produkId, { ukuran: 'M', usia: '5-6 tahun' })).id;
  await insertProduk(t.db, { nama_produk: 'Gamis Hana', kategori: 'gamis' });
});

describe('saving a grid', () => {
  it('is for any signed-in admin; a visitor gets 401', async () => {
    const anonymous = await save({ idProduk: produkId, cells: [] }, null);
    expect(anonymous.status).toBe(401);
    const grid = await trpcQuery(t.app, 'ketersediaan.grid', { idProduk: produkId });
    expect(grid.status).toBe(401);
    expect((await save({ idProduk: produkId, cells: [cell(sage, m)] })).status).toBe(200);
  });

  it('stores only what differs from available, a count of 0 as Habis, and reads it back', async () => {
    const saved = await save({
      idProduk: produkId,
      cells: [
        cell(sage, s, true),
        cell(sage, m),
        { ...cell(navy, s, true), stok: 0 },
        { ...cell(navy, m, false), stok: 4 },
      ],
    });
    expect(saved.status).toBe(200);
    const grid = await trpcQuery<KetersediaanGrid>(
      t.app,
      'ketersediaan.grid',
      { idProduk: produkId },
      { cookie: staff },
    );
    expect(grid.data.warna.map((w) => w.warna)).toEqual(['Sage', 'Navy']);
    expect(grid.data.ukuran.map((u) => u.ukuran)).toEqual(['S', 'M']);
    expect(grid.data.cells).toEqual([
      { id_warna: sage, id_ukuran: m, tersedia: false, stok: null },
      { id_warna: navy, id_ukuran: s, tersedia: false, stok: 0 },
      { id_warna: navy, id_ukuran: m, tersedia: true, stok: 4 },
    ]);
    // Saved again all Tersedia, without counts: no rows, as a product never marked.
    expect((await save({ idProduk: produkId, cells: [cell(sage, m, true)] })).status).toBe(200);
    expect(await t.db.selectFrom('ketersediaan').selectAll().execute()).toEqual([]);
  });

  it('refuses a colour or size of another product, a missing side, duplicates and bad counts', async () => {
    const other = await insertProduk(t.db);
    const hers = (await insertWarna(t.db, other.id, 'Hitam')).id;
    await save({ idProduk: produkId, cells: [cell(sage, m)] });
    for (const cells of [[cell(hers, m)], [cell(sage, null)], [cell(null, m)]]) {
      const refused = await save({ idProduk: produkId, cells });
      expect(refused.status, JSON.stringify(cells)).toBe(400);
      expect(refused.error?.message).toBe(
        'Warna atau ukuran itu bukan milik produk ini. Muat ulang halaman lalu coba lagi.',
      );
    }
    const twice = await save({ idProduk: produkId, cells: [cell(sage, m), cell(sage, m, true)] });
    expect(twice.status).toBe(400);
    expect(twice.error?.message).toBe(
      'Setiap pasangan warna dan ukuran hanya boleh muncul sekali.',
    );
    for (const stok of [-1, 1.5, 100_001]) {
      const bad = await save({ idProduk: produkId, cells: [{ ...cell(sage, s), stok }] });
      expect(bad.status, String(stok)).toBe(400);
    }
    expect((await save({ idProduk: 987_654, cells: [] })).status).toBe(404);
    // Nothing refused was written: the first save stands, whole.
    expect(
      await t.db.selectFrom('ketersediaan').select(['id_warna', 'id_ukuran']).execute(),
    ).toEqual([{ id_warna: sage, id_ukuran: m }]);
  });

  it('takes a product without colours or sizes as one cell on that side', async () => {
    const plain = (await insertProduk(t.db, { nama_produk: 'Peci Polos' })).id;
    expect((await save({ idProduk: plain, cells: [cell(null, null)] })).status).toBe(200);
    const cards = await trpcQuery<{ items: { nama_produk: string; stok_habis: boolean }[] }>(
      t.app,
      'produk.list',
      {},
    );
    expect(cards.data.items.find((c) => c.nama_produk === 'Peci Polos')?.stok_habis).toBe(true);
  });

  it('goes with its colour, size and product', async () => {
    await save({ idProduk: produkId, cells: [cell(sage, m), cell(navy, s), cell(navy, m)] });
    await t.db.deleteFrom('warna').where('id', '=', sage).execute();
    await t.db.deleteFrom('ukuran').where('id', '=', s).execute();
    expect(
      await t.db.selectFrom('ketersediaan').select(['id_warna', 'id_ukuran']).execute(),
    ).toEqual([{ id_warna: navy, id_ukuran: m }]);
    await t.db.deleteFrom('produk').where('id', '=', produkId).execute();
    expect(await t.db.selectFrom('ketersediaan').selectAll().execute()).toEqual([]);
  });
});

describe('what visitors see', () => {
  it('marks the sold-out sizes of the chosen colour, the colour with none left, and keeps pages in step', async () => {
    const detail = `/detail/${produkId}?warna=${sage}`;
    const before = await page(detail);
    expect(before).not.toContain('Habis');
    expect(before).toContain('"availability":"https://schema.org/InStock"');

    // Sage has no size left; Navy still has S.
    await save({ idProduk: produkId, cells: [cell(sage, s), cell(sage, m), cell(navy, m)] });
    const after = await page(detail);
    expect(after).toContain('Warna Sage, habis');
    expect(after).toMatch(/<input type="radio"[^>]*disabled=""[^>]*name="ukuran"/);
    // The colour's page describes Sage: each of its sizes out of stock (issue 22 item 4); the
    // product's page still has Navy in S.
    expect(after).toContain('"availability":"https://schema.org/OutOfStock"');
    expect(after).not.toContain('"availability":"https://schema.org/InStock"');
    expect(await page(`/detail/${produkId}`)).toContain(
      '"availability":"https://schema.org/InStock"',
    );
    const kept = await trpcQuery<{ id_warna: number; id_ukuran: number }[]>(
      t.app,
      'ketersediaan.byProduk',
      { idProduk: produkId },
    );
    expect(kept.data).toHaveLength(3);

    // Everything Habis: the product is sold out, its card says so and JSON-LD too.
    await save({
      idProduk: produkId,
      cells: [cell(sage, s), cell(sage, m), cell(navy, s), cell(navy, m)],
    });
    expect(await page(`/detail/${produkId}`)).toContain(
      '"availability":"https://schema.org/OutOfStock"',
    );
    expect(await page('/kategori/gamis')).toContain('Stok habis');
  });

  it('hides sold-out products on category pages with ?tersedia=1, without JavaScript', async () => {
    await save({
      idProduk: produkId,
      cells: [cell(sage, s), cell(sage, m), cell(navy, s), cell(navy, m)],
    });
    const all = await page('/kategori/gamis');
    expect(all).toContain('Gamis Aisyah');
    expect(all).toContain('Gamis Hana');
    const available = await page('/kategori/gamis?tersedia=1&fbclid=abc');
    expect(available).not.toContain('Gamis Aisyah');
    expect(available).toContain('Gamis Hana');
    // The filter form carries the box, ticked, and the canonical address keeps it.
    const box = /<input type="checkbox"[^>]*name="tersedia"[^>]*>/.exec(available)?.[0];
    expect(box).toContain('checked=""');
    expect(box).toContain('value="1"');
    expect(available).toContain('href="https://toko.example/kategori/gamis?tersedia=1"');
    // The API reads it too, and refuses what the page would ignore.
    const list = await trpcQuery<{ total: number }>(t.app, 'produk.list', {
      kategori: 'gamis',
      tersedia: true,
    });
    expect(list.data.total).toBe(1);
    expect((await trpcQuery(t.app, 'produk.list', { tersedia: 'ya' })).status).toBe(400);
  });

  it('leaves the legacy REST reads as they were', async () => {
    const read = async () =>
      Promise.all(
        [
          '/api/produk',
          `/api/produk/${produkId}`,
          '/api/kategoriproduk/gamis',
          `/api/warnaproduk/${produkId}`,
          `/api/ukuranproduk/${produkId}`,
        ].map(async (url) => (await t.app.inject(url)).json<unknown>()),
      );
    const before = await read();
    await save({
      idProduk: produkId,
      cells: [cell(sage, s), cell(sage, m), cell(navy, s), cell(navy, m)],
    });
    expect(await read()).toEqual(before);
  });
});
