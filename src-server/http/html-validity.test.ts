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
import { PUBLIC_PAGES } from '../../src/shared/public-pages.js';

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
  const sage = await insertWarna(t.db, produkId, 'Sage');
  await insertUkuran(t.db, produkId, { usia: '3-4 tahun', ukuran: 'S' });
  const m = await insertUkuran(t.db, produkId, { usia: '5-6 tahun', ukuran: 'M' });
  // Sage in M is sold out.
  await t.db
    .insertInto('ketersediaan')
    .values({ id_produk: produkId, id_warna: sage.id, id_ukuran: m.id, tersedia: false })
    .execute();
  await insertProduk(t.db, { nama_produk: 'Koko Zaid', kategori: 'lakilaki' });
  await insertTestimoni(t.db, { nama: 'Bunda Rahma', idProduk: produkId });
  await insertFaq(t.db, 'Apakah bisa COD?', 'Bisa, lewat marketplace.');
});
afterAll(() => t.close());

const PAGES = [
  ...PUBLIC_PAGES,
  '/kategori?urut=termurah&usia=3-4%20tahun',
  '/kategori/tidak-ada',
  '/cari?q=gamis',
  '/cari?q=sepatu',
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

/** The page's JSON-LD descriptions. */
async function jsonLd(url: string): Promise<Record<string, unknown>[]> {
  const body = (await t.app.inject(url)).body;
  const text = /<script type="application\/ld\+json" data-head="">(.*?)<\/script>/s.exec(body)?.[1];
  return (JSON.parse(text ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
}

// Issue 22 item 4: search results can show the right photo and stock for a colour and size.
describe('a product with colours and sizes, for search engines (price as the page shows it: Rp 134.000)', () => {
  it('is a ProductGroup with a variant per colour and size, each with its own availability', async () => {
    const [group] = await jsonLd(`/detail/${produkId}`);
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Gamis Aisyah & "Bunga"',
      productGroupID: String(produkId),
      url: `https://toko.example.id/detail/${produkId}`,
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    });
    const variants = (group?.hasVariant ?? []) as Record<string, unknown>[];
    const described = variants.map((v) => [
      v.color,
      v.size,
      (v.offers as { availability: string }).availability.replace('https://schema.org/', ''),
      (v.offers as { price: number }).price,
    ]);
    expect(described).toEqual([
      ['Navy', 'S (3-4 tahun)', 'InStock', 134_000],
      ['Navy', 'M (5-6 tahun)', 'InStock', 134_000],
      ['Sage', 'S (3-4 tahun)', 'InStock', 134_000],
      ['Sage', 'M (5-6 tahun)', 'OutOfStock', 134_000],
    ]);
    // Each colour's variants show that colour's photo and lead to its page.
    const navy = variants[0] as { image: string; offers: { url: string } };
    expect(navy.offers.url).toBe(`https://toko.example.id/detail/${produkId}?warna=${warnaId}`);
    expect(navy.image).toMatch(new RegExp(`/images/produk/${produkId}/`));
  });

  it('describes the chosen colour on its page: its variants, its photo first', async () => {
    const [group] = await jsonLd(`/detail/${produkId}?warna=${warnaId}`);
    const variants = (group?.hasVariant ?? []) as { color: string; size: string }[];
    expect(variants.map((v) => [v.color, v.size])).toEqual([
      ['Navy', 'S (3-4 tahun)'],
      ['Navy', 'M (5-6 tahun)'],
    ]);
    expect((group?.image as string[])[0]).toMatch(new RegExp(`/images/produk/${produkId}/`));
    expect(group?.url).toBe(`https://toko.example.id/detail/${produkId}?warna=${warnaId}`);
  });
});
