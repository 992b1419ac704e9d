import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';

let client = 0;

// Each test speaks from its own address, so the rate limits of one do not spill into another.
let headers: Record<string, string>;
beforeEach(() => {
  headers = { 'x-forwarded-for': `10.0.0.${++client}` };
});

const t: TestApp = await createTestApp({ TRUST_PROXY: 'true' });
afterAll(() => t.close());

describe('promo.subscribe and promo.check', () => {
  it('signs up a trimmed, lower-cased e-mail and then finds it in any case', async () => {
    const created = await trpcMutation<{ id: number; email: string; createdAt: string }>(
      t.app,
      'promo.subscribe',
      { email: '  Sari.Dewi@Mail.com ', persetujuan: true },
      headers,
    );
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ id: expect.any(Number), email: 'sari.dewi@mail.com' });
    const check = await trpcQuery<{ exists: boolean }>(
      t.app,
      'promo.check',
      { email: 'SARI.DEWI@mail.COM' },
      headers,
    );
    expect(check.data).toEqual({ exists: true });
    const other = await trpcQuery<{ exists: boolean }>(
      t.app,
      'promo.check',
      { email: 'lain@mail.com' },
      headers,
    );
    expect(other.data).toEqual({ exists: false });
  });

  it('refuses a duplicate that differs only in case and spaces with 409 "Email sudah terdaftar"', async () => {
    await trpcMutation(
      t.app,
      'promo.subscribe',
      { email: 'budi@mail.com', persetujuan: true },
      headers,
    );
    const again = await trpcMutation(
      t.app,
      'promo.subscribe',
      { email: ' BUDI@Mail.Com  ', persetujuan: true },
      headers,
    );
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Email sudah terdaftar');
    const rows = await t.db
      .selectFrom('promo')
      .select('email')
      .where('email', 'like', '%budi%')
      .execute();
    expect(rows).toEqual([{ email: 'budi@mail.com' }]);
  });

  it.each(['budi', 'budi@mail', 'budi @mail.com', '', '   '])(
    'refuses "%s" with a 400 and stores nothing',
    async (email) => {
      const before = await t.db
        .selectFrom('promo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await trpcMutation(
        t.app,
        'promo.subscribe',
        { email, persetujuan: true },
        headers,
      );
      expect(res.status).toBe(400);
      expect(res.error?.message).toMatch(/^(Format email tidak valid|Email wajib diisi\.)$/);
      const after = await t.db
        .selectFrom('promo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    },
  );

  it('takes 10 sign-ups a minute from one client and refuses the 11th, saying when to retry', async () => {
    const subscribe = (i: number, from = headers) =>
      trpcMutation(
        t.app,
        'promo.subscribe',
        { email: `banyak${i}@mail.com`, persetujuan: true },
        from,
      );
    const statuses = [];
    for (let i = 1; i <= 10; i++) statuses.push((await subscribe(i)).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const eleventh = await subscribe(11);
    expect(eleventh.status).toBe(429);
    expect(eleventh.error?.message).toMatch(
      /^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ (detik|menit)\.$/,
    );
    expect(Number(eleventh.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(eleventh.response.headers['retry-after'])).toBeLessThanOrEqual(60);
    const stored = await t.db.selectFrom('promo').select('email').execute();
    expect(stored.map((r) => r.email)).not.toContain('banyak11@mail.com');
    // The limit is per client: another one still signs up.
    expect((await subscribe(12, { 'x-forwarded-for': '10.0.9.1' })).status).toBe(200);
  });
});

describe('legacy REST: promo', () => {
  it('POST /api/promo creates with 201 and answers 409 for a duplicate', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'Rina@Mail.com', persetujuan: true },
      headers,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      email: 'rina@mail.com',
      createdAt: expect.any(String),
    });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'rina@mail.com ', persetujuan: true },
      headers,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Email sudah terdaftar' });
  });

  it('POST /api/promo refuses an address carrying markup and stores nothing', async () => {
    const email = '"><script>alert(1)</script>@x.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email, persetujuan: true },
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Format email tidak valid' });
    const { rows } = await t.db.executeQuery<{ n: number }>(
      sql`select count(*)::int as n from promo where email like '%script%'`.compile(t.db),
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('POST /api/promo refuses a bad e-mail, a missing one and a broken body with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'bukan-email', persetujuan: true },
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Format email tidak valid' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/promo', payload: {}, headers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Email wajib diisi.' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      body: '{"email":',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Format data tidak dapat dibaca.' });
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: ['a@b.co'], persetujuan: true },
      headers,
    });
    expect(notObject.statusCode).toBe(400);
  });

  it('GET /api/promo/check?email= answers { exists }', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'cek@mail.com', persetujuan: true },
      headers,
    });
    expect(
      (await t.app.inject({ url: '/api/promo/check?email=CEK%40mail.com', headers })).json(),
    ).toEqual({ exists: true });
    expect(
      (await t.app.inject({ url: '/api/promo/check?email=baru%40mail.com', headers })).json(),
    ).toEqual({ exists: false });
    const invalid = await t.app.inject({ url: '/api/promo/check?email=xyz', headers });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Format email tidak valid' });
    expect((await t.app.inject({ url: '/api/promo/check', headers })).statusCode).toBe(400);
  });
});
