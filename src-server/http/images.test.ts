import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { webp } from '../test/uploads.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const image = await webp();
  await t.storage.put('produk/terbit.webp', image);
  await t.storage.put('staging/menunggu.webp', image);
});
afterAll(() => t.close());

describe('/images', () => {
  it('serves stored images under their spec paths', async () => {
    const res = await t.app.inject('/images/produk/terbit.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // Shown in the shop's e-mails, read in other sites' pages (webmail).
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject('/FAQ');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each([
    '/images/staging/menunggu.webp',
    '/images//staging/menunggu.webp',
    '/images/produk/../staging/menunggu.webp',
    '/images/produk/%2e%2e/staging/menunggu.webp',
  ])('never serves a staged upload: %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type']).not.toBe('image/webp');
  });
});
