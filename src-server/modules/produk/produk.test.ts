import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BestSellerCard, Produk } from '../../../src/shared/schemas/produk.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import { MAX_PAGE_SIZE } from '../../../src/shared/limits.js';
import { SESSION_COOKIE } from '../../services/session/session-token.js';
import { insertProduk, insertTestimoni, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const rows = [
    {
      key: 'gamisAisyah',
      nama_produk: 'Gamis Anak Aisyah Motif Bunga',
      kategori: 'gamis',
      harga: 179_000,
      diskon: 25,
      jumlah_terjual: 13_890,
      created_at: day(1),
    },
    {
      key: 'gamisRuqayyah',
      nama_produk: 'Gamis Ruqayyah Polos',
      kategori: 'gamis',
      harga: 199_000,
      diskon: 30,
      jumlah_terjual: 50,
      created_at: day(2),
    },
    {
      key: 'kemeja',
      nama_produk: 'Kemeja Koko Anak Bilal',
      kategori: 'lakilaki',
      harga: 109_000,
      diskon: 15,
      jumlah_terjual: 1_530,
      created_at: day(3),
    },
    {
      key: 'kemenja',
      nama_produk: 'Kemenja Batik Anak',
      kategori: 'lakilaki',
      harga: 95_000,
      diskon: 0,
      jumlah_terjual: 20,
      created_at: day(4),
    },
    {
      key: 'jilbab',
      nama_produk: 'Jilbáb Instan Élsa',
      kategori: 'perempuan',
      harga: 45_000,
      diskon: 5,
      jumlah_terjual: 300,
      created_at: day(5),
    },
    {
      key: 'diskon',
      nama_produk: 'Kaos Diskon 50% Spesial_Raya',
      kategori: 'atasan',
      harga: 59_000,
      diskon: 50,
      jumlah_terjual: 10,
      created_at: day(6),
    },
    {
      key: 'setelan',
      nama_produk: 'Setelan Hamzah',
      kategori: 'setelan',
      harga: 119_000,
      diskon: 20,
      jumlah_terjual: 21_450,
      created_at: day(7),
      link_tiktok: 'https://www.tiktok.com/@toko/1',
    },
  ];
  for (const { key, ...values } of rows) ids[key] = (await insertProduk(t.db, values)).id;
});

afterAll(() => t.close());

const names = (list: { nama_produk: string }[]) => list.map((p) => p.nama_produk);

describe('produk.byId', () => {
  it('answers one product in the API shape', async () => {
    const { status, data } = await trpcQuery<Produk>(t.app, 'produk.byId', { id: ids.setelan });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: ids.setelan,
      nama_produk: 'Setelan Hamzah',
      harga: 119_000,
      diskon: 20,
      jumlah_terjual: 21_450,
      kategori: 'setelan',
      link_shopee: null,
      link_tiktok: 'https://www.tiktok.com/@toko/1',
    });
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt);
  });

  it('has a storefront variant that answers null for a missing id', async () => {
    expect(
      (await trpcQuery<Produk | null>(t.app, 'produk.detail', { id: 999_999 })).data,
    ).toBeNull();
    expect((await trpcQuery<Produk>(t.app, 'produk.detail', { id: ids.kemeja })).data.id).toBe(
      ids.kemeja,
    );
  });

  it('is a 404 with an Indonesian message for a missing id', async () => {
    const { status, error } = await trpcQuery(t.app, 'produk.byId', { id: 999_999 });
    expect(status).toBe(404);
    expect(error?.message).toBe('Produk tidak ditemukan.');
  });

  it.each([['abc'], [-1], [0], [1.5], [2 ** 40], [null]])(
    'is a 400, never a 500, for id %j',
    async (id) => {
      const { status, error } = await trpcQuery(t.app, 'produk.byId', { id });
      expect(status).toBe(400);
      expect(error?.message).toBe('ID tidak valid.');
      expect(JSON.stringify(error)).not.toMatch(/stack|select|at .*\.ts/i);
    },
  );

  it('is a 400 when the input is missing altogether', async () => {
    const { status, error } = await trpcQuery(t.app, 'produk.byId');
    expect(status).toBe(400);
    expect(error?.message).toMatch(/[a-z]/);
    expect(error?.data.issues?.[0]?.path).toBe('');
  });
});

