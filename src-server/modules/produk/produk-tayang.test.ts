import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProdukAdminRow, ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertTestimoni, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, multipart } from '../../test/uploads.js';
import { pratinjauToken } from './pratinjau-token.js';

// Draf, Tersembunyi and a schedule in every public read (docs/product.md §11): a Draf product,
// one whose start is still ahead and one whose end has passed are nowhere a visitor looks (its
// page is a 404, and no list, search, suggestion, sitemap, share picture, recommendation, best
// seller, JSON-LD or legacy read names it); a Tersembunyi product answers by its link with
// `noindex` and is in no list. Visitors read through the kept catalogue, a signed-in admin
// through the database: both are asked.

let t: TestApp;
let staffCookie: string;
let mainCookie: string;
const HOUR = 60 * 60 * 1000;

const ids = { tayang: 0, tayang2: 0, draf: 0, tersembunyi: 0, nanti: 0, lewat: 0 };
/** Those visitors must not find anywhere. */
let hidden: number[];

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://toko.example.id' },
    { client: await storefrontClient() },
  );
  ({ staffCookie, mainCookie } = await createAdmins(t.app, t.db));
  const make = async (
    key: keyof typeof ids,
    values: Parameters<typeof insertProduk>[1],
    warna: string,
  ) => {
    const p = await insertProduk(t.db, { kategori: 'gamis', ...values });
    ids[key] = p.id;
    await insertWarna(t.db, p.id, warna);
    await insertUkuran(t.db, p.id, { usia: `${p.id} tahun` });
    await insertTestimoni(t.db, { idProduk: p.id });
    await t.storage.put(`produk/${p.foto_produk}`, await jpeg(60, 80));
  };
  const now = Date.now();
  await make('tayang', { nama_produk: 'Gamis Aisyah Tayang', jumlah_terjual: 5 }, 'Sage');
  await make('tayang2', { nama_produk: 'Gamis Aisyah Kedua', jumlah_terjual: 4 }, 'Navy');
  // The hidden ones sell best and cost least: every "best" list would pick them first.
  await make(
    'draf',
    { nama_produk: 'Gamis Aisyah Draf', status: 'draf', jumlah_terjual: 900, harga: 1000 },
    'Zamrud',
  );
  await make(
    'tersembunyi',
    { nama_produk: 'Gamis Aisyah Rahasia', status: 'tersembunyi', jumlah_terjual: 800 },
    'Marun',
  );
  await make(
    'nanti',
    {
      nama_produk: 'Gamis Aisyah Nanti',
      jumlah_terjual: 700,
      harga: 2000,
      tayang_mulai: new Date(now + HOUR),
    },
    'Lilac',
  );
  await make(
    'lewat',
    {
      nama_produk: 'Gamis Aisyah Lewat',
      jumlah_terjual: 600,
      harga: 3000,
      tayang_mulai: new Date(now - 2 * HOUR),
      tayang_sampai: new Date(now - HOUR),
    },
    'Olive',
  );
  hidden = [ids.draf, ids.nanti, ids.lewat];
  t.changes.changed();
});
afterAll(() => t.close());

const LISTED = () => [ids.tayang, ids.tayang2];
const notHidden = (found: number[]) => {
  for (const id of [...hidden, ids.tersembunyi]) expect(found).not.toContain(id);
};
const idsOf = (items: { id: number }[]) => items.map((p) => p.id);

/** Each read as an anonymous visitor (kept catalogue) and as a signed-in admin (database). */
const AS = [
  ['a visitor', () => ({})],
  ['a signed-in admin', () => ({ cookie: staffCookie })],
] as const;

