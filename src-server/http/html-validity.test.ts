import { HtmlValidate, type Message } from 'html-validate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertFaq,
  insertProduk,
  insertTestimoni,
  insertUkuran,
  insertWarna,
} from '../test/fixtures.js';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 22 item 1: every public page is valid HTML (the W3C checker's rules of conformance, as
// html-validate's standard and document presets hold them), with a product's colours, sizes,
// photos and testimonials on it, so every part of the storefront is rendered.

let t: TestApp;
let produkId: number;
let warnaId: number;

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Prettier-style and authoring preferences, not conformance.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // Subresource integrity is for scripts from other origins; every script here is the shop's.
    'require-sri': 'off',
  },
});

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://toko.example.id' },
    { client: await storefrontClient() },
  );
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#d9a5a9' },
  })
    .webp()
    .toBuffer();
  const produk = await insertProduk(t.db, {
    nama_produk: 'Gamis Aisyah & "Bunga"',
    harga: 179_000,
    diskon: 25,
    kategori: 'gamis',
    jumlah_terjual: 120,
  });
  produkId = produk.id;
  await t.storage.put(`produk/${produk.foto_produk}`, photo);
  const warna = await insertWarna(t.db, produkId, 'Navy');
  warnaId = warna.id;
  await t.storage.put(`produk/${produkId}/${warna.foto}`, photo);
  await insertWarna(t.db, produkId, 'Sage');
  await insertUkuran(t.db, produkId, { usia: '3-4 tahun', ukuran: 'S' });
  await insertUkuran(t.db, produkId, { usia: '5-6 tahun', ukuran: 'M' });
  await insertProduk(t.db, { nama_produk: 'Koko Zaid', kategori: 'lakilaki' });
  await insertTestimoni(t.db, { nama: 'Bunda Rahma', idProduk: produkId });
  await insertFaq(t.db, 'Apakah bisa COD?', 'Bisa, lewat marketplace.');
});
afterAll(() => t.close());

const PAGES = [
  '/',
  '/kategori',
  '/kategori/gamis',
  '/kategori?urut=termurah&usia=3-4%20tahun',
  '/kategori/tidak-ada',
  '/cari?q=gamis',
  '/cari?q=sepatu',
  '/caraorder',
  '/testimoni',
  '/penawarankhusus',
  '/kontakkami',
  '/tentangkami',
  '/FAQ',
  '/kebijakan',
  '/panduan',
  '/login',
  '/halaman-yang-tidak-ada',
];

/** The errors as lines a reader can act on: rule, where, what. */
const described = (messages: Message[]) =>
  messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`);

const addressOf = (page: string) =>
  page === 'product'
    ? `/detail/${produkId}`
    : page === 'product in a colour'
      ? `/detail/${produkId}?warna=${warnaId}`
      : page;

/** A `<meta property=…>` of the page's head. */
const property = (body: string, name: string) =>
  new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(body)?.[1];

describe('every public page', () => {
  it.each([...PAGES, 'product', 'product in a colour'])('%s is valid HTML', async (page) => {
    const url = addressOf(page);
    const res = await t.app.inject(url);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const report = await validator.validateString(res.body);
    expect(described(report.results.flatMap((r) => r.messages))).toEqual([]);
  });

  // Issue 22 item 3: a link preview lays out at once and shows in every chat app.
  it.each([...PAGES.slice(0, -2), 'product', 'product in a colour'])(
    '%s names a 1200×630 JPEG under 300 KB as its link preview, with its size and type',
    async (page) => {
      const res = await t.app.inject(addressOf(page));
      const image = property(res.body, 'og:image') ?? '';
      expect(image).toMatch(/^https:\/\/toko\.example\.id\/bagikan\/[\w-]+\.jpg$/);
      expect(
        ['og:image:width', 'og:image:height', 'og:image:type'].map((p) => property(res.body, p)),
      ).toEqual(['1200', '630', 'image/jpeg']);
      const picture = await t.app.inject(new URL(image).pathname);
      expect(picture.statusCode, image).toBe(200);
      expect(picture.rawPayload.length, image).toBeLessThanOrEqual(300 * 1024);
      const meta = await sharp(picture.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], image).toEqual(['jpeg', 1200, 630]);
    },
  );
});
