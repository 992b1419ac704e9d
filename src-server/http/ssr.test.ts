import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server.js';
import { buildApp } from '../app.js';
import { ChangeFeed } from '../services/change-feed/change-feed.js';
import { loadConfig } from '../config.js';
import { connectPostgres } from '../db/connect.js';
import { projectRoot } from '../paths.js';
import { insertProduk, insertTestimoni, insertWarna } from '../test/fixtures.js';
import { createTestDatabase } from '../test/test-database.js';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect.js';

// The server-rendering path end to end, from source: route prefetches through the real
// procedures and database, head tags, status codes, the dehydrated state, failure handling.

let app: FastifyInstance;
let database: DatabaseHandle;
let template: string;
let produkId: number;
const changes = new ChangeFeed({ live: true });

/** The page's JSON-LD block as sent. */
function jsonLdText(body: string): string {
  return (
    /<script type="application\/ld\+json" data-head="">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}'
  );
}

/** The descriptions in the page's JSON-LD block. */
function jsonLdGraph(body: string): Record<string, unknown>[] {
  return (JSON.parse(jsonLdText(body)) as { '@graph': Record<string, unknown>[] })['@graph'];
}

/** One step of a breadcrumb trail on the test shop. */
const crumb = (position: number, name: string, path: string) => ({
  '@type': 'ListItem',
  position,
  name,
  item: `https://toko.example.id${path}`,
});