describe.each(AS)('the public reads, as %s', (_who, headers) => {
  it('lists only Tayang products within their window: category pages and the legacy lists', async () => {
    const list = await trpcQuery<{ items: ProdukCard[]; total: number }>(
      t.app,
      'produk.list',
      { kategori: 'gamis' },
      headers(),
    );
    expect(idsOf(list.data.items).sort()).toEqual(LISTED().sort());
    expect(list.data.total).toBe(2);

    for (const url of ['/api/produk', '/api/kategoriproduk/gamis']) {
      const res = await t.app.inject({ url, headers: headers() });
      expect(idsOf(res.json<{ id: number }[]>()), url).toEqual(LISTED());
      expect(res.headers['x-total-count']).toBe('2');
    }
  });

  it('finds only listed products in search, suggestions, best sellers and recommendations', async () => {
    const suggestions = await trpcQuery<{ id: number }[]>(
      t.app,
      'produk.search',
      { query: 'aisyah', limit: 20 },
      headers(),
    );
    expect(idsOf(suggestions.data).sort()).toEqual(LISTED().sort());
    // Two words, a typo, a description word: the other statements of search.
    for (const query of ['gamis aisyah', 'aisyha', 'deskripsi uji']) {
      const found = await trpcQuery<{ id: number }[]>(
        t.app,
        'produk.search',
        { query, limit: 20 },
        headers(),
      );
      notHidden(idsOf(found.data));
    }
    const legacySearch = await t.app.inject({
      url: '/api/produk/search/aisyah',
      headers: headers(),
    });
    expect(idsOf(legacySearch.json<{ id: number }[]>()).sort()).toEqual(LISTED().sort());
    const page = await trpcQuery<{ items: ProdukCard[]; total: number }>(
      t.app,
      'produk.searchPage',
      { query: 'aisyah' },
      headers(),
    );
    expect(page.data.total).toBe(2);

    const best = await trpcQuery<{ produk: ProdukCard }[]>(
      t.app,
      'produk.bestSeller',
      undefined,
      headers(),
    );
    notHidden(best.data.map((b) => b.produk.id));
    expect(best.data.length).toBeGreaterThan(0);

    for (let i = 0; i < 4; i++) {
      const recommended = await trpcQuery<ProdukCard[]>(
        t.app,
        'produk.recommendations',
        { id: ids.tayang },
        headers(),
      );
      expect(idsOf(recommended.data)).toEqual([ids.tayang2]);
    }
  });

  it("leaves a hidden product's colours and ages out of the filters", async () => {
    const options = await trpcQuery<{ warna: string[]; usia: string[] }>(
      t.app,
      'produk.filterOptions',
      { kategori: 'gamis' },
      headers(),
    );
    expect(options.data.warna.sort()).toEqual(['Navy', 'Sage']);
    expect(options.data.usia).toHaveLength(2);
  });

  it('answers a hidden product by id as missing, with none of its colours, sizes or testimonials, and a Tersembunyi one in full', async () => {
    for (const id of hidden) {
      expect(
        (await t.app.inject({ url: `/api/produk/${id}`, headers: headers() })).statusCode,
      ).toBe(404);
      const detail = await trpcQuery(t.app, 'produk.detail', { id }, headers());
      expect(detail.data).toBeNull();
      for (const part of ['warnaproduk', 'ukuranproduk', 'testimoniproduk']) {
        const res = await t.app.inject({ url: `/api/${part}/${id}`, headers: headers() });
        expect(res.json(), `${part}/${id}`).toEqual([]);
      }
      for (const procedure of ['foto.byProduk', 'ketersediaan.byProduk']) {
        const res = await trpcQuery(t.app, procedure, { idProduk: id }, headers());
        expect(res.data, procedure).toEqual([]);
      }
    }
    const shown = await t.app.inject({ url: `/api/produk/${ids.tersembunyi}`, headers: headers() });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: ids.tersembunyi, status: 'tersembunyi' });
    const colours = await t.app.inject({
      url: `/api/warnaproduk/${ids.tersembunyi}`,
      headers: headers(),
    });
    expect(colours.json()).toEqual([expect.objectContaining({ warna: 'Marun' })]);
  });
});

