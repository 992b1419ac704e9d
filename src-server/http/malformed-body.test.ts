import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins, login, MAIN_ADMIN } from '../test/admins.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// A body that cannot be read as what its Content-Type claims is a 400 with a message, on every
// REST write (DESIGN §7: bad input is never a 500).

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmins(t.app, t.db);
  cookie = await login(t.app, MAIN_ADMIN);
});
afterAll(() => t.close());

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
