import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../test/admins.js';
import { insertProduk } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { blackPng, jpeg, listFiles, multipart } from '../test/uploads.js';

// An upload's size in pixels is judged from its header, over REST as over tRPC (one
// acceptUpload), and refused with a 413 that says why (issue 8 item 6).

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: cookie } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

async function postWarna(image: Buffer) {
  const produk = await insertProduk(t.db);
  const body = await multipart(
    { warna: 'Sage' },
    { data: image, name: 'foto.png', type: 'image/png' },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/warna/${produk.id}`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe('image dimensions on upload', () => {
  it('refuses a 150 KB PNG of 1 × 39,000,000 px with 413 and the limits, storing nothing', async () => {
    const before = await listFiles(t.config.uploadDir);
    const res = await postWarna(await blackPng(1, 39_000_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Dimensi gambar terlalu besar: maksimal 8000 piksel per sisi dan 40 megapiksel.',
    });
    expect(await listFiles(t.config.uploadDir)).toEqual(before);
    expect(await t.db.selectFrom('warna').select('id').execute()).toEqual([]);
  });

  it('still takes an ordinary photo', async () => {
    const res = await postWarna(await jpeg(1200, 1600));
    expect(res.statusCode).toBe(201);
  });
});
