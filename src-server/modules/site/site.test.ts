import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, trpcQuery, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SHOP_NAME: 'Toko Uji',
    SHOP_EMAIL: 'toko@uji.id',
    SHOP_WHATSAPP: '6289999999999',
    PUBLIC_URL: 'https://uji.example.id',
  });
});
afterAll(() => t.close());

describe('site.settings', () => {
  it('answers the shop details from configuration, and nothing secret', async () => {
    const { data } = await trpcQuery<Record<string, unknown>>(t.app, 'site.settings');
    expect(data).toMatchObject({
      name: 'Toko Uji',
      email: 'toko@uji.id',
      whatsapp: '6289999999999',
      publicUrl: 'https://uji.example.id',
      address: expect.stringContaining('Garut'),
    });
    expect(JSON.stringify(data)).not.toMatch(/password|database|ADMIN/i);
  });
});
