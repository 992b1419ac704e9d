import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromoAdminRow } from '../../../src/shared/schemas/promo.js';
import { createAdmins } from '../../test/admins.js';
import { insertFaq, insertProduk, insertTestimoni } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { csvDateTime } from '../csv/csv-file.js';
import { promoCsv } from './promo-csv.js';

let t: TestApp;
let staff: string;
let main: string;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
  for (const email of ['ani@mail.com', 'budi@mail.com', 'citra@mail.com']) {
    ids.push(
      (await t.db.insertInto('promo').values({ email }).returning('id').executeTakeFirstOrThrow())
        .id,
    );
  }
});
afterAll(() => t.close());

const list = async () =>
  (await trpcQuery<PromoAdminRow[]>(t.app, 'promo.list', undefined, { cookie: staff })).data;

describe('promo sign-ups for admins', () => {
  it('lists newest first, unchecked', async () => {
    const rows = await list();
    expect(rows.map((r) => r.email)).toEqual(['citra@mail.com', 'budi@mail.com', 'ani@mail.com']);
    expect(rows.every((r) => !r.checked && r.checkedAt === null)).toBe(true);
  });

  it('marks and unmarks on the server, so every admin sees the same', async () => {
    const [id] = ids;
    const marked = await trpcMutation<PromoAdminRow>(
      t.app,
      'promo.setChecked',
      { id, checked: true },
      { cookie: staff },
    );
    expect(marked.data).toMatchObject({ id, checked: true, checkedAt: expect.any(String) });
    const seenByMain = await trpcQuery<PromoAdminRow[]>(t.app, 'promo.list', undefined, {
      cookie: main,
    });
    expect(seenByMain.data.find((r) => r.id === id)?.checked).toBe(true);
    await trpcMutation(t.app, 'promo.setChecked', { id, checked: false }, { cookie: staff });
    expect((await list()).find((r) => r.id === id)?.checked).toBe(false);
    expect(
      (
        await trpcMutation(
          t.app,
          'promo.setChecked',
          { id: 999999, checked: true },
          { cookie: staff },
        )
      ).status,
    ).toBe(404);
  });

  it("counts a mark only within its calendar month: last month's reads unchecked", async () => {
    const [, id] = ids;
    await t.db
      .updateTable('promo')
      .set({
        checked_at: sql<Date>`date_trunc('month', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta' - interval '1 minute'`,
      })
      .where('id', '=', id as number)
      .execute();
    expect((await list()).find((r) => r.id === id)).toMatchObject({
      checked: false,
      checkedAt: null,
    });
    await t.db
      .updateTable('promo')
      .set({
        checked_at: sql<Date>`date_trunc('month', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta' + interval '1 minute'`,
      })
      .where('id', '=', id as number)
      .execute();
    expect((await list()).find((r) => r.id === id)?.checked).toBe(true);
  });

  it('exports a CSV that a spreadsheet opens safely', async () => {
    await t.db.insertInto('promo').values({ email: '=hyperlink("x")@jahat.id' }).execute();
    const { data } = await trpcQuery<{ filename: string; csv: string }>(
      t.app,
      'promo.exportCsv',
      undefined,
      { cookie: staff },
    );
    expect(data.filename).toMatch(/^promo-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = data.csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","email","terdaftar","sudah_dicek","persetujuan_waktu","persetujuan_versi","persetujuan_halaman","kode_voucher","dikonfirmasi_waktu"',
    );
    const ani = (await list()).find((r) => r.id === ids[0]);
    expect(lines.find((l) => l.startsWith(`"${ids[0]}",`))).toBe(
      `"${ids[0]}","ani@mail.com","${csvDateTime(ani?.createdAt ?? '', 'Asia/Jakarta')}","tidak","","","","",""`,
    );
    // The unsubscribe links erase addresses: not in a staff admin's hands.
    expect(data.csv).not.toContain('berhenti-langganan');
    expect(data.csv).toContain('"\'=hyperlink(""x"")@jahat.id"');
  });

  it('GET /api/promo answers the list; DELETE /api/promo/{id} is for the main admin', async () => {
    const rest = await t.app.inject({ url: '/api/promo', headers: { cookie: staff } });
    expect(rest.json<PromoAdminRow[]>().map((r) => r.email)).toContain('ani@mail.com');
    const id = ids[2] as number;
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/promo/${id}`, headers: { cookie: main } })
      ).json(),
    ).toEqual({ id });
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/promo/${id}`, headers: { cookie: main } })
      ).json(),
    ).toEqual({ message: 'Data promo tidak ditemukan.' });
  });
});

describe('promoCsv', () => {
  const row = {
    id: 1,
    email: '+a"b@c.id',
    createdAt: '2026-01-01T00:00:00.000Z',
    checked: true,
    checkedAt: null,
    consentAt: '2026-01-01T00:00:00.000Z',
    consentVersion: '2026-11-23',
    consentPage: '/penawarankhusus',
    voucherCode: 'HALO-ABCD2345',
    confirmedAt: null,
  };

  it('quotes, doubles quotes and defuses formula starts', () => {
    expect(promoCsv([row], 'Asia/Jakarta')).toBe(
      '\uFEFF"id","email","terdaftar","sudah_dicek","persetujuan_waktu","persetujuan_versi","persetujuan_halaman","kode_voucher","dikonfirmasi_waktu"\r\n' +
        '"1","\'+a""b@c.id","01/01/2026 07:00","ya","01/01/2026 07:00","2026-11-23","/penawarankhusus","HALO-ABCD2345",""\r\n',
    );
  });

  it('writes a sign-up at 23:30 WIB on that day, as the admin list shows it', () => {
    // 23:30 WIB on 1 March is 16:30 UTC: the UTC instant's date would be right, but at 00:30
    // WIB on 2 March (17:30 UTC on 1 March) it would say the day before.
    const late = { ...row, createdAt: '2026-03-01T16:30:00.000Z', consentAt: null };
    const early = { ...row, createdAt: '2026-03-01T17:30:00.000Z', consentAt: null };
    const csv = promoCsv([late, early], 'Asia/Jakarta');
    expect(csv).toContain('"01/03/2026 23:30"');
    expect(csv).toContain('"02/03/2026 00:30"');
  });
});

describe('stats.dashboard', () => {
  it('counts products, testimonials, FAQ and sign-ups', async () => {
    const before = (
      await trpcQuery<Record<string, number>>(t.app, 'stats.dashboard', undefined, {
        cookie: staff,
      })
    ).data;
    await insertProduk(t.db);
    await insertTestimoni(t.db);
    await insertTestimoni(t.db);
    await insertFaq(t.db, 'Q', 'A');
    const after = (
      await trpcQuery<Record<string, number>>(t.app, 'stats.dashboard', undefined, {
        cookie: staff,
      })
    ).data;
    expect(after).toEqual({
      produk: (before.produk ?? 0) + 1,
      testimoni: (before.testimoni ?? 0) + 2,
      faq: (before.faq ?? 0) + 1,
      promo: before.promo,
      promoThisMonth: before.promoThisMonth,
    });
  });
});
