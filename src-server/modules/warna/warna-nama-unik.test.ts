import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, sampahIdOf } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles, multipart } from '../../test/uploads.js';

// One colour name per product on every path that writes one (issue 29): the legacy API, the
// admin's tRPC form, a rename, a restore from Sampah. The database's unique index decides
// (migrations/0038); each path answers its 409 in Indonesian and stores no file.

const DUPLICATE = 'Nama warna tidak boleh sama dalam satu produk.';

let t: TestApp;
let staff: string;
let main: string;
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
  // tRPC reads an upload's body from the socket: uploads go over a port.
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function postRest(idProduk: number, warna: string) {
  const body = await multipart({ warna }, { data: await jpeg(120, 160) });
  return t.app.inject({
    method: 'POST',
    url: `/api/warna/${idProduk}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: staff },
  });
}

async function createTrpc(idProduk: number, warna: string) {
  const body = await multipart({ idProduk: String(idProduk), warna }, { data: await jpeg(80, 80) });
  const res = await fetch(`${address}/api/trpc/warna.create`, {
    method: 'POST',
    body: body.payload as Buffer<ArrayBuffer>,
    headers: { ...body.headers, cookie: staff },
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: { data: { id: number } };
      error?: { message: string; data: { httpStatus: number } };
    },
  };
}

const namesOf = async (idProduk: number) =>
  (
    await t.db
      .selectFrom('warna')
      .select('warna')
      .where('id_produk', '=', idProduk)
      .orderBy('id')
      .execute()
  ).map((w) => w.warna);

describe('a colour name the product holds already', () => {
  it('is a 409 on POST /api/warna/:id and on warna.create, folded as the editor folds it, with no file left', async () => {
    const produk = await insertProduk(t.db);
    const other = await insertProduk(t.db);
    expect((await postRest(produk.id, 'Merah Muda')).statusCode).toBe(201);
    const files = await listFiles(t.config.uploadDir);

    const rest = await postRest(produk.id, '  merah   MUDA ');
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ message: DUPLICATE });

    const trpc = await createTrpc(produk.id, 'MERAH MUDA');
    expect(trpc.status).toBe(409);
    expect(trpc.body.error?.message).toBe(DUPLICATE);

    expect(await listFiles(t.config.uploadDir)).toEqual(files);
    expect(await namesOf(produk.id)).toEqual(['Merah Muda']);
    // Another product may hold the same name; a name not the same is taken.
    expect((await postRest(other.id, 'Merah Muda')).statusCode).toBe(201);
    expect((await createTrpc(produk.id, 'Merah Muda Tua')).status).toBe(200);
  });

  it('is a 409 for a rename, by tRPC and by PATCH; its own name in another case is a rename', async () => {
    const produk = await insertProduk(t.db);
    const hitam = (await postRest(produk.id, 'Hitam/Putih')).json<{ id: number }>();
    const navy = (await postRest(produk.id, 'Navy')).json<{ id: number }>();

    const trpc = await trpcMutation(
      t.app,
      'warna.update',
      { id: navy.id, warna: 'hitam / putih' },
      { cookie: staff },
    );
    expect(trpc.status).toBe(409);
    expect(trpc.error?.message).toBe(DUPLICATE);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/warna/${navy.id}/produk/${produk.id}`,
      payload: { warna: 'HITAM/PUTIH' },
      headers: { cookie: staff },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ message: DUPLICATE });

    const own = await trpcMutation(
      t.app,
      'warna.update',
      { id: hitam.id, warna: 'Hitam / Putih' },
      { cookie: staff },
    );
    expect(own.status, JSON.stringify(own.error)).toBe(200);
    expect(await namesOf(produk.id)).toEqual(['Hitam / Putih', 'Navy']);
  });

  it('keeps a colour in Sampah while the product holds its name again: the restore is Sampah’s 409', async () => {
    const produk = await insertProduk(t.db);
    const sage = (await postRest(produk.id, 'Sage')).json<{ id: number }>();
    const deleted = await trpcMutation(t.app, 'warna.delete', { id: sage.id }, { cookie: main });
    expect(deleted.status).toBe(200);
    expect((await postRest(produk.id, 'SAGE')).statusCode).toBe(201);

    const sampahId = await sampahIdOf(t.db, 'warna', sage.id);
    const restore = await trpcMutation(t.app, 'sampah.restore', { id: sampahId }, { cookie: main });
    expect(restore.status).toBe(409);
    expect(restore.error?.message).toBe(
      'Data ini tidak bisa dipulihkan karena bentrok dengan data yang ada sekarang.',
    );
    // Still in Sampah, and the product holds one Sage.
    expect(await sampahIdOf(t.db, 'warna', sage.id)).toBe(sampahId);
    expect(await namesOf(produk.id)).toEqual(['SAGE']);
  });
});
