import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KlikSummary } from '../../../src/shared/schemas/klik.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';
import { MemoryRateLimiter } from '../../http/rate-limiter.js';
import { KlikTally } from './klik-tally.js';

// /keluar on a database of this file's own: what is counted, what is not, and where it leads.

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let staff: string;
let produkId: number;
let clientNumber = 0;

beforeAll(async () => {
  t = await createTestApp({
    SHOP_NAME: 'Toko Uji',
    SHOP_WHATSAPP: '6281234567890',
    SHOP_TIME_ZONE: 'Asia/Jakarta',
    SHOP_SHOPEE_URL: 'https://shopee.co.id/toko-uji',
    PUBLIC_URL: 'https://toko.example',
  });
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.app.klikTally.flush();
  await t.db.deleteFrom('klik_keluar').execute();
  produkId = (
    await insertProduk(t.db, {
      nama_produk: 'Gamis Aisyah',
      harga: 150_000,
      diskon: 20,
      link_shopee: 'https://shopee.co.id/gamis-aisyah',
      link_tokopedia: null,
      link_tiktok: 'https://www.tiktok.com/@toko/gamis',
    })
  ).id;
});

/** A different visitor on every call unless one is named. */
function click(
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
    remoteAddress:
      options.client ?? `10.0.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`,
    headers: { ...(agent === null ? {} : { 'user-agent': agent }), ...options.headers },
  });
}

/** The clicks written, once those still waiting have been. */
async function counted() {
  await t.app.klikTally.flush();
  const rows = await t.db
    .selectFrom('klik_keluar')
    .select(['kanal', 'id_produk', sql<string>`to_char(hari, 'YYYY-MM-DD')`.as('hari')])
    .orderBy('id')
    .execute();
  return rows;
}

