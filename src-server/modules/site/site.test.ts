import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear } from './site.router.js';
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
      whatsapp: ['0899-9999-9999'],
      publicUrl: 'https://uji.example.id',
      address: expect.stringContaining('Garut'),
    });
    expect(JSON.stringify(data)).not.toMatch(/password|database|ADMIN/i);
  });

  it('tells the current year where the shop is, for the footer', async () => {
    const { data } = await trpcQuery<{ year: number; timeZone: string }>(t.app, 'site.settings');
    const utcYear = new Date().getUTCFullYear();
    expect([utcYear, utcYear + 1]).toContain(data.year);
    // New Year's Eve 23:30 UTC is already the next year in Jakarta (UTC+7), not in New York.
    const eve = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(currentYear('Asia/Jakarta', eve)).toBe(2027);
    expect(currentYear('America/New_York', eve)).toBe(2026);
  });
});