describe('produk.list', () => {
  it('pages every product, newest first, with the total', async () => {
    const { data } = await trpcQuery<Page<Produk>>(t.app, 'produk.list', { page: 1, pageSize: 3 });
    expect(data.total).toBe(7);
    expect(data.page).toBe(1);
    expect(data.pageSize).toBe(3);
    expect(names(data.items)).toEqual([
      'Setelan Hamzah',
      'Kaos Diskon 50% Spesial_Raya',
      'Jilbáb Instan Élsa',
    ]);
    const page3 = await trpcQuery<Page<Produk>>(t.app, 'produk.list', { page: 3, pageSize: 3 });
    expect(names(page3.data.items)).toEqual(['Gamis Anak Aisyah Motif Bunga']);
  });

  it('filters by category, ignoring case and spaces', async () => {
    const { data } = await trpcQuery<Page<Produk>>(t.app, 'produk.list', { kategori: ' GAMIS ' });
    expect(data.total).toBe(2);
    expect(data.pageSize).toBe(12);
    expect(names(data.items)).toEqual(['Gamis Ruqayyah Polos', 'Gamis Anak Aisyah Motif Bunga']);
  });

  it('answers an empty page for an unknown category or a page past the end', async () => {
    const unknown = await trpcQuery<Page<Produk>>(t.app, 'produk.list', { kategori: 'sepatu' });
    expect(unknown.data).toMatchObject({ items: [], total: 0 });
    const far = await trpcQuery<Page<Produk>>(t.app, 'produk.list', { page: 99_999 });
    expect(far.data).toMatchObject({ items: [], total: 7, page: 99_999 });
  });

  it('caps a huge page size instead of failing', async () => {
    const { status, data } = await trpcQuery<Page<Produk>>(t.app, 'produk.list', {
      pageSize: 1_000_000,
    });
    expect(status).toBe(200);
    expect(data.pageSize).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    [{ page: -1 }, 'Nomor halaman tidak valid.'],
    [{ page: 0 }, 'Nomor halaman tidak valid.'],
    [{ page: 10 ** 12 }, 'Nomor halaman tidak valid.'],
    [{ page: 'dua' }, 'Nomor halaman tidak valid.'],
    [{ pageSize: -5 }, 'Jumlah data per halaman tidak valid.'],
    [{ pageSize: 0 }, 'Jumlah data per halaman tidak valid.'],
  ])('refuses %j with a 400', async (input, message) => {
    const { status, error } = await trpcQuery(t.app, 'produk.list', input);
    expect(status).toBe(400);
    expect(error?.message).toBe(message);
  });
});

describe('produk.search', () => {
  const search = async (query: string, limit?: number) =>
    (await trpcQuery<Produk[]>(t.app, 'produk.search', { query, limit })).data;

  it('finds by any part of the name, ignoring case', async () => {
    expect(names(await search('GAMIS'))).toEqual([
      'Gamis Anak Aisyah Motif Bunga',
      'Gamis Ruqayyah Polos',
    ]);
    expect(names(await search('ruqay'))).toEqual(['Gamis Ruqayyah Polos']);
  });

  it('ignores accents on either side', async () => {
    expect(names(await search('jilbab elsa'))).toEqual(['Jilbáb Instan Élsa']);
    expect(names(await search('ÉLSÁ'))).toEqual(['Jilbáb Instan Élsa']);
  });

  it('tolerates a one-letter typo, ranking exact matches first', async () => {
    expect(names(await search('gmis'))).toEqual([
      'Gamis Anak Aisyah Motif Bunga',
      'Gamis Ruqayyah Polos',
    ]);
    expect(names(await search('kemja'))).toContain('Kemeja Koko Anak Bilal');
    expect(names(await search('kemeja'))).toEqual(['Kemeja Koko Anak Bilal', 'Kemenja Batik Anak']);
  });

  it('needs every word to match', async () => {
    expect(names(await search('gamis polos'))).toEqual(['Gamis Ruqayyah Polos']);
    expect(await search('gamis sepatu')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    // As LIKE wildcards these would match almost everything.
    expect(names(await search('%'))).toEqual(['Kaos Diskon 50% Spesial_Raya']);
    expect(names(await search('_'))).toEqual(['Kaos Diskon 50% Spesial_Raya']);
    expect(await search('g%s')).toEqual([]);
    expect(await search('a_')).toEqual([]);
    expect(names(await search('50%'))).toEqual(['Kaos Diskon 50% Spesial_Raya']);
    expect(names(await search('spesial_raya'))).toEqual(['Kaos Diskon 50% Spesial_Raya']);
  });

  it('answers nothing for blank text without failing', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('    ')).toEqual([]);
  });

  it('survives SQL-looking, unicode and very long text', async () => {
    for (const query of [
      "'; drop table produk; --",
      "' or 1=1 --",
      '🧕👗 ملابس',
      '\\',
      'x'.repeat(500),
    ]) {
      const { status, data } = await trpcQuery<Produk[]>(t.app, 'produk.search', { query });
      expect(status).toBe(200);
      expect(data).toEqual([]);
    }
    expect((await trpcQuery<Page<Produk>>(t.app, 'produk.list', {})).data.total).toBe(7);
  });

  it('returns at most `limit` results', async () => {
    expect(await search('a', 2)).toHaveLength(2);
  });
});

