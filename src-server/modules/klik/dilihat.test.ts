import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KlikSummary, ProdukKinerja } from '../../../src/shared/schemas/klik.js';
import type { TopSearchSummary } from '../../../src/shared/schemas/pencarian.js';
import { render } from '../../../src/entry-server.js';
import { buildApp } from '../../app.js';
import { ChangeFeed } from '../../services/change-feed/change-feed.js';
import { projectRoot } from '../../paths.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';
import { produkIdOfPage, produkIdOfPageRead } from './dilihat.hook.js';

// Product page views and the dashboard's views beside click-outs, through the real app (pages
// rendered and kept by the response cache) on a database of this file's own.

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let template: string;
let staff: string;
let main: string;
let produkId: number;
let clientNumber = 0;

beforeAll(async () => {
  template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Jakarta' }, { client: { render, template } });
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.app.dilihatTally.flush();
  await t.app.searchTally.flush();
  await t.db.deleteFrom('produk_dilihat').execute();
  await t.db.deleteFrom('pencarian_harian').execute();
  await t.db.deleteFrom('klik_keluar').execute();
  produkId = (await insertProduk(t.db, { nama_produk: 'Gamis Aisyah' })).id;
  // Told, as an admin save would be: no page kept from an earlier test.
  t.changes.changed();
});

