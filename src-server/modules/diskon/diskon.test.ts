import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountedPrice, formatRupiah } from '../../../src/shared/price.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { DiskonAdmin } from '../../../src/shared/schemas/diskon.js';
import type { ProdukPage } from '../../../src/shared/schemas/produk-page.js';
import { createAdmins } from '../../test/admins.js';
import { diskonInput, insertProduk, sampahIdOf } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { listMailProduk } from '../kampanye/kampanye.queries.js';
import { announcePassedSchedules } from '../produk/jadwal-tayang.js';

// Dated discounts (docs/product.md §14) through the real app on a database of this file's own:
// the main admin's writes, the shown price in every visitors' read, and the start and end on
// time with the kept pages renewed.

let t: TestApp;
let staff: string;
let main: string;
const log = { info: () => undefined, warn: () => undefined };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp(
    { SHOP_TIME_ZONE: 'Asia/Jakarta', PUBLIC_URL: 'https://toko.example' },
    { client: await storefrontClient(), scheduleTimer: false },
  );
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('diskon').execute();
  await t.db.deleteFrom('sampah').execute();
  t.changes.changed();
});

const iso = (ms: number) => new Date(ms).toISOString();

async function create(values: Record<string, unknown> = {}): Promise<DiskonAdmin> {
  const res = await trpcMutation<DiskonAdmin>(t.app, 'diskon.create', diskonInput(values), {
    cookie: main,
  });
  expect(res.error?.message).toBeUndefined();
  return res.data;
}

const productPage = async (id: number) =>
  (await trpcQuery<ProdukPage | null>(t.app, 'produk.page', { id })).data;
const pageHtml = async (id: number) => (await t.app.inject(`/detail/${id}`)).body;

describe('the main admin alone writes dated discounts', () => {
  it('refuses visitors and other admins', async () => {
    expect((await trpcQuery(t.app, 'diskon.adminList', {})).status).toBe(401);
    expect((await trpcQuery(t.app, 'diskon.adminList', {}, { cookie: staff })).status).toBe(403);
    const staffCreate = await trpcMutation(t.app, 'diskon.create', diskonInput(), {
      cookie: staff,
    });
    expect(staffCreate.status).toBe(403);
    expect((await trpcQuery(t.app, 'diskon.adminList', {}, { cookie: main })).status).toBe(200);
  });

  it('reads "20%" as 20 and refuses bad input with an Indonesian 400', async () => {
    const created = await create();
    expect(created).toMatchObject({ persen: 20, slug: 'diskon-lebaran', keadaan: 'berjalan' });
    const bad = async (values: Record<string, unknown>) => {
      const res = await trpcMutation(t.app, 'diskon.create', diskonInput(values), { cookie: main });
      expect(res.status).toBe(400);
      return res.error?.data.issues?.[0]?.message ?? res.error?.message;
    };
    expect(await bad({ persen: '0' })).toBe(
      'Persen diskon harus bilangan bulat antara 1 dan 99, misalnya 20 atau 20%.',
    );
    expect(await bad({ persen: '150%' })).toMatch(/antara 1 dan 99/);
    expect(await bad({ persen: '12,5' })).toMatch(/antara 1 dan 99/);
    expect(await bad({ sampai: iso(Date.now() - 2 * HOUR) })).toBe('Sampai harus setelah Mulai.');
    expect(await bad({ cakupan: 'produk', produk: [] })).toBe('Pilih minimal satu produk.');
    expect(await bad({ cakupan: 'kategori', kategori: [] })).toBe('Pilih minimal satu kategori.');
    expect(await bad({ mulai: 'besok' })).toBe('Mulai harus tanggal dan jam yang valid.');
    const missing = await trpcMutation(
      t.app,
      'diskon.create',
      diskonInput({ cakupan: 'produk', produk: [999_999] }),
      { cookie: main },
    );
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('Ada produk yang sudah tidak ada. Pilih ulang produknya.');
    // A second discount of the same name gets an address of its own.
    expect((await create()).slug).toBe('diskon-lebaran-2');
  });
});