const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe('/keluar/{idProduk}/{kanal}', () => {
  it('answers 302 to the link stored on the product and counts the click for that day', async () => {
    const res = await click(`/keluar/${produkId}/shopee`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shopee.co.id/gamis-aisyah');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await counted()).toEqual([
      { kanal: 'shopee', id_produk: produkId, hari: todayInJakarta() },
    ]);
  });

  it("opens the shop's WhatsApp with the product's name, discounted price and page", async () => {
    const res = await click(`/keluar/${produkId}/whatsapp`);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe('https://wa.me/6281234567890');
    // 150 000 − 20% of 150 000 = 120 000.
    expect(location.searchParams.get('text')).toBe(
      `Halo Toko Uji, saya tertarik dengan Gamis Aisyah (Rp 120.000). https://toko.example/detail/${produkId}`,
    );
    expect(await counted()).toMatchObject([{ kanal: 'whatsapp', id_produk: produkId }]);
  });

  it("names the colour chosen on the page, when it is one of the product's", async () => {
    const sage = await insertWarna(t.db, produkId, 'Sage');
    const other = await insertProduk(t.db);
    const notHers = await insertWarna(t.db, other.id, 'Hitam');
    const text = async (query: string) =>
      new URL(
        String((await click(`/keluar/${produkId}/whatsapp${query}`)).headers.location),
      ).searchParams.get('text');
    expect(await text(`?warna=${sage.id}`)).toBe(
      `Halo Toko Uji, saya tertarik dengan Gamis Aisyah warna Sage (Rp 120.000). https://toko.example/detail/${produkId}?warna=${sage.id}`,
    );
    for (const query of [
      `?warna=${notHers.id}`,
      '?warna=0x1',
      `?warna=${sage.id}&warna=${sage.id}`,
    ]) {
      expect(await text(query), query).toBe(
        `Halo Toko Uji, saya tertarik dengan Gamis Aisyah (Rp 120.000). https://toko.example/detail/${produkId}`,
      );
    }
  });

  it("names the size chosen in the order form with its age, when it is one of the product's", async () => {
    const sage = await insertWarna(t.db, produkId, 'Sage');
    const m = await insertUkuran(t.db, produkId, { ukuran: 'M', usia: '3-4 tahun' });
    const notHers = await insertUkuran(t.db, (await insertProduk(t.db)).id, { ukuran: 'XL' });
    const text = async (query: string) =>
      new URL(
        String((await click(`/keluar/${produkId}/whatsapp${query}`)).headers.location),
      ).searchParams.get('text');
    expect(await text(`?warna=${sage.id}&ukuran=${m.id}`)).toBe(
      `Halo Toko Uji, saya tertarik dengan Gamis Aisyah warna Sage ukuran M usia 3-4 tahun (Rp 120.000). https://toko.example/detail/${produkId}?warna=${sage.id}`,
    );
    // The form sends an empty colour when none is chosen.
    expect(await text(`?warna=&ukuran=${m.id}`)).toBe(
      `Halo Toko Uji, saya tertarik dengan Gamis Aisyah ukuran M usia 3-4 tahun (Rp 120.000). https://toko.example/detail/${produkId}`,
    );
    for (const query of [`?ukuran=${notHers.id}`, '?ukuran=M', `?ukuran=${m.id}&ukuran=${m.id}`]) {
      expect(await text(query), query).toBe(
        `Halo Toko Uji, saya tertarik dengan Gamis Aisyah (Rp 120.000). https://toko.example/detail/${produkId}`,
      );
    }
  });

  it('sends a size that is Habis in the chosen colour back to the product page, uncounted', async () => {
    const sage = await insertWarna(t.db, produkId, 'Sage');
    const navy = await insertWarna(t.db, produkId, 'Navy');
    const m = await insertUkuran(t.db, produkId, { ukuran: 'M' });
    await t.db
      .insertInto('ketersediaan')
      .values({ id_produk: produkId, id_warna: sage.id, id_ukuran: m.id, tersedia: false, stok: 0 })
      .execute();
    const soldOut = await click(`/keluar/${produkId}/whatsapp?warna=${sage.id}&ukuran=${m.id}`);
    expect(soldOut.statusCode).toBe(303);
    expect(soldOut.headers.location).toBe(`/detail/${produkId}?warna=${sage.id}`);
    // In another colour, or with no colour chosen (Navy still has it), the order goes out.
    for (const query of [`?warna=${navy.id}&ukuran=${m.id}`, `?ukuran=${m.id}`]) {
      const res = await click(`/keluar/${produkId}/whatsapp${query}`);
      expect(res.statusCode, query).toBe(302);
      expect(String(res.headers.location)).toContain('ukuran%20M');
    }
    expect(await counted()).toHaveLength(2);
  });

  it('counts one click per visitor and target within a minute', async () => {
    const one = { client: '192.0.2.10' };
    for (let i = 0; i < 3; i++)
      expect((await click(`/keluar/${produkId}/shopee`, one)).statusCode).toBe(302);
    await click(`/keluar/${produkId}/tiktok`, one);
    await click(`/keluar/${produkId}/shopee`, { client: '192.0.2.11' });
    // Another query string or user agent is the same person.
    await click(`/keluar/${produkId}/shopee`, { ...one, agent: `${PHONE} Edg/131.0` });
    await click(`/keluar/${produkId}/shopee?x=1`, one);
    await click(`/keluar/${produkId}/shopee?x=2`, one);
    expect((await counted()).map((c) => c.kanal)).toEqual(['shopee', 'tiktok', 'shopee']);
  });

  it('counts a client once however the colour, query or user agent is varied', async () => {
    const sage = await insertWarna(t.db, produkId, 'Sage');
    const navy = await insertWarna(t.db, produkId, 'Navy');
    const notHers = await insertWarna(t.db, (await insertProduk(t.db)).id, 'Hitam');
    const one = '192.0.2.20';
    const clicks = [];
    for (let i = 0; i < 150; i++) {
      const agent = `${PHONE} r${i}`;
      clicks.push(
        click(`/keluar/${produkId}/shopee?warna=${i}`, { client: one, agent }),
        click(`/keluar/${produkId}/whatsapp?warna=${notHers.id}&r=${i}`, { client: one, agent }),
        click(`/keluar/${produkId}/whatsapp?warna=${1_000_000 + i}`, { client: one, agent }),
        click(`/keluar/${produkId}/whatsapp?warna=${sage.id}&r=${i}`, { client: one, agent }),
        click(`/keluar/toko/whatsapp?warna=${sage.id}&r=${i}`, { client: one, agent }),
      );
    }
    for (const res of await Promise.all(clicks)) expect(res.statusCode).toBe(302);
    // Shopee once whatever the colour; WhatsApp once without a colour of hers (another
    // product's and unknown ones are none) and once for Sage; the shop's WhatsApp once.
    expect(await counted()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kanal: 'shopee', id_produk: produkId }),
        expect.objectContaining({ kanal: 'whatsapp', id_produk: produkId }),
        expect.objectContaining({ kanal: 'whatsapp', id_produk: null }),
      ]),
    );
    expect(await counted()).toHaveLength(4);
    // Another colour of hers on WhatsApp is another button.
    await click(`/keluar/${produkId}/whatsapp?warna=${navy.id}`, { client: one });
    expect(await counted()).toHaveLength(5);
  });

  it('answers at once while the count cannot be stored, and stores it afterwards', async () => {
    let answered: Awaited<ReturnType<typeof click>> | 'too late' | undefined;
    await t.db.transaction().execute(async (trx) => {
      // Nothing can write a click while this is open (a saturated pool, a slow disk).
      await sql`lock table klik_keluar in exclusive mode`.execute(trx);
      answered = await Promise.race([
        click('/keluar/toko/shopee'),
        new Promise<'too late'>((resolve) => setTimeout(() => resolve('too late'), 2_000)),
      ]);
    });
    expect(answered).not.toBe('too late');
    expect(answered).toMatchObject({ statusCode: 302 });
    expect(await counted()).toMatchObject([{ kanal: 'shopee', id_produk: null }]);
  });

  it('drops clicks past the bound while the database cannot keep up, with one warning', async () => {
    const logLines: string[] = [];
    const other = await createTestApp({}, { logLines });
    const tally = new KlikTally({
      db: other.db,
      rateLimiter: new MemoryRateLimiter(),
      timeZone: 'Asia/Jakarta',
      log: other.app.log,
      maxPending: 3,
    });
    try {
      await other.db.transaction().execute(async (trx) => {
        await sql`lock table klik_keluar in exclusive mode`.execute(trx);
        for (let i = 0; i < 10; i++) tally.add({ key: `k${i}`, kanal: 'tiktok', idProduk: null });
      });
      await tally.flush();
      // The first is being written when the others come: it and three waiting are kept.
      expect(await other.db.selectFrom('klik_keluar').select('kanal').execute()).toHaveLength(4);
      const warnings = logLines.filter((line) => line.includes('too many waiting'));
      expect(warnings).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('writes the clicks still waiting when the app closes', async () => {
    const other = await createTestApp({ SHOP_SHOPEE_URL: 'https://shopee.co.id/toko-uji' });
    try {
      for (const client of ['192.0.2.30', '192.0.2.31']) {
        const res = await other.app.inject({
          url: '/keluar/toko/shopee',
          remoteAddress: client,
          headers: { 'user-agent': PHONE },
        });
        expect(res.statusCode).toBe(302);
      }
      await other.app.close();
      const rows = await other.db.selectFrom('klik_keluar').select('kanal').execute();
      expect(rows).toEqual([{ kanal: 'shopee' }, { kanal: 'shopee' }]);
    } finally {
      await other.close();
    }
  });

  it('does not count crawlers, chat link previews, prefetches, HEAD requests or admins, yet still leads on', async () => {
    const notClicks = [
      click(`/keluar/${produkId}/shopee`, {
        agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      click(`/keluar/${produkId}/shopee`, { agent: 'WhatsApp/2.24.6.77 A' }),
      click(`/keluar/${produkId}/shopee`, { agent: 'facebookexternalhit/1.1' }),
      click(`/keluar/${produkId}/shopee`, { agent: null }),
      click(`/keluar/${produkId}/shopee`, { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      click(`/keluar/${produkId}/shopee`, { headers: { purpose: 'prefetch' } }),
      click(`/keluar/${produkId}/shopee`, { method: 'HEAD' }),
      // An admin trying the button.
      click(`/keluar/${produkId}/shopee`, { headers: { cookie: staff } }),
    ];
    for (const res of await Promise.all(notClicks)) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://shopee.co.id/gamis-aisyah');
    }
    expect(await counted()).toEqual([]);
  });

  it('never leads anywhere but a stored link: a missing link, channel or product is the 404 page', async () => {
    const cases = [
      `/keluar/${produkId}/tokopedia`, // no link stored
      `/keluar/${produkId}/lazada`,
      `/keluar/${produkId}/shopee/extra`,
      `/keluar/${produkId + 1000}/shopee`,
      '/keluar/0/shopee',
      '/keluar/abc/shopee',
      '/keluar/0x10/shopee',
      '/keluar/99999999999/shopee',
      '/keluar/%2F%2Fevil.example/shopee',
    ];
    for (const url of cases) {
      const res = await click(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location, url).toBeUndefined();
    }
    const withUrl = await click(
      `/keluar/${produkId}/shopee?url=https://evil.example&next=//evil.example`,
    );
    expect(withUrl.headers.location).toBe('https://shopee.co.id/gamis-aisyah');
    expect(await counted()).toHaveLength(1);
  });

  it('leads nowhere from a product visitors cannot reach; a hidden one, reachable by its link, leads on', async () => {
    const future = new Date(Date.now() + 86_400_000);
    const draf = await insertProduk(t.db, {
      status: 'draf',
      link_shopee: 'https://shopee.co.id/draf',
    });
    const later = await insertProduk(t.db, {
      tayang_mulai: future,
      link_shopee: 'https://shopee.co.id/nanti',
    });
    const hidden = await insertProduk(t.db, {
      status: 'tersembunyi',
      link_shopee: 'https://shopee.co.id/tersembunyi',
    });
    for (const id of [draf.id, later.id]) {
      for (const kanal of ['shopee', 'whatsapp']) {
        const res = await click(`/keluar/${id}/${kanal}`);
        expect(res.statusCode, `${id} ${kanal}`).toBe(404);
        expect(res.headers.location).toBeUndefined();
      }
    }
    expect((await click(`/keluar/${hidden.id}/shopee`)).headers.location).toBe(
      'https://shopee.co.id/tersembunyi',
    );
    expect(await counted()).toHaveLength(1);
  });

  it('does not follow a stored link that is not https, even one written around the checks', async () => {
    await t.db
      .updateTable('produk')
      .set({ link_shopee: 'javascript:alert(1)', link_tiktok: 'http://tiktok.example/x' })
      .where('id', '=', produkId)
      .execute();
    expect((await click(`/keluar/${produkId}/shopee`)).statusCode).toBe(404);
    expect((await click(`/keluar/${produkId}/tiktok`)).statusCode).toBe(404);
    expect(await counted()).toEqual([]);
  });

  it('leads to a stored link with characters a header cannot carry, percent-encoded', async () => {
    await t.db
      .updateTable('produk')
      .set({ link_shopee: 'https://shopee.co.id/gamis–aisyah ü' })
      .where('id', '=', produkId)
      .execute();
    const res = await click(`/keluar/${produkId}/shopee`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shopee.co.id/gamis%E2%80%93aisyah%20%C3%BC');
  });

  it('still leads on when the click cannot be recorded', async () => {
    await sql`alter table klik_keluar rename to klik_keluar_pindah`.execute(t.db);
    try {
      const res = await click(`/keluar/${produkId}/shopee`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://shopee.co.id/gamis-aisyah');
    } finally {
      await sql`alter table klik_keluar_pindah rename to klik_keluar`.execute(t.db);
    }
  });

  it("keeps a deleted product's clicks in the channel totals", async () => {
    await click(`/keluar/${produkId}/shopee`);
    await t.app.klikTally.flush();
    await t.db.deleteFrom('produk').where('id', '=', produkId).execute();
    expect(await counted()).toMatchObject([{ kanal: 'shopee', id_produk: null }]);
    expect((await click(`/keluar/${produkId}/shopee`)).statusCode).toBe(404);
  });

  it('counts a click on a product deleted before the click was written, without the product', async () => {
    const other = (await insertProduk(t.db)).id;
    await t.db.transaction().execute(async (trx) => {
      await sql`lock table klik_keluar in exclusive mode`.execute(trx);
      t.app.klikTally.add({ key: 'gone', kanal: 'shopee', idProduk: other });
      t.app.klikTally.add({ key: 'kept', kanal: 'shopee', idProduk: produkId });
      await trx.deleteFrom('produk').where('id', '=', other).execute();
    });
    expect(await counted()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kanal: 'shopee', id_produk: null }),
        expect.objectContaining({ kanal: 'shopee', id_produk: produkId }),
      ]),
    );
    expect(await counted()).toHaveLength(2);
  });
});

describe('/keluar/toko/…', () => {
  it("leads to the shop's configured marketplace page and counts it without a product", async () => {
    const res = await click('/keluar/toko/shopee');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shopee.co.id/toko-uji');
    expect(await counted()).toMatchObject([{ kanal: 'shopee', id_produk: null }]);
  });

  it('opens WhatsApp empty or on one of the fixed topics, never with a message from the URL', async () => {
    expect((await click('/keluar/toko/whatsapp')).headers.location).toBe(
      'https://wa.me/6281234567890',
    );
    const bundle = new URL(
      String((await click('/keluar/toko/whatsapp/paket-lebaran-ceria')).headers.location),
    );
    expect(bundle.searchParams.get('text')).toBe(
      'Halo Toko Uji, saya ingin memesan Paket Lebaran Ceria (Rp 180.000). Apakah masih tersedia?',
    );
    for (const url of [
      '/keluar/toko/whatsapp/pesan-bebas',
      '/keluar/toko/whatsapp/constructor',
      '/keluar/toko/whatsapp/__proto__',
      '/keluar/toko/line',
    ]) {
      expect((await click(url)).statusCode, url).toBe(404);
    }
    expect(await counted()).toHaveLength(2);
  });

  it('answers 404 for a marketplace the shop has not configured', async () => {
    const other = await createTestApp({ SHOP_TOKOPEDIA_URL: 'none' });
    try {
      const res = await other.app.inject({
        url: '/keluar/toko/tokopedia',
        headers: { 'user-agent': PHONE },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('klik.summary', () => {
  const addClicks = async (
    daysAgo: number,
    kanal: string,
    idProduk: number | null,
    times: number,
  ) => {
    for (let i = 0; i < times; i++) {
      await sql`insert into klik_keluar (hari, kanal, id_produk)
        values ((now() at time zone 'Asia/Jakarta')::date - ${daysAgo}::int, ${kanal}, ${idProduk})`.execute(
        t.db,
      );
    }
  };

  const summary = async (hari: number) => {
    const res = await trpcQuery<KlikSummary>(t.app, 'klik.summary', { hari }, { cookie: staff });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return res.data;
  };

  it('sums clicks per channel, per day and per product over the last 7 or 30 days', async () => {
    const other = (await insertProduk(t.db, { nama_produk: 'Koko Ahmad' })).id;
    await addClicks(0, 'shopee', produkId, 3);
    await addClicks(0, 'whatsapp', null, 1);
    await addClicks(6, 'tiktok', other, 2);
    await addClicks(7, 'tokopedia', other, 5); // outside 7 days, inside 30
    await addClicks(29, 'whatsapp', other, 1);
    await addClicks(30, 'shopee', produkId, 9); // outside both

    const week = await summary(7);
    expect(week.total).toBe(6);
    expect(week.perKanal).toEqual({ shopee: 3, tokopedia: 0, tiktok: 2, whatsapp: 1 });
    expect(week.perHari).toHaveLength(7);
    expect(week.perHari.at(-1)).toEqual({
      hari: todayInJakarta(),
      shopee: 3,
      tokopedia: 0,
      tiktok: 0,
      whatsapp: 1,
    });
    expect(week.perHari[0]).toMatchObject({ tiktok: 2 });
    expect(week.produkTeratas).toEqual([
      { id: produkId, nama_produk: 'Gamis Aisyah', jumlah: 3 },
      { id: other, nama_produk: 'Koko Ahmad', jumlah: 2 },
    ]);

    const month = await summary(30);
    expect(month.total).toBe(12);
    expect(month.perHari).toHaveLength(30);
    expect(month.perKanal).toEqual({ shopee: 3, tokopedia: 5, tiktok: 2, whatsapp: 2 });
    expect(month.produkTeratas[0]).toEqual({ id: other, nama_produk: 'Koko Ahmad', jumlah: 8 });
  });

  it('is for admins only and takes only 7 or 30 days', async () => {
    expect((await trpcQuery(t.app, 'klik.summary', { hari: 7 })).status).toBe(401);
    const bad = await trpcQuery(t.app, 'klik.summary', { hari: 365 }, { cookie: staff });
    expect(bad.status).toBe(400);
  });
});
