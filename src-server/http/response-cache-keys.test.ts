import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server.js';
import type { RenderPage } from './ssr-contract.js';
import { projectRoot } from '../paths.js';
import { createAdmins } from '../test/admins.js';
import { insertFaq, insertProduk, insertUkuran, insertWarna } from '../test/fixtures.js';
import { CATEGORY_PAGE_SIZE } from '../../src/shared/limits.js';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, trpcMutation, type TestApp } from '../test/test-app.js';

// Who shares a kept answer (issue 18 item 2): every request that maps to a key gets what the
// key holds, so no header, escape or click id may make two different answers share one, and
// requests that only differ by what the page does not read must share it.

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function text(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('the response cache’s keys', () => {
  let t: TestApp;
  let mainCookie: string;
  let produkId: number;
  let warnaId: number;
  const rendered: string[] = [];

  const get = (url: string, headers: InjectOptions['headers'] = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...browser, ...headers } });

  /** Changes an FAQ behind the app's back: only an answer made afresh shows it. */
  const changeQuietly = async (jawaban: string) =>
    t.db.updateTable('faq').set({ jawaban }).execute();

  /**
   * A product page is kept in a few variants (its recommendations rotate), one picked at
   * random per request, a missing one made by one request in sixteen: 200 requests leave one
   * unmade about once in a hundred thousand runs.
   */
  const fillVariants = async (url: string) => {
    for (let i = 0; i < 200; i += 1) expect((await get(url)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
    const counted: RenderPage = (args) => {
      rendered.push(args.url);
      return render(args);
    };
    t = await createTestApp({}, { client: { render: counted, template } });
    ({ mainCookie } = await createAdmins(t.app, t.db));
    await insertFaq(t.db, 'Apakah bisa COD?', 'Bisa.');
    produkId = (await insertProduk(t.db, { nama_produk: 'Gamis Aisyah', kategori: 'gamis' })).id;
    warnaId = (await insertWarna(t.db, produkId, 'Sage')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers a plain tRPC read with the JSON-lines stream another client asked for', async () => {
    const url = `/api/trpc/faq.list?input=${encodeURIComponent('{}')}`;
    for (const headers of [
      { 'trpc-accept': 'application/jsonl' },
      { accept: 'application/jsonl' },
      { accept: 'text/html, application/jsonl' },
      { 'content-type': 'application/json' },
      { 'last-event-id': '1' },
    ]) {
      const odd = await get(url, headers);
      expect(odd.headers.etag, JSON.stringify(headers)).toBeUndefined();
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(() => JSON.parse(text(plain)) as unknown, JSON.stringify(headers)).not.toThrow();
    }
    // The stream itself, asked for after a plain read was kept, is a stream still.
    const stream = await get(url, { 'trpc-accept': 'application/jsonl' });
    expect(text(stream)).not.toBe(text(await get(url)));
  });

  it('keeps an answer only when its Vary names headers the key covers', async () => {
    const other = await createTestApp(
      {},
      {
        client: await storefrontClient(),
        beforeReady: (app) => {
          app.get('/uji-vary', async (request, reply) =>
            reply
              .header('vary', 'Accept-Encoding, X-Bahasa')
              .type('text/plain')
              .send(`${String(request.headers['x-bahasa'])} `.repeat(500)),
          );
        },
      },
    );
    try {
      const jawa = await other.app.inject({ url: '/uji-vary', headers: { 'x-bahasa': 'jawa' } });
      expect(jawa.headers.etag).toBeUndefined();
      const sunda = await other.app.inject({ url: '/uji-vary', headers: { 'x-bahasa': 'sunda' } });
      expect(sunda.body).toContain('sunda');
    } finally {
      await other.close();
    }
    const { variesOnlyOnCovered } = await import('./cache-key.js');
    expect(variesOnlyOnCovered('Accept-Encoding, trpc-accept, accept')).toBe(true);
    expect(variesOnlyOnCovered(undefined)).toBe(true);
    expect(variesOnlyOnCovered('Accept-Encoding, X-Bahasa')).toBe(false);
    expect(variesOnlyOnCovered(['accept', 'cookie'])).toBe(false);
  });

  it('renders and keeps a tracked link as the page it links to, without the click id', async () => {
    const page = `/detail/${produkId}`;
    await fillVariants(page);
    const before = rendered.length;
    const tracked = await get(`${page}?fbclid=IwAR0klik123&utm_source=ig&utm_medium=social`);
    expect(rendered.length).toBe(before);
    expect(text(tracked)).not.toContain('IwAR0klik123');
    expect(text(tracked)).toContain(`<link rel="canonical" href="http://localhost:3000${page}"`);

    // A page made afresh for a tracked link carries no click id either, and is kept for the rest
    // (from its second request on, as every address).
    await get('/kategori?gclid=Cj0KCQ_klik&ttclid=E.C.P.klik&igshid=abc');
    const made = rendered.at(-1) ?? '';
    expect(made).toBe('/kategori');
    await get('/kategori?fbclid=another');
    const count = rendered.length;
    await get('/kategori');
    await get('/kategori?utm_campaign=ramadan&srsltid=AfmB');
    expect(rendered.length).toBe(count);
  });

  it('keys a page by the parameters it reads, in one order, odd values as the page reads them', async () => {
    // A second page of gamis for 3-4 year-olds (a page past the last is a 404, never kept).
    for (let i = 0; i <= CATEGORY_PAGE_SIZE; i++) {
      const { id } = await insertProduk(t.db, { kategori: 'gamis' });
      await insertUkuran(t.db, id, { usia: '3-4 tahun' });
    }
    t.changes.changed();
    await get('/kategori/gamis?urut=termurah&usia=3-4+tahun&page=2');
    await get('/kategori/gamis?urut=termurah&usia=3-4+tahun&page=2');
    const count = rendered.length;
    await get('/kategori/gamis?page=2&usia=3-4%20tahun&urut=termurah&fbclid=x');
    await get('/kategori/gamis?usia=3-4+tahun&urut=termurah&page=02');
    expect(rendered.length).toBe(count);
    // Another value the page reads is another page.
    await get('/kategori/gamis?urut=termahal&usia=3-4+tahun&page=2');
    expect(rendered.length).toBe(count + 1);
    // A value the page would not read is the page without it.
    await get('/testimoni');
    await get('/testimoni');
    const testimoni = rendered.length;
    await get('/testimoni?page=abc');
    await get('/testimoni?page=1&x=1');
    expect(rendered.length).toBe(testimoni);
    await fillVariants(`/detail/${produkId}?warna=${warnaId}`);
    const colour = rendered.length;
    await get(`/detail/${produkId}?warna=${warnaId}&utm_source=wa`);
    expect(rendered.length).toBe(colour);
  });

  it('answers a product page on a colour not its own from the product’s page', async () => {
    const other = await insertProduk(t.db, { nama_produk: 'Gamis Zahra', kategori: 'gamis' });
    const otherColour = (await insertWarna(t.db, other.id, 'Navy')).id;
    const ownColour = (await insertWarna(t.db, produkId, 'Krem')).id;
    // Written behind the app's back: told as an admin's save would tell it.
    t.changes.changed();
    await fillVariants(`/detail/${produkId}`);
    const before = rendered.length;
    for (const warna of [otherColour, 999_999]) {
      const res = await get(`/detail/${produkId}?warna=${warna}`);
      expect(res.statusCode).toBe(200);
      expect(text(res)).toContain('Gamis Aisyah');
    }
    expect(rendered).toHaveLength(before);
    // One of its own colours is a page of its own.
    expect((await get(`/detail/${produkId}?warna=${ownColour}`)).statusCode).toBe(200);
    expect(rendered.slice(before)).toEqual([`/detail/${produkId}?warna=${ownColour}`]);
  });

  it('renders a burst of misses for one page once, and a visitor after a save sees the save', async () => {
    await changeQuietly('Bisa, di Garut.');
    const edit = await trpcMutation(
      t.app,
      'faq.create',
      { pertanyaan: 'Ongkir?', jawaban: 'Gratis ongkir.' },
      { cookie: mainCookie },
    );
    expect(edit.status).toBe(200);
    const before = rendered.length;
    const burst = await Promise.all(Array.from({ length: 40 }, () => get('/FAQ')));
    expect(rendered.length - before).toBe(1);
    for (const res of burst) {
      expect(res.statusCode).toBe(200);
      expect(text(res)).toContain('Gratis ongkir.');
    }
    const etags = new Set(burst.map((res) => res.headers.etag));
    expect(etags.size).toBe(1);
  });

  it('lets a burst that waits on a page it cannot keep make its own answers', async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => get('/halaman-yang-tidak-ada')),
    );
    for (const res of burst) expect(res.statusCode).toBe(404);
  });

  it('decides what it never keeps on the path as the router reads it', async () => {
    const input = encodeURIComponent(JSON.stringify({ query: 'zzqx', page: 1 }));
    for (const url of [
      `/api/trpc/produk.searchPage?input=${input}`,
      `/api/trpc/produk%2EsearchPage?input=${input}`,
      `/api/trpc/produk%2esearchPage?input=${input}`,
      `/api/trpc/faq.list,produk%2EsearchPage?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: { query: 'zzqx', page: 1 } }))}`,
      `/api/trpc/promo%2EunsubscribeInfo?input=${encodeURIComponent(JSON.stringify({ token: 'x'.repeat(43) }))}`,
      '/%63ari?q=zzqx',
      '/CARI?q=zzqx',
    ]) {
      const res = await get(url);
      expect(res.headers.etag, url).toBeUndefined();
    }
  });

  it('answers a path with a line break with the 404 page, never a kept blank page', async () => {
    for (const url of ['/%0a', '/%0d', '/kategori%0a', '/%0d%0aSet-Cookie:x=1', '/detail/1%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(text(res), url).toContain('<h1');
    }
  });

  it('tells at once that an address has just signed up', async () => {
    const email = 'baru@contoh.id';
    const checkUrl = `/api/trpc/promo.check?input=${encodeURIComponent(JSON.stringify({ email }))}`;
    const rest = `/api/promo/check?email=${encodeURIComponent(email)}`;
    expect(JSON.parse(text(await get(checkUrl)))).toMatchObject({
      result: { data: { exists: false } },
    });
    expect(JSON.parse(text(await get(rest)))).toEqual({ exists: false });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, persetujuan: true },
    });
    expect(signUp.statusCode).toBeLessThan(300);
    expect(JSON.parse(text(await get(checkUrl)))).toMatchObject({
      result: { data: { exists: true } },
    });
    expect(JSON.parse(text(await get(rest)))).toEqual({ exists: true });
  });
});
