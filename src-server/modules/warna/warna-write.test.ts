import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarnaWithProduk } from '../../../src/shared/schemas/warna-write.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, sampahIdOf } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles, multipart } from '../../test/uploads.js';

let t: TestApp;
let cookie: string;
let produkA: number;
let produkB: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: cookie } = await createAdmins(t.app, t.db));
  produkA = (await insertProduk(t.db, { nama_produk: 'Gamis Aisyah' })).id;
  produkB = (await insertProduk(t.db, { nama_produk: 'Koko Zaid' })).id;
});
afterAll(() => t.close());

async function postWarna(
  idProduk: number | string,
  values: Record<string, string>,
  withImage = true,
) {
  const body = await multipart(values, withImage ? { data: await jpeg(120, 160) } : undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/warna/${idProduk}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe('colour writes', () => {
  it('POST /api/warna/{idProduk} stores the photo under the product and answers the colour', async () => {
    const res = await postWarna(produkA, { warna: 'Sage' });
    expect(res.statusCode).toBe(201);
    const warna = res.json<{ id: number; foto: string; kode_warna: string }>();
    expect(warna).toMatchObject({ id_produk: produkA, warna: 'Sage' });
    // The swatch colour comes from the photo (the test JPEG is one flat #d9a5a9).
    expect(warna.kode_warna).toMatch(/^#[0-9a-f]{6}$/);
    expect(Number.parseInt(warna.kode_warna.slice(1, 3), 16)).toBeGreaterThan(0xc0);
    expect(await listFiles(t.config.uploadDir)).toContain(`produk/${produkA}/${warna.foto}`);
    expect((await t.app.inject(`/images/produk/${produkA}/${warna.foto}`)).statusCode).toBe(200);
  });

  it('asks for the image and the name with the spec messages', async () => {
    const noImage = await postWarna(produkA, { warna: 'Navy' }, false);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ message: 'Silakan upload gambar!' });
    expect((await postWarna(produkA, { warna: ' ' })).json()).toMatchObject({
      message: 'Nama warna wajib diisi.',
    });
  });

  it('answers 404 for a missing product without storing anything', async () => {
    const before = await listFiles(t.config.uploadDir);
    const res = await postWarna(987654, { warna: 'Sage' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Produk tidak ditemukan.' });
    expect(await listFiles(t.config.uploadDir)).toEqual(before);
  });

  it('PATCH through its own product renames it and replaces the photo; through another it is 404', async () => {
    const created = (await postWarna(produkA, { warna: 'Mint' })).json<{
      id: number;
      foto: string;
    }>();
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/warna/${created.id}/produk/${produkB}`,
      payload: { warna: 'Pindah' },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'Warna tidak ditemukan.' });

    const body = await multipart(
      { warna: 'Mint Tua', id_produk: String(produkB), idProduk: String(produkB) },
      { data: await jpeg(100, 100, '#3c8d5a') },
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/warna/${created.id}/produk/${produkA}`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<{
      id_produk: number;
      warna: string;
      foto: string;
      kode_warna: string;
    }>();
    expect(updated).toMatchObject({ id_produk: produkA, warna: 'Mint Tua' });
    // A new photo brings its own colour (#3c8d5a: green well above red and blue).
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(updated.kode_warna.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan((r ?? 0) + 40);
    expect(g).toBeGreaterThan((b ?? 0) + 20);
    const files = await listFiles(t.config.uploadDir);
    expect(files).toContain(`produk/${produkA}/${updated.foto}`);
    expect(files.some((f) => f.includes(created.foto.replace('.webp', '')))).toBe(false);
  });

  it('DELETE moves the row into Sampah; its files go when Sampah is emptied of it', async () => {
    const created = (await postWarna(produkB, { warna: 'Hapus' })).json<{
      id: number;
      foto: string;
    }>();
    const main = await createAdminsMainCookie();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/warna/${created.id}`,
      headers: { cookie: main },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    const stored = async () =>
      (await listFiles(t.config.uploadDir)).some((f) =>
        f.includes(created.foto.replace('.webp', '')),
      );
    expect(await stored()).toBe(true);
    const sampahId = await sampahIdOf(t.db, 'warna', created.id);
    await trpcMutation(t.app, 'sampah.deleteForever', { id: sampahId }, { cookie: main });
    expect(await stored()).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/warna/${created.id}`,
          headers: { cookie: main },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('warna.list (and GET /api/warna) filter by product and by text over colour and product name', async () => {
    await postWarna(produkB, { warna: 'Navy' });
    const all = await trpcQuery<WarnaWithProduk[]>(t.app, 'warna.list', {}, { cookie });
    expect(all.data.every((w) => typeof w.nama_produk === 'string')).toBe(true);
    const ofB = await trpcQuery<WarnaWithProduk[]>(
      t.app,
      'warna.list',
      { idProduk: produkB },
      { cookie },
    );
    expect(ofB.data.map((w) => w.warna)).toEqual(['Navy']);
    const byText = await trpcQuery<WarnaWithProduk[]>(
      t.app,
      'warna.list',
      { search: 'aisyah' },
      { cookie },
    );
    expect(new Set(byText.data.map((w) => w.id_produk))).toEqual(new Set([produkA]));
    const rest = await t.app.inject({ url: '/api/warna', headers: { cookie } });
    expect(rest.json<unknown[]>()).toHaveLength(all.data.length);
  });
});

describe('size writes', () => {
  it('POST /api/ukuran/{idProduk} takes a urlencoded form with the legacy sleeve spelling', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ukuran/${produkA}`,
      payload:
        'usia=3-4+tahun&ukuran=M&panjang_atasan=46&panjan_tangan=33&panjang_bawahan=&lingkar_dada=60',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id_produk: produkA,
      usia: '3-4 tahun',
      panjang_tangan: '33',
      panjan_tangan: '33',
      panjang_bawahan: null,
    });
  });

  it('takes multipart and JSON as well, and asks for usia and ukuran', async () => {
    const form = await multipart({ usia: '5-6 tahun', ukuran: 'L' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/ukuran/${produkA}`,
          payload: form.payload,
          headers: { ...form.headers, cookie },
        })
      ).statusCode,
    ).toBe(201);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/ukuran/${produkA}`,
      payload: { ukuran: 'XL' },
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Usia wajib diisi.' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ukuran/999999',
          payload: { usia: 'a', ukuran: 'b' },
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('PATCH through another product is 404 and never moves the row', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: `/api/ukuran/${produkA}`,
        payload: { usia: '1 tahun', ukuran: 'S' },
        headers: { cookie },
      })
    ).json<{ id: number }>();
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/ukuran/${created.id}/produk/${produkB}`,
      payload: { usia: '2 tahun', ukuran: 'M' },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'Ukuran tidak ditemukan.' });
    const right = await t.app.inject({
      method: 'PATCH',
      url: `/api/ukuran/${created.id}/produk/${produkA}`,
      payload: { usia: '2 tahun', ukuran: 'M', id_produk: produkB, panjang_tangan: '31' },
      headers: { cookie },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      id_produk: produkA,
      usia: '2 tahun',
      panjang_tangan: '31',
      panjan_tangan: '31',
    });
  });

  it('GET /api/ukuran lists every row with both spellings; ukuran.list filters', async () => {
    const rest = await t.app.inject({ url: '/api/ukuran', headers: { cookie } });
    expect(
      rest
        .json<Record<string, unknown>[]>()
        .every((u) => 'panjan_tangan' in u && 'nama_produk' in u),
    ).toBe(true);
    const filtered = await trpcQuery<{ ukuran: string }[]>(
      t.app,
      'ukuran.list',
      { idProduk: produkA, search: '3-4' },
      { cookie },
    );
    expect(filtered.data.map((u) => u.ukuran)).toEqual(['M']);
  });
});

async function createAdminsMainCookie() {
  const { login, MAIN_ADMIN } = await import('../../test/admins.js');
  return login(t.app, MAIN_ADMIN);
}