const nextClient = () => `10.2.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

/** A product page as a phone asks for it, a different visitor on every call unless named. */
function view(
  url: string,
  options: {
    client?: string;
    agent?: string | null;
    method?: 'GET' | 'HEAD';
    headers?: Record<string, string>;
  } = {},
) {
  const agent = options.agent === undefined ? PHONE : options.agent;
  return t.app.inject({
    method: options.method ?? 'GET',
    url,
    remoteAddress: options.client ?? nextClient(),
    headers: {
      'accept-encoding': 'br',
      ...(agent === null ? {} : { 'user-agent': agent }),
      ...options.headers,
    },
  });
}

/** Today's views per product, once those waiting have been written. */
async function counted(app = t.app) {
  await app.dilihatTally.flush();
  return t.db
    .selectFrom('produk_dilihat')
    .select(['id_produk', 'jumlah', sql<string>`to_char(hari, 'YYYY-MM-DD')`.as('hari')])
    .orderBy('id_produk')
    .execute();
}

const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe('product page views', () => {
  it('counts a visitor once per product within the window, kept pages included', async () => {
    const one = { client: '192.0.2.10' };
    // The first answer is rendered, the next ones come from the response cache.
    for (let i = 0; i < 3; i++)
      expect((await view(`/detail/${produkId}`, one)).statusCode).toBe(200);
    // Another query string or user agent is the same person.
    await view(`/detail/${produkId}?utm_source=wa`, one);
    await view(`/detail/${produkId}`, { ...one, agent: `${PHONE} Edg/131.0` });
    await view(`/detail/${produkId}`, { client: '192.0.2.11' });
    expect(await counted()).toEqual([{ id_produk: produkId, jumlah: 2, hari: todayInJakarta() }]);
  });

  it('counts answers the response cache gives, not only pages rendered', async () => {
    const first = await view(`/detail/${produkId}`);
    expect(first.statusCode).toBe(200);
    // Changed behind the app's back: only a kept page still shows the old name.
    await t.db
      .updateTable('produk')
      .set({ nama_produk: 'Gamis Berganti' })
      .where('id', '=', produkId)
      .execute();
    let kept = 0;
    for (let i = 0; i < 8; i++) {
      const res = await view(`/detail/${produkId}`, { headers: { 'accept-encoding': 'identity' } });
      if (res.statusCode === 200 && res.body.includes('Gamis Aisyah')) kept++;
    }
    // Four rotating variants: most of the eight are kept answers.
    expect(kept).toBeGreaterThan(0);
    expect(await counted()).toMatchObject([{ id_produk: produkId, jumlah: 9 }]);
  });

  it('does not count crawlers, link previews, HEAD, 304, prefetches, admins, missing products or other pages', async () => {
    const page = `/detail/${produkId}`;
    // The page's rotating variants, each with its own ETag. A variant not kept yet is made by
    // one request in sixteen (a kept sibling answers the others): 200 requests leave one
    // unmade about once in a hundred thousand runs (http/response-cache.ts).
    const etags = new Set<string>();
    for (let i = 0; i < 200; i++) {
      etags.add(String((await view(page, { client: '192.0.2.20' })).headers.etag));
    }
    const etag = [...etags].join(', ');
    await t.app.dilihatTally.flush();
    await t.db.deleteFrom('produk_dilihat').execute();

    const notViews = [
      view(page, { agent: GOOGLEBOT }),
      view(page, { agent: 'WhatsApp/2.24.6.77 A' }),
      view(page, { agent: 'facebookexternalhit/1.1' }),
      view(page, { agent: null }),
      view(page, { method: 'HEAD' }),
      view(page, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      view(page, { headers: { purpose: 'prefetch' } }),
      view(page, { headers: { cookie: staff } }),
      view(page, { headers: { cookie: main } }),
    ];
    const responses = await Promise.all(notViews);
    for (const res of responses) expect(res.statusCode).toBe(200);
    // Revalidating a page the browser has (each visitor's first time too): not another view.
    const revalidated = await view(page, { headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    for (const url of [`/detail/${produkId + 1000}`, '/detail/0', '/detail/abc', '/kategori']) {
      const res = await view(url);
      expect(res.statusCode, url).not.toBe(500);
    }
    expect(await counted()).toEqual([]);
  });

  it('answers a kept page at once while the count cannot be stored, and stores it afterwards', async () => {
    // Every rotating variant of the page kept (the embedded database's one connection is
    // held below: a page rendered now would wait for it as well).
    for (let i = 0; i < 40; i++) await view(`/detail/${produkId}`, { client: '192.0.2.30' });
    await t.app.dilihatTally.flush();
    await t.db.deleteFrom('produk_dilihat').execute();
    let answered: Awaited<ReturnType<typeof view>> | 'too late' | undefined;
    await t.db.transaction().execute(async (trx) => {
      await sql`lock table produk_dilihat in exclusive mode`.execute(trx);
      answered = await Promise.race([
        view(`/detail/${produkId}`),
        new Promise<'too late'>((resolve) => setTimeout(() => resolve('too late'), 5_000)),
      ]);
    });
    expect(answered).toMatchObject({ statusCode: 200 });
    expect(await counted()).toMatchObject([{ id_produk: produkId, jumlah: 1 }]);
  });

  it('adds up: batches and instances add to the same daily row', async () => {
    const other = await insertProduk(t.db, { nama_produk: 'Koko Zaid' });
    t.changes.changed();
    for (let i = 0; i < 5; i++) await view(`/detail/${produkId}`);
    await view(`/detail/${other.id}`);
    await t.app.dilihatTally.flush();
    for (let i = 0; i < 3; i++) await view(`/detail/${produkId}`);
    // A second instance on the same database (its own memory: no Redis shared here).
    const second = await buildApp({
      config: t.config,
      db: t.db,
      storage: t.storage,
      changes: new ChangeFeed({ live: true }),
      client: { render, template },
    });
    try {
      for (let i = 0; i < 4; i++) {
        const res = await second.inject({
          url: `/detail/${produkId}`,
          remoteAddress: nextClient(),
          headers: { 'user-agent': PHONE },
        });
        expect(res.statusCode).toBe(200);
      }
      await second.dilihatTally.flush();
    } finally {
      await second.close();
    }
    expect(await counted()).toEqual([
      { id_produk: produkId, jumlah: 12, hari: todayInJakarta() },
      { id_produk: other.id, jumlah: 1, hari: todayInJakarta() },
    ]);
  });

  it('drops daily rows past the retention when it writes', async () => {
    const old = await insertProduk(t.db);
    await sql`
      insert into produk_dilihat (hari, id_produk, jumlah) values
        ((now() at time zone 'Asia/Jakarta')::date - 401, ${old.id}, 7),
        ((now() at time zone 'Asia/Jakarta')::date - 399, ${old.id}, 5)
    `.execute(t.db);
    // A fresh instance prunes on its first write.
    const fresh = await createTestApp(
      { SHOP_TIME_ZONE: 'Asia/Jakarta' },
      { client: { render, template } },
    );
    try {
      const mine = await insertProduk(fresh.db);
      await sql`
        insert into produk_dilihat (hari, id_produk, jumlah) values
          ((now() at time zone 'Asia/Jakarta')::date - 401, ${mine.id}, 7),
          ((now() at time zone 'Asia/Jakarta')::date - 399, ${mine.id}, 5)
      `.execute(fresh.db);
      await fresh.app.inject({
        url: `/detail/${mine.id}`,
        remoteAddress: '192.0.2.40',
        headers: { 'user-agent': PHONE },
      });
      await fresh.app.dilihatTally.flush();
      const rows = await fresh.db
        .selectFrom('produk_dilihat')
        .select(['jumlah'])
        .orderBy('hari')
        .execute();
      expect(rows).toEqual([{ jumlah: 5 }, { jumlah: 1 }]);
    } finally {
      await fresh.close();
    }
  });

  it('reads the product of a page address the plain way only', () => {
    expect(produkIdOfPage('/detail/12')).toBe(12);
    expect(produkIdOfPage('/detail/12/')).toBe(12);
    expect(produkIdOfPage('/detail/12?warna=3')).toBe(12);
    for (const url of [
      '/detail/',
      '/detail/0',
      '/detail/012',
      '/detail/12a',
      '/detail/12/x',
      '/detail/99999999999',
      '/detail/%31',
      '/detailx/12',
      '/kategori',
    ]) {
      expect(produkIdOfPage(url), url).toBe(0);
    }
  });

  /** The product page's read as the shop's browser code asks for it (httpBatchLink). */
  const pageRead = (id: number) =>
    `/api/trpc/produk.page,produk.recommendations?batch=1&input=${encodeURIComponent(
      JSON.stringify({ 0: { id }, 1: { id } }),
    )}`;

  it('counts a product page moved to inside the shop (its read), once with its address', async () => {
    // A visitor taps a product card once the home page is interactive: no page address is
    // asked for, only the page's read. Clicks on that page used to count with no view.
    const one = { client: '192.0.2.40' };
    const read = await view(pageRead(produkId), {
      ...one,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Gamis Aisyah');
    // The same visitor on the page's address, or reading it again: the same view.
    await view(`/detail/${produkId}`, one);
    await view(pageRead(produkId), one);
    // Not a person's view: a crawler, a signed-in admin, another read.
    await view(pageRead(produkId), { agent: GOOGLEBOT });
    await view(pageRead(produkId), { headers: { cookie: staff } });
    await view(`/api/trpc/produk.recommendations?input=${encodeURIComponent('{"id":1}')}`);
    // A read on its own (no batch) counts as well.
    await view(
      `/api/trpc/produk.page?input=${encodeURIComponent(JSON.stringify({ id: produkId }))}`,
    );
    expect(await counted()).toEqual([{ id_produk: produkId, jumlah: 2, hari: todayInJakarta() }]);
  });

  it('reads the product of the page read only from produk.page and a whole id', () => {
    expect(produkIdOfPageRead(pageRead(12))).toBe(12);
    expect(
      produkIdOfPageRead(
        `/api/trpc/produk.recommendations,produk.page?batch=1&input=${encodeURIComponent('{"0":{"id":3},"1":{"id":12}}')}`,
      ),
    ).toBe(12);
    expect(
      produkIdOfPageRead(`/api/trpc/produk.page?input=${encodeURIComponent('{"id":7}')}`),
    ).toBe(7);
    for (const url of [
      '/api/trpc/produk.page',
      '/api/trpc/produk.page?input=not-json',
      `/api/trpc/produk.page?input=${encodeURIComponent('{"id":"12"}')}`,
      `/api/trpc/produk.page?input=${encodeURIComponent('{"id":1.5}')}`,
      `/api/trpc/produk.page?input=${encodeURIComponent('{"id":0}')}`,
      `/api/trpc/produk.page?input=${encodeURIComponent('{"id":99999999999}')}`,
      `/api/trpc/produk.detail?input=${encodeURIComponent('{"id":12}')}`,
      `/api/trpc/produk.pages?input=${encodeURIComponent('{"id":12}')}`,
      `/api/trpc/produk.page,produk.recommendations?input=${encodeURIComponent('{"id":12}')}`,
      `/trpc/produk.page?input=${encodeURIComponent('{"id":12}')}`,
    ]) {
      expect(produkIdOfPageRead(url), url).toBe(0);
    }
  });
});

describe('the dashboard: views beside click-outs', () => {
  /** Rows of the test's own: `daysAgo` in the shop's calendar. */
  async function seed(id: number, daysAgo: number, dilihat: number, kliks: string[]) {
    const day = sql<string>`(now() at time zone 'Asia/Jakarta')::date - ${daysAgo}::int`;
    await sql`insert into produk_dilihat (hari, id_produk, jumlah) values (${day}, ${id}, ${dilihat})`.execute(
      t.db,
    );
    for (const kanal of kliks) {
      await sql`insert into klik_keluar (hari, kanal, id_produk) values (${day}, ${kanal}, ${id})`.execute(
        t.db,
      );
    }
  }

  it('sums 7 and 30 days per product with clicks per channel and click-through', async () => {
    const koko = (await insertProduk(t.db, { nama_produk: 'Koko Zaid' })).id;
    const sepi = (await insertProduk(t.db, { nama_produk: 'Peci Rajut' })).id;
    await seed(produkId, 0, 40, ['shopee', 'shopee', 'whatsapp']);
    await seed(produkId, 6, 10, ['tokopedia']);
    await seed(produkId, 7, 100, ['shopee', 'tiktok']);
    await seed(produkId, 29, 50, []);
    await seed(produkId, 30, 999, ['shopee']);
    await seed(koko, 2, 8, ['whatsapp', 'whatsapp']);
    // Clicks without a view in the window, and the shop's own links (no product).
    await sql`insert into klik_keluar (hari, kanal, id_produk) values ((now() at time zone 'Asia/Jakarta')::date, 'tiktok', ${sepi}), ((now() at time zone 'Asia/Jakarta')::date, 'shopee', null)`.execute(
      t.db,
    );

    const week = await trpcQuery<ProdukKinerja>(
      t.app,
      'klik.produk',
      { hari: 7 },
      { cookie: staff },
    );
    expect(week.status).toBe(200);
    expect(week.data).toEqual({
      hari: 7,
      dilihat: 58,
      totalKlik: 7,
      klikLain: 1,
      rasioKlik: 7 / 58,
      jumlahProduk: 3,
      items: [
        {
          id: produkId,
          nama_produk: 'Gamis Aisyah',
          dilihat: 50,
          klik: { shopee: 2, tokopedia: 1, tiktok: 0, whatsapp: 1 },
          totalKlik: 4,
          rasioKlik: 0.08,
        },
        {
          id: koko,
          nama_produk: 'Koko Zaid',
          dilihat: 8,
          klik: { shopee: 0, tokopedia: 0, tiktok: 0, whatsapp: 2 },
          totalKlik: 2,
          rasioKlik: 0.25,
        },
        {
          id: sepi,
          nama_produk: 'Peci Rajut',
          dilihat: 0,
          klik: { shopee: 0, tokopedia: 0, tiktok: 1, whatsapp: 0 },
          totalKlik: 1,
          rasioKlik: null,
        },
      ],
    });

    const month = await trpcQuery<ProdukKinerja>(
      t.app,
      'klik.produk',
      { hari: 30 },
      { cookie: main },
    );
    expect(month.status).toBe(200);
    expect(month.data.items[0]).toMatchObject({
      id: produkId,
      dilihat: 200,
      klik: { shopee: 3, tokopedia: 1, tiktok: 1, whatsapp: 1 },
      totalKlik: 6,
      rasioKlik: 0.03,
    });
    expect(month.data).toMatchObject({ dilihat: 208, totalKlik: 9 });
  });

  it("counts real visits and clicks so the two panels' click totals add up", async () => {
    const aisyah = (
      await insertProduk(t.db, {
        nama_produk: 'Gamis Aisyah Klik',
        link_shopee: 'https://shopee.co.id/gamis-aisyah',
      })
    ).id;
    const hilang = (
      await insertProduk(t.db, {
        nama_produk: 'Gamis Dihapus',
        link_tokopedia: 'https://www.tokopedia.com/gamis-dihapus',
      })
    ).id;
    const visitor = (client: string) => ({ client });
    // Two visitors open the page (one by its address, one inside the shop); the first presses
    // Shopee twice a minute apart (two clicks: another press), the second presses it once.
    await view(`/detail/${aisyah}`, visitor('192.0.2.61'));
    await view(
      `/api/trpc/produk.page?input=${encodeURIComponent(JSON.stringify({ id: aisyah }))}`,
      visitor('192.0.2.62'),
    );
    expect((await view(`/keluar/${aisyah}/shopee`, visitor('192.0.2.61'))).statusCode).toBe(302);
    expect((await view(`/keluar/${aisyah}/shopee`, visitor('192.0.2.62'))).statusCode).toBe(302);
    // The shop's own WhatsApp button, and a product clicked and then deleted.
    expect((await view('/keluar/toko/whatsapp', visitor('192.0.2.63'))).statusCode).toBe(302);
    expect((await view(`/keluar/${hilang}/tokopedia`, visitor('192.0.2.64'))).statusCode).toBe(302);
    await t.app.klikTally.flush();
    await t.db.deleteFrom('produk').where('id', '=', hilang).execute();
    await t.app.dilihatTally.flush();

    const [kinerja, summary] = await Promise.all([
      trpcQuery<ProdukKinerja>(t.app, 'klik.produk', { hari: 7 }, { cookie: staff }),
      trpcQuery<KlikSummary>(t.app, 'klik.summary', { hari: 7 }, { cookie: staff }),
    ]);
    expect(kinerja.data).toMatchObject({ dilihat: 2, totalKlik: 2, klikLain: 2, rasioKlik: 1 });
    expect(kinerja.data.items).toEqual([
      expect.objectContaining({ id: aisyah, dilihat: 2, totalKlik: 2, rasioKlik: 1 }),
    ]);
    // Clicks on products' buttons and the rest: the click-outs panel's total.
    expect(summary.data.total).toBe(4);
    expect(kinerja.data.totalKlik + kinerja.data.klikLain).toBe(summary.data.total);
  });

  it('is for admins only, and takes only 7 or 30 days', async () => {
    expect((await trpcQuery(t.app, 'klik.produk', { hari: 7 })).status).toBe(401);
    expect((await trpcQuery(t.app, 'pencarian.top', { hari: 7 })).status).toBe(401);
    expect((await trpcQuery(t.app, 'klik.produk', { hari: 14 }, { cookie: staff })).status).toBe(
      400,
    );
    expect((await trpcQuery(t.app, 'pencarian.top', { hari: 30 }, { cookie: staff })).status).toBe(
      200,
    );
  });
});

describe('the most searched terms', () => {
  async function search(
    query: string,
    client = nextClient(),
    headers: Record<string, string> = {},
  ) {
    const res = await t.app.inject({
      url: `/api/trpc/produk.searchPage?input=${encodeURIComponent(JSON.stringify({ query }))}`,
      remoteAddress: client,
      headers: { 'user-agent': PHONE, ...headers },
    });
    expect(res.statusCode).toBe(200);
  }

  it('counts every search by a person, normalised, once a day per visitor, found or not', async () => {
    await search('Gamis');
    await search('  gamis ');
    await search('GAMIS', '192.0.2.50');
    await search('gamis', '192.0.2.50');
    await search('gamis aisyah');
    await search('sarung batik');
    await search('gamis', undefined, { 'user-agent': GOOGLEBOT });
    await search('gamis', undefined, { cookie: staff });
    await t.app.searchTally.flush();
    const top = await trpcQuery<TopSearchSummary>(
      t.app,
      'pencarian.top',
      { hari: 7 },
      { cookie: main },
    );
    expect(top.data).toEqual({
      hari: 7,
      total: 5,
      items: [
        { kueri: 'gamis', jumlah: 3 },
        { kueri: 'gamis aisyah', jumlah: 1 },
        { kueri: 'sarung batik', jumlah: 1 },
      ],
    });
  });

  it('sums the days of the window from rows of its own', async () => {
    await sql`
      insert into pencarian_harian (hari, kueri, jumlah) values
        ((now() at time zone 'Asia/Jakarta')::date, 'mukena', 4),
        ((now() at time zone 'Asia/Jakarta')::date - 6, 'mukena', 3),
        ((now() at time zone 'Asia/Jakarta')::date - 8, 'peci', 20),
        ((now() at time zone 'Asia/Jakarta')::date - 30, 'peci', 50)
    `.execute(t.db);
    const week = await trpcQuery<TopSearchSummary>(
      t.app,
      'pencarian.top',
      { hari: 7 },
      { cookie: staff },
    );
    expect(week.data).toEqual({ hari: 7, total: 7, items: [{ kueri: 'mukena', jumlah: 7 }] });
    const month = await trpcQuery<TopSearchSummary>(
      t.app,
      'pencarian.top',
      { hari: 30 },
      { cookie: staff },
    );
    expect(month.data.items).toEqual([
      { kueri: 'peci', jumlah: 20 },
      { kueri: 'mukena', jumlah: 7 },
    ]);
  });
});
