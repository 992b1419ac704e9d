import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import { discountedPrice, formatRupiah } from '../../../src/shared/price.js';
import type { DiskonAdmin } from '../../../src/shared/schemas/diskon.js';
import type { RiwayatPage } from '../../../src/shared/schemas/riwayat.js';
import { createAdmins } from '../../test/admins.js';
import { diskonInput, insertProduk } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { announcePassedSchedules } from '../produk/jadwal-tayang.js';

// A dated discount's start as an action of Riwayat (docs/product.md §12 Riwayat, §14) through the
// real app and database: recorded once however often it is announced, taken back with
// "Kembalikan" (the discount ends, the products' own prices are back), refused once the discount
// was edited, ended or deleted since, and the main admin's alone.

const copy = adminCopy.riwayat.kembalikan;
const log = { info: () => undefined, warn: () => undefined };

let t: TestApp;
let staff: string;
let main: string;

beforeAll(async () => {
  t = await createTestApp(
    { SHOP_TIME_ZONE: 'Asia/Jakarta' },
    { client: await storefrontClient(), scheduleTimer: false },
  );
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.deleteFrom('diskon').execute();
  t.changes.changed();
});

const iso = (ms: number) => new Date(ms).toISOString();

async function create(nama: string, values: Record<string, unknown> = {}): Promise<DiskonAdmin> {
  const res = await trpcMutation<DiskonAdmin>(
    t.app,
    'diskon.create',
    diskonInput({ nama, persen: 30, kategori: ['setelan'], ...values }),
    { cookie: main },
  );
  expect(res.error?.message).toBeUndefined();
  return res.data;
}

/** The start actions recorded for discount `id`. */
async function startsOf(id: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('riwayat_tindakan as t')
    .innerJoin('riwayat as r', 'r.id_tindakan', 't.id_tindakan')
    .select('t.id_tindakan')
    .where('t.jenis', '=', 'diskon-mulai')
    .where('r.entitas', '=', 'diskon')
    .where('r.id_entitas', '=', String(id))
    .execute();
  return rows.map((row) => row.id_tindakan);
}

async function startOf(id: number): Promise<string> {
  const [tindakan, ...more] = await startsOf(id);
  expect(more).toEqual([]);
  if (!tindakan) throw new Error(`no start of discount ${id}`);
  return tindakan;
}

const revert = (tindakan: string, cookie: string | null = main) =>
  trpcMutation<{ count: number }>(
    t.app,
    'riwayat.revert',
    { tindakan },
    cookie === null ? {} : { cookie },
  );

const pageHtml = async (id: number) => (await t.app.inject(`/detail/${id}`)).body;
const keadaanOf = async (id: number) =>
  (await trpcQuery<DiskonAdmin>(t.app, 'diskon.get', { id }, { cookie: main })).data.keadaan;

describe("a dated discount's start in Riwayat", () => {
  it('is recorded once when it starts by time, however often and by whom it is announced', async () => {
    const start = Date.now() + 1_500;
    const diskon = await create('Diskon Tepat Waktu', { mulai: iso(start) });
    expect(await startsOf(diskon.id)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, start - Date.now() + 50));
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(true);
    // Another instance announcing the same instant again (its row moved back) records nothing.
    await t.db
      .updateTable('jadwal_tayang')
      .set({ diumumkan_sampai: new Date(start - 1_000) })
      .execute();
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(true);
    const tindakan = await startOf(diskon.id);

    const list = await trpcQuery<RiwayatPage>(t.app, 'riwayat.list', {}, { cookie: main });
    const entry = list.data.items.find((item) => item.tindakan === tindakan);
    expect(entry).toMatchObject({ jenis: 'diskon-mulai', dibatalkan: null });
  });

  it('is recorded at once for a discount created running, and Kembalikan ends it: prices are back', async () => {
    const p = await insertProduk(t.db, { kategori: 'setelan', harga: 100_000, diskon: 10 });
    const diskon = await create('Diskon Balik');
    const during = formatRupiah(discountedPrice(100_000, 30));
    const own = formatRupiah(discountedPrice(100_000, 10));
    expect(await pageHtml(p.id)).toContain(during);
    const tindakan = await startOf(diskon.id);

    const res = await revert(tindakan);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await keadaanOf(diskon.id)).toBe('berakhir');
    // The kept page was dropped at once: the product's own discount (never written) shows again.
    const html = await pageHtml(p.id);
    expect(html).not.toContain(during);
    expect(html).toContain(own);

    const again = await revert(tindakan);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(copy.refusedTwice);

    // The revert is an action of its own: taking it back gives the discount its end again.
    const { id_tindakan: pengembalian } = await t.db
      .selectFrom('riwayat_tindakan')
      .select('id_tindakan')
      .where('mengembalikan', '=', tindakan)
      .executeTakeFirstOrThrow();
    const back = await revert(pengembalian);
    expect(back.status, JSON.stringify(back.error)).toBe(200);
    expect(await keadaanOf(diskon.id)).toBe('berjalan');
    expect(await pageHtml(p.id)).toContain(during);
  });

  it('refuses, naming the discount, once it was edited, ended or deleted since', async () => {
    const edited = await create('Diskon Diubah');
    const renamed = await trpcMutation(
      t.app,
      'diskon.update',
      { id: edited.id, ...editable(edited), nama: 'Diskon Diubah Lagi' },
      { cookie: main },
    );
    expect(renamed.error?.message).toBeUndefined();
    const refusedEdit = await revert(await startOf(edited.id));
    expect(refusedEdit.status).toBe(409);
    expect(refusedEdit.error?.message).toBe(copy.refusedDiskonChanged('Diskon Diubah'));

    const ended = await create('Diskon Selesai');
    expect(
      (await trpcMutation(t.app, 'diskon.end', { id: ended.id }, { cookie: main })).status,
    ).toBe(200);
    const refusedEnd = await revert(await startOf(ended.id));
    expect(refusedEnd.status).toBe(409);
    expect(refusedEnd.error?.message).toBe(copy.refusedDiskonEnded('Diskon Selesai'));

    const deleted = await create('Diskon Dihapus');
    const tindakan = await startOf(deleted.id);
    expect(
      (await trpcMutation(t.app, 'diskon.delete', { id: deleted.id }, { cookie: main })).status,
    ).toBe(200);
    const refusedDelete = await revert(tindakan);
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.error?.message).toBe(copy.refusedDeleted('diskon', 'Diskon Dihapus'));
  });

  it("is the main admin's to take back", async () => {
    const diskon = await create('Diskon Pemilik');
    const tindakan = await startOf(diskon.id);
    expect((await revert(tindakan, null)).status).toBe(401);
    expect((await revert(tindakan, staff)).status).toBe(403);
    expect(await keadaanOf(diskon.id)).toBe('berjalan');
    expect((await revert(tindakan)).status).toBe(200);
  });
});

/** What diskon.update takes of `d`, unchanged. */
function editable(d: DiskonAdmin) {
  return {
    nama: d.nama,
    persen: d.persen,
    cakupan: d.cakupan,
    kategori: d.kategori,
    status: d.status,
    mulai: d.mulai,
    sampai: d.sampai,
  };
}
