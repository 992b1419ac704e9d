import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server.js';
import { buildApp } from '../app.js';
import { ChangeFeed } from '../services/change-feed/change-feed.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { projectRoot } from '../paths.js';
import { createAdmins } from '../test/admins.js';
import { insertProduk, insertWarna } from '../test/fixtures.js';
import { createTestDatabase } from '../test/test-database.js';
import { trpcMutation } from '../test/test-app.js';

// The product page's photos as the server renders them (docs/product.md §4 Detail): the
// gallery's order with and without a colour, which picture is fetched first, the JSON-LD image
// list, the JPEG link preview, and a page kept for visitors changing with the photos.

let app: FastifyInstance;
let database: DatabaseHandle;
let produkId: number;
let sageId: number;
let sageFoto: string;
let cookie: string;
const changes = new ChangeFeed({ live: true });
const SITE = 'https://toko.example.id';

beforeAll(async () => {
  const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/etalase-gallery-test',
    PUBLIC_URL: SITE,
  });
  app = await buildApp({ config, db: database.db, client: { render, template }, changes });
  ({ staffCookie: cookie } = await createAdmins(app, database.db));
  const produk = await insertProduk(database.db, {
    nama_produk: 'Gamis Aisyah',
    foto_produk: 'depan.webp',
  });
  produkId = produk.id;
  const sage = await insertWarna(database.db, produkId, 'Sage');
  sageId = sage.id;
  sageFoto = sage.foto;
  await database.db
    .insertInto('produk_foto')
    .values([
      {
        id_produk: produkId,
        id_warna: null,
        foto: 'belakang.webp',
        alt: 'Tampak belakang',
        urutan: 1,
      },
      { id_produk: produkId, id_warna: sageId, foto: 'sage.webp', alt: 'Detail Sage', urutan: 2 },
    ])
    .execute();
  changes.changed();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The gallery's pictures as sent: src, alt, loading and fetch priority, in order. */
function slides(body: string) {
  const track = /data-testid="galeri-foto"[^>]*>(.*?)<\/div><\/div>(?:<ul|<\/div>)/s.exec(
    body,
  )?.[1];
  return [...(track ?? '').matchAll(/<img ([^>]*)>/g)].map(([, attrs = '']) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    return {
      src: attr('src'),
      alt: attr('alt'),
      loading: attr('loading'),
      priority: attr('fetchPriority') ?? attr('fetchpriority'),
      sizes: attr('sizes'),
      size: `${attr('width')}x${attr('height')}`,
    };
  });
}

function jsonLdImages(body: string): unknown {
  const text = /<script type="application\/ld\+json" data-head="">(.*?)<\/script>/s.exec(body)?.[1];
  const graph = (JSON.parse(text ?? '{}') as { '@graph': { image?: unknown }[] })['@graph'];
  return graph[0]?.image;
}

// On a phone the photo is as wide as its allowed height makes it (the gallery's classes), not
// the whole width: 347 CSS pixels of a 412 × 823 screen rather than 379.
const GALLERY_SIZES =
  '(min-width: 768px) 45vw, min(calc(100vw - 2rem), max(15rem, calc(75svh - 16.875rem)))';

/** The thumbnails' pictures as sent: their fetch priority, in order. */
function thumbnailPriorities(body: string) {
  const list = /<ul aria-label="[^"]*"[^>]*>(.*?)<\/ul>/s.exec(
    body.split('data-testid="galeri-foto"')[1] ?? '',
  )?.[1];
  return [...(list ?? '').matchAll(/<img ([^>]*)>/g)].map(
    ([, attrs = '']) => /fetchPriority="([^"]*)"/i.exec(attrs)?.[1],
  );
}

