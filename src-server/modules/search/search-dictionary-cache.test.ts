import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { jpeg, multipart } from '../../test/uploads.js';

// A search keeps each query word's dictionary lookup until the catalogue changes (index.ts, the
// dictionary cache of createSearchCaches): a product renamed is found by its new name, and a
// typo of it, at once.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: cookie } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

const fields = (nama_produk: string) => ({
  nama_produk,
  harga: 150000,
  diskon: 0,
  jumlah_terjual: 10,
  deskripsi_produk: 'Adem dan nyaman',
  kategori: 'gamis',
});

async function write(method: 'POST' | 'PATCH', url: string, nama: string) {
  // A new product needs its photo; a rename does not.
  const body = await multipart(
    fields(nama),
    method === 'POST' ? { data: await jpeg() } : undefined,
  );
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number }>();
}

/** The names a search finds, through an address no cache has seen (the database answers). */
let asked = 0;
async function found(query: string): Promise<string[]> {
  asked += 1;
  const res = await t.app.inject(`/api/produk/search/${encodeURIComponent(query)}?n=${asked}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ nama_produk: string }[]>().map((p) => p.nama_produk);
}

describe('the search dictionary kept between searches', () => {
  it('finds a new name, and a typo of it, right after a rename', async () => {
    const { id } = await write('POST', '/api/produk', 'Gamis Anak Aisyah');
    expect(await found('aisyah')).toEqual(['Gamis Anak Aisyah']);
    // Looked up (and kept) while no name holds them.
    expect(await found('zulaikha')).toEqual([]);
    expect(await found('zulaika')).toEqual([]);
    expect(await found('gamis zulaikha')).toEqual([]);

    await write('PATCH', `/api/produk/${id}`, 'Gamis Anak Zulaikha');
    expect(await found('zulaikha')).toEqual(['Gamis Anak Zulaikha']);
    expect(await found('zulaika')).toEqual(['Gamis Anak Zulaikha']);
    expect(await found('gamis zulaikha')).toEqual(['Gamis Anak Zulaikha']);
    expect(await found('aisyah')).toEqual([]);
  });
});
