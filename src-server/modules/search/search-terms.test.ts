import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ZeroResultSummary } from '../../../src/shared/schemas/pencarian.js';
import type { ProdukCard } from '../../../src/shared/schemas/produk.js';
import { render } from '../../../src/entry-server.js';
import { projectRoot } from '../../paths.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { ZERO_RESULTS_PER_ADDRESS_PER_HOUR } from './search-log.js';
import { ZERO_RESULT_MONTH_CAP } from './search-terms.queries.js';

// The search page's procedure and the log of searches with no result, on a database of this
// file's own.

const PHONE = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

interface SearchPage {
  items: ProdukCard[];
  total: number;
  more: boolean;
  page: number;
  pageSize: number;
}

let t: TestApp;
let staff: string;
const ids: number[] = [];

beforeAll(async () => {
  const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Jakarta' }, { client: { render, template } });
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  // Fourteen products whose names hold "gamis pelangi", the best sellers first in the ranking.
  for (let i = 1; i <= 14; i++) {
    const row = await insertProduk(t.db, {
      nama_produk: `Gamis Pelangi ${i}`,
      jumlah_terjual: 100 - i,
    });
    ids.push(row.id);
  }
  await insertProduk(t.db, { nama_produk: 'Koko Zaid Lengan Panjang' });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('pencarian_kosong').execute();
});

let clientNumber = 0;

/** produk.searchPage as a browser asks for it, each call from a visitor of its own by default. */
async function searchPage(
  input: unknown,
  headers: Record<string, string> = PHONE,
  client = `10.1.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`,
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/trpc/produk.searchPage?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
    remoteAddress: client,
  });
  const body = res.json<{ result?: { data: SearchPage }; error?: { message: string } }>();
  return { status: res.statusCode, data: body.result?.data as SearchPage, error: body.error };
}

const logged = () =>
  t.db.selectFrom('pencarian_kosong').select(['kueri', 'jumlah']).orderBy('kueri').execute();

describe('produk.searchPage', () => {
  it('pages through every result in the order of the search, with the total', async () => {
    const first = await searchPage({ query: 'gamis pelangi' });
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(14);
    expect(first.data.pageSize).toBe(12);
    expect(first.data.items.map((p) => p.id)).toEqual(ids.slice(0, 12));
    const second = await searchPage({ query: 'gamis pelangi', page: 2 });
    expect(second.data.items.map((p) => p.id)).toEqual(ids.slice(12));
    // Past the last page of results (not past 20): the last page.
    const past = await searchPage({ query: 'gamis pelangi', page: 5 });
    expect(past.data).toMatchObject({ page: 2, total: 14, more: false });
    expect(past.data.items.map((p) => p.id)).toEqual(ids.slice(12));
    // Cards, as on the category page.
    expect(second.data.items[0]).toMatchObject({ warna: [], jumlah_warna: 0 });
    expect(await logged()).toEqual([]);
  });

  it("keeps a query's results until the catalogue changes, and still counts every search that finds nothing", async () => {
    expect((await searchPage({ query: 'sarung batik' })).data.total).toBe(0);
    // Behind the app's back the kept answer stays…
    const sarung = await insertProduk(t.db, { nama_produk: 'Sarung Batik Anak' });
    expect((await searchPage({ query: 'sarung batik' })).data.total).toBe(0);
    // …while each of those searches still counts (two visitors).
    expect(await logged()).toEqual([{ kueri: 'sarung batik', jumlah: 2 }]);
    // Any admin write is heard, and the next search finds the product.
    const write = await trpcMutation(
      t.app,
      'faq.create',
      { pertanyaan: 'Ada sarung?', jawaban: 'Ada.' },
      { cookie: staff },
    );
    expect(write.status).toBe(200);
    const after = await searchPage({ query: 'sarung batik' });
    expect(after.data.items.map((p) => p.id)).toEqual([sarung.id]);
    await t.db.deleteFrom('produk').where('id', '=', sarung.id).execute();
    await trpcMutation(
      t.app,
      'faq.create',
      { pertanyaan: 'Lagi?', jawaban: 'Ya.' },
      { cookie: staff },
    );
  });

  it('answers an empty page for a blank query without counting it', async () => {
    const blank = await searchPage({ query: '   ' });
    expect(blank.data).toMatchObject({ items: [], total: 0, page: 1 });
    expect(await logged()).toEqual([]);
  });

  it('refuses a page past the last one it pages through, or not a page, with 400', async () => {
    for (const page of [21, 0, -1, 'dua']) {
      const res = await searchPage({ query: 'gamis', page });
      expect(res.status, String(page)).toBe(400);
      expect(res.error?.message).toMatch(/halaman/i);
    }
  });
});

