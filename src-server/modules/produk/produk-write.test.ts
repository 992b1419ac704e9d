import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../../src/shared/images.js';
import { createAdmins } from '../../test/admins.js';
import { insertTestimoni, insertUkuran, sampahIdOf } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, type TestApp } from '../../test/test-app.js';
import { jpeg, jpegWithGps, listFiles, multipart, png, webp } from '../../test/uploads.js';

let t: TestApp;
let cookie: string;
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: cookie } = await createAdmins(t.app, t.db));
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const fields = (values: Record<string, string | number> = {}) => ({
  nama_produk: 'Gamis Uji',
  harga: 150000,
  diskon: 20,
  jumlah_terjual: 10,
  deskripsi_produk: 'Adem dan nyaman',
  kategori: 'gamis',
  link_shopee: 'https://shopee.co.id/toko/gamis-uji',
  ...values,
});

/** The legacy public name of the sold count instead of the form's. */
function withoutJumlah(values: Record<string, string | number>) {
  const all: Record<string, string | number> = fields(values);
  delete all.jumlah_terjual;
  return all;
}

async function postProduk(
  values: Record<string, string | number>,
  file?: { data: Buffer; name?: string; type?: string },
) {
  const body = await multipart(values, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/produk',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

const produkCount = async () => (await t.db.selectFrom('produk').select('id').execute()).length;
const uploads = () => listFiles(t.config.uploadDir);

describe('POST /api/produk (multipart)', () => {
  it('creates the product, answers the legacy shape and stores a clean WebP with its variants', async () => {
    const res = await postProduk(fields(), { data: await jpegWithGps(), name: 'IMG_2024.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const produk = res.json<Record<string, unknown>>();
    expect(produk).toMatchObject({
      nama_produk: 'Gamis Uji',
      harga: 150000,
      jumlah_terjual: 10,
      produk_terjual: 10,
      kategori: 'gamis',
      link_tokopedia: null,
    });
    const file = produk.foto_produk as string;
    expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const original = await fs.readFile(path.join(t.config.uploadDir, 'produk', file));
    const meta = await sharp(original).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(original.includes(Buffer.from('TestPhone'))).toBe(false);
    for (const w of IMAGE_VARIANT_WIDTHS) {
      expect(
        (await sharp(path.join(t.config.uploadDir, 'produk', variantFileName(file, w))).metadata())
          .format,
      ).toBe('webp');
    }
    // Served under the spec path.
    const served = await t.app.inject(`/images/produk/${file}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('the test photo really carried GPS data before the upload', async () => {
    const meta = await sharp(await jpegWithGps()).metadata();
    expect(meta.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
  });

  it('accepts PNG and WebP too', async () => {
    expect(
      (await postProduk(fields(), { data: await png(), type: 'image/png', name: 'a.png' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await postProduk(fields(), { data: await webp(), type: 'image/webp', name: 'a.webp' }))
        .statusCode,
    ).toBe(201);
  });

  it('ignores the client file name, even one that climbs folders', async () => {
    const before = await uploads();
    const res = await postProduk(fields(), {
      data: await jpeg(),
      name: '../../../etc/cron.d/x.jpg',
    });
    expect(res.statusCode).toBe(201);
    const added = (await uploads()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1 + IMAGE_VARIANT_WIDTHS.length);
    expect(added.every((f) => /^produk\/[0-9a-f-]{36}(-\d+)?\.webp$/.test(f))).toBe(true);
  });

  it.each([
    [
      'a text file named .jpg',
      Buffer.from('ini bukan gambar sama sekali'),
      'foto.jpg',
      'image/jpeg',
    ],
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
      ),
      'x.svg',
      'image/svg+xml',
    ],
    ['a JPEG cut in half', Buffer.alloc(0), 'half.jpg', 'image/jpeg'],
  ])('refuses %s with 415, storing nothing', async (_label, data, name, type) => {
    const payload = data.length > 0 ? data : (await jpeg(800, 800)).subarray(0, 400);
    const [rows, files] = [await produkCount(), await uploads()];
    const res = await postProduk(fields(), { data: payload, name, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'File harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.',
    });
    expect(await produkCount()).toBe(rows);
    expect(await uploads()).toEqual(files);
  });

  it('refuses a 6 MB file with 413, over REST and over tRPC', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0xff);
    const files = await uploads();
    const rest = await postProduk(fields(), { data: big });
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toEqual({ message: 'Ukuran gambar maksimal 5 MB.' });

    const form = new FormData();
    for (const [k, v] of Object.entries(fields())) form.append(k, String(v));
    form.append('file', new Blob([big]), 'besar.jpg');
    const rpc = await fetch(`${address}/api/trpc/produk.create`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(rpc.status).toBe(413);
    expect(await uploads()).toEqual(files);
  });

  it('asks for the image with the spec alert when none is sent', async () => {
    const res = await postProduk(fields());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Silahkan upload gambar',
      issues: [{ path: 'file', message: 'Silahkan upload gambar' }],
    });
  });

  it('answers 400 with field details for bad values', async () => {
    const res = await postProduk(fields({ harga: 'mahal', link_tiktok: 'http://tiktok.com/x' }), {
      data: await jpeg(),
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'harga', message: 'Harga harus berupa angka. Contoh: 150.000' },
        { path: 'link_tiktok', message: 'Link harus berupa alamat https:// yang valid.' },
      ]),
    );
  });

  it.each([
    ['150.000', 150_000],
    ['Rp 150.000', 150_000],
    ['150.000,00', 150_000],
    // what the legacy clients send: plain whole rupiah
    ['150000', 150_000],
    ['99000', 99_000],
  ])('reads the multipart price %j the Indonesian way as %i', async (harga, expected) => {
    const res = await postProduk(fields({ harga }), { data: await jpeg() });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const row = await t.db
      .selectFrom('produk')
      .select('harga')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.harga).toBe(expected);
  });

  it.each([
    ['150,5', 'Harga ditulis dalam rupiah bulat, tanpa sen. Contoh: 150.000'],
    ['150.5', 'Harga tidak terbaca. Titik hanya untuk memisahkan ribuan. Contoh: 150.000'],
    ['-150.000', 'Harga tidak boleh kurang dari 0.'],
  ])('refuses the price %j with 400 and "%s", storing nothing', async (harga, message) => {
    const before = await produkCount();
    const res = await postProduk(fields({ harga }), { data: await jpeg() });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: unknown[] }>().issues).toContainEqual({ path: 'harga', message });
    expect(await produkCount()).toBe(before);
  });

  it('leaves neither a row nor a file when the database refuses the row half-way', async () => {
    await sql`alter table produk add constraint uji_gagal check (nama_produk <> 'GAGAL')`.execute(
      t.db,
    );
    try {
      const [rows, files] = [await produkCount(), await uploads()];
      const res = await postProduk(fields({ nama_produk: 'GAGAL' }), { data: await jpeg() });
      expect(res.statusCode).toBe(500);
      expect(await produkCount()).toBe(rows);
      expect(await uploads()).toEqual(files);
    } finally {
      await sql`alter table produk drop constraint uji_gagal`.execute(t.db);
    }
  });
});

describe('tRPC produk.create with FormData', () => {
  it('reads a typed price "150.000" as 150000 rupiah', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(
      fields({ nama_produk: 'Harga Bertitik', harga: '150.000' }),
    ))
      form.append(k, String(v));
    form.append(
      'file',
      new Blob([(await webp()) as Uint8Array<ArrayBuffer>], { type: 'image/webp' }),
      'x.webp',
    );
    const res = await fetch(`${address}/api/trpc/produk.create`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as { result: { data: { harga: number } } };
    expect(result.data.harga).toBe(150_000);
  });

  it('stores the product like the REST path does', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields({ nama_produk: 'Lewat tRPC' })))
      form.append(k, String(v));
    form.append(
      'file',
      new Blob([(await webp()) as Uint8Array<ArrayBuffer>], { type: 'image/webp' }),
      'x.webp',
    );
    const res = await fetch(`${address}/api/trpc/produk.create`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const { result } = (await res.json()) as {
      result: { data: { id: number; foto_produk: string } };
    };
    expect(
      await fs.stat(path.join(t.config.uploadDir, 'produk', result.data.foto_produk)),
    ).toBeTruthy();
  });

  /**
   * Starts a multipart upload on a real socket (inject() always declares the true length) and
   * sends only its first bytes: the answer must come from the headers alone.
   */
  function startUpload(headers: Record<string, string>) {
    return new Promise<{ status: number | undefined; body: unknown }>((resolve, reject) => {
      const req = http.request(`${address}/api/trpc/produk.create`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', ...headers },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error('no answer before the body was sent'));
      }, 5_000);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode, body: JSON.parse(body) });
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
      if (!('content-length' in headers)) req.end();
    });
  }

  it('refuses an upload that does not declare its size', async () => {
    expect((await startUpload({})).status).toBe(411);
  });

  it('refuses an upload declared too large at once, without waiting for its body', async () => {
    const answer = await startUpload({ 'content-length': String(50 * 1024 * 1024) });
    expect(answer).toEqual({ status: 413, body: { message: 'Ukuran gambar maksimal 5 MB.' } });
  });
});

describe('PATCH and DELETE /api/produk/{id}', () => {
  it('replaces the photo and then removes the old files', async () => {
    const created = (await postProduk(fields(), { data: await jpeg() })).json<{
      id: number;
      foto_produk: string;
    }>();
    const body = await multipart(withoutJumlah({ nama_produk: 'Gamis Baru', produk_terjual: 99 }), {
      data: await png(),
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/produk/${created.id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<{
      foto_produk: string;
      nama_produk: string;
      jumlah_terjual: number;
    }>();
    expect(updated).toMatchObject({ nama_produk: 'Gamis Baru', jumlah_terjual: 99 });
    expect(updated.foto_produk).not.toBe(created.foto_produk);
    const files = await uploads();
    expect(files).toContain(`produk/${updated.foto_produk}`);
    expect(files.filter((f) => f.includes(created.foto_produk.replace('.webp', '')))).toEqual([]);
  });

  it('keeps the photo when the edit sends none (JSON body)', async () => {
    const created = (await postProduk(fields(), { data: await jpeg() })).json<{
      id: number;
      foto_produk: string;
    }>();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/produk/${created.id}`,
      payload: fields({ harga: 99000 }),
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ harga: 99000, foto_produk: created.foto_produk });
  });

  it('answers 404 for a missing product and removes the photo it was sent', async () => {
    const files = await uploads();
    const body = await multipart(fields(), { data: await jpeg() });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/produk/999999',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Produk tidak ditemukan.' });
    expect(await uploads()).toEqual(files);
  });

  it('deletes colours and sizes into Sampah and unlinks testimonials; the purge takes every file', async () => {
    const created = (await postProduk(fields(), { data: await jpeg() })).json<{
      id: number;
      foto_produk: string;
    }>();
    const colour = await multipart({ warna: 'Sage' }, { data: await jpeg(100, 100, '#9bb39a') });
    const warna = await t.app.inject({
      method: 'POST',
      url: `/api/warna/${created.id}`,
      payload: colour.payload,
      headers: { ...colour.headers, cookie },
    });
    expect(warna.statusCode).toBe(201);
    await insertUkuran(t.db, created.id);
    const testimoni = await insertTestimoni(t.db, { idProduk: created.id });
    expect((await uploads()).some((f) => f.startsWith(`produk/${created.id}/`))).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/produk/${created.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: created.id });
    const produkFiles = async () =>
      (await uploads()).filter(
        (f) =>
          f.startsWith(`produk/${created.id}/`) ||
          f.includes(created.foto_produk.replace('.webp', '')),
      );
    // Kept while the product waits in Sampah (docs/product.md §12); gone with it for good.
    expect((await produkFiles()).length).toBeGreaterThan(0);
    const sampahId = await sampahIdOf(t.db, 'produk', created.id);
    const purged = await trpcMutation(t.app, 'sampah.deleteForever', { id: sampahId }, { cookie });
    expect(purged.status).toBe(200);
    expect(await produkFiles()).toEqual([]);
    expect(
      await t.db.selectFrom('warna').select('id').where('id_produk', '=', created.id).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('ukuran').select('id').where('id_produk', '=', created.id).execute(),
    ).toEqual([]);
    expect(
      (
        await t.db
          .selectFrom('testimoni')
          .select('id_produk')
          .where('id', '=', testimoni.id)
          .executeTakeFirstOrThrow()
      ).id_produk,
    ).toBeNull();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/produk/${created.id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
