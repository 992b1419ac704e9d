import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../../src/shared/schemas/faq.js';
import { insertFaq } from '../../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertFaq(
    t.db,
    'Bagaimana cara memesan?',
    'Lewat marketplace pilihanmu.',
    new Date('2026-01-01'),
  );
  await insertFaq(t.db, 'apakah bisa COD?', 'Bisa, selama kurir melayani.', new Date('2026-01-03'));
  await insertFaq(
    t.db,
    'Berapa lama pengiriman?',
    'Estimasi 2-5 hari kerja. Bisa 100% dilacak.',
    new Date('2026-01-02'),
  );
});
afterAll(() => t.close());

const questions = (list: Faq[]) => list.map((f) => f.pertanyaan);
const list = async (input?: object) => (await trpcQuery<Faq[]>(t.app, 'faq.list', input)).data;

describe('faq.list', () => {
  it('lists newest first by default', async () => {
    expect(questions(await list())).toEqual([
      'apakah bisa COD?',
      'Berapa lama pengiriman?',
      'Bagaimana cara memesan?',
    ]);
  });

  it('sorts oldest first and by question A–Z and Z–A, ignoring case', async () => {
    expect(questions(await list({ sort: 'terlama' }))).toEqual([
      'Bagaimana cara memesan?',
      'Berapa lama pengiriman?',
      'apakah bisa COD?',
    ]);
    expect(questions(await list({ sort: 'a-z' }))).toEqual([
      'apakah bisa COD?',
      'Bagaimana cara memesan?',
      'Berapa lama pengiriman?',
    ]);
    expect(questions(await list({ sort: 'z-a' }))).toEqual([
      'Berapa lama pengiriman?',
      'Bagaimana cara memesan?',
      'apakah bisa COD?',
    ]);
  });

  it('searches question and answer, case-insensitively, taking % literally', async () => {
    expect(questions(await list({ search: 'cod' }))).toEqual(['apakah bisa COD?']);
    expect(questions(await list({ search: 'MARKETPLACE' }))).toEqual(['Bagaimana cara memesan?']);
    expect(questions(await list({ search: '100%' }))).toEqual(['Berapa lama pengiriman?']);
    expect(await list({ search: '%%%' })).toEqual([]);
  });

  it('answers createdAt as an ISO date', async () => {
    const [first] = await list({ sort: 'terlama' });
    expect(first?.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses an unknown sort with a 400', async () => {
    const { status, error } = await trpcQuery(t.app, 'faq.list', { sort: 'acak' });
    expect(status).toBe(400);
    expect(error?.data.issues?.[0]?.path).toBe('sort');
  });
});

describe('legacy REST: GET /api/faq', () => {
  it('answers pertanyaan, jawaban and createdAt as a bare array', async () => {
    const res = await t.app.inject('/api/faq');
    expect(res.statusCode).toBe(200);
    const body = res.json<Faq[]>();
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      pertanyaan: 'apakah bisa COD?',
      jawaban: 'Bisa, selama kurir melayani.',
      createdAt: '2026-01-03T00:00:00.000Z',
    });
  });
});
