import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiwayatPage } from '../../../src/shared/schemas/riwayat.js';
import { runAsPelaku } from '../../db/pelaku.js';
import { createAdmins, MAIN_ADMIN, STAFF_ADMIN } from '../../test/admins.js';
import { insertFaq, insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { settingsFromConfig } from '../site/shop-settings.js';
import {
  markRestore,
  purgeRiwayat,
  withoutHistory,
} from '../../services/riwayat/riwayat.queries.js';

// The history (docs/product.md §12 Riwayat) against the real app and database: written by the
// database in the write's own transaction, named after the admin, kept after the row goes,
// before → after per field, no secrets, purged after 12 months, read by the main admin only.

let t: TestApp;
let main: string;
let staff: string;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: main, staffCookie: staff, staffId } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

const entries = (entitas: string, id: number | string) =>
  t.db
    .selectFrom('riwayat')
    .selectAll()
    .where('entitas', '=', entitas)
    .where('id_entitas', '=', String(id))
    .orderBy('id')
    .execute();

const list = (input: Record<string, unknown>, cookie = main) =>
  trpcQuery<RiwayatPage>(t.app, 'riwayat.list', input, { cookie });

describe('an admin write', () => {
  it('records who changed which field, before → after, prices and links in full', async () => {
    const produk = await insertProduk(t.db, { harga: 150_000, link_shopee: null });
    const res = await trpcMutation(
      t.app,
      'produk.update',
      {
        id: produk.id,
        nama_produk: produk.nama_produk,
        harga: 135_000,
        diskon: produk.diskon,
        jumlah_terjual: produk.jumlah_terjual,
        deskripsi_produk: produk.deskripsi_produk,
        kategori: produk.kategori,
        link_shopee: 'https://shopee.co.id/gamis-aisyah-panjang-sekali-i.123.456?sp_atk=abc',
      },
      { cookie: staff },
    );
    expect(res.status, res.response.body).toBe(200);
    const rows = await entries('produk', produk.id);
    const change = rows.at(-1);
    expect(change).toMatchObject({
      aksi: 'diubah',
      id_pengguna: staffId,
      nama_pengguna: STAFF_ADMIN.username,
      id_produk: produk.id,
      label: produk.nama_produk,
    });
    // Only what changed: not the generated columns, not the timestamps.
    expect(change?.perubahan).toEqual({
      harga: [150_000, 135_000],
      link_shopee: [null, 'https://shopee.co.id/gamis-aisyah-panjang-sekali-i.123.456?sp_atk=abc'],
    });
  });

  it('is written in the same transaction: a write that fails leaves no entry', async () => {
    const produk = await insertProduk(t.db);
    const before = await entries('produk', produk.id);
    await expect(
      runAsPelaku({ id: 1, username: MAIN_ADMIN.username }, () =>
        t.db.transaction().execute(async (trx) => {
          await trx.updateTable('produk').set({ harga: 1 }).where('id', '=', produk.id).execute();
          // A later statement of the same write fails (the discount is out of range).
          await trx
            .updateTable('produk')
            .set({ diskon: 500 })
            .where('id', '=', produk.id)
            .execute();
        }),
      ),
    ).rejects.toThrow();
    expect(await entries('produk', produk.id)).toEqual(before);
  });

  it('names the admin on a write made outside a transaction, and "sistem" without one', async () => {
    const faq = await insertFaq(t.db, 'Tanya?', 'Jawab.');
    await runAsPelaku({ id: staffId, username: STAFF_ADMIN.username }, () =>
      t.db.updateTable('faq').set({ jawaban: 'Jawab lagi.' }).where('id', '=', faq.id).execute(),
    );
    const rows = await entries('faq', faq.id);
    expect(rows.map((r) => [r.aksi, r.id_pengguna, r.nama_pengguna])).toEqual([
      ['dibuat', null, null],
      ['diubah', staffId, STAFF_ADMIN.username],
    ]);
  });

  it('keeps the entries of a deleted product, its colours and sizes included', async () => {
    const produk = await insertProduk(t.db, { nama_produk: 'Gamis Terhapus' });
    const warna = await insertWarna(t.db, produk.id, 'Navy');
    await insertUkuran(t.db, produk.id);
    const res = await trpcMutation(t.app, 'produk.delete', { id: produk.id }, { cookie: main });
    expect(res.status, res.response.body).toBe(200);
    const rows = await entries('produk', produk.id);
    expect(rows.at(-1)).toMatchObject({ aksi: 'dihapus', id_pengguna: 1, label: 'Gamis Terhapus' });
    expect(rows.at(-1)?.perubahan).toMatchObject({ nama_produk: ['Gamis Terhapus', null] });
    expect((await entries('warna', warna.id)).at(-1)).toMatchObject({
      aksi: 'dihapus',
      id_pengguna: 1,
      id_produk: produk.id,
    });
    const page = await list({ entitas: 'produk', id: String(produk.id) });
    expect(page.data.items.flatMap((e) => e.baris.map((b) => b.entitas))).toEqual(
      expect.arrayContaining(['produk', 'warna', 'ukuran', 'foto']),
    );
  });

  it('labels a re-inserted row as "dipulihkan" in a restore', async () => {
    const faq = await insertFaq(t.db, 'Dipulihkan?', 'Ya.');
    const snapshot = await t.db
      .selectFrom('faq')
      .selectAll()
      .where('id', '=', faq.id)
      .executeTakeFirstOrThrow();
    await runAsPelaku({ id: 1, username: MAIN_ADMIN.username }, async () => {
      await t.db.deleteFrom('faq').where('id', '=', faq.id).execute();
      await t.db.transaction().execute(async (trx) => {
        await markRestore(trx);
        await trx.insertInto('faq').values(snapshot).execute();
      });
    });
    expect((await entries('faq', faq.id)).map((r) => r.aksi)).toEqual([
      'dibuat',
      'dihapus',
      'dipulihkan',
    ]);
  });

  it('counts a grid saved again unchanged as no change, and a changed cell as one', async () => {
    const produk = await insertProduk(t.db);
    const warna = await insertWarna(t.db, produk.id, 'Sage');
    const cells = (tersedia: boolean) => ({
      idProduk: produk.id,
      cells: [{ id_warna: warna.id, id_ukuran: null, tersedia, stok: null }],
    });
    await trpcMutation(t.app, 'ketersediaan.save', cells(false), { cookie: staff });
    const key = `${produk.id}/${warna.id}/-`;
    expect((await entries('ketersediaan', key)).map((r) => r.aksi)).toEqual(['dibuat']);
    await trpcMutation(t.app, 'ketersediaan.save', cells(false), { cookie: staff });
    expect((await entries('ketersediaan', key)).map((r) => r.aksi)).toEqual(['dibuat']);
    await trpcMutation(
      t.app,
      'ketersediaan.save',
      {
        ...cells(false),
        cells: [{ id_warna: warna.id, id_ukuran: null, tersedia: false, stok: 0 }],
      },
      { cookie: staff },
    );
    const rows = await entries('ketersediaan', key);
    expect(rows.map((r) => [r.aksi, r.label, r.perubahan])).toEqual([
      ['dibuat', 'Sage', { tersedia: [null, false] }],
      ['diubah', 'Sage', { stok: [null, 0] }],
    ]);
  });

  it('leaves the seed out when asked', async () => {
    const id = await t.db.transaction().execute(async (trx) => {
      await withoutHistory(trx);
      return (await insertFaq(trx, 'Benih?', 'Ya.')).id;
    });
    expect(await entries('faq', id)).toEqual([]);
  });
});

