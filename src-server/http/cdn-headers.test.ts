import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../test/admins.js';
import { insertFaq, insertProduk } from '../test/fixtures.js';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, trpcMutation, type TestApp } from '../test/test-app.js';

// What a CDN is told (docs/decisions/0044): the answers the app keeps for visitors are public
// with their tags, everything personal is private, and every change this instance writes is
// purged through the job queue until the CDN says yes. Off, nothing changes.

const browser = { 'accept-encoding': 'br, gzip' };
const PUBLIC = 'public, max-age=30, s-maxage=600, stale-while-revalidate=15, stale-if-error=3600';

describe('CDN headers off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { client: await storefrontClient() });
    await insertFaq(t.db, 'Apakah bisa COD?', 'Bisa.');
  });
  afterAll(async () => t.close());

  it('leaves pages and reads as they were, without tags', async () => {
    const page = await t.app.inject({ url: '/FAQ', headers: browser });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.xkey).toBeUndefined();
    const read = await t.app.inject({ url: '/api/faq', headers: browser });
    expect(read.headers['cache-control']).toBe('no-store');
  });
});

describe('CDN headers on, purging through a webhook', () => {
  let t: TestApp;
  let mainCookie: string;
  let produkId: number;
  const hook: { tags: string[]; at: number }[] = [];
  /** The webhook refuses this many calls first (a CDN that is away). */
  let refuse = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (refuse > 0) {
        refuse -= 1;
        response.writeHead(503).end();
        return;
      }
      hook.push({ ...(JSON.parse(body) as { tags: string[] }), at: Date.now() });
      response.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp(
      {
        CDN_CACHE: 'on',
        CDN_MAX_AGE: '30',
        CDN_S_MAXAGE: '600',
        CDN_STALE_WHILE_REVALIDATE: '15',
        CDN_STALE_IF_ERROR: '3600',
        CDN_TAG_HEADER: 'Surrogate-Key',
        CDN_PURGE: 'webhook',
        CDN_PURGE_URL: `http://127.0.0.1:${port}/purge`,
        CDN_PURGE_SECRET: 'rahasia-webhook-yang-panjang-sekali-123',
      },
      { client: await storefrontClient() },
    );
    ({ mainCookie } = await createAdmins(t.app, t.db));
    produkId = (await insertProduk(t.db, { nama_produk: 'Gamis CDN', diskon: 0 })).id;
    await insertFaq(t.db, 'Apakah bisa COD?', 'Bisa.');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('tags what the app keeps by what it shows, and keeps the tags on kept copies', async () => {
    for (let i = 0; i < 3; i++) {
      const read = await t.app.inject({ url: `/api/produk/${produkId}`, headers: browser });
      expect(read.headers['cache-control']).toBe(PUBLIC);
      expect(read.headers['surrogate-key']).toBe(`all p${produkId}`);
      expect(read.headers.vary).toBe('Accept-Encoding');
    }
    const home = await t.app.inject({ url: '/', headers: browser });
    expect(home.headers['cache-control']).toBe(PUBLIC);
    expect(home.headers['surrogate-key']).toBe('all list');
    expect((await t.app.inject({ url: '/FAQ', headers: browser })).headers['surrogate-key']).toBe(
      'all',
    );
  });

  it('makes everything personal private: a session, a preview, a click out, a missing product', async () => {
    const withSession = await t.app.inject({
      url: `/api/produk/${produkId}`,
      headers: { ...browser, cookie: mainCookie },
    });
    expect(withSession.headers['cache-control']).toBe('private, no-store');
    expect(withSession.headers['surrogate-key']).toBeUndefined();
    const preview = await t.app.inject({
      url: `/detail/${produkId}?pratinjau=abc`,
      headers: browser,
    });
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const out = await t.app.inject({ url: `/keluar/${produkId}/whatsapp`, headers: browser });
    expect(out.statusCode).toBeGreaterThanOrEqual(300);
    expect(out.headers['cache-control']).toBe('private, no-store');
    const missing = await t.app.inject({ url: '/api/produk/999999', headers: browser });
    expect(missing.headers['cache-control']).not.toContain('public');
  });

  it('purges a save’s tags through the job queue, again until the CDN says yes, without holding the save', async () => {
    refuse = 1;
    const saved = await trpcMutation(
      t.app,
      'produk.update',
      {
        id: produkId,
        nama_produk: 'Gamis CDN',
        harga: 155_000,
        diskon: 0,
        jumlah_terjual: 0,
        deskripsi_produk: 'Deskripsi uji',
        kategori: 'atasan',
      },
      { cookie: mainCookie },
    );
    expect(saved.status, saved.response.body).toBe(200);
    // The save answered while the CDN still refused.
    expect(hook).toEqual([]);
    for (let tries = 0; tries < 300 && hook.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refuse).toBe(0);
    expect(hook.map((call) => call.tags)).toEqual([['list', `p${produkId}`]]);
  }, 30_000);

  it('purges only the changes this instance wrote, not those it hears of', async () => {
    hook.length = 0;
    // As if another instance's change arrived by NOTIFY: that instance purges it.
    t.changes.changed({ produk: [produkId] });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook).toEqual([]);
    await trpcMutation(
      t.app,
      'faq.create',
      { pertanyaan: 'Ukuran apa saja?', jawaban: 'Dari 1 sampai 12 tahun.' },
      { cookie: mainCookie },
    );
    for (let tries = 0; tries < 100 && hook.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(hook.map((call) => call.tags)).toEqual([['all']]);
  });
});