describe('a running dated discount sets the shown price everywhere', () => {
  it('shows the larger discount to visitors and keeps the product own discount', async () => {
    const gamis = await insertProduk(t.db, {
      nama_produk: 'Gamis Diskon',
      kategori: 'gamis',
      harga: 200_000,
      diskon: 10,
    });
    const besar = await insertProduk(t.db, {
      nama_produk: 'Gamis Besar',
      kategori: 'gamis',
      harga: 200_000,
      diskon: 40,
    });
    await create({ persen: 25, sampai: iso(Date.parse('2030-04-10T16:59:00Z')) });
    const shown = discountedPrice(200_000, 25);

    // The product page: price, name and end on the shop's clock; JSON-LD with the end and the
    // normal price struck through.
    const page = await productPage(gamis.id);
    expect(page?.produk.diskon).toBe(25);
    expect(page?.diskonBerlaku).toMatchObject({
      nama: 'Diskon Lebaran',
      berakhir: '10 Apr, 23.59 WIB',
    });
    const html = await pageHtml(gamis.id);
    expect(html).toContain(formatRupiah(shown));
    expect(html).toContain('berakhir 10 Apr, 23.59 WIB');
    expect(html).toContain('"priceValidUntil":"2030-04-10T16:59:00.000Z"');
    expect(html).toContain('"priceType":"https://schema.org/StrikethroughPrice","price":200000');
    // Its own larger discount stays, and no dated one is named.
    expect((await productPage(besar.id))?.diskonBerlaku).toBeNull();
    expect((await productPage(besar.id))?.produk.diskon).toBe(40);

    // Category list (the catalogue in memory), its price filter and order, the legacy REST
    // field, search, the mails' products.
    const list = await trpcQuery<{ items: { id: number; diskon: number }[] }>(
      t.app,
      'produk.list',
      {
        kategori: 'gamis',
        hargaMax: shown,
      },
    );
    expect(list.data.items.map((p) => [p.id, p.diskon])).toContainEqual([gamis.id, 25]);
    const legacy = await t.app.inject(`/api/produk/${gamis.id}`);
    expect(legacy.json()).toMatchObject({ diskon: 25 });
    const search = await t.app.inject('/api/produk/search/Gamis%20Diskon');
    expect(search.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: gamis.id, diskon: 25 })]),
    );
    expect(await listMailProduk(t.db, [gamis.id])).toMatchObject([{ diskon: 25 }]);

    // The product's own discount is never written.
    const row = await t.db
      .selectFrom('produk')
      .select('diskon')
      .where('id', '=', gamis.id)
      .executeTakeFirstOrThrow();
    expect(row.diskon).toBe(10);
  });

  it('applies the larger of two overlapping discounts, and the admin sees which', async () => {
    const p = await insertProduk(t.db, { kategori: 'gamis', harga: 150_000, diskon: 0 });
    await create({ nama: 'Diskon Kategori', persen: 15 });
    const pilihan = await create({
      nama: 'Diskon Pilihan',
      persen: 30,
      cakupan: 'produk',
      produk: [p.id],
    });
    expect(pilihan.jumlahProduk).toBe(1);
    expect((await productPage(p.id))?.diskonBerlaku?.nama).toBe('Diskon Pilihan');
    expect((await productPage(p.id))?.produk.diskon).toBe(30);
  });

  it('ends now with "Akhiri sekarang": the kept page shows the own discount again', async () => {
    const p = await insertProduk(t.db, { kategori: 'gamis', harga: 100_000, diskon: 5 });
    const d = await create({ persen: 50 });
    expect(await pageHtml(p.id)).toContain(formatRupiah(discountedPrice(100_000, 50)));
    const ended = await trpcMutation<DiskonAdmin>(
      t.app,
      'diskon.end',
      { id: d.id },
      { cookie: main },
    );
    expect(ended.data.keadaan).toBe('berakhir');
    expect(await pageHtml(p.id)).toContain(formatRupiah(discountedPrice(100_000, 5)));
    // Ending twice is a conflict, said in Indonesian.
    const again = await trpcMutation(t.app, 'diskon.end', { id: d.id }, { cookie: main });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Diskon ini tidak sedang berjalan.');
    // An ended discount is not edited any more.
    const edit = await trpcMutation(
      t.app,
      'diskon.update',
      { id: d.id, ...diskonInput() },
      { cookie: main },
    );
    expect(edit.status).toBe(400);
  });

  it('lets a running discount change only its name and end', async () => {
    const d = await create();
    const renamed = await trpcMutation<DiskonAdmin>(
      t.app,
      'diskon.update',
      { id: d.id, ...diskonInput({ nama: 'Diskon Lebaran Hebat', mulai: d.mulai, sampai: null }) },
      { cookie: main },
    );
    expect(renamed.data).toMatchObject({ nama: 'Diskon Lebaran Hebat', sampai: null });
    // Its address stays (it may be shared).
    expect(renamed.data.slug).toBe(d.slug);
    const persen = await trpcMutation(
      t.app,
      'diskon.update',
      { id: d.id, ...diskonInput({ persen: 30, mulai: d.mulai }) },
      { cookie: main },
    );
    expect(persen.status).toBe(400);
    expect(persen.error?.message).toBe(
      'Diskon yang sedang berjalan hanya bisa diganti nama dan tanggal akhirnya.',
    );
  });
});

