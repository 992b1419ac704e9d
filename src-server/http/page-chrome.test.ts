import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PengaturanForm } from '../../src/shared/schemas/pengaturan.js';
import { createAdmins } from '../test/admins.js';
import { insertProduk } from '../test/fixtures.js';
import { renewableRenderer } from '../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../test/test-app.js';

// The chrome kept by the server renderer (src/lib/chrome-snapshot.ts, docs/decisions/0053): a
// page drawn with the kept top bar and footer is the page rendered whole, byte for byte, and a
// settings change shows in the next page at once. The response cache is off, so every request
// is rendered.

let renderer: Awaited<ReturnType<typeof renewableRenderer>>;
type Entry = typeof renderer.entry;
const freshEntry = () => renderer.renew();

let entry: Entry;
let t: TestApp;
let main: { cookie: string };

beforeAll(async () => {
  renderer = await renewableRenderer();
  entry = renderer.entry;
  t = await createTestApp(
    { SHOP_NAME: 'Toko Env', PUBLIC_URL: 'https://toko.example.id', RESPONSE_CACHE: 'false' },
    { client: renderer.client },
  );
  main = { cookie: (await createAdmins(t.app, t.db)).mainCookie };
  await insertProduk(t.db, { nama_produk: 'Gamis Anak Aisyah', kategori: 'gamis', diskon: 25 });
  await insertProduk(t.db, { nama_produk: 'Gamis Zahra Café', kategori: 'gamis' });
  await insertProduk(t.db, { nama_produk: 'Koko Anak Zaid', kategori: 'lakilaki' });
});
afterAll(() => t.close());

/** A page's body, with the times of its dehydrated state (each render's own) blanked. */
async function page(url: string): Promise<string> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBeLessThan(500);
  return res.body.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}

describe('a page drawn with the kept chrome', () => {
  it.each([
    ['/cari?q=koko', '/cari?q=gamis'],
    ['/cari?q=gamis', '/cari?q=caf%C3%A9'],
    ['/cari?q=gamis', '/cari?q=zzzz'],
    ['/cari?q=gamis', '/cari?q=gamis&page=2'],
    ['/cari?q=gamis', '/cari'],
    ['/kategori', '/kategori?page=2&harga_max=150000'],
    ['/kategori/gamis', '/kategori/gamis?urut=termurah'],
    ['/', '/'],
    ['/FAQ', '/FAQ'],
    ['/tidak-ada', '/tidak-ada'],
  ])('after %s, %s is the page rendered whole', async (first, url) => {
    entry = await freshEntry();
    const whole = await page(url);
    entry = await freshEntry();
    // A path's chrome is cut out at its second render: one asked for once costs one render.
    await page(first);
    expect(entry.chromes.usable).toBe(0);
    await page(first);
    expect(entry.chromes.usable).toBe(1);
    expect(await page(url)).toBe(whole);
  });

  it('is not used for a page outside the shop’s layout', async () => {
    entry = await freshEntry();
    const whole = await page('/login');
    expect(await page('/login')).toBe(whole);
    expect(entry.chromes.usable).toBe(0);
  });

  it('shows a settings change on the next search page', async () => {
    entry = await freshEntry();
    await page('/cari?q=gamis');
    expect(await page('/cari?q=gamis')).toContain('aria-label="Toko Env — Beranda"');

    const { data: current } = await trpcQuery<{ form: PengaturanForm }>(
      t.app,
      'site.pengaturan',
      undefined,
      main,
    );
    const saved = await trpcMutation(
      t.app,
      'site.savePengaturan',
      { ...current.form, name: 'Toko Salsabila' },
      main,
    );
    expect(saved.status).toBe(200);

    const after = await page('/cari?q=gamis');
    expect(after).toContain('aria-label="Toko Salsabila — Beranda"');
    expect(after).not.toContain('Toko Env');
    entry = await freshEntry();
    expect(await page('/cari?q=gamis')).toBe(after);
  });
});
