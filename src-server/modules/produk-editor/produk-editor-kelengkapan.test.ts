import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProdukEditorData,
  ProdukEditorSaveInput,
  StagedFoto,
} from '../../../src/shared/schemas/produk-editor.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles } from '../../test/uploads.js';

// Issue 29 against the real app and database: a new colour takes the photo marked with it, else
// the product's main photo; a Draf saves half-finished (no description, no photo) and every way
// to show it (the editor, the list's "Ubah status", the legacy write, the CSV import) refuses
// until it is complete, naming it; "Lihat di toko" sends the owner to the page or its preview.

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

async function stage(colour = '#2b3a67'): Promise<StagedFoto> {
  const form = new FormData();
  const image = await jpeg(240, 320, colour);
  form.append(
    'file',
    new Blob([image as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
    'a.jpg',
  );
  const res = await fetch(`${address}/api/trpc/produkEditor.upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: staff },
  });
  const body = (await res.json()) as { result?: { data: StagedFoto } };
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.result.data;
}

const details = (values: Partial<ProdukEditorSaveInput['produk']> = {}) => ({
  nama_produk: 'Gamis Setengah Jadi',
  harga: 150000,
  diskon: 0,
  jumlah_terjual: 0,
  kategori: 'gamis',
  deskripsi_produk: '',
  link_shopee: null,
  link_tokopedia: null,
  link_tiktok: null,
  status: 'draf' as const,
  ...values,
});

const save = (input: ProdukEditorSaveInput) =>
  trpcMutation<Produk>(t.app, 'produkEditor.save', input, { cookie: staff });

const read = async (id: number) =>
  (await trpcQuery<ProdukEditorData>(t.app, 'produkEditor.byId', { id }, { cookie: staff })).data;

/** A Draf saved with no description and no photo. */
async function halfFinished(nama = 'Gamis Setengah Jadi') {
  const res = await save({
    produk: details({ nama_produk: nama }),
    foto: [],
    warna: [],
    ukuran: [],
    ketersediaan: [],
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
}

const issues = (res: { error?: { data: { issues?: { path: string; message: string }[] } } }) =>
  res.error?.data.issues?.map((i) => [i.path, i.message]);

const NEEDS_DESKRIPSI =
  'Isi deskripsi produk sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.';
const NEEDS_FOTO =
  'Silahkan upload gambar: tambahkan minimal satu foto sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.';
const WARNA_NO_FOTO =
  'Warna ini belum punya foto. Tambahkan foto produk di bagian Foto, atau unggah foto untuk warna ini.';

describe('a colour without a chosen photo', () => {
  it('takes the photo marked with it, else the main photo, copied into its folder', async () => {
    const [main, maroon] = [await stage(), await stage('#7f1d1d')];
    const res = await save({
      produk: details({ deskripsi_produk: 'Adem.', status: 'tayang' }),
      foto: [
        { berkas: main.berkas, alt: null, warna: null },
        { berkas: maroon.berkas, alt: null, warna: 'maroon' },
      ],
      warna: [
        { key: 'sage', warna: 'Sage', kode_warna: '#9bb39a', foto: { sumber: 'otomatis' } },
        { key: 'maroon', warna: 'Maroon', kode_warna: '#7f1d1d', foto: { sumber: 'otomatis' } },
      ],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const data = await read(res.data.id);
    expect(data.warna.map((w) => [w.warna, w.foto])).toEqual([
      ['Sage', main.berkas],
      ['Maroon', maroon.berkas],
    ]);
    const onDisk = await listFiles(t.config.uploadDir);
    expect(onDisk).toContain(`produk/${res.data.id}/${main.berkas}`);
    expect(onDisk).toContain(`produk/${res.data.id}/${maroon.berkas}`);
  });

  it('is refused, naming what to do, when the product has no photo at all', async () => {
    const res = await save({
      produk: details(),
      foto: [],
      warna: [{ key: 'sage', warna: 'Sage', kode_warna: '#9bb39a', foto: { sumber: 'otomatis' } }],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([['warna.0.foto', WARNA_NO_FOTO]]);
  });

  it('"tetap" on a new colour (nothing to keep) is refused with the same message', async () => {
    const main = await stage();
    const res = await save({
      produk: details(),
      foto: [{ berkas: main.berkas, alt: null, warna: null }],
      warna: [{ key: 'sage', warna: 'Sage', kode_warna: '#9bb39a', foto: { sumber: 'tetap' } }],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([['warna.0.foto', WARNA_NO_FOTO]]);
  });
});

describe('a half-finished Draf', () => {
  it('saves without a description or a photo, and reads back so', async () => {
    const produk = await halfFinished();
    expect(produk).toMatchObject({ status: 'draf', deskripsi_produk: '', foto_produk: '' });
    const data = await read(produk.id);
    expect(data.foto).toEqual([]);
    expect(data.produk).toMatchObject({ deskripsi_produk: '', foto_produk: '' });
  });

  it.each([
    ['Tayang', { status: 'tayang' as const }],
    ['Tersembunyi', { status: 'tersembunyi' as const }],
    ['scheduled', { status: 'tayang' as const, tayang_mulai: '2099-01-01T00:00:00+07:00' }],
  ])('is refused as %s until it has a description and a photo', async (_, penayangan) => {
    const res = await save({
      produk: details(penayangan),
      foto: [],
      warna: [],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([
      ['produk.deskripsi_produk', NEEDS_DESKRIPSI],
      ['foto', NEEDS_FOTO],
    ]);
  });

  it('goes Tayang once complete, through the editor', async () => {
    const produk = await halfFinished('Gamis Dilengkapi');
    const main = await stage();
    const res = await save({
      id: produk.id,
      produk: details({
        nama_produk: 'Gamis Dilengkapi',
        deskripsi_produk: 'Sudah lengkap.',
        status: 'tayang',
      }),
      foto: [{ berkas: main.berkas, alt: null, warna: null }],
      warna: [],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ status: 'tayang', foto_produk: main.berkas });
    expect((await read(produk.id)).foto.map((f) => f.foto)).toEqual([main.berkas]);
    const page = await t.app.inject(`/api/produk/${produk.id}`);
    expect(page.statusCode).toBe(200);
  });

  it('loses its last photo on a main admin’s save, and names none again', async () => {
    const only = await stage();
    const made = await save({
      produk: details({ nama_produk: 'Gamis Tanpa Foto Lagi' }),
      foto: [{ berkas: only.berkas, alt: null, warna: null }],
      warna: [],
      ukuran: [],
      ketersediaan: [],
    });
    expect(made.status).toBe(200);
    const res = await trpcMutation<Produk>(
      t.app,
      'produkEditor.saveWithRemovals',
      {
        id: made.data.id,
        produk: details({ nama_produk: 'Gamis Tanpa Foto Lagi' }),
        foto: [],
        warna: [],
        ukuran: [],
        ketersediaan: [],
      },
      { cookie: main },
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.foto_produk).toBe('');
    expect((await read(made.data.id)).foto).toEqual([]);
  });
});

describe('showing a half-finished product another way', () => {
  it('"Ubah status" refuses, naming each incomplete product and what it lacks', async () => {
    const a = await halfFinished('Koko Belum Lengkap');
    const complete = await insertProduk(t.db, { status: 'draf', nama_produk: 'Koko Lengkap' });
    const res = await trpcMutation(
      t.app,
      'produkBulk.update',
      { target: { ids: [a.id, complete.id] }, ubah: { aksi: 'status', status: 'tayang' } },
      { cookie: staff },
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(
      'Produk belum lengkap untuk tayang: "Koko Belum Lengkap" (belum ada deskripsi dan foto). Lengkapi di Editor produk, atau biarkan sebagai Draf.',
    );
    // All or nothing: the complete one stays Draf too.
    const statuses = await t.db
      .selectFrom('produk')
      .select(['id', 'status'])
      .where('id', 'in', [a.id, complete.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['draf', 'draf']);
    // Draf stays allowed, and the complete one alone goes Tayang.
    const alone = await trpcMutation(
      t.app,
      'produkBulk.update',
      { target: { ids: [complete.id] }, ubah: { aksi: 'status', status: 'tersembunyi' } },
      { cookie: staff },
    );
    expect(alone.status).toBe(200);
  });

  it('the legacy product write refuses to show it without a photo', async () => {
    const a = await halfFinished('Tunik Belum Berfoto');
    const res = await trpcMutation(
      t.app,
      'produk.update',
      {
        id: a.id,
        nama_produk: 'Tunik Belum Berfoto',
        harga: 100_000,
        diskon: 0,
        jumlah_terjual: 0,
        kategori: 'atasan',
        deskripsi_produk: 'Ada deskripsinya.',
        status: 'tayang',
      },
      { cookie: staff },
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(
      'Produk belum lengkap untuk tayang: "Tunik Belum Berfoto" (belum ada foto). Lengkapi di Editor produk, atau biarkan sebagai Draf.',
    );
    const row = await t.db
      .selectFrom('produk')
      .select(['status', 'deskripsi_produk'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draf', deskripsi_produk: '' });
  });

  it('the CSV import names the row and the status column', async () => {
    const a = await halfFinished('Rok Belum Lengkap');
    const form = new FormData();
    const csv = `id,status\n${a.id},tayang\n`;
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'produk.csv');
    const res = await fetch(`${address}/api/trpc/produkCsv.preview`, {
      method: 'POST',
      body: form,
      headers: { cookie: staff },
    });
    const body = (await res.json()) as {
      result: {
        data: { berubah: number; galat: { baris: number; kolom: string; pesan: string }[] };
      };
    };
    expect(body.result.data.berubah).toBe(0);
    expect(body.result.data.galat).toEqual([
      {
        baris: 2,
        kolom: 'status',
        pesan:
          'Produk belum lengkap untuk tayang: "Rok Belum Lengkap" (belum ada deskripsi dan foto). Lengkapi di Editor produk, atau biarkan sebagai Draf.',
      },
    ]);
  });
});

describe('"Lihat di toko" (/admin/produk/{id}/toko)', () => {
  const open = (id: number | string, cookie?: string) =>
    t.app.inject({ url: `/admin/produk/${id}/toko`, headers: cookie ? { cookie } : {} });

  it('sends a Draf, or a product whose schedule has not started, to its signed preview', async () => {
    const draf = await insertProduk(t.db, { status: 'draf' });
    const later = await insertProduk(t.db, { tayang_mulai: new Date('2099-01-01T00:00:00Z') });
    for (const produk of [draf, later]) {
      const res = await open(produk.id, staff);
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toBe('no-store');
      const location = String(res.headers.location);
      expect(location).toMatch(new RegExp(`^/detail/${produk.id}\\?pratinjau=[\\w.-]+$`));
      // The preview's token opens the page's read, which a visitor without it does not get.
      const pratinjau = new URL(location, 'http://toko').searchParams.get('pratinjau');
      const detail = (token?: string | null) =>
        trpcQuery<Produk | null>(t.app, 'produk.detail', { id: produk.id, pratinjau: token });
      expect((await detail(pratinjau)).data?.id).toBe(produk.id);
      expect((await detail(undefined)).data).toBeNull();
    }
  });

  it('sends a product visitors can open, Tayang or Tersembunyi, to its page', async () => {
    const tayang = await insertProduk(t.db);
    const hidden = await insertProduk(t.db, { status: 'tersembunyi' });
    for (const produk of [tayang, hidden]) {
      const res = await open(produk.id, staff);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/detail/${produk.id}`);
    }
  });

  it('sends an unknown product to the shop’s 404 page', async () => {
    expect((await open(999_999, staff)).headers.location).toBe('/detail/999999');
    expect((await open('abc', staff)).headers.location).toBe('/detail/abc');
  });

  it('sends someone not logged in to the login page, and back after', async () => {
    const draf = await insertProduk(t.db, { status: 'draf' });
    const res = await open(draf.id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/login?next=${encodeURIComponent(`/admin/produk/${draf.id}/toko`)}`,
    );
  });
});
