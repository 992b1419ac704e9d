import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../../src/shared/images.js';
import type { ProdukFoto } from '../../../src/shared/schemas/foto.js';
import { createAdmins } from '../../test/admins.js';
import { insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles, multipart } from '../../test/uploads.js';

// A product's photos (docs/product.md §5 Foto produk): uploads one at a time, order, the main
// photo kept in `produk.foto_produk`, alt texts, colours, deletion with its files, roles, and
// what visitors read (kept reads, the link-preview JPEG).

let t: TestApp;
let staff: string;
let main: string;
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const uploads = () => listFiles(t.config.uploadDir);

/** A new product through the API (so its main photo is a real file), answered with its id. */
async function newProduk(nama = 'Gamis Aisyah'): Promise<{ id: number; foto_produk: string }> {
  const body = await multipart(
    {
      nama_produk: nama,
      harga: 150000,
      diskon: 0,
      jumlah_terjual: 0,
      kategori: 'gamis',
      deskripsi_produk: 'Adem',
    },
    { data: await jpeg(300, 400) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/produk',
    payload: body.payload,
    headers: { ...body.headers, cookie: staff },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** One photo over tRPC, as the admin's manager sends it (FormData, one file a request). */
async function upload(
  idProduk: number,
  fields: Record<string, string> = {},
  cookie = staff,
  colour = '#2b3a67',
): Promise<{ status: number; foto?: ProdukFoto; message?: string }> {
  const form = new FormData();
  form.append('idProduk', String(idProduk));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const image = await jpeg(240, 320, colour);
  form.append(
    'file',
    new Blob([image as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
    'x.jpg',
  );
  const res = await fetch(`${address}/api/trpc/foto.create`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const body = (await res.json()) as {
    result?: { data: ProdukFoto };
    error?: { message: string };
  };
  return { status: res.status, foto: body.result?.data, message: body.error?.message };
}

const photos = async (idProduk: number, cookie?: string) =>
  (await trpcQuery<ProdukFoto[]>(t.app, 'foto.byProduk', { idProduk }, cookie ? { cookie } : {}))
    .data;

const mainFile = async (id: number) =>
  (
    await t.db
      .selectFrom('produk')
      .select('foto_produk')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).foto_produk;

describe('product photos', () => {
  it('are added several, in order, each a clean WebP with its variants and a default alt text', async () => {
    const produk = await newProduk('Gamis Aisyah');
    const navy = await insertWarna(t.db, produk.id, 'Navy');
    const first = await upload(produk.id);
    const second = await upload(produk.id, { idWarna: String(navy.id) });
    const third = await upload(produk.id, { alt: 'Detail bordir di dada' });
    for (const added of [first, second, third]) expect(added.status).toBe(200);

    const list = await photos(produk.id, staff);
    expect(list.map((f) => f.alt)).toEqual([
      'Gamis Aisyah, tampak depan',
      'Gamis Aisyah, tampak belakang',
      'Gamis Aisyah warna Navy, tampak depan',
      'Detail bordir di dada',
    ]);
    expect(list[0]?.foto).toBe(produk.foto_produk);
    expect(list[2]?.id_warna).toBe(navy.id);
    const files = await uploads();
    for (const f of list) {
      expect(files).toContain(`produk/${f.foto}`);
      for (const w of IMAGE_VARIANT_WIDTHS) {
        expect(files).toContain(`produk/${variantFileName(f.foto, w)}`);
      }
    }
    const served = await t.app.inject(`/images/produk/${list[1]?.foto}`);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('take a new order; the first is the main photo legacy clients read, with the same fields', async () => {
    const produk = await newProduk('Koko Zaid');
    const before = (await t.app.inject(`/api/produk/${produk.id}`)).json<Record<string, unknown>>();
    await upload(produk.id);
    await upload(produk.id);
    const list = await photos(produk.id, staff);
    const ids = list.map((f) => f.id);
    const reordered = [ids[2], ids[0], ids[1]] as number[];
    const res = await trpcMutation<ProdukFoto[]>(
      t.app,
      'foto.reorder',
      { idProduk: produk.id, ids: reordered },
      { cookie: staff },
    );
    expect(res.status).toBe(200);
    expect(res.data.map((f) => f.id)).toEqual(reordered);
    expect(res.data.map((f) => f.urutan)).toEqual([0, 1, 2]);
    expect(await mainFile(produk.id)).toBe(list[2]?.foto);

    const legacy = (await t.app.inject(`/api/produk/${produk.id}`)).json<Record<string, unknown>>();
    expect(Object.keys(legacy).sort()).toEqual(Object.keys(before).sort());
    expect(legacy.foto_produk).toBe(list[2]?.foto);
    const listed = (await t.app.inject('/api/produk')).json<
      { id: number; foto_produk: string }[]
    >();
    expect(listed.find((p) => p.id === produk.id)?.foto_produk).toBe(list[2]?.foto);
  });

  it('refuse an order that is not every photo of the product, each once', async () => {
    const produk = await newProduk();
    await upload(produk.id);
    const ids = (await photos(produk.id, staff)).map((f) => f.id);
    const other = (await photos((await newProduk()).id, staff))[0]?.id as number;
    for (const wrong of [[ids[0]], [ids[0], other], [ids[0], ids[0], ids[1]]]) {
      const res = await trpcMutation(
        t.app,
        'foto.reorder',
        { idProduk: produk.id, ids: wrong },
        { cookie: staff },
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.error?.message).toBe('Urutan foto sudah berubah. Muat ulang lalu coba lagi.');
    }
  });

  it('keep an alt text written, within its length, and a colour of their own product', async () => {
    const produk = await newProduk();
    const other = await newProduk('Tunik Lain');
    const sage = await insertWarna(t.db, produk.id, 'Sage');
    const foreign = await insertWarna(t.db, other.id, 'Merah');
    const [foto] = await photos(produk.id, staff);
    const id = foto?.id as number;
    const edit = (input: object) => trpcMutation(t.app, 'foto.update', input, { cookie: staff });

    const ok = await edit({ id, alt: '  Gamis Sage tampak depan  ', idWarna: sage.id });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ alt: 'Gamis Sage tampak depan', id_warna: sage.id });
    expect((await edit({ id, alt: 'Tanpa warna', idWarna: null })).data).toMatchObject({
      id_warna: null,
    });

    const blank = await edit({ id, alt: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe('Teks alternatif wajib diisi.');
    const long = await edit({ id, alt: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.error?.message).toBe('Teks alternatif maksimal 200 karakter.');
    const wrongColour = await edit({ id, alt: 'Foto', idWarna: foreign.id });
    expect(wrongColour.status).toBe(400);
    expect(wrongColour.error?.message).toBe('Warna itu bukan warna produk ini.');
    const upload400 = await upload(produk.id, { idWarna: String(foreign.id) });
    expect(upload400).toMatchObject({ status: 400, message: 'Warna itu bukan warna produk ini.' });
    expect((await photos(produk.id, staff)).map((f) => f.alt)).toEqual(['Tanpa warna']);
  });

  it('are deleted by the main admin only, files after the commit; the last one stays', async () => {
    const produk = await newProduk();
    const added = (await upload(produk.id)).foto as ProdukFoto;
    const [first] = await photos(produk.id, staff);
    const remove = (id: number, cookie: string) =>
      trpcMutation(t.app, 'foto.delete', { id }, { cookie });

    expect((await remove(first?.id as number, staff)).status).toBe(403);
    const gone = await remove(first?.id as number, main);
    expect(gone.status).toBe(200);
    // The next photo is the main one now.
    expect(await mainFile(produk.id)).toBe(added.foto);
    const files = await uploads();
    expect(files.some((f) => f.includes(produk.foto_produk.replace('.webp', '')))).toBe(false);
    expect(files).toContain(`produk/${added.foto}`);

    const last = await remove(added.id, main);
    expect(last.status).toBe(400);
    expect(last.error?.message).toBe(
      'Produk harus punya minimal satu foto. Tambahkan foto lain dulu.',
    );
    expect(await uploads()).toContain(`produk/${added.foto}`);
    expect((await remove(987654, main)).status).toBe(404);
  });

  it('come one to a request: a body with two files is refused before it is parsed', async () => {
    const produk = await newProduk();
    const form = new FormData();
    form.append('idProduk', String(produk.id));
    for (const name of ['a.jpg', 'b.jpg']) {
      form.append('file', new Blob([(await jpeg()) as Uint8Array<ArrayBuffer>]), name);
    }
    const files = await uploads();
    const res = await fetch(`${address}/api/trpc/foto.create`, {
      method: 'POST',
      body: form,
      headers: { cookie: staff },
    });
    expect(res.status).toBe(413);
    expect(await uploads()).toEqual(files);
    expect(await photos(produk.id, staff)).toHaveLength(1);
  });

  it('need a session to be written', async () => {
    const produk = await newProduk();
    const form = new FormData();
    form.append('idProduk', String(produk.id));
    form.append('file', new Blob([(await jpeg()) as Uint8Array<ArrayBuffer>]), 'x.jpg');
    const res = await fetch(`${address}/api/trpc/foto.create`, { method: 'POST', body: form });
    expect(res.status).toBe(401);
    const reorder = await trpcMutation(t.app, 'foto.reorder', { idProduk: produk.id, ids: [1] });
    expect(reorder.status).toBe(401);
  });

  it('leave neither a row nor a file when the write fails', async () => {
    const produk = await newProduk();
    await sql`alter table produk_foto add constraint uji_gagal check (alt <> 'GAGAL')`.execute(
      t.db,
    );
    try {
      const [rows, files] = [(await photos(produk.id, staff)).length, await uploads()];
      const failed = await upload(produk.id, { alt: 'GAGAL' });
      expect(failed.status).toBe(500);
      expect((await photos(produk.id, staff)).length).toBe(rows);
      expect(await uploads()).toEqual(files);
    } finally {
      await sql`alter table produk_foto drop constraint uji_gagal`.execute(t.db);
    }
    const missing = await upload(987654);
    expect(missing).toMatchObject({ status: 404, message: 'Produk tidak ditemukan.' });
  });

  it('go with their product: kept while it waits in Sampah, every file removed when it is purged', async () => {
    const produk = await newProduk();
    const added = [(await upload(produk.id)).foto, (await upload(produk.id)).foto];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/produk/${produk.id}`,
      headers: { cookie: main },
    });
    expect(res.statusCode).toBe(200);
    const names = [produk.foto_produk, ...added.map((a) => a?.foto as string)];
    const kept = await uploads();
    for (const f of names)
      expect(kept.some((file) => file.includes(f.replace('.webp', '')))).toBe(true);
    const trashed = await t.db
      .selectFrom('sampah')
      .select('id')
      .where('jenis', '=', 'produk')
      .where('id_entitas', '=', produk.id)
      .executeTakeFirstOrThrow();
    await trpcMutation(t.app, 'sampah.deleteForever', { id: trashed.id }, { cookie: main });
    const files = await uploads();
    for (const f of names) {
      expect(files.some((file) => file.includes(f.replace('.webp', '')))).toBe(false);
    }
  });

  it('follow a legacy photo change: the new file takes the main photo’s place', async () => {
    const produk = await newProduk();
    await upload(produk.id);
    const body = await multipart(
      {
        nama_produk: 'Ganti Foto',
        harga: 150000,
        diskon: 0,
        jumlah_terjual: 0,
        kategori: 'gamis',
        deskripsi_produk: 'Adem',
      },
      { data: await jpeg(200, 200) },
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/produk/${produk.id}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: staff },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await photos(produk.id, staff);
    expect(list).toHaveLength(2);
    expect(list[0]?.foto).toBe(res.json<{ foto_produk: string }>().foto_produk);
    expect(list[0]?.foto).not.toBe(produk.foto_produk);
  });

  it('reach visitors at once after a change (kept reads are dropped)', async () => {
    const produk = await newProduk();
    expect(await photos(produk.id)).toHaveLength(1);
    // Kept now: read twice.
    expect(await photos(produk.id)).toHaveLength(1);
    await upload(produk.id);
    expect(await photos(produk.id)).toHaveLength(2);
    const ids = (await photos(produk.id)).map((f) => f.id).reverse();
    await trpcMutation(t.app, 'foto.reorder', { idProduk: produk.id, ids }, { cookie: staff });
    expect((await photos(produk.id)).map((f) => f.id)).toEqual(ids);
  });
});

/** The colour at the middle of a picture, as [r, g, b]. */
async function centre(picture: Buffer): Promise<number[]> {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]].map(Number);
}

/** Whether two colours are the same but for a JPEG's rounding. */
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 12);

describe('the link-preview photo', () => {
  it('is the main photo (or the colour’s) framed whole in a 1200×630 JPEG under 300 KB', async () => {
    const produk = await newProduk();
    const warna = await t.db
      .insertInto('warna')
      .values({ id_produk: produk.id, warna: 'Sage', foto: produk.foto_produk })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The colour's photo lives in the product's folder: copy the main one there.
    const bytes = await t.storage.get(`produk/${produk.foto_produk}`);
    await t.storage.put(`produk/${produk.id}/${produk.foto_produk}`, bytes as Buffer);

    for (const url of [
      `/bagikan/produk-${produk.id}.jpg`,
      `/bagikan/produk-${produk.id}-warna-${warna.id}.jpg`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['jpeg', 1200, 630]);
      expect(res.rawPayload.length, url).toBeLessThanOrEqual(300 * 1024);
      // The photo's own colour at the middle (src-server/images/process-image.test.ts checks
      // the framing itself).
      expect(near(await centre(res.rawPayload), [0xd9, 0xa5, 0xa9]), url).toBe(true);
    }
    // A new main photo is the preview at once (kept until the catalogue changes).
    const before = await t.app.inject(`/bagikan/produk-${produk.id}.jpg`);
    const added = (await upload(produk.id, {}, staff, '#2b3a67')).foto as ProdukFoto;
    const main = (await photos(produk.id, staff)).find((f) => f.foto === produk.foto_produk);
    await trpcMutation(
      t.app,
      'foto.reorder',
      { idProduk: produk.id, ids: [added.id, main?.id] },
      { cookie: staff },
    );
    const after = await t.app.inject(`/bagikan/produk-${produk.id}.jpg`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(near(await centre(after.rawPayload), [0x2b, 0x3a, 0x67])).toBe(true);

    const other = await newProduk();
    for (const url of [
      `/bagikan/produk-${other.id}-warna-${warna.id}.jpg`,
      '/bagikan/produk-987654.jpg',
      '/bagikan/produk-0.jpg',
      '/bagikan/produk-99999999999.jpg',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
