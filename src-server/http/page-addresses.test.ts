import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE_SIZE, TESTIMONI_PAGE_SIZE } from '../../src/shared/limits.js';
import { insertProduk, insertTestimoni } from '../test/fixtures.js';
import { storefrontClient } from '../test/rendering-app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { slashlessAddress } from './trailing-slash.js';

// Issue 22 item 2: one address per page, and no empty page answered as a page (a soft 404).

let t: TestApp;
let produkId: number;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://toko.example.id' },
    { client: await storefrontClient() },
  );
  produkId = (await insertProduk(t.db, { kategori: 'gamis' })).id;
  for (let i = 0; i < CATEGORY_PAGE_SIZE; i++) await insertProduk(t.db, { kategori: 'gamis' });
  for (let i = 0; i <= TESTIMONI_PAGE_SIZE; i++) await insertTestimoni(t.db);
});
afterAll(() => t.close());

const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];

describe('a list page past the last', () => {
  it('answers 404 with no canonical address, where the last page answers 200', async () => {
    // Gamis has one product more than a page: two pages.
    for (const url of ['/kategori/gamis?page=2', '/kategori?page=2', '/testimoni?page=2']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(canonicalOf(res.body), url).toBe(`https://toko.example.id${url}`);
    }
    for (const url of [
      '/kategori/gamis?page=3',
      '/kategori?page=99',
      '/kategori/gamis?page=2&usia=99%20tahun',
      '/testimoni?page=3',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('name="robots" content="noindex"');
      expect(canonicalOf(res.body), url).toBeUndefined();
      expect(res.body, url).not.toContain('og:url');
    }
    // Page 1 is a page even when nothing is in it.
    expect((await t.app.inject('/kategori/gamis?usia=99%20tahun')).statusCode).toBe(200);
  });
});

describe('the 404 page', () => {
  it('carries no canonical address and no og:url', async () => {
    for (const url of ['/halaman-tidak-ada', '/detail/999999']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(canonicalOf(res.body), url).toBeUndefined();
      expect(res.body, url).not.toContain('/404');
    }
  });
});

describe('a page address with a trailing slash', () => {
  it('leads to the page without it, keeping the query', async () => {
    const cases: [string, string][] = [
      [`/detail/${produkId}/`, `/detail/${produkId}`],
      ['/kategori/', '/kategori'],
      ['/kategori/gamis/?page=2', '/kategori/gamis?page=2'],
      ['/FAQ/', '/FAQ'],
      ['/testimoni//', '/testimoni'],
    ];
    for (const [from, to] of cases) {
      const res = await t.app.inject(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await t.app.inject(`/detail/${produkId}`)).statusCode).toBe(200);
    expect((await t.app.inject('/')).statusCode).toBe(200);
  });

  it('never leads to another host', () => {
    for (const url of ['//evil.example/', '///evil.example//', '/\\evil.example/', '/%5Cevil/']) {
      expect(slashlessAddress(url), url).toBeUndefined();
    }
    expect(slashlessAddress('/')).toBeUndefined();
    expect(slashlessAddress('/kategori?x=/')).toBeUndefined();
  });
});
