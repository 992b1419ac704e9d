import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProduk, insertWarna } from '../test/fixtures.js';
import { renewableRenderer } from '../test/rendering-app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The product cards' markup kept by the server renderer (src/lib/kept-markup.tsx,
// docs/decisions/0056): a page drawn with kept cards is the page rendered anew, byte for byte,
// and a product's change shows on the next page. The response cache is off, so every request is
// rendered.

let renderer: Awaited<ReturnType<typeof renewableRenderer>>;
type Entry = typeof renderer.entry;
const freshEntry = () => renderer.renew();

let entry: Entry;
let t: TestApp;
let aisyah: { id: number };

beforeAll(async () => {
  renderer = await renewableRenderer();
  entry = renderer.entry;
  t = await createTestApp({ RESPONSE_CACHE: 'false' }, { client: renderer.client });
  aisyah = await insertProduk(t.db, {
    nama_produk: 'Gamis Anak Aisyah',
    kategori: 'gamis',
    diskon: 25,
    harga: 179_000,
  });
  await insertWarna(t.db, aisyah.id, 'Dusty Pink', '#d9a5a9');
  await insertProduk(t.db, { nama_produk: 'Gamis Zahra Café <Premium>', kategori: 'gamis' });
  await insertProduk(t.db, { nama_produk: 'Koko Anak Zaid', kategori: 'lakilaki', diskon: 0 });
  await insertProduk(t.db, { nama_produk: 'Khimar Café Anak', kategori: 'perempuan' });
});
afterAll(() => t.close());

/**
 * The cards a page rendered in place: only its first, the largest picture, whose preload React
 * moves to the page's start (so its markup alone is never the page's).
 */
function renderedInPlace(store: Entry['keptMarkup']) {
  const calls = vi.spyOn(store, 'renderedInPlace');
  return () => calls.mock.calls.map(([key]) => (key.includes('loading\u0000"lcp"') ? 'lcp' : key));
}

/** A page's body, with the times of its dehydrated state (each render's own) blanked. */
async function page(url: string): Promise<string> {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
}

describe('a page drawn with kept product cards', () => {
  it.each([
    '/cari?q=gamis',
    '/cari?q=caf%C3%A9',
    '/cari?q=anak',
    '/kategori',
    '/kategori/gamis?urut=termurah',
    '/kategori?page=1&harga_max=200000',
  ])('%s is the page rendered anew', async (url) => {
    entry = await freshEntry();
    const anew = await page(url);
    entry = await freshEntry();
    // A card is kept at its second render: one drawn once costs one render.
    expect(await page(url)).toBe(anew);
    expect(entry.keptMarkup.usable).toBe(0);
    expect(await page(url)).toBe(anew);
    expect(entry.keptMarkup.usable).toBeGreaterThan(0);
    const inPlace = renderedInPlace(entry.keptMarkup);
    expect(await page(url)).toBe(anew);
    expect(inPlace()).toEqual(['lcp']);
  });

  it('serves another query that marks the same words of the names from the same cards', async () => {
    entry = await freshEntry();
    await page('/cari?q=gamis');
    await page('/cari?q=gamis');
    const inPlace = renderedInPlace(entry.keptMarkup);
    const upper = await page('/cari?q=GAMIS');
    expect(inPlace()).toEqual(['lcp']);
    expect(upper).toContain('<mark class="rounded-sm bg-sun/50 text-inherit">Gamis</mark>');
  });

  it('shows a product’s new price on the next page', async () => {
    entry = await freshEntry();
    // Aisyah's card is the second: kept, not the first one rendered in place.
    const url = '/kategori/gamis?urut=termurah';
    await page(url);
    expect(await page(url)).toContain('Rp 134.000');
    expect(entry.keptMarkup.usable).toBe(1);
    await t.db.updateTable('produk').set({ harga: 200_000 }).where('id', '=', aisyah.id).execute();

    const after = await page(url);
    expect(after).toContain('Rp 150.000');
    expect(after).not.toContain('Rp 134.000');
    entry = await freshEntry();
    expect(await page(url)).toBe(after);
  });
});
