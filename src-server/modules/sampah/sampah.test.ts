import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { Restored, SampahItem, Trashed } from '../../../src/shared/schemas/sampah.js';
import { sweepUploads } from '../../images/sweep-uploads.js';
import { createAdmins } from '../../test/admins.js';
import {
  insertFaq,
  insertProduk,
  insertTestimoni,
  insertUkuran,
  insertWarna,
  sampahIdOf,
} from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg } from '../../test/uploads.js';
import { purgeExpiredSampah } from './sampah-purge.js';

// Sampah (docs/product.md §11 Sampah, docs/decisions/0021): a delete takes the row and what goes with
// it out of every read at once, a restore puts it all back with its ids, the purge after 30
// days removes the row and its files, and a restore that cannot be done is a 409 in Indonesian.

let t: TestApp;
let main: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://toko.example.id' },
    { client: await storefrontClient() },
  );
  ({ mainCookie: main, staffCookie: staff } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

const idsOf = (items: { id: number }[]) => items.map((p) => p.id);
const pulihkan = (id: number | undefined) =>
  trpcMutation<Restored>(t.app, 'sampah.restore', { id }, { cookie: main });

/** A product as the shop has them: colours, sizes, photos, a cell marked Habis, a testimonial. */
async function fullProduk(nama: string, status: 'tayang' | 'tersembunyi' = 'tayang') {
  const produk = await insertProduk(t.db, { nama_produk: nama, kategori: 'gamis', status });
  const warna = await insertWarna(t.db, produk.id, 'Sage');
  const ukuran = await insertUkuran(t.db, produk.id, { usia: '5-6 tahun', ukuran: 'L' });
  await t.db
    .insertInto('produk_foto')
    .values({
      id_produk: produk.id,
      id_warna: warna.id,
      foto: `kedua-${produk.id}.webp`,
      alt: 'Belakang',
      urutan: 1,
    })
    .execute();
  await t.db
    .insertInto('ketersediaan')
    .values({
      id_produk: produk.id,
      id_warna: warna.id,
      id_ukuran: ukuran.id,
      tersedia: false,
      stok: 0,
    })
    .execute();
  const testimoni = await insertTestimoni(t.db, { idProduk: produk.id });
  for (const key of [
    `produk/${produk.foto_produk}`,
    `produk/kedua-${produk.id}.webp`,
    `produk/${produk.id}/${warna.foto}`,
  ]) {
    await t.storage.put(key, await jpeg(40, 50));
  }
  return { produk, warna, ukuran, testimoni };
}

/** A visitor's "Kabari saya" on the product's sold-out cell (fullProduk's). */
async function kabariSaya(parts: {
  produk: { id: number };
  warna: { id: number };
  ukuran: { id: number };
}) {
  const res = await trpcMutation(t.app, 'kabarStok.request', {
    idProduk: parts.produk.id,
    idWarna: parts.warna.id,
    idUkuran: parts.ukuran.id,
    email: 'bunda.sampah@mail.com',
    persetujuan: true,
    halaman: `/detail/${parts.produk.id}`,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
}

/** Everything stored of a product, its rows and their order, to compare before and after. */
async function rowsOf(id: number) {
  const [produk, warna, ukuran, foto, ketersediaan, testimoni, kabarStok] = await Promise.all([
    t.db.selectFrom('produk').selectAll().where('id', '=', id).execute(),
    t.db.selectFrom('warna').selectAll().where('id_produk', '=', id).orderBy('id').execute(),
    t.db.selectFrom('ukuran').selectAll().where('id_produk', '=', id).orderBy('id').execute(),
    t.db.selectFrom('produk_foto').selectAll().where('id_produk', '=', id).orderBy('id').execute(),
    t.db.selectFrom('ketersediaan').selectAll().where('id_produk', '=', id).execute(),
    t.db.selectFrom('testimoni').select('id').where('id_produk', '=', id).execute(),
    t.db.selectFrom('kabar_stok').selectAll().where('id_produk', '=', id).orderBy('id').execute(),
  ]);
  return { produk, warna, ukuran, foto, ketersediaan, testimoni, kabarStok };
}

async function visitorSees(id: number, nama: string): Promise<Record<string, boolean>> {
  const page = await trpcQuery(t.app, 'produk.page', { id });
  const list = await trpcQuery<{ items: ProdukCard[] }>(t.app, 'produk.list', {
    kategori: 'gamis',
  });
  const search = await trpcQuery<{ id: number }[]>(t.app, 'produk.search', {
    query: nama,
    limit: 20,
  });
  const legacyList = await t.app.inject('/api/produk');
  const legacyOne = await t.app.inject(`/api/produk/${id}`);
  const legacySearch = await t.app.inject(`/api/produk/search/${encodeURIComponent(nama)}`);
  const sitemap = await t.app.inject('/sitemap.xml');
  const detail = await t.app.inject(`/detail/${id}`);
  return {
    page: page.data !== null,
    list: idsOf(list.data.items).includes(id),
    search: idsOf(search.data).includes(id),
    legacyList: idsOf(legacyList.json<{ id: number }[]>()).includes(id),
    legacyOne: legacyOne.statusCode === 200,
    legacySearch: idsOf(legacySearch.json<{ id: number }[]>()).includes(id),
    sitemap: sitemap.body.includes(`/detail/${id}</loc>`),
    detail: detail.statusCode === 200,
  };
}

describe('deleting a product into Sampah and restoring it', () => {
  it('takes it out of every read at once and brings it back whole, with its ids', async () => {
    const parts = await fullProduk('Gamis Zahira Sampah');
    const { produk, testimoni } = parts;
    // A visitor waits for the sold-out size: the request goes and comes back with the product.
    await kabariSaya(parts);
    const before = await rowsOf(produk.id);
    expect(before.kabarStok).toHaveLength(1);
    expect(Object.values(await visitorSees(produk.id, 'zahira')).every(Boolean)).toBe(true);

    const deleted = await trpcMutation<{ id: number; sampah: Trashed }>(
      t.app,
      'produk.delete',
      { id: produk.id },
      { cookie: main },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({
      id: produk.id,
      sampah: {
        id: expect.any(Number),
        jenis: 'produk',
        label: 'Gamis Zahira Sampah',
        // The delete's action in Riwayat, which the toast's "Batalkan" names.
        tindakan: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    const gone = await visitorSees(produk.id, 'zahira');
    expect(Object.values(gone).some(Boolean), JSON.stringify(gone)).toBe(false);
    const admin = await trpcQuery<Page<{ id: number }>>(
      t.app,
      'produk.adminList',
      { search: 'Zahira' },
      { cookie: staff },
    );
    expect(admin.data.total).toBe(0);
    expect((await rowsOf(produk.id)).warna).toEqual([]);
    // Its files wait with it: the upload sweep keeps what Sampah names.
    await sweepUploads({ db: t.db, storage: t.storage, log: t.app.log }, { graceMs: 0 });
    expect(await t.storage.get(`produk/${produk.id}/${before.warna[0]?.foto}`)).toBeDefined();

    const listed = await trpcQuery<Page<SampahItem>>(t.app, 'sampah.list', {}, { cookie: main });
    expect(listed.data.items[0]).toMatchObject({
      id: deleted.data.sampah.id,
      jenis: 'produk',
      idEntitas: produk.id,
      label: 'Gamis Zahira Sampah',
      dihapusOleh: 'utama',
    });
    const item = listed.data.items[0] as SampahItem;
    expect(Date.parse(item.dihapusPermanenAt) - Date.parse(item.dihapusAt)).toBe(30 * 864e5);

    const restored = await pulihkan(deleted.data.sampah.id);
    expect(restored.data).toEqual({
      jenis: 'produk',
      idEntitas: produk.id,
      label: 'Gamis Zahira Sampah',
    });
    expect(await rowsOf(produk.id)).toEqual(before);
    expect(before.testimoni).toEqual([{ id: testimoni.id }]);
    expect(Object.values(await visitorSees(produk.id, 'zahira')).every(Boolean)).toBe(true);
    expect(
      await t.db
        .selectFrom('sampah')
        .select('id')
        .where('id', '=', deleted.data.sampah.id)
        .execute(),
    ).toEqual([]);
    // Restored once: a second restore finds nothing.
    const again = await pulihkan(deleted.data.sampah.id);
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe(
      'Data ini tidak ada di Sampah: mungkin sudah dipulihkan atau dihapus permanen.',
    );
  });

  it('keeps a status and schedule: a Tersembunyi product comes back Tersembunyi', async () => {
    const { produk } = await fullProduk('Koko Rahasia Sampah', 'tersembunyi');
    await t.db
      .updateTable('produk')
      .set({ tayang_sampai: new Date(Date.now() + 864e5) })
      .where('id', '=', produk.id)
      .execute();
    const before = await rowsOf(produk.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/produk/${produk.id}`,
      headers: { cookie: main },
    });
    // The legacy answer stays as documented.
    expect(res.json()).toEqual({ id: produk.id });
    const rowId = await sampahIdOf(t.db, 'produk', produk.id);
    await pulihkan(rowId);
    const after = await rowsOf(produk.id);
    expect(after).toEqual(before);
    expect(after.produk[0]?.status).toBe('tersembunyi');
  });
});

describe('restoring what cannot come back', () => {
  it('refuses a colour or size whose product is in Sampah with 409, until the product is back', async () => {
    const parts = await fullProduk('Gamis Nayla Sampah');
    const { produk, warna, ukuran } = parts;
    await kabariSaya(parts);
    const waiting = (await rowsOf(produk.id)).kabarStok;
    const trash = async (path: string, id: number) =>
      (await trpcMutation<{ sampah: Trashed }>(t.app, path, { id }, { cookie: main })).data.sampah;
    // The cell of both goes with the colour, deleted first, and comes back with it once the
    // size is there again.
    const warnaTrash = await trash('warna.delete', warna.id);
    expect(warnaTrash.label).toBe('Sage · Gamis Nayla Sampah');
    const ukuranTrash = await trash('ukuran.delete', ukuran.id);
    expect(ukuranTrash.label).toBe('L (5-6 tahun) · Gamis Nayla Sampah');
    // The colour's photo lost its link, its cells went with it.
    expect((await rowsOf(produk.id)).foto.every((f) => f.id_warna === null)).toBe(true);
    expect((await rowsOf(produk.id)).ketersediaan).toEqual([]);
    const produkTrash = await trash('produk.delete', produk.id);

    const refused = await pulihkan(warnaTrash.id);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Produk Gamis Nayla Sampah ada di Sampah. Pulihkan produknya dulu, lalu coba lagi.',
    );
    expect((await pulihkan(ukuranTrash.id)).status).toBe(409);

    await pulihkan(produkTrash.id);
    for (const row of [ukuranTrash, warnaTrash]) {
      const restored = await pulihkan(row.id);
      expect(restored.status).toBe(200);
    }
    const back = await rowsOf(produk.id);
    expect(back.warna.map((w) => w.id)).toEqual([warna.id]);
    expect(back.ukuran.map((u) => u.id)).toEqual([ukuran.id]);
    // The photo shows the colour again; the cell is back.
    expect(back.foto.some((f) => f.id_warna === warna.id)).toBe(true);
    expect(back.ketersediaan).toMatchObject([
      { id_warna: warna.id, id_ukuran: ukuran.id, tersedia: false },
    ]);
    // The visitor's request went with the colour and came back with it, once its size was.
    expect(back.kabarStok).toEqual(waiting);
  });

  it('refuses a colour whose product was purged, saying so', async () => {
    const { produk, warna } = await fullProduk('Gamis Purna Sampah');
    const warnaTrash = (
      await trpcMutation<{ sampah: Trashed }>(
        t.app,
        'warna.delete',
        { id: warna.id },
        { cookie: main },
      )
    ).data.sampah;
    const produkTrash = (
      await trpcMutation<{ sampah: Trashed }>(
        t.app,
        'produk.delete',
        { id: produk.id },
        { cookie: main },
      )
    ).data.sampah;
    await trpcMutation(t.app, 'sampah.deleteForever', { id: produkTrash.id }, { cookie: main });
    const refused = await pulihkan(warnaTrash.id);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Produknya sudah dihapus permanen, jadi ini tidak bisa dipulihkan.',
    );
  });
});

describe('testimonials and FAQ', () => {
  it('leave the public lists on delete and come back on restore', async () => {
    const faq = await insertFaq(t.db, 'Bisa tukar ukuran?', 'Bisa, 7 hari.');
    const testimoni = await insertTestimoni(t.db, { nama: 'Bunda Sampah' });
    await t.storage.put(`testimoni/${testimoni.foto_testimoni}`, await jpeg(40, 40));
    const faqIds = async () => idsOf((await t.app.inject('/api/faq')).json<{ id: number }[]>());
    const testimoniIds = async () =>
      idsOf((await t.app.inject('/api/testimoni')).json<{ id: number }[]>());
    expect(await faqIds()).toContain(faq.id);

    for (const url of [`/api/faq/${faq.id}`, `/api/testimoni/${testimoni.id}`]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie: main } });
      expect(res.statusCode, url).toBe(200);
    }
    expect(await faqIds()).not.toContain(faq.id);
    expect(await testimoniIds()).not.toContain(testimoni.id);

    const listed = await trpcQuery<Page<SampahItem>>(
      t.app,
      'sampah.list',
      { jenis: 'faq' },
      { cookie: main },
    );
    const faqRow = listed.data.items.find((i) => i.idEntitas === faq.id);
    expect(faqRow?.label).toBe('Bisa tukar ukuran?');
    const all = await trpcQuery<Page<SampahItem>>(t.app, 'sampah.list', {}, { cookie: main });
    const testimoniRow = all.data.items.find(
      (i) => i.jenis === 'testimoni' && i.idEntitas === testimoni.id,
    );
    expect(testimoniRow?.label).toBe('Bunda Sampah');

    for (const row of [faqRow, testimoniRow]) {
      await pulihkan(row?.id);
    }
    expect(await faqIds()).toContain(faq.id);
    expect(await testimoniIds()).toContain(testimoni.id);
  });
});

describe('the purge', () => {
  it('removes rows older than 30 days with their files, keeps younger ones, and runs once across instances', async () => {
    const old = await fullProduk('Gamis Lama Sampah');
    const young = await fullProduk('Gamis Muda Sampah');
    const oldTestimoni = await t.db
      .updateTable('testimoni')
      .set({ foto_testimoni: 'testimoni-lama-sampah.webp' })
      .where('id', '=', (await insertTestimoni(t.db, { nama: 'Lama' })).id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.storage.put(`testimoni/${oldTestimoni.foto_testimoni}`, await jpeg(40, 40));
    for (const [path, id] of [
      ['produk.delete', old.produk.id],
      ['produk.delete', young.produk.id],
      ['testimoni.delete', oldTestimoni.id],
    ] as const) {
      expect((await trpcMutation(t.app, path, { id }, { cookie: main })).status).toBe(200);
    }
    await sql`update sampah set dihapus_at = now() - interval '31 days'
      where (jenis = 'produk' and id_entitas = ${old.produk.id})
         or (jenis = 'testimoni' and id_entitas = ${oldTestimoni.id})`.execute(t.db);

    // Two instances purging at the same moment: each row goes once.
    const deps = { db: t.db, storage: t.storage, log: t.app.log };
    const counts = await Promise.all([purgeExpiredSampah(deps), purgeExpiredSampah(deps)]);
    expect(counts[0] + counts[1]).toBe(2);

    const left = await t.db.selectFrom('sampah').select(['jenis', 'id_entitas']).execute();
    expect(left).toContainEqual({ jenis: 'produk', id_entitas: young.produk.id });
    expect(left).not.toContainEqual({ jenis: 'produk', id_entitas: old.produk.id });
    expect(await t.storage.get(`produk/${old.produk.foto_produk}`)).toBeUndefined();
    expect(await t.storage.get(`produk/${old.produk.id}/${old.warna.foto}`)).toBeUndefined();
    expect(await t.storage.get(`produk/kedua-${old.produk.id}.webp`)).toBeUndefined();
    expect(await t.storage.get(`testimoni/${oldTestimoni.foto_testimoni}`)).toBeUndefined();
    expect(await t.storage.get(`produk/${young.produk.foto_produk}`)).toBeDefined();
    expect(await t.storage.get(`produk/${young.produk.id}/${young.warna.foto}`)).toBeDefined();
  });
});
