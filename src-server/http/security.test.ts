import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, trpcMutation, type TestApp } from '../test/test-app.js';
import { createAdmins, MAIN_ADMIN } from '../test/admins.js';

describe('security headers (plain http, not production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SHOP_VIDEO_EMBED_URL: 'https://www.youtube-nocookie.com/embed/abc' });
  });
  afterAll(() => t.close());

  it('sends a CSP that allows only self, data: images and the map and video sites settings accept', async () => {
    const res = await t.app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain(
      'frame-src https://www.google.com https://maps.google.com https://www.openstreetmap.org https://www.youtube.com https://www.youtube-nocookie.com;',
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The WhatsApp order form's redirect (docs/product.md §10) may leave for WhatsApp only.
    expect(csp).toContain("form-action 'self' https://wa.me https://api.whatsapp.com;");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers as not cacheable', async () => {
    expect((await t.app.inject('/api/produk')).headers['cache-control']).toBe('no-store');
  });

  it('without PUBLIC_URL (a developer machine), accepts writes from the host the page came from', async () => {
    const lan = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'lan@contoh.id', persetujuan: true },
      headers: { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' },
    });
    expect(lan.statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'lain@contoh.id' },
      headers: { host: '192.168.1.20:3000', origin: 'http://jahat.example.com' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Ukuran data terlalu besar.' });
  });
});

describe('security headers and cookies in production over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://toko.example.id' });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sets the session cookie Secure', async () => {
    await createAdmins(t.app, t.db);
    const res = await trpcMutation(t.app, 'auth.login', MAIN_ADMIN);
    expect(String(res.response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('accepts a write from its public origin and refuses another', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'a@b.id', persetujuan: true },
      headers: { origin: 'https://toko.example.id' },
    });
    expect(ok.statusCode).toBe(201);
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'c@d.id' },
      headers: { origin: 'https://toko.example.id.jahat.com' },
    });
    expect(evil.statusCode).toBe(403);
  });

  it('refuses a write whose Origin only matches a Host header the client chose', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'e@f.id' },
      headers: { host: 'jahat.example.com', origin: 'http://jahat.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Permintaan dari situs lain ditolak.' });
  });
});
