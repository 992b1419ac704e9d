import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The legacy lists answer a hundred products at a time: the whole catalogue of a shop this size,
// never megabytes per request at ten thousand.

let t: TestApp;
let ids: number[];

const row = (n: number, kategori: string) => ({
  nama_produk: `Produk Halaman ${n}`,
  harga: 100_000 + n,
  diskon: 10,
  jumlah_terjual: n,
  deskripsi_produk: 'Deskripsi',
  kategori,
  foto_produk: `halaman-${n}.webp`,
});

beforeAll(async () => {
  t = await createTestApp();
  // 205 products: 120 gamis, then 85 atasan.
  const inserted = await t.database.db
    .insertInto('produk')
    .values(Array.from({ length: 205 }, (_, i) => row(i + 1, i < 120 ? 'gamis' : 'atasan')))
    .returning('id')
    .execute();
  ids = inserted.map((r) => r.id).sort((a, b) => a - b);
});

afterAll(() => t.close());

const idsOf = (res: { json: () => unknown }) => (res.json() as { id: number }[]).map((p) => p.id);

/** The Link header as rel → target. */
function links(header: unknown): Record<string, string> {
  const byRel: Record<string, string> = {};
  for (const part of String(header).split(', ')) {
    const [, target, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
    if (rel && target) byRel[rel] = target;
  }
  return byRel;
}

describe('GET /api/produk at more than a hundred products', () => {
  it('answers the first hundred by id, the total and where the next pages are', async () => {
    const res = await t.app.inject('/api/produk');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual(ids.slice(0, 100));
    expect(res.headers['x-total-count']).toBe('205');
    expect(links(res.headers.link)).toEqual({
      next: '/api/produk?page=2',
      first: '/api/produk?page=1',
      last: '/api/produk?page=3',
    });
  });

  it('answers the last page with what is left and a way back', async () => {
    const res = await t.app.inject('/api/produk?page=3');
    expect(idsOf(res)).toEqual(ids.slice(200));
    expect(links(res.headers.link)).toEqual({
      prev: '/api/produk?page=2',
      first: '/api/produk?page=1',
      last: '/api/produk?page=3',
    });
    expect((await t.app.inject('/api/produk?page=4')).json()).toEqual([]);
  });

  it('takes a smaller page size and keeps it in the links; a larger one gets a hundred', async () => {
    const small = await t.app.inject('/api/produk?page=2&limit=10');
    expect(idsOf(small)).toEqual(ids.slice(10, 20));
    expect(links(small.headers.link).next).toBe('/api/produk?page=3&limit=10');
    expect(links(small.headers.link).last).toBe('/api/produk?page=21&limit=10');
    expect(idsOf(await t.app.inject('/api/produk?limit=500'))).toEqual(ids.slice(0, 100));
  });

  it('refuses a page or size that is not a positive whole number, in Indonesian', async () => {
    for (const [query, message] of [
      ['page=0', messages.invalidPage],
      ['page=abc', messages.invalidPage],
      ['page=1.5', messages.invalidPage],
      ['limit=0', messages.invalidPageSize],
      ['limit=-3', messages.invalidPageSize],
    ] as const) {
      const res = await t.app.inject(`/api/produk?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBe(message);
    }
  });

  it('carries the total and the links on kept copies and on 304s too', async () => {
    const url = '/api/produk?page=2';
    // An address is kept from its second request on (http/response-cache.ts).
    await t.app.inject(url);
    const first = await t.app.inject(url);
    const kept = await t.app.inject(url);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['x-total-count']).toBe('205');
    expect(kept.headers.link).toBe(first.headers.link);
    const notModified = await t.app.inject({
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.link).toBe(first.headers.link);
  });
});

describe('GET /api/kategoriproduk/{filter} at more than a hundred products', () => {
  it('pages the category the same way', async () => {
    const res = await t.app.inject('/api/kategoriproduk/gamis');
    expect(idsOf(res)).toEqual(ids.slice(0, 100));
    expect(res.headers['x-total-count']).toBe('120');
    expect(links(res.headers.link).next).toBe('/api/kategoriproduk/gamis?page=2');
    const rest = await t.app.inject('/api/kategoriproduk/gamis?page=2');
    expect(idsOf(rest)).toEqual(ids.slice(100, 120));
  });

  it('answers one page and no next for a small category', async () => {
    const res = await t.app.inject('/api/kategoriproduk/atasan');
    expect(res.json()).toHaveLength(85);
    expect(links(res.headers.link)).toEqual({
      first: '/api/kategoriproduk/atasan?page=1',
      last: '/api/kategoriproduk/atasan?page=1',
    });
    const none = await t.app.inject('/api/kategoriproduk/tidakada');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });
});