describe('produk.bestSeller and produk.recommendations', () => {
  it('picks four distinct cards by the docs/architecture.md §7 rule', async () => {
    const { data } = await trpcQuery<BestSellerCard[]>(t.app, 'produk.bestSeller');
    expect(data.map((c) => [c.label, c.produk.nama_produk])).toEqual([
      ['TERLARIS', 'Setelan Hamzah'],
      ['TERMURAH', 'Jilbáb Instan Élsa'],
      ['TERBARU', 'Kaos Diskon 50% Spesial_Raya'],
      ['TERBARU', 'Kemenja Batik Anak'],
    ]);
  });

  it('recommends four other products, never the one being viewed', async () => {
    for (let i = 0; i < 5; i++) {
      const { data } = await trpcQuery<Produk[]>(t.app, 'produk.recommendations', {
        id: ids.kemeja,
      });
      expect(data).toHaveLength(4);
      expect(data.map((p) => p.id)).not.toContain(ids.kemeja);
      expect(new Set(data.map((p) => p.id)).size).toBe(4);
    }
  });
});

describe('legacy REST: products', () => {
  it('GET /api/produk answers every product as a bare array with both sold-count names', async () => {
    const res = await t.app.inject('/api/produk');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>[]>();
    expect(body).toHaveLength(7);
    expect(body[0]).toMatchObject({
      id: ids.gamisAisyah,
      produk_terjual: 13_890,
      jumlah_terjual: 13_890,
    });
    for (const key of [
      'id',
      'nama_produk',
      'harga',
      'diskon',
      'deskripsi_produk',
      'kategori',
      'foto_produk',
      'link_shopee',
      'link_tokopedia',
      'link_tiktok',
    ]) {
      expect(body[0]).toHaveProperty(key);
    }
  });

  it('GET /api/produk/{id} answers one product, 404 or 400', async () => {
    const ok = await t.app.inject(`/api/produk/${ids.kemeja}`);
    expect(ok.json()).toMatchObject({
      nama_produk: 'Kemeja Koko Anak Bilal',
      produk_terjual: 1_530,
    });
    const missing = await t.app.inject('/api/produk/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Produk tidak ditemukan.' });
    for (const bad of ['abc', '-3', '1.5', '99999999999999']) {
      const res = await t.app.inject(`/api/produk/${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'ID tidak valid.' });
    }
  });

  it('GET /api/produk/search/{query} decodes the path and answers an array', async () => {
    const res = await t.app.inject('/api/produk/search/gamis');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Gamis Anak Aisyah Motif Bunga', 'Gamis Ruqayyah Polos']);
    expect(res.json<Record<string, unknown>[]>()[0]).toHaveProperty('produk_terjual', 13_890);
    expect(
      names((await t.app.inject(`/api/produk/search/${encodeURIComponent('jilbáb élsa')}`)).json()),
    ).toEqual(['Jilbáb Instan Élsa']);
    expect(names((await t.app.inject('/api/produk/search/50%25')).json())).toEqual([
      'Kaos Diskon 50% Spesial_Raya',
    ]);
    for (const url of ['/api/produk/search/%20%20', '/api/produk/search/', '/api/produk/search']) {
      const blank = await t.app.inject(url);
      expect(blank.statusCode).toBe(200);
      expect(blank.json()).toEqual([]);
    }
    const long = await t.app.inject(`/api/produk/search/${'k'.repeat(500)}`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toEqual([]);
  });

  it('a legacy answer is the JSON of its products as they are now, after an edit too', async () => {
    // A new address each time: the response cache never answers, the server makes each answer.
    let asked = 0;
    const fresh = async (path: string) => {
      const res = await t.app.inject(`${path}?baru=${++asked}`);
      expect(res.headers['x-cache']).toBe('miss');
      return res;
    };
    const urls = ['/api/produk/search/gamis', '/api/kategoriproduk/gamis'];
    for (const url of urls) {
      const first = await fresh(url);
      // Made again: each product's JSON now comes from what the first answer made.
      const again = await fresh(url);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(JSON.stringify(again.json()));
    }
    const [aisyah] = (await fresh(urls[0] as string)).json<{ id: number }[]>();
    await t.db
      .updateTable('produk')
      .set({ harga: 187_500 })
      .where('id', '=', aisyah?.id as number)
      .execute();
    t.changes.changed();
    for (const url of urls) {
      const shown = (await fresh(url)).json<{ id: number; harga: number }[]>();
      expect(shown.find((p) => p.id === aisyah?.id)?.harga).toBe(187_500);
    }
  });

  it('GET /api/kategoriproduk/{filter} answers the products of a category', async () => {
    const res = await t.app.inject('/api/kategoriproduk/lakilaki');
    expect(names(res.json())).toEqual(['Kemeja Koko Anak Bilal', 'Kemenja Batik Anak']);
    expect((await t.app.inject('/api/kategoriproduk/tidakada')).json()).toEqual([]);
  });
});

describe('produk.page', () => {
  it('answers what produk.detail and the byProduk reads answer, from memory and from the database', async () => {
    const { id } = await insertProduk(t.db, { nama_produk: 'Gamis Halaman', kategori: 'gamis' });
    const sage = await insertWarna(t.db, id, 'Sage');
    await insertWarna(t.db, id, 'Navy');
    const size = await insertUkuran(t.db, id, { usia: '3-4 tahun' });
    await insertUkuran(t.db, id, { usia: '5-6 tahun' });
    await insertTestimoni(t.db, { idProduk: id });
    await t.db
      .insertInto('ketersediaan')
      .values({ id_produk: id, id_warna: sage.id, id_ukuran: size.id, tersedia: false })
      .execute();
    await t.db
      .insertInto('produk_foto')
      .values({
        id_produk: id,
        id_warna: sage.id,
        foto: 'galeri-halaman.webp',
        alt: 'Foto',
        urutan: 1,
      })
      .execute();
    t.changes.changed();

    // A visitor reads the catalogue kept in memory; a session (even a stale one) the database.
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=kedaluwarsa` }]) {
      const read = async (procedure: string, input: unknown) => {
        const result = await trpcQuery(t.app, procedure, input, headers);
        expect(result.status, procedure).toBe(200);
        return result.data;
      };
      const page = await read('produk.page', { id });
      expect(page).toEqual({
        produk: await read('produk.detail', { id }),
        warna: await read('warna.byProduk', { idProduk: id }),
        foto: await read('foto.byProduk', { idProduk: id }),
        ukuran: await read('ukuran.byProduk', { idProduk: id }),
        habis: await read('ketersediaan.byProduk', { idProduk: id }),
        testimoni: await read('testimoni.byProduk', { idProduk: id }),
        // No dated discount covers it (modules/diskon).
        diskonBerlaku: null,
      });
      expect(page).toMatchObject({
        produk: { nama_produk: 'Gamis Halaman' },
        warna: [{ warna: 'Sage' }, { warna: 'Navy' }],
        foto: [{ urutan: 0 }, { foto: 'galeri-halaman.webp' }],
        ukuran: [{ usia: '3-4 tahun' }, { usia: '5-6 tahun' }],
        habis: [{ id_warna: sage.id, id_ukuran: size.id }],
        testimoni: [{ id_produk: id }],
      });
      expect(await read('produk.page', { id: 999_999 })).toBeNull();
    }
  });
});
