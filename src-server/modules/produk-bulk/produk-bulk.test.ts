import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkPrevious } from '../../../src/shared/schemas/produk-bulk.js';
import { priceByPercent } from '../../../src/shared/schemas/produk-bulk.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, type TestApp } from '../../test/test-app.js';

// Bulk actions on the product list (docs/product.md §11 Aksi massal): by ids or by the list's
// filter, all or nothing in one transaction, each undone exactly.

let t: TestApp;
let staff: string;
let main: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

let n = 0;
async function threeProducts(harga = [100_000, 149_999, 55_500]) {
  n += 1;
  const made = [];
  for (const [i, price] of harga.entries()) {
    made.push(
      await insertProduk(t.db, {
        nama_produk: `Massal ${n} Produk ${i}`,
        harga: price,
        diskon: 10,
        kategori: 'atasan',
      }),
    );
  }
  return made;
}

const rowsOf = (ids: number[]) =>
  t.db
    .selectFrom('produk')
    .select(['id', 'kategori', 'diskon', 'harga', 'status'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

const ubah = (input: unknown, cookie = staff) =>
  trpcMutation<{ count: number; sebelum: BulkPrevious[] }>(t.app, 'produkBulk.update', input, {
    cookie,
  });

describe('produkBulk.update', () => {
  it('sets category, discount and status by ids, and Batalkan puts back exactly what was there', async () => {
    const made = await threeProducts();
    const ids = made.slice(0, 2).map((p) => p.id);
    const before = await rowsOf(made.map((p) => p.id));
    for (const change of [
      { aksi: 'kategori', kategori: 'Gamis' },
      { aksi: 'diskon', diskon: 25 },
      { aksi: 'status', status: 'draf' },
    ]) {
      const res = await ubah({ target: { ids }, ubah: change });
      expect(res.status, res.response.body).toBe(200);
      expect(res.data.count).toBe(2);
    }
    const after = await rowsOf(made.map((p) => p.id));
    expect(
      after.slice(0, 2).map(({ kategori, diskon, status }) => [kategori, diskon, status]),
    ).toEqual([
      ['gamis', 25, 'draf'],
      ['gamis', 25, 'draf'],
    ]);
    // The third was not chosen.
    expect(after[2]).toEqual(before[2]);

    const last = await ubah({ target: { ids }, ubah: { aksi: 'kategori', kategori: 'setelan' } });
    const undo = await trpcMutation(
      t.app,
      'produkBulk.undo',
      { sebelum: last.data.sebelum },
      {
        cookie: staff,
      },
    );
    expect(undo.status).toBe(200);
    expect((await rowsOf(ids)).map((r) => r.kategori)).toEqual(['gamis', 'gamis']);
  });

  it('changes prices by a percentage, rounded to whole rupiah, and refuses all when one would fall below Rp 1', async () => {
    const made = await threeProducts([100_000, 149_999, 55_500]);
    const ids = made.map((p) => p.id);
    const res = await ubah({ target: { ids }, ubah: { aksi: 'harga', persen: -15 } });
    expect(res.status).toBe(200);
    expect((await rowsOf(ids)).map((r) => r.harga)).toEqual([85_000, 127_499, 47_175]);
    expect(priceByPercent(149_999, -15)).toBe(127_499);

    const cheap = await insertProduk(t.db, { nama_produk: 'Kaos Murah Sekali', harga: 40 });
    const refused = await ubah({
      target: { ids: [...ids, cheap.id] },
      ubah: { aksi: 'harga', persen: -99 },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'Harga Kaos Murah Sekali akan menjadi kurang dari Rp 1 atau melebihi batas. Tidak ada yang diubah.',
    );
    // All or nothing: the others kept their prices.
    expect((await rowsOf(ids)).map((r) => r.harga)).toEqual([85_000, 127_499, 47_175]);

    const undo = await trpcMutation(
      t.app,
      'produkBulk.undo',
      { sebelum: res.data.sebelum },
      {
        cookie: staff,
      },
    );
    expect(undo.status).toBe(200);
    expect((await rowsOf(ids)).map((r) => r.harga)).toEqual([100_000, 149_999, 55_500]);
  });

  it('acts on every product the list filter shows, and says so when none match', async () => {
    await threeProducts();
    const tag = `Massal ${n}`;
    const res = await ubah({
      target: { filter: { search: tag, kategori: 'atasan' } },
      ubah: { aksi: 'diskon', diskon: 50 },
    });
    expect(res.data.count).toBe(3);
    const rows = await t.db
      .selectFrom('produk')
      .select('diskon')
      .where('nama_produk', 'like', `${tag} %`)
      .execute();
    expect(rows.map((r) => r.diskon)).toEqual([50, 50, 50]);

    const none = await ubah({
      target: { filter: { search: 'tidak ada yang bernama begini' } },
      ubah: { aksi: 'diskon', diskon: 5 },
    });
    expect(none.status).toBe(400);
    expect(none.error?.message).toBe('Tidak ada produk yang cocok. Tidak ada yang diubah.');
  });

  it('acts on every page the filter matches but the rows the admin unticked', async () => {
    const made = [...(await threeProducts()), ...(await threeProducts())];
    const ids = made.map((p) => p.id);
    const res = await ubah({
      target: {
        filter: { search: 'Massal', kategori: 'atasan', status: 'tayang' },
        kecuali: [ids[1], ids[4]],
      },
      ubah: { aksi: 'status', status: 'tersembunyi' },
    });
    expect(res.status, res.response.body).toBe(200);
    const after = await rowsOf(ids);
    expect(after.map((r) => r.status)).toEqual([
      'tersembunyi',
      'tayang',
      'tersembunyi',
      'tersembunyi',
      'tayang',
      'tersembunyi',
    ]);
    // Earlier tests' products match the filter too: all of them changed, these two did not.
    expect(res.data.count).toBeGreaterThanOrEqual(4);
    expect(res.data.sebelum.map((p) => p.id)).not.toContain(ids[1]);

    const undo = await trpcMutation(
      t.app,
      'produkBulk.undo',
      { sebelum: res.data.sebelum },
      { cookie: staff },
    );
    expect(undo.status).toBe(200);
    expect((await rowsOf(ids)).every((r) => r.status === 'tayang')).toBe(true);
  });

  it('takes a filter matching exactly 5 000 products and refuses one matching 5 001', async () => {
    // Written without the triggers (history, the search dictionary): only their count matters.
    const insert = (from: number, to: number) =>
      t.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`
          insert into produk (nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori, foto_produk)
          select 'Banyak Sekali ' || g, 10000, 0, 0, 'Uji batas', 'banyak', 'banyak.webp'
          from generate_series(${from}::int, ${to}::int) as g`.execute(trx);
      });
    const discounted = async () =>
      (
        await t.db
          .selectFrom('produk')
          .select(sql<number>`count(*) filter (where diskon <> 0)::int`.as('n'))
          .where('kategori', '=', 'banyak')
          .executeTakeFirstOrThrow()
      ).n;
    const filter = { target: { filter: { kategori: 'banyak' } } };

    // Exactly the cap: written, every row through the history's trigger (the slow part, some
    // seconds on PGlite, 2 s on PostgreSQL); the 5 001st row makes it a refusal before any write.
    await insert(1, 5000);
    const exact = await ubah({ ...filter, ubah: { aksi: 'diskon', diskon: 5 } });
    expect(exact.status, JSON.stringify(exact.error)).toBe(200);
    expect(exact.data.count).toBe(5000);
    expect(exact.data.sebelum).toHaveLength(5000);
    expect(await discounted()).toBe(5000);

    await insert(5001, 5001);
    const started = Date.now();
    const over = await ubah({ ...filter, ubah: { aksi: 'diskon', diskon: 7 } });
    expect(over.status).toBe(400);
    expect(over.error?.message).toBe(
      'Paling banyak 5.000 produk sekaligus. Persempit filternya, lalu coba lagi.',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    // Nothing of it was written: the 5 000 keep their 5 %, the last one its 0.
    expect(await discounted()).toBe(5000);
    expect(
      (
        await t.db
          .selectFrom('produk')
          .select('diskon')
          .where('kategori', '=', 'banyak')
          .where('nama_produk', '=', 'Banyak Sekali 5001')
          .executeTakeFirstOrThrow()
      ).diskon,
    ).toBe(0);
  }, 120_000);

  it('refuses a bad percentage or discount in Indonesian', async () => {
    const [p] = await threeProducts();
    const zero = await ubah({ target: { ids: [p?.id] }, ubah: { aksi: 'harga', persen: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.error?.message).toBe(
      'Persen perubahan harga harus bilangan bulat antara -99 dan 1000, bukan 0.',
    );
    const diskon = await ubah({ target: { ids: [p?.id] }, ubah: { aksi: 'diskon', diskon: 120 } });
    expect(diskon.status).toBe(400);
  });
});

describe('produkBulk.delete', () => {
  it('moves the chosen products into Sampah with their colours, and pulihkanBanyak brings all back', async () => {
    const made = await threeProducts();
    await insertWarna(t.db, made[0]?.id ?? 0, 'Sage');
    const ids = made.map((p) => p.id);
    const before = await rowsOf(ids);
    const staffTry = await trpcMutation(
      t.app,
      'produkBulk.delete',
      { target: { ids } },
      {
        cookie: staff,
      },
    );
    expect(staffTry.status).toBe(403);
    const res = await trpcMutation<{ count: number; sampah: number[] }>(
      t.app,
      'produkBulk.delete',
      { target: { ids } },
      { cookie: main },
    );
    expect(res.data.count).toBe(3);
    expect(await rowsOf(ids)).toEqual([]);

    const undo = await trpcMutation(
      t.app,
      'sampah.restoreMany',
      { ids: res.data.sampah },
      {
        cookie: main,
      },
    );
    expect(undo.status).toBe(200);
    expect(await rowsOf(ids)).toEqual(before);
    expect(
      await t.db
        .selectFrom('warna')
        .select('warna')
        .where('id_produk', '=', made[0]?.id ?? 0)
        .execute(),
    ).toEqual([{ warna: 'Sage' }]);
    // Restored already: all or none, a second undo changes nothing.
    const again = await trpcMutation(
      t.app,
      'sampah.restoreMany',
      { ids: res.data.sampah },
      {
        cookie: main,
      },
    );
    expect(again.status).toBe(404);
  });
});
