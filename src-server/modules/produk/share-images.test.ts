import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, type TestApp } from '../../test/test-app.js';
import { shareImageContent } from './share-images.js';

let t: TestApp;
let mainCookie: string;

/** A product of `kategori` whose photo (its 640 px variant, as uploads make it) is one colour. */
async function produkWithPhoto(kategori: string, colour: string, values = {}) {
  const produk = await insertProduk(t.db, { kategori, ...values });
  const photo = await sharp({
    create: { width: 480, height: 640, channels: 3, background: colour },
  })
    .webp()
    .toBuffer();
  await t.storage.put(`produk/${produk.foto_produk.replace(/\.webp$/, '')}-640.webp`, photo);
  return produk;
}

/** The colour of the picture's pixel at (x, y), as [r, g, b]. */
async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 12);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://toko.example.id', SHOP_NAME: 'Toko Salsabila' });
  ({ mainCookie } = await createAdmins(t.app, t.db));
  // Gamis: the best seller's photo red, the others green and blue.
  await produkWithPhoto('gamis', '#ff0000', { jumlah_terjual: 500, harga: 100_000, diskon: 10 });
  await produkWithPhoto('gamis', '#00ff00', { jumlah_terjual: 300, harga: 150_000, diskon: 0 });
  await produkWithPhoto('gamis', '#0000ff', { jumlah_terjual: 100, harga: 210_000, diskon: 50 });
  await produkWithPhoto('atasan', '#ffff00', { jumlah_terjual: 900, harga: 80_000, diskon: 0 });
});

afterAll(async () => {
  await t.close();
});

describe('share pictures (GET /bagikan/{page}.jpg)', () => {
  it('draw a 1200×630 JPEG for a category from its best sellers, the first the largest', async () => {
    const res = await t.app.inject('/bagikan/kategori-gamis.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The large photo on the left of the photo area, the two others stacked on its right.
    expect(await pixel(res.rawPayload, 790, 315)).toSatisfy((rgb: number[]) =>
      near(rgb, [255, 0, 0]),
    );
    expect(await pixel(res.rawPayload, 1030, 190)).toSatisfy((rgb: number[]) =>
      near(rgb, [0, 255, 0]),
    );
    expect(await pixel(res.rawPayload, 1030, 440)).toSatisfy((rgb: number[]) =>
      near(rgb, [0, 0, 255]),
    );
  });

  it('say what the page offers: its title and line, how many products and from what price', async () => {
    expect(
      await shareImageContent({ ...t, settings: t.app.shopSettings }, 'kategori-gamis'),
    ).toMatchObject({
      shopName: 'Toko Salsabila',
      title: 'Gamis Anak',
      lead: 'Gamis panjang yang jatuh dan adem, untuk mengaji dan hari raya.',
      // 100 000 less 10 % is the cheapest shown price; the 50 % one shows 105 000.
      badge: '3 produk · mulai Rp 90.000',
      host: 'toko.example.id',
    });
    expect(
      await shareImageContent({ ...t, settings: t.app.shopSettings }, 'beranda'),
    ).toMatchObject({
      title: 'Busana Muslim Anak',
      lead: 'Busana muslim anak yang nyaman, ceria dan terjangkau.',
      badge: '4 produk · mulai Rp 80.000',
    });
    expect(
      await shareImageContent({ ...t, settings: t.app.shopSettings }, 'penawarankhusus'),
    ).toMatchObject({
      title: 'Penawaran Khusus',
      badge: 'Diskon hingga 50%',
      badgeTone: 'promo',
    });
    const empty = await shareImageContent(
      { ...t, settings: t.app.shopSettings },
      'kategori-setelan',
    );
    expect(empty).toMatchObject({ title: 'Setelan Anak', badge: undefined, photos: [] });
  });

  it('draw the shop mark where an empty category has no photo', async () => {
    const res = await t.app.inject('/bagikan/kategori-setelan.jpg');
    expect(res.statusCode).toBe(200);
    // Inside the sand circle, beside the mark.
    expect(await pixel(res.rawPayload, 892 - 150, 315)).toSatisfy((rgb: number[]) =>
      near(rgb, [0xf6, 0xe7, 0xc8]),
    );
  });

  it('answer 304 to a browser that has the picture, and keep it until the catalogue changes', async () => {
    const first = await t.app.inject('/bagikan/kategori-atasan.jpg');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.inject({
      url: '/bagikan/kategori-atasan.jpg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const listed = await t.app.inject({
      url: '/bagikan/kategori-atasan.jpg',
      headers: { 'if-none-match': `"lain", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);

    // Behind the app's back the picture stays as drawn…
    await produkWithPhoto('atasan', '#000000', { jumlah_terjual: 5_000 });
    expect((await t.app.inject('/bagikan/kategori-atasan.jpg')).headers.etag).toBe(etag);
    // …until an admin write, after which the new best seller leads.
    const write = await trpcMutation(
      t.app,
      'faq.create',
      { pertanyaan: 'Ada ukuran besar?', jawaban: 'Ada, sampai usia 12 tahun.' },
      { cookie: mainCookie },
    );
    expect(write.status).toBe(200);
    const redrawn = await t.app.inject('/bagikan/kategori-atasan.jpg');
    expect(redrawn.headers.etag).not.toBe(etag);
    expect(await pixel(redrawn.rawPayload, 790, 315)).toSatisfy((rgb: number[]) =>
      near(rgb, [0, 0, 0]),
    );
  });

  it('leave out a photo that does not decode, never the whole picture', async () => {
    const broken = await insertProduk(t.db, { kategori: 'perempuan', jumlah_terjual: 50 });
    // Noise, so that the file is large, cut in half: its header (size, format) reads fine.
    const noise = Buffer.from(Array.from({ length: 480 * 640 * 3 }, (_, i) => (i * 7919) % 251));
    const whole = await sharp(noise, { raw: { width: 480, height: 640, channels: 3 } })
      .jpeg()
      .toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect((await sharp(cut).metadata()).width).toBe(480);
    await t.storage.put(`produk/${broken.foto_produk.replace(/\.webp$/, '')}-640.webp`, cut);
    await produkWithPhoto('perempuan', '#ff00ff', { jumlah_terjual: 10 });
    const res = await t.app.inject('/bagikan/kategori-perempuan.jpg');
    expect(res.statusCode).toBe(200);
    // The one good photo fills the whole photo area.
    expect(await pixel(res.rawPayload, 892, 315)).toSatisfy((rgb: number[]) =>
      near(rgb, [255, 0, 255]),
    );
  });

  it('answer 404 for any other file', async () => {
    for (const file of [
      'kategori-sepatu.jpg',
      'beranda.png',
      'beranda',
      'constructor',
      '..%2Fpackage.json',
    ]) {
      expect((await t.app.inject(`/bagikan/${file}`)).statusCode, file).toBe(404);
    }
  });
});