describe('the product page gallery', () => {
  it('shows every photo in order, only the first fetched at once, with thumbnails', async () => {
    const res = await app.inject(`/detail/${produkId}`);
    expect(res.statusCode).toBe(200);
    expect(slides(res.body)).toEqual([
      {
        src: '/images/produk/depan.webp',
        alt: 'Gamis Aisyah, tampak depan',
        loading: 'eager',
        priority: 'high',
        sizes: GALLERY_SIZES,
        size: '900x1200',
      },
      {
        src: '/images/produk/belakang.webp',
        alt: 'Tampak belakang',
        loading: 'lazy',
        priority: 'low',
        sizes: GALLERY_SIZES,
        size: '900x1200',
      },
      {
        src: '/images/produk/sage.webp',
        alt: 'Detail Sage',
        loading: 'lazy',
        priority: 'low',
        sizes: GALLERY_SIZES,
        size: '900x1200',
      },
      // Then each colour's own photo, so choosing a colour only changes the order.
      {
        src: `/images/produk/${produkId}/${sageFoto}`,
        alt: 'Gamis Aisyah warna Sage',
        loading: 'lazy',
        priority: 'low',
        sizes: GALLERY_SIZES,
        size: '900x1200',
      },
    ]);
    // The thumbnails wait for the first photo too: it is the page's largest paint.
    expect(thumbnailPriorities(res.body)).toEqual(['low', 'low', 'low', 'low']);
    expect(res.body).toContain('srcSet="/images/produk/belakang-320.webp 320w');
    for (const n of [1, 2, 3, 4]) expect(res.body).toContain(`href="#foto-${n}"`);
    expect(res.body).toContain('aria-label="Foto 2 dari 4"');
  });

  it('lists every photo in JSON-LD and previews the main photo as a JPEG', async () => {
    const res = await app.inject(`/detail/${produkId}`);
    expect(jsonLdImages(res.body)).toEqual([
      `${SITE}/images/produk/depan.webp`,
      `${SITE}/images/produk/belakang.webp`,
      `${SITE}/images/produk/sage.webp`,
      `${SITE}/images/produk/${produkId}/${sageFoto}`,
    ]);
    expect(res.body).toContain(
      `<meta property="og:image" content="${SITE}/bagikan/produk-${produkId}.jpg"`,
    );
    // The photo framed in a 1200×630 card, as every link preview is.
    expect(res.body).toContain('<meta property="og:image:width" content="1200"');
    expect(res.body).toContain('<meta property="og:image:height" content="630"');
  });

  it('puts the chosen colour’s photo and the photos of that colour first', async () => {
    const res = await app.inject(`/detail/${produkId}?warna=${sageId}`);
    expect(slides(res.body).map((s) => s.src)).toEqual([
      `/images/produk/${produkId}/${sageFoto}`,
      '/images/produk/sage.webp',
      '/images/produk/depan.webp',
      '/images/produk/belakang.webp',
    ]);
    expect(slides(res.body)[0]).toMatchObject({ alt: 'Gamis Aisyah warna Sage', loading: 'eager' });
    expect(res.body).toContain(
      `<meta property="og:image" content="${SITE}/bagikan/produk-${produkId}-warna-${sageId}.jpg"`,
    );
    // JSON-LD describes the product, whatever the colour.
    expect(jsonLdImages(res.body)).toHaveLength(4);
  });

  it('changes for visitors as soon as an admin reorders the photos', async () => {
    // Kept for visitors now (in four variants: the recommendations are random).
    for (let i = 0; i < 8; i++) await app.inject(`/detail/${produkId}`);
    const ids = (
      await database.db
        .selectFrom('produk_foto')
        .select('id')
        .where('id_produk', '=', produkId)
        .orderBy('urutan')
        .execute()
    ).map((r) => r.id);
    const res = await trpcMutation(
      app,
      'foto.reorder',
      { idProduk: produkId, ids: [ids[1], ids[0], ids[2]] },
      { cookie },
    );
    expect(res.status).toBe(200);
    const after = await app.inject(`/detail/${produkId}`);
    expect(slides(after.body)[0]).toMatchObject({
      src: '/images/produk/belakang.webp',
      loading: 'eager',
    });
    expect(jsonLdImages(after.body)).toEqual([
      `${SITE}/images/produk/belakang.webp`,
      `${SITE}/images/produk/depan.webp`,
      `${SITE}/images/produk/sage.webp`,
      `${SITE}/images/produk/${produkId}/${sageFoto}`,
    ]);
    // Legacy clients see the new main photo.
    const legacy = await app.inject(`/api/produk/${produkId}`);
    expect(legacy.json()).toMatchObject({ foto_produk: 'belakang.webp' });
  });
});
