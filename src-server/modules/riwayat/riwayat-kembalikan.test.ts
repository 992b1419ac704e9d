import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import type { RiwayatEntry, RiwayatPage } from '../../../src/shared/schemas/riwayat.js';
import type { Trashed } from '../../../src/shared/schemas/sampah.js';
import { registerAllKembalikanKinds } from '../../riwayat-kinds.js';
import { registerKembalikanKinds } from '../../services/riwayat/kembalikan.js';
import { createAdmins } from '../../test/admins.js';
import { produkCsvClient } from '../../test/produk-csv-client.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { diskonMulaiKembalikan } from '../diskon/diskon.kembalikan.js';
import { produkBulkKembalikan } from '../produk-bulk/produk-bulk.kembalikan.js';
import { produkCsvKembalikan } from '../produk-csv/produk-csv.kembalikan.js';

// "Kembalikan" from Riwayat (docs/product.md §12 Riwayat) against the real app and database: a
// bulk edit and a CSV import are written back in one transaction, refused (naming the product
// and the field) where a later change touched the same field or the product went to Sampah,
// recorded as an action of their own that can be reverted in turn, never twice, and allowed to
// whoever may do the action.

const copy = adminCopy.riwayat.kembalikan;

let t: TestApp;
let main: string;
let staff: string;
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: main, staffCookie: staff } = await createAdmins(t.app, t.db));
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const produkRow = (id: number) =>
  t.db
    .selectFrom('produk')
    .select(['nama_produk', 'harga', 'diskon', 'kategori', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();

const revert = (tindakan: string, cookie = main) =>
  trpcMutation<{ count: number }>(t.app, 'riwayat.revert', { tindakan }, { cookie });

async function entryOf(tindakan: string): Promise<RiwayatEntry> {
  const res = await trpcQuery<RiwayatPage>(t.app, 'riwayat.list', {}, { cookie: main });
  const entry = res.data.items.find((item) => item.tindakan === tindakan);
  if (!entry) throw new Error(`no entry ${tindakan}`);
  return entry;
}

/** Three products with their own discounts, then one bulk discount over all: its action. */
async function bulkDiscount(
  names: string[],
  diskon = 20,
): Promise<{ ids: number[]; tindakan: string }> {
  const ids: number[] = [];
  for (const [i, nama_produk] of names.entries()) {
    ids.push((await insertProduk(t.db, { nama_produk, diskon: 15 + i * 10, harga: 185_000 })).id);
  }
  const res = await trpcMutation<{ tindakan: string }>(
    t.app,
    'produkBulk.update',
    { target: { ids }, ubah: { aksi: 'diskon', diskon } },
    { cookie: staff },
  );
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return { ids, tindakan: res.data.tindakan };
}

describe('Kembalikan a bulk edit', () => {
  it("writes back every product's own discount, and marks the action taken back", async () => {
    const { ids, tindakan } = await bulkDiscount([
      'Gamis Balik A',
      'Gamis Balik B',
      'Gamis Balik C',
    ]);
    expect((await entryOf(tindakan)).jenis).toBe('ubah-massal');

    const res = await revert(tindakan);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.count).toBe(3);
    expect((await Promise.all(ids.map(produkRow))).map((p) => p?.diskon)).toEqual([15, 25, 35]);

    const entry = await entryOf(tindakan);
    expect(entry.dibatalkan).toMatchObject({ kembalikan: true, pengguna: { id: 1 } });
  });

  it('is an action of its own in Riwayat, which can be taken back in turn', async () => {
    const { ids, tindakan } = await bulkDiscount(['Khimar Putar A', 'Khimar Putar B']);
    expect((await revert(tindakan)).status).toBe(200);
    const list = await trpcQuery<RiwayatPage>(t.app, 'riwayat.list', {}, { cookie: main });
    const own = list.data.items.find((item) => item.jenis === 'kembalikan');
    expect(own).toMatchObject({ membatalkan: true, dibatalkan: null });
    expect(own?.baris.map((b) => [b.entitas, b.aksi, b.perubahan[0]?.kolom])).toEqual([
      ['produk', 'diubah', 'diskon'],
      ['produk', 'diubah', 'diskon'],
    ]);

    // Reverting the revert applies the bulk discount again.
    expect((await revert(own?.tindakan ?? '')).status).toBe(200);
    expect((await Promise.all(ids.map(produkRow))).map((p) => p?.diskon)).toEqual([20, 20]);
  });

  it('refuses, naming the product and the field, when a later change touched that field', async () => {
    const { ids, tindakan } = await bulkDiscount(['Gamis Aisyah Uji', 'Gamis Lain Uji']);
    const [aisyah = 0, lain = 0] = ids;
    // Someone changed one product's discount afterwards (and another's price: no conflict).
    const later = await trpcMutation(
      t.app,
      'produkBulk.update',
      { target: { ids: [aisyah] }, ubah: { aksi: 'diskon', diskon: 35 } },
      { cookie: staff },
    );
    expect(later.status).toBe(200);
    const price = await trpcMutation(
      t.app,
      'produkBulk.update',
      { target: { ids: [lain] }, ubah: { aksi: 'harga', persen: 10 } },
      { cookie: staff },
    );
    expect(price.status).toBe(200);

    const res = await revert(tindakan);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(copy.refusedChanged('diskon', 'Gamis Aisyah Uji'));
    // Nothing was written: both keep the bulk discount, and the action can still be reverted.
    expect((await produkRow(aisyah))?.diskon).toBe(35);
    expect((await produkRow(lain))?.diskon).toBe(20);
    expect((await entryOf(tindakan)).dibatalkan).toBeNull();
  });

  it('refuses, naming the product, when a product went to Sampah since; restored, it goes', async () => {
    const { ids, tindakan } = await bulkDiscount(['Tunik Sampah Uji']);
    const [id = 0] = ids;
    const trashed = await trpcMutation<{ sampah: Trashed }>(
      t.app,
      'produk.delete',
      { id },
      { cookie: main },
    );
    expect(trashed.status, JSON.stringify(trashed.error)).toBe(200);
    const res = await revert(tindakan);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(copy.refusedInSampah('Tunik Sampah Uji'));

    const restored = await trpcMutation(
      t.app,
      'sampah.restore',
      { id: trashed.data.sampah.id },
      { cookie: main },
    );
    expect(restored.status, JSON.stringify(restored.error)).toBe(200);
    expect((await revert(tindakan)).status).toBe(200);
    expect((await produkRow(id))?.diskon).toBe(15);
  });

  it('is refused a second time, and after a "Batalkan"', async () => {
    const first = await bulkDiscount(['Dua Kali A']);
    expect((await revert(first.tindakan)).status).toBe(200);
    const again = await revert(first.tindakan);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(copy.refusedTwice);

    const undone = await bulkDiscount(['Batalkan Dulu A']);
    const undo = await trpcMutation(
      t.app,
      'produkBulk.undo',
      {
        membatalkan: undone.tindakan,
        sebelum: [
          { id: undone.ids[0], kategori: 'atasan', diskon: 15, harga: 185_000, status: 'tayang' },
        ],
      },
      { cookie: staff },
    );
    expect(undo.status, JSON.stringify(undo.error)).toBe(200);
    expect((await revert(undone.tindakan)).status).toBe(409);
  });

  it('two reverts of one action at once: one wins, the other is a 409', async () => {
    const { ids, tindakan } = await bulkDiscount(['Serentak A', 'Serentak B']);
    const answers = await Promise.all(
      [main, staff].map((cookie) =>
        fetch(`${address}/api/trpc/riwayat.revert`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ tindakan }),
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await Promise.all(ids.map(produkRow))).map((p) => p?.diskon)).toEqual([15, 25]);
  });

  it('an action Riwayat cannot take back (an editor save, an unknown id) is a 404', async () => {
    const res = await revert('00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(copy.refusedKind);
    expect((await revert('bukan-uuid')).status).toBe(400);
  });
});

describe('who may take an action back', () => {
  it('any admin may revert a bulk edit, as any admin may do one; a visitor may not', async () => {
    const { tindakan } = await bulkDiscount(['Hak Staf A']);
    expect((await trpcMutation(t.app, 'riwayat.revert', { tindakan })).status).toBe(401);
    expect((await revert(tindakan, staff)).status).toBe(200);
  });

  it("a kind that is the main admin's is refused to another admin, before anything is read", async () => {
    const { ids, tindakan } = await bulkDiscount(['Hak Utama A']);
    registerKembalikanKinds({
      'ubah-massal': { ...produkBulkKembalikan, access: 'mainAdmin' },
      'impor-csv': produkCsvKembalikan,
      'diskon-mulai': diskonMulaiKembalikan,
    });
    try {
      const refused = await revert(tindakan, staff);
      expect(refused.status).toBe(403);
      expect((await produkRow(ids[0] ?? 0))?.diskon).toBe(20);
      expect((await revert(tindakan, main)).status).toBe(200);
    } finally {
      registerAllKembalikanKinds();
    }
  });
});

describe('Kembalikan a CSV import', () => {
  const { upload, preview } = produkCsvClient(
    () => t.app,
    () => address,
    () => staff,
  );

  /** The file previewed and applied; answers the import's action. */
  async function importCsv(file: string): Promise<string> {
    const checked = await preview(file);
    expect(checked.galat).toEqual([]);
    const commit = await upload('commit', file, checked.token);
    expect(commit.status, commit.message).toBe(200);
    const kinds = await t.db
      .selectFrom('riwayat_tindakan')
      .select('id_tindakan')
      .where('jenis', '=', 'impor-csv')
      .orderBy('waktu', 'desc')
      .execute();
    return kinds[0]?.id_tindakan ?? '';
  }

  it("writes back the products' fields, the colours' codes and the marks; its revert applies them again", async () => {
    const produk = await insertProduk(t.db, { nama_produk: 'Gamis CSV Balik', harga: 185_000 });
    const navy = await insertWarna(t.db, produk.id, 'Navy', '#1f2a44');
    const s = await insertUkuran(t.db, produk.id, { ukuran: 'S', usia: '1-2 tahun' });
    await t.db
      .insertInto('ketersediaan')
      .values({ id_produk: produk.id, id_warna: navy.id, id_ukuran: s.id, tersedia: false })
      .execute();
    const file = [
      'id,harga,warna,ketersediaan',
      `${produk.id},199000,Navy (#000080),Navy / S (1-2 tahun): 4`,
    ].join('\n');
    const tindakan = await importCsv(file);
    const entry = await entryOf(tindakan);
    expect(entry.baris.map((b) => b.entitas).sort()).toEqual(['ketersediaan', 'produk', 'warna']);

    const res = await revert(tindakan, staff);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect((await produkRow(produk.id))?.harga).toBe(185_000);
    const warna = await t.db
      .selectFrom('warna')
      .select('kode_warna')
      .where('id', '=', navy.id)
      .executeTakeFirst();
    expect(warna?.kode_warna).toBe('#1f2a44');
    const cells = await t.db
      .selectFrom('ketersediaan')
      .select(['tersedia', 'stok'])
      .where('id_produk', '=', produk.id)
      .execute();
    expect(cells).toEqual([{ tersedia: false, stok: null }]);

    // The revert taken back applies the file's values again.
    const own = (await trpcQuery<RiwayatPage>(t.app, 'riwayat.list', {}, { cookie: main })).data
      .items[0];
    expect(own?.jenis).toBe('kembalikan');
    expect((await revert(own?.tindakan ?? '')).status).toBe(200);
    expect((await produkRow(produk.id))?.harga).toBe(199_000);
    const again = await t.db
      .selectFrom('ketersediaan')
      .select(['tersedia', 'stok'])
      .where('id_produk', '=', produk.id)
      .execute();
    expect(again).toEqual([{ tersedia: true, stok: 4 }]);
  });

  it('a product the import created goes to Sampah, and a revert of that brings it back', async () => {
    const tindakan = await importCsv(
      [
        'id;nama_produk;kategori;harga;ukuran;ketersediaan',
        ';Draf Dari CSV;gamis;99000;S (1-2 tahun);- / S (1-2 tahun): 4',
      ].join('\n'),
    );
    const created = await t.db
      .selectFrom('produk')
      .select('id')
      .where('nama_produk', '=', 'Draf Dari CSV')
      .executeTakeFirstOrThrow();
    expect((await revert(tindakan)).status).toBe(200);
    expect(await produkRow(created.id)).toBeUndefined();
    const inSampah = t.db.selectFrom('sampah').select('label').where('jenis', '=', 'produk');
    expect(await inSampah.where('id_entitas', '=', created.id).executeTakeFirst()).toEqual({
      label: 'Draf Dari CSV',
    });

    const own = (await trpcQuery<RiwayatPage>(t.app, 'riwayat.list', {}, { cookie: main })).data
      .items[0];
    expect(own?.jenis).toBe('kembalikan');
    expect((await revert(own?.tindakan ?? '')).status).toBe(200);
    expect((await produkRow(created.id))?.nama_produk).toBe('Draf Dari CSV');
    // Its size and its mark came back with it.
    const cells = t.db.selectFrom('ketersediaan').select('stok');
    expect(await cells.where('id_produk', '=', created.id).execute()).toEqual([{ stok: 4 }]);
  });
});
