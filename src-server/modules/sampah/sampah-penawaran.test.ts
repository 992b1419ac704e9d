import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { PenawaranAdmin, PenawaranKartu } from '../../../src/shared/schemas/penawaran.js';
import type { Restored, SampahItem, Trashed } from '../../../src/shared/schemas/sampah.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, sampahIdOf } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg } from '../../test/uploads.js';
import { purgeExpiredSampah } from './sampah-purge.js';

// Offers into Sampah (issue 20 item 2, docs/decisions/0021): deleting a Penawaran takes it off
// /penawarankhusus at once and keeps its photo; Pulihkan brings it back with its id, its included
// products and its click-outs; the purge after 30 days removes it with its photo; history notes
// the delete and the restore.

let t: TestApp;
let main: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Jakarta' });
  ({ mainCookie: main, staffCookie: staff } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

let counter = 0;

/** An offer with a photo, two included products and three click-outs today. */
async function offer(nama: string) {
  counter += 1;
  const produk = [
    await insertProduk(t.db, { nama_produk: `${nama} Gamis` }),
    await insertProduk(t.db, { nama_produk: `${nama} Koko` }),
  ];
  const row = await t.db
    .insertInto('penawaran')
    .values({
      slug: `paket-sampah-${counter}`,
      nama,
      deskripsi: 'Dua baju serasi.',
      foto: `paket-sampah-${counter}.webp`,
      harga: 250_000,
      urutan: 10 + counter,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('penawaran_produk')
    .values(produk.map((p, urutan) => ({ id_penawaran: row.id, id_produk: p.id, urutan })))
    .execute();
  await sql`
    insert into klik_keluar (hari, kanal, id_penawaran)
    select (now() at time zone 'Asia/Jakarta')::date, 'whatsapp', ${row.id}
    from generate_series(1, 3)
  `.execute(t.db);
  await t.storage.put(`penawaran/${row.foto}`, await jpeg(40, 30));
  return { row, produk };
}

const shown = async () =>
  (await trpcQuery<PenawaranKartu[]>(t.app, 'penawaran.list')).data.map((o) => o.id);
const adminRow = async (id: number) =>
  (
    await trpcQuery<Page<PenawaranAdmin>>(
      t.app,
      'penawaran.adminList',
      { pageSize: 100 },
      { cookie: staff },
    )
  ).data.items.find((o) => o.id === id);
const remove = (id: number) =>
  trpcMutation<{ id: number; sampah: Trashed }>(
    t.app,
    'penawaran.delete',
    { id },
    { cookie: main },
  );
const pulihkan = (id: number) =>
  trpcMutation<Restored>(t.app, 'sampah.restore', { id }, { cookie: main });
const history = (id: number) =>
  t.db
    .selectFrom('riwayat')
    .select(['aksi', 'nama_pengguna'])
    .where('entitas', '=', 'penawaran')
    .where('id_entitas', '=', String(id))
    .orderBy('id')
    .execute();

describe('deleting an offer into Sampah', () => {
  it('takes it off the page at once and brings it back with its id, products and click-outs', async () => {
    const { row, produk } = await offer('Paket Kakak Adik');
    const before = await adminRow(row.id);
    expect(before?.klik).toBe(3);
    expect(await shown()).toContain(row.id);

    const deleted = await remove(row.id);
    expect(deleted.status).toBe(200);
    expect(deleted.data.sampah).toMatchObject({ jenis: 'penawaran', label: 'Paket Kakak Adik' });
    expect(await shown()).not.toContain(row.id);
    expect(await adminRow(row.id)).toBeUndefined();
    // The click-outs stay in the channel totals, unlinked while the offer waits.
    const unlinked = await t.db
      .selectFrom('klik_keluar')
      .select('id')
      .where('id_penawaran', '=', row.id)
      .execute();
    expect(unlinked).toEqual([]);
    // The photo waits with it.
    expect(await t.storage.get(`penawaran/${row.foto}`)).toBeDefined();

    const listed = await trpcQuery<Page<SampahItem>>(
      t.app,
      'sampah.list',
      { jenis: 'penawaran' },
      { cookie: main },
    );
    const item = listed.data.items.find((i) => i.idEntitas === row.id);
    expect(item).toMatchObject({ jenis: 'penawaran', label: 'Paket Kakak Adik' });
    expect(item?.dihapusOleh).toBe('utama');

    const restored = await pulihkan(deleted.data.sampah.id);
    expect(restored.status).toBe(200);
    expect(restored.data).toEqual({
      jenis: 'penawaran',
      idEntitas: row.id,
      label: 'Paket Kakak Adik',
    });
    expect(await shown()).toContain(row.id);
    const after = await adminRow(row.id);
    expect(after).toEqual(before);
    expect(after?.produk.map((p) => p.id)).toEqual(produk.map((p) => p.id));
    expect(await history(row.id)).toEqual([
      { aksi: 'dibuat', nama_pengguna: null },
      { aksi: 'dihapus', nama_pengguna: 'utama' },
      { aksi: 'dipulihkan', nama_pengguna: 'utama' },
    ]);
  });

  it('comes back without a product deleted since, and refuses a slug taken since with 409', async () => {
    const { row, produk } = await offer('Paket Lebaran Sampah');
    const trashed = (await remove(row.id)).data.sampah;
    await t.db
      .deleteFrom('produk')
      .where('id', '=', produk[1]?.id ?? 0)
      .execute();
    const taker = await t.db
      .insertInto('penawaran')
      .values({ slug: row.slug, nama: 'Paket Baru', deskripsi: 'Baru.', harga: 1, urutan: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await pulihkan(trashed.id);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/^[A-Z].*\.$/);
    expect(await sampahIdOf(t.db, 'penawaran', row.id)).toBe(trashed.id);

    await t.db.deleteFrom('penawaran').where('id', '=', taker.id).execute();
    expect((await pulihkan(trashed.id)).status).toBe(200);
    expect((await adminRow(row.id))?.produk.map((p) => p.id)).toEqual([produk[0]?.id]);
  });

  it('is purged after 30 days with its photo', async () => {
    const { row } = await offer('Paket Lama');
    await remove(row.id);
    await sql`update sampah set dihapus_at = now() - interval '31 days'
      where jenis = 'penawaran' and id_entitas = ${row.id}`.execute(t.db);
    await purgeExpiredSampah({ db: t.db, storage: t.storage, log: t.app.log });
    const left = await t.db
      .selectFrom('sampah')
      .select('id')
      .where('jenis', '=', 'penawaran')
      .where('id_entitas', '=', row.id)
      .execute();
    expect(left).toEqual([]);
    expect(await t.storage.get(`penawaran/${row.foto}`)).toBeUndefined();
  });
});

describe('the Sampah list', () => {
  it('searches the name and who deleted, sorts by a column, and refuses an unknown key with 400', async () => {
    const names = async (input: object) =>
      (
        await trpcQuery<Page<SampahItem>>(t.app, 'sampah.list', input, { cookie: main })
      ).data.items.map((i) => i.label);
    const a = await offer('Paket Zaitun');
    const b = await offer('paket anggrek');
    await remove(a.row.id);
    await remove(b.row.id);
    expect(await names({ search: 'ZAITUN' })).toEqual(['Paket Zaitun']);
    expect(await names({ search: 'paket', urut: 'nama' })).toEqual(
      [...(await names({ search: 'paket' }))].sort((x, y) =>
        x.localeCompare(y, 'en', { sensitivity: 'base' }),
      ),
    );
    expect((await names({ search: 'UTAMA', jenis: 'penawaran' })).length).toBeGreaterThan(1);
    const bad = await trpcQuery(t.app, 'sampah.list', { urut: 'isi' }, { cookie: main });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toBe(
      'Kolom urutan tidak dikenal. Pilih salah satu: nama, jenis, dihapus_oleh, dihapus_at.',
    );
  });
});
