import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Faq } from '../../../src/shared/schemas/faq.js';
import { createAdmins } from '../../test/admins.js';
import { insertFaq } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

// The admin's FAQ table: paged on the server, searched, in the four orders of docs/product.md §2.

let t: TestApp;
let staff: string;

const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));
const soal = (i: number) => `Soal ${String(i).padStart(2, '0')}`;
/** Soal a … b, in that order (a > b counts down). */
const soals = (a: number, b: number) =>
  Array.from({ length: Math.abs(a - b) + 1 }, (_, k) => soal(a < b ? a + k : a - k));

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff } = await createAdmins(t.app, t.db));
  // 61 numbered questions, one an hour (number 61 the newest) …
  for (let i = 1; i <= 61; i++) await insertFaq(t.db, soal(i), `Jawaban ${i}`, hour(i));
  // … and four more, two newer and two older than all of them, starting with other letters in
  // both cases, whose answers hold the characters LIKE treats as wildcards.
  await insertFaq(
    t.db,
    'Bisa tukar ukuran?',
    'Bisa, kodeXpromo tidak perlu.',
    new Date('2025-01-01'),
  );
  await insertFaq(t.db, 'cara bayar?', 'Transfer, gratis 100% ongkir.', new Date('2025-06-01'));
  await insertFaq(t.db, 'Zakat?', 'Gratis 1000 rupiah.', new Date('2026-05-01'));
  await insertFaq(t.db, 'apa bisa COD?', 'Bisa, dengan kode_promo COD.', new Date('2026-06-01'));
});
afterAll(() => t.close());

const adminList = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<Page<Faq>>(t.app, 'faq.adminList', input, { cookie: staff });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
};
const questions = (page: Page<Faq>) => page.items.map((f) => f.pertanyaan);

describe('faq.adminList', () => {
  it('answers 20 rows a page, newest first unless told otherwise', async () => {
    const first = await adminList({});
    expect(first).toMatchObject({ total: 65, page: 1, pageSize: 20 });
    expect(questions(first)).toEqual(['apa bisa COD?', 'Zakat?', ...soals(61, 44)]);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      pertanyaan: 'apa bisa COD?',
      jawaban: 'Bisa, dengan kode_promo COD.',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
  });

  it('answers the second and the last page', async () => {
    expect(questions(await adminList({ page: 2 }))).toEqual(soals(43, 24));
    expect(questions(await adminList({ page: 4 }))).toEqual([
      ...soals(3, 1),
      'cara bayar?',
      'Bisa tukar ukuran?',
    ]);
  });

  it('caps a greedy page size at 60', async () => {
    const greedy = await adminList({ pageSize: 99 });
    expect(greedy.pageSize).toBe(60);
    expect(greedy.items).toHaveLength(60);
  });

  it.each([
    [
      'terbaru',
      ['apa bisa COD?', 'Zakat?', ...soals(61, 58)],
      [...soals(3, 1), 'cara bayar?', 'Bisa tukar ukuran?'],
    ],
    [
      'terlama',
      ['Bisa tukar ukuran?', 'cara bayar?', ...soals(1, 4)],
      [...soals(59, 61), 'Zakat?', 'apa bisa COD?'],
    ],
    [
      'a-z',
      ['apa bisa COD?', 'Bisa tukar ukuran?', 'cara bayar?', ...soals(1, 3)],
      [...soals(58, 61), 'Zakat?'],
    ],
    [
      'z-a',
      ['Zakat?', ...soals(61, 57)],
      [...soals(2, 1), 'cara bayar?', 'Bisa tukar ukuran?', 'apa bisa COD?'],
    ],
  ])('sorts %s across pages', async (sort, head, tail) => {
    // 65 rows, 6 a page: page 1 is the head, page 11 the last five rows.
    expect(questions(await adminList({ sort, pageSize: 6 }))).toEqual(head);
    expect(questions(await adminList({ sort, pageSize: 6, page: 11 }))).toEqual(tail);
  });

  it('sorts A-Z by question ignoring case, and keeps the sort within a search', async () => {
    expect(questions(await adminList({ search: 'bisa', sort: 'a-z' }))).toEqual([
      'apa bisa COD?',
      'Bisa tukar ukuran?',
    ]);
    expect(questions(await adminList({ search: 'bisa', sort: 'z-a' }))).toEqual([
      'Bisa tukar ukuran?',
      'apa bisa COD?',
    ]);
    expect(questions(await adminList({ search: 'bisa', sort: 'terlama' }))).toEqual([
      'Bisa tukar ukuran?',
      'apa bisa COD?',
    ]);
  });

  it('refuses a sort it does not know', async () => {
    const res = await trpcQuery(t.app, 'faq.adminList', { sort: 'acak' }, { cookie: staff });
    expect(res.status).toBe(400);
  });

  it('searches questions and answers in any case, counting what it found', async () => {
    const found = await adminList({ search: 'SOAL 1', pageSize: 4, page: 2 });
    expect(found.total).toBe(10);
    expect(questions(found)).toEqual(soals(15, 12));
    expect(questions(await adminList({ search: 'jawaban 61' }))).toEqual([soal(61)]);
  });

  it('takes % and _ in the search literally', async () => {
    expect(questions(await adminList({ search: '100%' }))).toEqual(['cara bayar?']);
    expect(questions(await adminList({ search: 'e_p' }))).toEqual(['apa bisa COD?']);
    expect((await adminList({ search: '%' })).total).toBe(1);
  });
});