describe('the bulk edit\'s "Atur diskon" with "sampai"', () => {
  it('makes a dated discount for the chosen products and leaves their own discounts', async () => {
    const a = await insertProduk(t.db, { harga: 100_000, diskon: 5 });
    const b = await insertProduk(t.db, { harga: 100_000, diskon: 50 });
    const sampai = '2030-04-10T16:59:00.000Z';
    const input = { target: { ids: [a.id, b.id] }, persen: '30%', sampai };
    expect(
      (await trpcMutation(t.app, 'produkBulk.dateDiskon', input, { cookie: staff })).status,
    ).toBe(403);
    const made = await trpcMutation<{ count: number; nama: string }>(
      t.app,
      'produkBulk.dateDiskon',
      input,
      { cookie: main },
    );
    expect(made.data).toMatchObject({ count: 2, nama: 'Diskon s.d. 10 Apr' });
    expect((await productPage(a.id))?.produk.diskon).toBe(30);
    expect((await productPage(a.id))?.diskonBerlaku?.berakhir).toBe('10 Apr, 23.59 WIB');
    // The larger own discount still applies.
    expect((await productPage(b.id))?.produk.diskon).toBe(50);
    const own = await t.db
      .selectFrom('produk')
      .select('diskon')
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(own.map((r) => r.diskon)).toEqual([5, 50]);
    const past = await trpcMutation(
      t.app,
      'produkBulk.dateDiskon',
      { ...input, sampai: iso(Date.now() - HOUR) },
      { cookie: main },
    );
    expect(past.status).toBe(400);
    expect(past.error?.message).toBe('Sampai harus di masa depan.');
  });
});

describe('on time', () => {
  it('starts and ends by itself: the kept page is renewed when each instant is announced', async () => {
    const p = await insertProduk(t.db, { kategori: 'setelan', harga: 100_000, diskon: 0 });
    const start = Date.now() + 3_000;
    await create({
      kategori: ['setelan'],
      persen: 30,
      mulai: iso(start),
      sampai: iso(start + 1_500),
    });
    const price = formatRupiah(discountedPrice(100_000, 30));
    expect(await pageHtml(p.id)).not.toContain(price);
    const list = await trpcQuery<Page<DiskonAdmin>>(
      t.app,
      'diskon.adminList',
      {},
      { cookie: main },
    );
    expect(list.data.items[0]?.keadaan).toBe('terjadwal');

    await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 50));
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(true);
    expect(await pageHtml(p.id)).toContain(price);

    await new Promise((resolve) => setTimeout(resolve, start + 1_500 - Date.now() + 50));
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(true);
    expect(await pageHtml(p.id)).not.toContain(price);
  });

  it('announces nothing for a draft', async () => {
    await create({ status: 'draf', mulai: iso(Date.now() + 300) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(false);
  });
});

describe('Sampah and Riwayat', () => {
  it('goes to Sampah with its products and comes back; every write is in the history', async () => {
    const p = await insertProduk(t.db, { kategori: 'atasan' });
    const d = await create({ cakupan: 'produk', produk: [p.id] });
    await trpcMutation(
      t.app,
      'diskon.update',
      {
        id: d.id,
        ...diskonInput({ nama: 'Diskon Baru', mulai: d.mulai, cakupan: 'produk', produk: [p.id] }),
      },
      { cookie: main },
    );
    const deleted = await trpcMutation(t.app, 'diskon.delete', { id: d.id }, { cookie: main });
    expect(deleted.status).toBe(200);
    expect((await trpcQuery(t.app, 'diskon.get', { id: d.id }, { cookie: main })).status).toBe(404);
    const sampahId = await sampahIdOf(t.db, 'diskon', d.id);
    await trpcMutation(t.app, 'sampah.restore', { id: sampahId }, { cookie: main });
    const back = await trpcQuery<DiskonAdmin>(t.app, 'diskon.get', { id: d.id }, { cookie: main });
    expect(back.data.produk.map((x) => x.id)).toEqual([p.id]);
    const history = await t.db
      .selectFrom('riwayat')
      .select(['aksi'])
      .where('entitas', '=', 'diskon')
      .where('id_entitas', '=', String(d.id))
      .orderBy('id')
      .execute();
    // Created running: its start is an entry of its own (Kembalikan ends it), then the edit.
    expect(history.map((h) => h.aksi)).toEqual([
      'dibuat',
      'diubah',
      'diubah',
      'dihapus',
      'dipulihkan',
    ]);
  });
});