describe('secrets', () => {
  it('never stores a password hash, a session or an unsubscribe token', async () => {
    const created = await trpcMutation<{ id: number }>(
      t.app,
      'user.create',
      { username: 'rahasia-baru', password: 'sandi-rahasia-123' },
      { cookie: main },
    );
    expect(created.status, created.response.body).toBe(200);
    const changed = await trpcMutation(
      t.app,
      'auth.changePassword',
      {
        currentPassword: STAFF_ADMIN.password,
        newPassword: 'sandi-staf-baru-456',
        repeatPassword: 'sandi-staf-baru-456',
      },
      { cookie: staff },
    );
    expect(changed.status, changed.response.body).toBe(200);
    const staffRows = await entries('pengguna', staffId);
    expect(staffRows.at(-1)).toMatchObject({ aksi: 'diubah', perubahan: { password_hash: null } });
    await trpcMutation(t.app, 'promo.subscribe', { email: 'bunda@mail.com', persetujuan: true });
    const promo = await t.db
      .selectFrom('promo')
      .selectAll()
      .where('email', '=', 'bunda@mail.com')
      .executeTakeFirstOrThrow();
    await trpcMutation(
      t.app,
      'promo.setChecked',
      { id: promo.id, checked: true },
      { cookie: main },
    );
    await trpcMutation(t.app, 'promo.delete', { id: promo.id }, { cookie: main });
    // The visitor's own sign-up is not history; the admin's mark and delete are.
    expect((await entries('promo', promo.id)).map((r) => r.aksi)).toEqual(['diubah', 'dihapus']);

    const all = JSON.stringify(await t.db.selectFrom('riwayat').selectAll().execute());
    const users = await t.db.selectFrom('users').select('password_hash').execute();
    const sessions = await t.db.selectFrom('sessions').select('token_hash').execute();
    const secrets = [
      ...users.map((u) => u.password_hash),
      ...sessions.map((s) => s.token_hash),
      promo.token_berhenti,
      promo.email,
      'sandi-rahasia-123',
      'sandi-staf-baru-456',
    ];
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/scrypt|\$[0-9a-z]+\$/i);
  });
});

