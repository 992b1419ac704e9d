import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins, login, MAIN_ADMIN } from '../test/admins.js';
import { createRenderingApp } from '../test/rendering-app.js';

// Text PostgreSQL cannot store (a NUL byte, half of a surrogate pair) and parameters longer
// than any real value are bad input: a 400 on the API and the 404 page for pages, never a 500
// or the outage page (docs/architecture.md §7).

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  const rendering = await createRenderingApp({ PUBLIC_URL: 'https://toko.example.id' });
  ({ app, close } = rendering);
  await createAdmins(app, rendering.database.db);
  cookie = await login(app, MAIN_ADMIN);
});
afterAll(() => close());

const refused = 'Teks berisi karakter yang tidak diizinkan.';

describe('text PostgreSQL cannot store', () => {
  it.each([
    '/api/kategoriproduk/a%00b',
    '/api/promo/check?email=a%00@b.co',
    `/api/kategoriproduk/${'a'.repeat(61)}`,
  ])('GET %s is a 400, not a 500', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/stack|at .*\.js/);
  });

  it('a search ignores the characters instead of failing: a visitor is only typing', async () => {
    const res = await app.inject('/api/produk/search/a%00b');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    ['/api/promo', { email: 'a\u0000@b.co' }],
    ['/api/user/login', { username: 'ad\u0000min', password: 'x' }],
  ])('POST %s with a NUL in a field is a 400', async (url, payload) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['a NUL byte', 'Apa\u0000kah?'],
    ['a lone surrogate', 'Apa\uD800kah?'],
  ])(
    'an admin write with %s is a 400 with a clear message, and nothing is stored',
    async (_why, pertanyaan) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/faq',
        payload: { pertanyaan, jawaban: 'Ya.' },
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: refused });
      const faqs = await app.inject('/api/faq');
      expect(JSON.stringify(faqs.json())).not.toContain('Apa');
    },
  );
});

describe('pages with parameters no real value has', () => {
  it.each(['/kategori/a%00b', `/kategori/${'a'.repeat(61)}`])(
    '%s answers the 404 page, not the outage page',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Ups! Halaman yang kamu cari tidak ditemukan.');
    },
  );
});