describe('the pages and files crawlers and chats read', () => {
  it('serves a hidden product page as a 404, and a Tersembunyi one with noindex and no JSON-LD', async () => {
    for (const id of hidden) {
      const page = await t.app.inject(`/detail/${id}`);
      expect(page.statusCode, `/detail/${id}`).toBe(404);
      expect(page.body).not.toContain('Gamis Aisyah');
    }
    const secret = await t.app.inject(`/detail/${ids.tersembunyi}`);
    expect(secret.statusCode).toBe(200);
    expect(secret.body).toContain('Gamis Aisyah Rahasia');
    expect(secret.body).toContain('<meta name="robots" content="noindex"');
    expect(secret.body).not.toContain('"@type":"Product"');

    const shown = await t.app.inject(`/detail/${ids.tayang}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('content="noindex"');
    expect(shown.body).toContain('"@type":"Product"');
  });

  it('leaves hidden and Tersembunyi products out of the home, category and search pages', async () => {
    for (const url of ['/', '/kategori/gamis', '/kategori', '/cari?q=aisyah']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Gamis Aisyah Tayang');
      for (const name of ['Draf', 'Rahasia', 'Nanti', 'Lewat']) {
        expect(page.body, `${url}: ${name}`).not.toContain(`Gamis Aisyah ${name}`);
      }
    }
  });

  it('lists only listed products in the sitemap', async () => {
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    for (const id of LISTED()) expect(sitemap).toContain(`/detail/${id}</loc>`);
    for (const id of [...hidden, ids.tersembunyi])
      expect(sitemap).not.toContain(`/detail/${id}</loc>`);
  });

  it('draws no share picture of a hidden product, nor of its colour', async () => {
    expect((await t.app.inject(`/bagikan/produk-${ids.tayang}.jpg`)).statusCode).toBe(200);
    expect((await t.app.inject(`/bagikan/produk-${ids.tersembunyi}.jpg`)).statusCode).toBe(200);
    for (const id of hidden) {
      expect((await t.app.inject(`/bagikan/produk-${id}.jpg`)).statusCode).toBe(404);
    }
  });
});

describe("the admin's reads", () => {
  it('lists every product with its status, and filters by status', async () => {
    type Rows = Page<ProdukAdminRow>;
    const all = await trpcQuery<Rows>(t.app, 'produk.adminList', {}, { cookie: staffCookie });
    expect(all.data.total).toBe(6);
    const draf = await trpcQuery<Rows>(
      t.app,
      'produk.adminList',
      { status: 'draf' },
      { cookie: staffCookie },
    );
    expect(draf.data.items.map((r) => [r.id, r.status])).toEqual([[ids.draf, 'draf']]);
    const terjadwal = await trpcQuery<Rows>(
      t.app,
      'produk.adminList',
      { status: 'terjadwal' },
      { cookie: staffCookie },
    );
    expect(idsOf(terjadwal.data.items)).toEqual([ids.nanti]);
    expect(terjadwal.data.items[0]?.tayang_mulai).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const byId = await trpcQuery<{ id: number }>(
      t.app,
      'produk.adminById',
      { id: ids.draf },
      { cookie: staffCookie },
    );
    expect(byId.data.id).toBe(ids.draf);
  });
});

describe('the preview link', () => {
  const link = async (id: number) =>
    (
      await trpcQuery<{ path: string; berlakuSampai: string }>(
        t.app,
        'produk.previewLink',
        { id },
        { cookie: staffCookie },
      )
    ).data;

  it("shows a Draf product's page, with its parts, marked noindex and never kept", async () => {
    const { path, berlakuSampai } = await link(ids.draf);
    expect(path).toMatch(new RegExp(`^/detail/${ids.draf}\\?pratinjau=[\\w.-]+$`));
    // A week from now, give or take the test's own time.
    expect(Math.abs(Date.parse(berlakuSampai) - Date.now() - 7 * 24 * HOUR)).toBeLessThan(60_000);

    const page = await t.app.inject(path);
    expect(page.statusCode).toBe(200);
    // Neither a shared cache nor the browser keeps a copy (issue 29), the page nor its reads.
    expect(page.headers['cache-control']).toBe('private, no-store');
    const pratinjau = new URLSearchParams(path.split('?')[1]).get('pratinjau');
    const read = await trpcQuery(t.app, 'produk.page', { id: ids.draf, pratinjau });
    expect(read.status).toBe(200);
    expect(read.response.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject(`/detail/${ids.tayang}`)).headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('Gamis Aisyah Draf');
    expect(page.body).toContain('Zamrud');
    // Its recommendations are listed products, as on any page.
    expect(page.body).toMatch(/Gamis Aisyah (Tayang|Kedua)/);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(page.body).not.toContain('"@type":"Product"');

    // Changed behind the caches' back: a kept page would not show it.
    await t.db
      .updateTable('produk')
      .set({ nama_produk: 'Gamis Aisyah Draf Baru' })
      .where('id', '=', ids.draf)
      .execute();
    expect((await t.app.inject(path)).body).toContain('Gamis Aisyah Draf Baru');
    await t.db
      .updateTable('produk')
      .set({ nama_produk: 'Gamis Aisyah Draf' })
      .where('id', '=', ids.draf)
      .execute();
    t.changes.changed();
    // The page without the token is still a 404.
    expect((await t.app.inject(`/detail/${ids.draf}`)).statusCode).toBe(404);
  });

  it('refuses an expired token, a tampered one and one made for another product', async () => {
    const { path } = await link(ids.draf);
    const token = path.split('=')[1] ?? '';
    const expired = pratinjauToken(t.config, ids.draf, Date.now() - 8 * 24 * HOUR).token;
    const [until = '', signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const later = (parseInt(until, 36) + 60).toString(36);
    const forOther = (await link(ids.nanti)).path.split('=')[1] ?? '';
    for (const bad of [expired, `${until}.${flipped}`, `${later}.${signature}`, forOther, 'x']) {
      const page = await t.app.inject(`/detail/${ids.draf}?pratinjau=${bad}`);
      expect(page.statusCode, bad).toBe(404);
      const colours = await trpcQuery(t.app, 'warna.byProduk', {
        idProduk: ids.draf,
        pratinjau: bad,
      });
      expect(colours.data).toEqual([]);
    }
  });

  it('is made for admins only', async () => {
    const res = await trpcQuery(t.app, 'produk.previewLink', { id: ids.draf });
    expect(res.status).toBe(401);
  });
});

describe('the legacy POST /api/produk', () => {
  it('creates a Tayang product without a schedule, which visitors see at once', async () => {
    const body = await multipart(
      {
        nama_produk: 'Gamis Legacy',
        harga: 150000,
        diskon: 0,
        jumlah_terjual: 0,
        deskripsi_produk: 'Dari aplikasi lama',
        kategori: 'gamis',
      },
      { data: await jpeg() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/produk',
      payload: body.payload,
      headers: { ...body.headers, cookie: mainCookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: number }>();
    expect(created).toMatchObject({ status: 'tayang', tayang_mulai: null, tayang_sampai: null });
    const list = await t.app.inject('/api/kategoriproduk/gamis');
    expect(idsOf(list.json<{ id: number }[]>())).toContain(created.id);

    // A legacy PATCH without the status keeps it; the admin's form may change it.
    await t.db.updateTable('produk').set({ status: 'draf' }).where('id', '=', created.id).execute();
    const patch = await multipart({
      nama_produk: 'Gamis Legacy Dua',
      harga: 150000,
      diskon: 0,
      jumlah_terjual: 0,
      deskripsi_produk: 'Dari aplikasi lama',
      kategori: 'gamis',
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/produk/${created.id}`,
      payload: patch.payload,
      headers: { ...patch.headers, cookie: mainCookie },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ nama_produk: 'Gamis Legacy Dua', status: 'draf' });
  });

  it('refuses a schedule that ends before it starts, and an unknown status', async () => {
    const send = async (values: Record<string, string>) => {
      const body = await multipart(
        {
          nama_produk: 'Gamis Jadwal',
          harga: 150000,
          diskon: 0,
          jumlah_terjual: 0,
          deskripsi_produk: 'x',
          kategori: 'gamis',
          ...values,
        },
        { data: await jpeg() },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/produk',
        payload: body.payload,
        headers: { ...body.headers, cookie: mainCookie },
      });
    };
    const reversed = await send({
      tayang_mulai: '2026-12-12T10:00:00+07:00',
      tayang_sampai: '2026-12-12T09:00:00+07:00',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('Tayang sampai harus setelah Tayang mulai.');
    expect((await send({ status: 'arsip' })).statusCode).toBe(400);
    const scheduled = await send({
      status: 'tersembunyi',
      tayang_mulai: '2026-12-12T10:00:00+07:00',
      tayang_sampai: '',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({
      status: 'tersembunyi',
      tayang_mulai: '2026-12-12T03:00:00.000Z',
      tayang_sampai: null,
    });
  });
});