describe('Pengaturan', () => {
  it('records each changed setting, before → after', async () => {
    const form = settingsFromConfig(t.config.shop);
    await trpcMutation(t.app, 'site.savePengaturan', form, { cookie: main });
    const res = await trpcMutation(
      t.app,
      'site.savePengaturan',
      { ...form, name: 'Toko Baru' },
      { cookie: main },
    );
    expect(res.status, res.response.body).toBe(200);
    const rows = await entries('pengaturan', 1);
    expect(rows.at(-1)).toMatchObject({ aksi: 'diubah', id_pengguna: 1 });
    expect(rows.at(-1)?.perubahan).toEqual({ 'isi.name': [form.name, 'Toko Baru'] });
  });
});

describe('the list', () => {
  it('filters by person, entity and the shop’s days, newest first', async () => {
    const faq = await insertFaq(t.db, 'Filter?', 'Ya.');
    await trpcMutation(
      t.app,
      'faq.update',
      { id: faq.id, pertanyaan: 'Filter 2?', jawaban: 'Ya.' },
      { cookie: staff },
    );
    await trpcMutation(
      t.app,
      'faq.update',
      { id: faq.id, pertanyaan: 'Filter 3?', jawaban: 'Ya.' },
      { cookie: main },
    );
    const byStaff = await list({ pengguna: staffId, entitas: 'faq', id: String(faq.id) });
    expect(byStaff.data.items.map((e) => e.baris[0]?.perubahan[0]?.sesudah)).toEqual(['Filter 2?']);
    const byEntity = await list({ entitas: 'faq', id: String(faq.id) });
    expect(byEntity.data.items.map((e) => e.baris[0]?.aksi)).toEqual([
      'diubah',
      'diubah',
      'dibuat',
    ]);
    expect(byEntity.data.items[2]?.pengguna).toBeNull();
    const sistem = await list({ pengguna: 'sistem', entitas: 'faq', id: String(faq.id) });
    expect(sistem.data.total).toBe(1);

    // The days are the shop's (Asia/Jakarta): 23:30 UTC is the next day there.
    await t.db
      .updateTable('riwayat')
      .set({ waktu: '2026-03-01T23:30:00Z' })
      .where('entitas', '=', 'faq')
      .where('id_entitas', '=', String(faq.id))
      .execute();
    expect(
      (await list({ entitas: 'faq', id: String(faq.id), dari: '2026-03-02', sampai: '2026-03-02' }))
        .data.total,
    ).toBe(3);
    expect(
      (await list({ entitas: 'faq', id: String(faq.id), sampai: '2026-03-01' })).data.total,
    ).toBe(0);
    expect(
      (await list({ entitas: 'faq', id: String(faq.id), dari: '2026-03-03' })).data.total,
    ).toBe(0);

    const people = await trpcQuery<{ id: number; nama: string }[]>(
      t.app,
      'riwayat.pelaku',
      undefined,
      { cookie: main },
    );
    expect(people.data).toEqual(
      expect.arrayContaining([{ id: staffId, nama: STAFF_ADMIN.username }]),
    );
  });

  it('is the main admin’s alone', async () => {
    expect((await list({}, staff)).status).toBe(403);
    expect((await trpcQuery(t.app, 'riwayat.list', {})).status).toBe(401);
  });

  it('refuses a malformed filter with a 400', async () => {
    expect((await list({ dari: '2026-13-45' })).status).toBe(400);
    expect((await list({ entitas: 'produk; drop' })).status).toBe(400);
  });
});

