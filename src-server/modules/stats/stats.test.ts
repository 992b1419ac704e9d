import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { insertFaq, insertProduk, insertTestimoni } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The dashboard's counters, on a database of this file's own, so every count is exact.

let t: TestApp;
let staff: string;

// The start of this month on the shop's clock (Asia/Jakarta, UTC+7), as a point in time.
const monthStartInJakarta = sql`date_trunc('month', now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta'`;

beforeAll(async () => {
  t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Jakarta' });
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

const dashboard = async () => {
  const res = await trpcQuery<Record<string, number>>(t.app, 'stats.dashboard', undefined, {
    cookie: staff,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};

const signUp = (address: string, createdAt: RawBuilder<Date>) =>
  t.db.insertInto('promo').values({ email: address, created_at: createdAt }).execute();

describe('stats.dashboard', () => {
  it('counts nothing on an empty shop', async () => {
    expect(await dashboard()).toEqual({
      produk: 0,
      testimoni: 0,
      faq: 0,
      promo: 0,
      promoThisMonth: 0,
    });
  });

  it("counts this month's sign-ups by the shop's calendar, not UTC's", async () => {
    await insertProduk(t.db);
    await insertTestimoni(t.db);
    await insertTestimoni(t.db);
    await insertFaq(t.db, 'Q', 'A');
    await signUp('sekarang@mail.com', sql<Date>`now()`);
    // One minute into the month in Jakarta is still last month in UTC: it counts.
    await signUp('awal-bulan@mail.com', sql<Date>`${monthStartInJakarta} + interval '1 minute'`);
    // One minute before the month began in Jakarta: last month.
    await signUp(
      'akhir-bulan-lalu@mail.com',
      sql<Date>`${monthStartInJakarta} - interval '1 minute'`,
    );
    await signUp('bulan-lalu@mail.com', sql<Date>`now() - interval '1 month'`);
    await signUp('tahun-lalu@mail.com', sql<Date>`now() - interval '1 year'`);
    expect(await dashboard()).toEqual({
      produk: 1,
      testimoni: 2,
      faq: 1,
      promo: 5,
      promoThisMonth: 2,
    });
  });
});
