import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { Testimoni } from '../../../src/shared/schemas/testimoni.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertTestimoni, sampahIdOf } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles, multipart } from '../../test/uploads.js';

let t: TestApp;
let staff: string;
let main: string;
let produkId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
  produkId = (await insertProduk(t.db)).id;
});
afterAll(() => t.close());

const values = {
  nama_pembeli: 'Bunda Rahma',
  deskripsi_testimoni: 'Bahannya adem',
  sumber_testimoni: 'tokopedia',
};

async function post(fields: Record<string, string>, withImage = true) {
  const body = await multipart(fields, withImage ? { data: await jpeg(200, 200) } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/testimoni',
    payload: body.payload,
    headers: { ...body.headers, cookie: staff },
  });
}

describe('testimonial writes', () => {
  it('POST /api/testimoni stores the photo under /images/testimoni and links the product', async () => {
    const res = await post({ ...values, id_produk: String(produkId) });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Testimoni>();
    expect(created).toMatchObject({ ...values, id_produk: produkId });
    expect((await t.app.inject(`/images/testimoni/${created.foto_testimoni}`)).statusCode).toBe(
      200,
    );
    const forProduk = await trpcQuery<Testimoni[]>(t.app, 'testimoni.byProduk', {
      idProduk: produkId,
    });
    expect(forProduk.data.map((x) => x.id)).toContain(created.id);
  });

  it('asks for the photo and validates the source', async () => {
    expect((await post(values, false)).json()).toMatchObject({ message: 'Silahkan upload gambar' });
    expect((await post({ ...values, sumber_testimoni: 'lazada' })).json()).toMatchObject({
      message: 'Sumber testimoni harus shopee, tokopedia atau tiktok.',
    });
  });

  it('answers 404 for a link to a missing product, storing nothing', async () => {
    const before = await listFiles(t.config.uploadDir);
    const res = await post({ ...values, id_produk: '424242' });
    expect(res.statusCode).toBe(404);
    expect(await listFiles(t.config.uploadDir)).toEqual(before);
  });

  it('PATCH keeps or replaces the photo, and can unlink the product', async () => {
    const created = (await post({ ...values, id_produk: String(produkId) })).json<Testimoni>();
    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/api/testimoni/${created.id}`,
      payload: { ...values, nama_pembeli: 'Ummu Rahma', id_produk: '' },
      headers: { cookie: staff },
    });
    expect(kept.json()).toMatchObject({
      nama_pembeli: 'Ummu Rahma',
      foto_testimoni: created.foto_testimoni,
      id_produk: null,
    });
    const body = await multipart(values, { data: await jpeg(90, 90, '#123456') });
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: `/api/testimoni/${created.id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: staff },
    });
    expect(replaced.json<Testimoni>().foto_testimoni).not.toBe(created.foto_testimoni);
    expect(
      (await listFiles(t.config.uploadDir)).some((f) =>
        f.includes(created.foto_testimoni.replace('.webp', '')),
      ),
    ).toBe(false);
  });

  it('DELETE moves the row into Sampah; its photo goes when Sampah is emptied of it', async () => {
    const created = (await post(values)).json<Testimoni>();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/testimoni/${created.id}`,
          headers: { cookie: main },
        })
      ).statusCode,
    ).toBe(200);
    const stored = async () =>
      (await listFiles(t.config.uploadDir)).some((f) =>
        f.includes(created.foto_testimoni.replace('.webp', '')),
      );
    expect(await stored()).toBe(true);
    const sampahId = await sampahIdOf(t.db, 'testimoni', created.id);
    await trpcMutation(t.app, 'sampah.deleteForever', { id: sampahId }, { cookie: main });
    expect(await stored()).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/testimoni/${created.id}`,
          headers: { cookie: main },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('testimoni.adminList filters by source and searches name and text', async () => {
    await insertTestimoni(t.db, { nama: 'Mama Kenzo', sumber: 'tiktok' });
    await insertTestimoni(t.db, { nama: 'Ibu Dewi', sumber: 'shopee' });
    const tiktok = await trpcQuery<Page<Testimoni>>(
      t.app,
      'testimoni.adminList',
      { sumber: 'tiktok' },
      { cookie: staff },
    );
    expect(tiktok.data.items.every((x) => x.sumber_testimoni === 'tiktok')).toBe(true);
    expect(tiktok.data.items.map((x) => x.nama_pembeli)).toContain('Mama Kenzo');
    const search = await trpcQuery<Page<Testimoni>>(
      t.app,
      'testimoni.adminList',
      { search: 'kenzo' },
      { cookie: staff },
    );
    expect(search.data.items.map((x) => x.nama_pembeli)).toEqual(['Mama Kenzo']);
    expect(search.data.total).toBe(1);
    const byText = await trpcQuery<Page<Testimoni>>(
      t.app,
      'testimoni.adminList',
      { search: 'ADEM', sumber: 'tokopedia' },
      { cookie: staff },
    );
    expect(byText.data.items.length).toBeGreaterThan(0);
    expect(
      (await trpcQuery(t.app, 'testimoni.adminList', { sumber: 'lazada' }, { cookie: staff }))
        .status,
    ).toBe(400);
  });
});
