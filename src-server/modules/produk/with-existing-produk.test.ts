import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles, multipart } from '../../test/uploads.js';

// A product deleted by another admin between the "product must exist" check and the write: the
// database's triggers here delete the product just before each row naming it is inserted, so
// the check passes and the foreign key refuses the row, as in a real race.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: cookie } = await createAdmins(t.app, t.db));
  await sql`
    CREATE FUNCTION delete_produk_first() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM produk WHERE id = NEW.id_produk;
      RETURN NEW;
    END $$`.execute(t.db);
  for (const table of ['warna', 'ukuran', 'testimoni']) {
    await sql`CREATE TRIGGER delete_produk_first BEFORE INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION delete_produk_first()`.execute(t.db);
  }
});
afterAll(() => t.close());

async function postForm(url: string, fields: Record<string, string>, withImage: boolean) {
  const body = await multipart(fields, withImage ? { data: await jpeg(90, 120) } : undefined);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe('a write naming a product deleted meanwhile', () => {
  it.each([
    ['a colour', (id: number) => postForm(`/api/warna/${id}`, { warna: 'Sage' }, true)],
    ['a size', (id: number) => postForm(`/api/ukuran/${id}`, { usia: '3-4', ukuran: 'M' }, false)],
    [
      'a testimonial',
      (id: number) =>
        postForm(
          '/api/testimoni',
          {
            nama_pembeli: 'Bunda Rahma',
            deskripsi_testimoni: 'Bahannya adem',
            sumber_testimoni: 'shopee',
            id_produk: String(id),
          },
          true,
        ),
    ],
  ])('answers 404 "Produk tidak ditemukan." for %s and keeps no file', async (_what, post) => {
    const produk = await insertProduk(t.db);
    const filesBefore = await listFiles(t.config.uploadDir);
    const res = await post(produk.id);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ message: 'Produk tidak ditemukan.' });
    expect(await listFiles(t.config.uploadDir)).toEqual(filesBefore);
  });
});
