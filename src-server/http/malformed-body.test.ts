import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins, login, MAIN_ADMIN } from '../test/admins.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// A body that cannot be read as what its Content-Type claims is a 400 with a message, on every
// REST write (docs/architecture.md §7: bad input is never a 500).

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmins(t.app, t.db);
  cookie = await login(t.app, MAIN_ADMIN);
});
afterAll(() => t.close());

let listeningAt: string | undefined;
/** Over a real socket: tRPC reads the raw request stream, which inject() does not provide. */
const listening = async () => (listeningAt ??= await t.app.listen({ port: 0, host: '127.0.0.1' }));

const unfinished = '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nani@mail.com';

describe('malformed multipart bodies', () => {
  it('an unfinished part on the public sign-up is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: unfinished,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Format data tidak dapat dibaca.' });
  });

  it.each([
    ['POST', '/api/faq', 'multipart/form-data'],
    ['POST', '/api/produk', 'multipart/form-data; boundary=b'],
    ['PATCH', '/api/testimoni/1', 'multipart/form-data; boundary=b'],
  ] as const)('%s %s with a broken body from an admin is a 400', async (method, url, type) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'content-type': type, cookie },
      body: type.includes('boundary') ? unfinished : 'xx',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Format data tidak dapat dibaca.' });
  });
});

describe('malformed bodies on tRPC', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await listening();
  });

  it.each([
    ['an unfinished part', 'multipart/form-data; boundary=b', unfinished],
    ['no boundary', 'multipart/form-data', 'xx'],
    ['broken JSON', 'application/json', '{"nama_produk":'],
  ])(
    '%s is a 400 with our message for an admin, a 401 before reading it for anyone else',
    async (_name, type, body) => {
      const send = (headers: Record<string, string>) =>
        fetch(`${origin}/api/trpc/produk.create`, {
          method: 'POST',
          headers: { 'content-type': type, ...headers },
          body,
        });
      const admin = await send({ cookie });
      expect(admin.status).toBe(400);
      expect(((await admin.json()) as { error: { message: string } }).error.message).toBe(
        'Format data tidak dapat dibaca.',
      );
      const anonymous = await send({});
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe(
        'Silakan login terlebih dahulu.',
      );
    },
  );

  it('an unknown procedure or content type gets our words too', async () => {
    const unknown = await fetch(`${origin}/api/trpc/produk.tidakAda`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'Alamat tidak ditemukan.',
    );
    const text = await fetch(`${origin}/api/trpc/produk.create`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie },
      body: 'a,b',
    });
    // Refused by the server before tRPC sees it, in the REST shape.
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: 'Jenis data tidak didukung.' });
  });
});

describe('hostile JSON', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await listening();
  });

  const deep = '['.repeat(10_000) + ']'.repeat(10_000);
  it.each([
    ['10 000 nested arrays', deep],
    ['10 000 nested objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ['a 5000-digit id', `{"id":${'9'.repeat(5_000)}}`],
    ['numbers past any double', '{"pertanyaan":1e999999,"jawaban":-1e999999}'],
    ['a lone surrogate', '{"pertanyaan":"\\ud800","jawaban":"x"}'],
    ['the wrong types', '{"pertanyaan":{"a":[1]},"jawaban":[null]}'],
    ['not JSON at all', '\u0000\u00ff'],
  ])('%s gets a 4xx with a message, on tRPC and REST', async (_name, body) => {
    for (const url of ['/api/trpc/faq.create', '/api/faq']) {
      const res = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      const json = (await res.json()) as { message?: string; error?: { message: string } };
      const message = json.message ?? json.error?.message;
      expect(message, url).toEqual(expect.any(String));
      expect(message, url).not.toMatch(/Unexpected|JSON|Error|Invalid|Maximum call stack/);
    }
  });
});