describe('searches with no result', () => {
  it('are counted per query as search normalises it, for people only', async () => {
    await searchPage({ query: 'Mukena Renda' });
    await searchPage({ query: '  mukena   RENDA ' });
    await searchPage({ query: 'Mukéna renda' });
    await searchPage({ query: 'mukena renda' }, GOOGLEBOT);
    await searchPage({ query: 'mukena renda' }, {});
    await searchPage({ query: 'mukena renda' }, { ...PHONE, 'sec-purpose': 'prefetch' });
    // An admin trying the query from the dashboard, and the same visitor again today.
    await searchPage({ query: 'mukena renda' }, { ...PHONE, cookie: staff });
    await searchPage({ query: 'mukena renda' }, PHONE, '10.9.9.9');
    await searchPage({ query: 'MUKENA renda' }, PHONE, '10.9.9.9');
    // A search that finds something is not counted, nor is its typo that still finds it.
    await searchPage({ query: 'koko' });
    await searchPage({ query: 'gmis' });
    expect(await logged()).toEqual([{ kueri: 'mukena renda', jumlah: 4 }]);
  });

  it('count at most a hundred searches an hour from one address', async () => {
    const client = '10.7.7.7';
    for (let i = 0; i < ZERO_RESULTS_PER_ADDRESS_PER_HOUR + 5; i++) {
      await searchPage({ query: `acak${String.fromCharCode(97 + (i % 26))}${i}zz` }, PHONE, client);
    }
    const counted = await t.db
      .selectFrom('pencarian_kosong')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('kueri', 'like', 'acak%')
      .executeTakeFirstOrThrow();
    expect(counted.n).toBe(ZERO_RESULTS_PER_ADDRESS_PER_HOUR);
    // Another visitor still counts.
    await searchPage({ query: 'acak lain' });
    expect(
      await t.db
        .selectFrom('pencarian_kosong')
        .select('kueri')
        .where('kueri', '=', 'acak lain')
        .execute(),
    ).toHaveLength(1);
  });

  it('keep at most a cap of different queries a month, still counting the kept ones', async () => {
    await searchPage({ query: 'mukena' });
    await sql`
      insert into pencarian_kosong (bulan, kueri)
      select date_trunc('month', now() at time zone 'Asia/Jakarta')::date, 'kata ' || n
      from generate_series(2, ${ZERO_RESULT_MONTH_CAP}) as n
    `.execute(t.db);
    await searchPage({ query: 'sarung' });
    await searchPage({ query: 'mukena' });
    const rows = await t.db
      .selectFrom('pencarian_kosong')
      .select(['kueri', 'jumlah'])
      .where('kueri', 'in', ['mukena', 'sarung'])
      .execute();
    expect(rows).toEqual([{ kueri: 'mukena', jumlah: 2 }]);
  });

  it('show on the dashboard: this month, most searched first, for admins only', async () => {
    for (const query of ['mukena', 'mukena', 'mukena', 'sarung', 'sarung', 'peci']) {
      await searchPage({ query });
    }
    // Last month's searches are not this month's.
    await sql`
      insert into pencarian_kosong (bulan, kueri, jumlah)
      values ((date_trunc('month', now() at time zone 'Asia/Jakarta') - interval '1 month')::date,
              'bulan lalu', 50)
    `.execute(t.db);
    const { status, data } = await trpcQuery<ZeroResultSummary>(
      t.app,
      'pencarian.zeroResults',
      undefined,
      { cookie: staff },
    );
    expect(status).toBe(200);
    expect(data.items).toEqual([
      { kueri: 'mukena', jumlah: 3 },
      { kueri: 'sarung', jumlah: 2 },
      { kueri: 'peci', jumlah: 1 },
    ]);
    expect(data.total).toBe(3);
    const jakarta = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
    expect(data.bulan).toBe(jakarta);
    expect((await trpcQuery(t.app, 'pencarian.zeroResults')).status).toBe(401);
  });
});

describe('the search page /cari', () => {
  it('renders the results with the query marked, not for search engines, never from the cache', async () => {
    const res = await t.app.inject({ url: '/cari?q=pelangi&page=2', headers: PHONE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(res.body).toContain('14 produk ditemukan untuk &quot;pelangi&quot;');
    expect(res.body).toMatch(/Gamis <mark[^>]*>Pelangi<\/mark> 13/);
    expect(res.body).not.toContain('Gamis Pelangi 1<');

    for (let i = 0; i < 2; i++) {
      const none = await t.app.inject({
        url: '/cari?q=sajadah',
        headers: PHONE,
        remoteAddress: `10.2.0.${i}`,
      });
      expect(none.statusCode).toBe(200);
      expect(none.body).toContain('Produk tidak ditemukan untuk &quot;sajadah&quot;');
    }
    // Both searches reached the server: each is counted.
    expect(await logged()).toEqual([{ kueri: 'sajadah', jumlah: 2 }]);
  });

  it('asks for a query when there is none, and takes a page past the last as the last', async () => {
    const empty = await t.app.inject({ url: '/cari', headers: PHONE });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Ketik nama produk, lalu tekan Cari.');
    const far = await t.app.inject({ url: '/cari?q=pelangi&page=999', headers: PHONE });
    expect(far.statusCode).toBe(200);
    expect(far.body).toMatch(/Gamis <mark[^>]*>Pelangi<\/mark> 13/);
  });
});