beforeAll(async () => {
  template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/etalase-ssr-test',
    PUBLIC_URL: 'https://toko.example.id',
  });
  app = await buildApp({ config, db: database.db, client: { render, template }, changes });
  produkId = (
    await insertProduk(database.db, {
      nama_produk: 'Gamis <Aisyah> & "Bunga"',
      harga: 179_000,
      diskon: 25,
      kategori: 'gamis',
      jumlah_terjual: 13_890,
    })
  ).id;
  await insertProduk(database.db, {
    nama_produk: 'Koko Zaid',
    kategori: 'lakilaki',
    harga: 129_000,
    diskon: 20,
  });
  await insertTestimoni(database.db, { nama: 'Bunda Rahma', idProduk: produkId });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('server-rendered pages', () => {
  it('render the home page with its data, head tags and state', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Etalase</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://toko.example.id/"');
    expect(res.body).toContain('Gamis &lt;Aisyah&gt; &amp; &quot;Bunga&quot;');
    expect(res.body).toContain('Rp 134.000');
    // The footer's year is the server's (site.settings), so the browser formats no date.
    const year = new Date().getUTCFullYear();
    expect(res.body).toMatch(new RegExp(`© <!-- -->(${year}|${year + 1})<!-- --> <!-- -->Etalase`));
    const state =
      /<script type="application\/json" id="etalase-state">(.*?)<\/script>/s.exec(res.body)?.[1] ??
      '';
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toMatchObject({
      queries: expect.arrayContaining([
        expect.objectContaining({ queryKey: [['produk', 'bestSeller'], { type: 'query' }] }),
      ]),
    });
  });

  it('render a product with its JSON-LD offer and an escaped description', async () => {
    const res = await app.inject(`/detail/${produkId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Gamis &#60;Aisyah&#62; &#38; &#34;Bunga&#34; | Etalase</title>',
    );
    expect(jsonLdText(res.body)).not.toContain('<Aisyah>');
    const [product, breadcrumbs] = jsonLdGraph(res.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Gamis <Aisyah> & "Bunga"',
      offers: { priceCurrency: 'IDR', price: 134_000 },
    });
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        crumb(1, 'Home', '/'),
        crumb(2, 'Semua Koleksi', '/kategori'),
        crumb(3, 'Gamis Anak', '/kategori/gamis'),
        crumb(4, 'Gamis <Aisyah> & "Bunga"', `/detail/${produkId}`),
      ],
    });
    expect(res.body).toContain('Bunda Rahma');
    expect(res.body).toContain('Kamu Mungkin Juga Suka!');
  });

  it('open a product on the colour in ?warna=: its photo first and in the link preview', async () => {
    const sage = await insertWarna(database.db, produkId, 'Sage');
    const other = await insertProduk(database.db, { nama_produk: 'Produk Lain' });
    const notHers = await insertWarna(database.db, other.id, 'Hitam');
    // Written behind the app's back: told, as an admin save tells it (reads are kept till then).
    changes.changed();
    const colourPhoto = `/images/produk/${produkId}/${sage.foto}`;

    const res = await app.inject(`/detail/${produkId}?warna=${sage.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="canonical" href="https://toko.example.id/detail/${produkId}"`,
    );
    expect(res.body).toContain(
      `<meta property="og:url" content="https://toko.example.id/detail/${produkId}?warna=${sage.id}"`,
    );
    // The colour's photo as a JPEG (src-server/modules/produk/share-images.ts).
    expect(res.body).toContain(
      `<meta property="og:image" content="https://toko.example.id/bagikan/produk-${produkId}-warna-${sage.id}.jpg"`,
    );
    // The main picture is the colour's, and its thumbnail is marked as the chosen one.
    expect(res.body).toMatch(new RegExp(`<img src="${colourPhoto}"[^>]*alt="[^"]*warna Sage"`));
    expect(res.body).toMatch(/aria-current="true" aria-label="Warna Sage"/);

    // A colour of another product, or no colour at all, opens on the product's own photo.
    for (const query of [`?warna=${notHers.id}`, '?warna=abc', '?warna=']) {
      const plain = await app.inject(`/detail/${produkId}${query}`);
      expect(plain.statusCode, query).toBe(200);
      expect(plain.body, query).toContain(
        `<meta property="og:url" content="https://toko.example.id/detail/${produkId}"`,
      );
      expect(plain.body, query).not.toContain('aria-current="true" aria-label="Warna');
    }
  });

  it('answer 404 for unknown paths and products, with the 404 page', async () => {
    for (const url of [
      '/tidak-ada',
      '/detail/999999',
      '/detail/abc',
      '/kategori/gamis/extra',
      '/kategori/sepatu',
      // Filters do not make an unknown category a page.
      '/kategori/sepatu?usia=5&urut=termurah',
      '/kategori/sepatu?harga_min=100000',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Ups! Halaman yang kamu cari tidak ditemukan.');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('answer 200 for an offered category without products and for one only an admin typed', async () => {
    const empty = await app.inject('/kategori/setelan');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Produk tidak ditemukan untuk kategori ini.');
    await insertProduk(database.db, { nama_produk: 'Mukena Anak Zahra', kategori: 'mukena' });
    // Written behind the app's back: told as an admin's save would tell it.
    changes.changed();
    const typed = await app.inject('/kategori/mukena');
    expect(typed.statusCode).toBe(200);
    expect(typed.body).toContain('Mukena Anak Zahra');
    // Its filters matching none of its products leave it a page.
    const none = await app.inject('/kategori/mukena?harga_max=1');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Tidak ada produk yang cocok dengan filter ini.');
  });

  it('read filters and order from the address, and fall back to the defaults on bad values', async () => {
    // Gamis <Aisyah> (gamis) shows at Rp 134.000.
    const cheap = await app.inject(
      '/kategori/gamis?harga_min=100000&harga_max=150000&urut=termahal',
    );
    expect(cheap.statusCode).toBe(200);
    expect(cheap.body).toContain('Gamis &lt;Aisyah&gt;');
    expect(cheap.body).toContain('Menampilkan 1 dari 1 produk');
    // The order is not part of the canonical address; the filters are.
    expect(cheap.body).toContain(
      '<link rel="canonical" href="https://toko.example.id/kategori/gamis?harga_min=100000&#38;harga_max=150000"',
    );
    const none = await app.inject('/kategori/gamis?harga_max=50000');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Tidak ada produk yang cocok dengan filter ini.');
    expect(none.body).toContain('Hapus filter');
    for (const query of [
      '?urut=acak',
      '?harga_min=murah&harga_max=-5',
      '?harga_min=1e99',
      '?page=abc&urut=',
      '?usia=&warna=',
      '?harga_min[]=1&urut[]=termurah',
    ]) {
      const res = await app.inject(`/kategori/gamis${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).toContain('Gamis &lt;Aisyah&gt;');
    }
    // A value the database cannot hold is no page, never a server error.
    const nul = await app.inject('/kategori/gamis?warna=%00');
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('describe the shop on the home page and the trail on a category page (JSON-LD)', async () => {
    const [shop, website] = jsonLdGraph((await app.inject('/')).body);
    expect(shop).toMatchObject({
      '@type': 'Organization',
      name: 'Etalase',
      url: 'https://toko.example.id/',
      logo: 'https://toko.example.id/icons/icon-512.png',
    });
    expect(shop?.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://toko.example.id/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://toko.example.id/cari?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    const [trail] = jsonLdGraph((await app.inject('/kategori/lakilaki?page=1')).body);
    expect(trail?.itemListElement).toEqual([
      crumb(1, 'Home', '/'),
      crumb(2, 'Semua Koleksi', '/kategori'),
      crumb(3, 'Koleksi Anak Laki-laki', '/kategori/lakilaki'),
    ]);
  });

  it('give every page a link-preview picture: drawn for home, categories and offers', async () => {
    const previews: [string, string][] = [
      ['/', '/bagikan/beranda.jpg'],
      ['/kategori', '/bagikan/kategori.jpg'],
      ['/kategori/gamis', '/bagikan/kategori-gamis.jpg'],
      ['/kategori/Setelan', '/bagikan/kategori-setelan.jpg'],
      ['/penawarankhusus', '/bagikan/penawarankhusus.jpg'],
      // Pages with no picture of their own show the home page's.
      ['/FAQ', '/bagikan/beranda.jpg'],
      ['/tentangkami', '/bagikan/beranda.jpg'],
      ['/cari?q=gamis', '/bagikan/beranda.jpg'],
    ];
    for (const [page, picture] of previews) {
      const res = await app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain(
        `<meta property="og:image" content="https://toko.example.id${picture}" data-head="">\n` +
          `    <meta property="og:image:width" content="1200" data-head="">\n` +
          `    <meta property="og:image:height" content="630" data-head="">`,
      );
      expect(res.body, page).toContain('<meta name="twitter:card" content="summary_large_image"');
    }
    // A product's preview is its main photo framed in a card of the same size.
    const product = await app.inject(`/detail/${produkId}`);
    expect(product.body).toContain(
      `<meta property="og:image" content="https://toko.example.id/bagikan/produk-${produkId}.jpg" data-head="">\n` +
        `    <meta property="og:image:width" content="1200" data-head="">\n` +
        `    <meta property="og:image:height" content="630" data-head="">\n` +
        `    <meta property="og:image:type" content="image/jpeg" data-head="">`,
    );
  });

  it('page through a category from the query string', async () => {
    const res = await app.inject('/kategori/gamis?page=1');
    expect(res.body).toContain('Menampilkan 1 dari 1 produk');
    expect(res.body).not.toContain('Koko Zaid');
  });

  it('redirect /faq to /FAQ and keep API misses as JSON', async () => {
    const faq = await app.inject('/faq');
    expect(faq.statusCode).toBe(301);
    expect(faq.headers.location).toBe('/FAQ');
    const api = await app.inject('/api/tidak-ada');
    expect(api.json()).toEqual({ message: 'Alamat tidak ditemukan.' });
  });

  it('list public pages and products in the sitemap, and keep crawlers out of admin', async () => {
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://toko.example.id/FAQ</loc>');
    expect(sitemap).toContain(`<loc>https://toko.example.id/detail/${produkId}</loc>`);
    const robots = (await app.inject('/robots.txt')).body;
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toContain('Sitemap: https://toko.example.id/sitemap.xml');
  });
});

describe('when the database cannot be reached', () => {
  it('answers a page with 503 and a short Indonesian notice, not an empty shop', async () => {
    const down = connectPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/etalase-ssr-test',
    });
    const broken = await buildApp({ config, db: down.db, client: { render, template } });
    try {
      const res = await broken.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Layanan sedang tidak tersedia');
    } finally {
      await broken.close();
      await down.close();
    }
  });
});
