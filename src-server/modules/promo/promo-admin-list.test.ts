import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { PromoAdminRow } from '../../../src/shared/schemas/promo.js';
import { createAdmins } from '../../test/admins.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's sign-up table: paged on the server, newest first, searched by e-mail.

let t: TestApp;
let staff: string;

const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));
const email = (i: number) => `pembeli${String(i).padStart(2, '0')}@mail.com`;
const emails = (a: number, b: number) => Array.from({ length: a - b + 1 }, (_, k) => email(a - k));

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  await t.db
    .insertInto('promo')
    .values(
      Array.from({ length: 61 }, (_, k) => ({ email: email(k + 1), created_at: hour(k + 1) })),
    )
    .execute();
  // Older than all of those; in the addresses, the characters LIKE treats as wildcards.
  const old = new Date(Date.UTC(2025, 0, 1));
  for (const address of [
    'a_b@mail.com',
    'axb@mail.com',
    'diskon100%@mail.com',
    'diskon1000@mail.com',
  ]) {
    await t.db.insertInto('promo').values({ email: address, created_at: old }).execute();
  }
});
afterAll(() => t.close());

const adminList = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<Page<PromoAdminRow>>(t.app, 'promo.adminList', input, {
    cookie: staff,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const addresses = (page: Page<PromoAdminRow>) => page.items.map((r) => r.email);

describe('promo.adminList', () => {
  it('answers 20 sign-ups a page, newest first, with the number in all', async () => {
    const first = await adminList({});
    expect(first).toMatchObject({ total: 65, page: 1, pageSize: 20 });
    expect(addresses(first)).toEqual(emails(61, 42));
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      email: email(61),
      createdAt: hour(61).toISOString(),
      checked: false,
      checkedAt: null,
      consentAt: null,
      consentVersion: null,
      consentPage: null,
      voucherCode: null,
      confirmedAt: null,
    });
  });

  it('answers the second and the last page', async () => {
    expect(addresses(await adminList({ page: 2 }))).toEqual(emails(41, 22));
    // The four older ones share a time: the one added last comes first.
    expect(addresses(await adminList({ page: 4 }))).toEqual([
      email(1),
      'diskon1000@mail.com',
      'diskon100%@mail.com',
      'axb@mail.com',
      'a_b@mail.com',
    ]);
  });

  it('caps a greedy page size at 60', async () => {
    const greedy = await adminList({ pageSize: 10_000 });
    expect(greedy.pageSize).toBe(60);
    expect(greedy.items).toHaveLength(60);
  });

  it('shows a mark made this month as checked', async () => {
    await t.db
      .updateTable('promo')
      .set({ checked_at: sql<Date>`now()` })
      .where('email', '=', email(60))
      .execute();
    const [, second] = (await adminList({ pageSize: 2 })).items;
    expect(second).toMatchObject({
      email: email(60),
      checked: true,
      checkedAt: expect.any(String),
    });
  });

  it('searches the address in any case, counting what it found', async () => {
    const found = await adminList({ search: 'PEMBELI1', pageSize: 3, page: 2 });
    expect(found.total).toBe(10);
    expect(addresses(found)).toEqual(emails(16, 14));
    expect((await adminList({ search: '@mail.com' })).total).toBe(65);
    expect((await adminList({ search: 'gmail' })).total).toBe(0);
  });

  it('takes % and _ in the search literally', async () => {
    expect(addresses(await adminList({ search: 'a_b' }))).toEqual(['a_b@mail.com']);
    expect(addresses(await adminList({ search: '100%' }))).toEqual(['diskon100%@mail.com']);
  });
});