describe('retention', () => {
  it('purges entries older than 12 months and keeps the rest', async () => {
    const faq = await insertFaq(t.db, 'Lama?', 'Ya.');
    const [old] = await entries('faq', faq.id);
    await t.db
      .updateTable('riwayat')
      .set({ waktu: sql<Date>`now() - interval '12 months 1 day'` })
      .where('id', '=', old?.id as number)
      .execute();
    const young = await insertFaq(t.db, 'Baru?', 'Ya.');
    await t.db
      .updateTable('riwayat')
      .set({ waktu: sql<Date>`now() - interval '11 months'` })
      .where('entitas', '=', 'faq')
      .where('id_entitas', '=', String(young.id))
      .execute();
    expect(await purgeRiwayat(t.db, 1)).toBeGreaterThanOrEqual(1);
    expect(await entries('faq', faq.id)).toEqual([]);
    expect(await entries('faq', young.id)).toHaveLength(1);
  });
});

/** Tables that are not history: the dictionary search derives, counts, sessions, bookkeeping. */
const NOT_HISTORY = [
  // The automatic backups' runs: a log of what the job did (its schedule is history).
  'cadangan',
  // The demo pictures a first start has still to draw: the seed's bookkeeping, not an admin's.
  'gambar_demo_tertunda',
  'jadwal_tayang',
  // A visitor's back-in-stock request (as a newsletter sign-up, written by the public).
  'kabar_stok',
  // An address that asked for stock alerts, and its confirmation (written by the public too).
  'kabar_stok_alamat',
  // A click on a campaign mail's link: a count, as klik_keluar.
  'kampanye_klik',
  'kata_pencarian',
  'klik_keluar',
  'pencarian_harian',
  'pencarian_kosong',
  'produk_dilihat',
  'produk_kata',
  'riwayat',
  // What kind each revertible action was (Kembalikan): part of the history itself.
  'riwayat_tindakan',
  // A deleted row's snapshot: its delete and restore are recorded on the row's own table.
  'sampah',
  'sessions',
  // The outbox: mail the shop sends, not a change an admin makes.
  'surel',
];

describe('the backup schedule', () => {
  it('is recorded as the main admin saved it, before → after', async () => {
    const saved = await trpcMutation(
      t.app,
      'cadangan.saveSettings',
      { jam: '03:30', simpan: 7 },
      { cookie: main },
    );
    expect(saved.status, saved.response.body).toBe(200);
    const [entry, ...rest] = await entries('cadangan_pengaturan', 1);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ aksi: 'dibuat' });
    expect(entry?.perubahan).toMatchObject({ jam: [null, '03:30'], simpan: [null, 7] });
  });
});

describe('every table', () => {
  it('is history (has the trigger) or is named here as not history', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name`.execute(t.db);
    const recorded = await sql<{ table_name: string }>`
      select distinct event_object_table as table_name from information_schema.triggers
      where trigger_name = 'riwayat_catat'`.execute(t.db);
    const history = new Set(recorded.rows.map((r) => r.table_name));
    const unnamed = tables.rows
      .map((r) => r.table_name)
      .filter((name) => !history.has(name) && !NOT_HISTORY.includes(name));
    // A new table an admin writes: etalase_riwayat_pasang(…) in its migration (0026 says how).
    expect(unnamed).toEqual([]);
    expect([...history].filter((name) => NOT_HISTORY.includes(name))).toEqual([]);
  });
});
