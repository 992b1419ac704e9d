import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { PenawaranAdmin, PenawaranKartu } from '../../../src/shared/schemas/penawaran.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';
import { announcePassedSchedules } from '../produk/jadwal-tayang.js';

// An offer counts only what visitors see (issue 29): its computed crossed-out price and its
// products follow the products' rule, on the API, on the page kept by the response cache, and
// again when a scheduled product's start passes.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp(
    { SHOP_NAME: 'Toko Uji', PUBLIC_URL: 'https://toko.example' },
    { client: await storefrontClient(), scheduleTimer: false },
  );
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

async function page() {
  const res = await t.app.inject('/penawarankhusus');
  expect(res.statusCode).toBe(200);
  // React marks where text parts meet (`-<!-- -->10<!-- -->%`): read the text as shown.
  return { html: res.body.replaceAll('<!-- -->', ''), cache: res.headers['x-cache'] };
}

describe('an offer whose products are not all seen by visitors', () => {
  it('adds up and names only the listed ones, here and on the page, until a start passes', async () => {
    const shown = await insertProduk(t.db, {
      nama_produk: 'Gamis Tayang Uji',
      harga: 100_000,
      diskon: 0,
    });
    const draf = await insertProduk(t.db, {
      nama_produk: 'Gamis Draf Uji',
      harga: 200_000,
      diskon: 0,
      status: 'draf',
    });
    const later = await insertProduk(t.db, {
      nama_produk: 'Gamis Terjadwal Uji',
      harga: 300_000,
      diskon: 0,
      tayang_mulai: new Date(Date.now() + 3_600_000),
    });
    const hidden = await insertProduk(t.db, {
      nama_produk: 'Gamis Tersembunyi Uji',
      harga: 50_000,
      diskon: 0,
      status: 'tersembunyi',
    });
    const offer = await t.db
      .insertInto('penawaran')
      .values({
        slug: 'paket-uji-tayang',
        nama: 'Paket Uji Tayang',
        deskripsi: 'Empat gamis.',
        ilustrasi: 'promo',
        harga: 90_000,
        urutan: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('penawaran_produk')
      .values(
        [shown, draf, later, hidden].map((p, urutan) => ({
          id_penawaran: offer.id,
          id_produk: p.id,
          urutan,
        })),
      )
      .execute();
    await t.changes.publish(t.db, t.app.log);

    const card = async () =>
      (await trpcQuery<PenawaranKartu[]>(t.app, 'penawaran.list')).data.find(
        (o) => o.id === offer.id,
      );
    // 100 000 of the one listed product, not 650 000 of all four (86 % off).
    expect(await card()).toMatchObject({
      hargaCoret: 100_000,
      diskon: 10,
      produk: [{ id: shown.id, nama_produk: 'Gamis Tayang Uji' }],
    });

    // The admin's list shows the card as visitors see it, and says which products count.
    const admin = (
      await trpcQuery<Page<PenawaranAdmin>>(t.app, 'penawaran.adminList', {}, { cookie: staff })
    ).data.items.find((o) => o.id === offer.id);
    expect(admin?.hargaCoret).toBe(100_000);
    expect(admin?.produk.map((p) => [p.nama_produk, p.tampil])).toEqual([
      ['Gamis Tayang Uji', true],
      ['Gamis Draf Uji', false],
      ['Gamis Terjadwal Uji', false],
      ['Gamis Tersembunyi Uji', false],
    ]);

    // Kept from its second request (docs/decisions/0008): the third is answered from the cache.
    await page();
    await page();
    const before = await page();
    expect(before.cache).toBe('hit');
    expect(before.html).toContain('Rp 100.000');
    expect(before.html).toContain('-10%');
    for (const name of ['Gamis Draf Uji', 'Gamis Terjadwal Uji', 'Gamis Tersembunyi Uji']) {
      expect(before.html).not.toContain(name);
    }
    expect(before.html).not.toContain('Rp 650.000');

    // The scheduled product's start passes: the timer's look renews the kept page.
    await t.db
      .updateTable('jadwal_tayang')
      .set({ diumumkan_sampai: sql<Date>`now() - interval '1 hour'` })
      .execute();
    await t.db
      .updateTable('produk')
      .set({ tayang_mulai: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', later.id)
      .execute();
    expect(await announcePassedSchedules(t.db, t.changes, t.app.log)).toBe(true);

    const after = await page();
    expect(after.cache).toBe('miss');
    expect(after.html).toContain('Gamis Terjadwal Uji');
    expect(after.html).toContain('Rp 400.000');
    expect(after.html).toContain('-77%');
    expect(after.html).not.toContain('Gamis Draf Uji');
    expect(await card()).toMatchObject({ hargaCoret: 400_000, diskon: 77 });
  });
});
