import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SHOP_NAME: 'Toko Baju Anak Salsabila' });
});

afterAll(async () => {
  await t.close();
});

describe('app icons and manifest', () => {
  it('describe the shop as an installable app, named after it', async () => {
    const res = await t.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Toko Baju Anak Salsabila',
      short_name: 'Toko Baju An',
      lang: 'id',
      start_url: '/',
      display: 'standalone',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it.each([
    ['icon-32.png', 32],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ])('draws %s at %i px from the shop icon', async (file, size) => {
    const res = await t.app.inject(`/icons/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });

  it('fills the corners of the home-screen icon for iOS, and keeps the others round', async () => {
    const corner = async (file: string) => {
      const res = await t.app.inject(`/icons/${file}`);
      const { data, info } = await sharp(res.rawPayload)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { alpha: data[info.channels - 1], red: data[0] };
    };
    expect(await corner('apple-touch-icon.png')).toEqual({ alpha: 255, red: 0x2f });
    expect((await corner('icon-192.png')).alpha).toBe(0);
  });

  it('answers 404 for any other file', async () => {
    for (const file of ['icon-64.png', 'constructor', '..%2Fpackage.json']) {
      expect((await t.app.inject(`/icons/${file}`)).statusCode, file).toBe(404);
    }
  });
});
