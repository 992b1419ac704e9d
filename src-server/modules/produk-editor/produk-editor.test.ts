import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProdukEditorData,
  ProdukEditorDraft,
  ProdukEditorSaveInput,
  StagedFoto,
} from '../../../src/shared/schemas/produk-editor.js';
import type { ProdukFoto } from '../../../src/shared/schemas/foto.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { createAdmins } from '../../test/admins.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles } from '../../test/uploads.js';

// The product editor (docs/product.md §5 Editor produk) against the real app, database and
// upload folder: staged photos, one save for everything, removals by the main admin only, a
// save that fails half-way leaving nothing behind, and "Duplikat".

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

const files = () => listFiles(t.config.uploadDir);

function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

/** One photo into the editor's staging area, as the editor sends it. */
async function stage(colour = '#2b3a67', cookie = staff): Promise<StagedFoto> {
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
    headers: { cookie },
  });
  const body = (await res.json()) as { result?: { data: StagedFoto } };
  expect(res.status).toBe(200);
  if (!body.result) throw new Error(JSON.stringify(body));
  return body.result.data;
}

const details = {
  nama_produk: 'Gamis Aisyah',
  harga: 150000,
  diskon: 10,
  jumlah_terjual: 0,
  kategori: 'gamis',
  deskripsi_produk: 'Adem dan lembut.',
  link_shopee: null,
  link_tokopedia: null,
  link_tiktok: null,
};

const save = (input: ProdukEditorSaveInput, cookie = staff, procedure = 'save') =>
  trpcMutation<Produk>(t.app, `produkEditor.${procedure}`, input, { cookie });

const read = async (id: number) =>
  (await trpcQuery<ProdukEditorData>(t.app, 'produkEditor.byId', { id }, { cookie: staff })).data;

/** A complete new product: 3 photos, 2 colours, 2 sizes, one cell Habis. */
async function completeProduk() {
  const [a, b, c, own] = [await stage(), await stage('#7f1d1d'), await stage(), await stage()];
  const input: ProdukEditorSaveInput = {
    produk: details,
    foto: [
      { berkas: a.berkas, alt: null, warna: null },
      { berkas: b.berkas, alt: null, warna: 'maroon' },
      { berkas: c.berkas, alt: 'Detail bordir di dada', warna: null },
    ],
    warna: [
      {
        key: 'navy',
        warna: 'Navy',
        kode_warna: '#1e3a5f',
        foto: { sumber: 'berkas', berkas: own.berkas },
      },
      { key: 'maroon', warna: 'Maroon', kode_warna: '#7f1d1d', foto: { sumber: 'foto', ke: 1 } },
    ],
    ukuran: [
      { key: 's', usia: '2-3 tahun', ukuran: 'S', lingkar_dada: '60' },
      { key: 'm', usia: '4-5 tahun', ukuran: 'M' },
    ],
    ketersediaan: [{ warna: 'maroon', ukuran: 'm', tersedia: false, stok: null }],
  };
  const res = await save(input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return { produk: res.data, staged: { a, b, c, own } };
}

describe('produkEditor.save: a new product', () => {
  it('writes the product, its photos, colours, sizes and availability, and places the files', async () => {
    const { produk, staged } = await completeProduk();
    const { a, b, c } = staged;
    expect(produk.foto_produk).toBe(staged.a.berkas);
    const data = await read(produk.id);
    expect(data.produk).toMatchObject({ nama_produk: 'Gamis Aisyah', harga: 150000, diskon: 10 });
    expect(data.warna.map((w) => [w.warna, w.kode_warna])).toEqual([
      ['Navy', '#1e3a5f'],
      ['Maroon', '#7f1d1d'],
    ]);
    const maroon = nth(data.warna, 1);
    // The colour took the product's second photo as its own, under the same name.
    expect(maroon.foto).toBe(staged.b.berkas);
    expect(nth(data.warna, 0).foto).toBe(staged.own.berkas);
    expect(data.foto.map((f) => [f.foto, f.alt, f.id_warna])).toEqual([
      [staged.a.berkas, 'Gamis Aisyah, tampak depan', null],
      [staged.b.berkas, 'Gamis Aisyah warna Maroon, tampak depan', maroon.id],
      [staged.c.berkas, 'Detail bordir di dada', null],
    ]);
    expect(data.ukuran.map((u) => [u.ukuran, u.usia, u.lingkar_dada])).toEqual([
      ['S', '2-3 tahun', '60'],
      ['M', '4-5 tahun', null],
    ]);
    expect(data.ketersediaan).toEqual([
      { id_warna: maroon.id, id_ukuran: nth(data.ukuran, 1).id, tersedia: false, stok: null },
    ]);

    const onDisk = await files();
    expect(onDisk.filter((f) => f.startsWith('staging/'))).toEqual([]);
    for (const file of [staged.a, staged.b, staged.c].map((s) => s.berkas)) {
      expect(onDisk).toContain(`produk/${file}`);
    }
    expect(onDisk).toContain(`produk/${produk.id}/${staged.b.berkas}`);
    expect(onDisk).toContain(`produk/${produk.id}/${staged.own.berkas}`);

    // Visitors see it at once, through the spec's reads too.
    const legacy = await t.app.inject({ url: `/api/warnaproduk/${produk.id}` });
    expect(legacy.json<{ warna: string }[]>().map((w) => w.warna)).toEqual(['Navy', 'Maroon']);
    const visitorPhotos = await trpcQuery<{ foto: string }[]>(t.app, 'foto.byProduk', {
      idProduk: produk.id,
    });
    expect(visitorPhotos.data.map((f) => f.foto)).toEqual([a, b, c].map((s) => s.berkas));
  });

  it('refuses a staged photo that is not there, and a new product naming existing photos', async () => {
    const gone = await save({
      produk: details,
      foto: [{ berkas: '00000000-0000-4000-8000-000000000000.webp', alt: null, warna: null }],
      warna: [],
      ukuran: [],
      ketersediaan: [],
    });
    expect(gone.status).toBe(400);
    expect(gone.error?.message).toContain('Unggah foto itu lagi');

    const existing = await read((await completeProduk()).produk.id);
    const foreign = await save({
      produk: details,
      foto: [{ id: nth(existing.foto, 0).id, alt: null, warna: null }],
      warna: [],
      ukuran: [],
      ketersediaan: [],
    });
    expect(foreign.status).toBe(409);
  });

  it('answers clear Indonesian errors for a bad form, with nothing written', async () => {
    const before = await t.db.selectFrom('produk').select('id').execute();
    const a = await stage();
    const res = await save({
      produk: { ...details, nama_produk: '', harga: -5 },
      foto: [{ berkas: a.berkas, alt: null, warna: null }],
      warna: [
        { key: 'x', warna: 'Navy', kode_warna: '#1e3a5f', foto: { sumber: 'foto', ke: 0 } },
        { key: 'y', warna: 'navy', kode_warna: 'biru', foto: { sumber: 'foto', ke: 0 } },
      ],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status).toBe(400);
    const messages = JSON.stringify(res.error);
    expect(messages).toContain('Nama produk wajib diisi');
    expect(messages).toContain('Nama warna tidak boleh sama');
    expect(messages).toContain('Warna contoh harus berupa kode warna');
    expect(await t.db.selectFrom('produk').select('id').execute()).toHaveLength(before.length);
    // The staged photo waits for the next try.
    expect(await files()).toContain(`staging/editor/${a.berkas}`);
  });
});

describe('produkEditor.save: an existing product', () => {
  it('reorders and relabels photos, renames a colour, adds a size, in one save', async () => {
    const { produk } = await completeProduk();
    const data = await read(produk.id);
    const extra = await stage();
    const [first, second, third] = [0, 1, 2].map((i) => nth(data.foto, i)) as [
      ProdukFoto,
      ProdukFoto,
      ProdukFoto,
    ];
    const res = await save({
      id: produk.id,
      produk: { ...details, harga: 175000 },
      foto: [
        { id: third.id, alt: 'Bordir', warna: null },
        { id: first.id, alt: first.alt, warna: null },
        { id: second.id, alt: second.alt, warna: String(nth(data.warna, 1).id) },
        { berkas: extra.berkas, alt: null, warna: String(nth(data.warna, 0).id) },
      ],
      warna: data.warna.map((w, i) => ({
        key: String(w.id),
        id: w.id,
        warna: i === 0 ? 'Navy Tua' : w.warna,
        kode_warna: w.kode_warna ?? '#000000',
        foto: { sumber: 'tetap' as const },
      })),
      ukuran: [
        ...data.ukuran.map((u) => ({ ...u, key: String(u.id) })),
        { key: 'baru', usia: '6-7 tahun', ukuran: 'L' },
      ],
      ketersediaan: [],
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const after = await read(produk.id);
    expect(after.produk.harga).toBe(175000);
    expect(after.produk.foto_produk).toBe(third.foto);
    expect(after.foto.map((f) => f.id).slice(0, 3)).toEqual([third.id, first.id, second.id]);
    expect(after.foto[3]).toMatchObject({
      foto: extra.berkas,
      alt: 'Gamis Aisyah warna Navy Tua, tampak depan',
    });
    expect(after.warna.map((w) => w.warna)).toEqual(['Navy Tua', 'Maroon']);
    expect(after.ukuran.map((u) => u.ukuran)).toEqual(['S', 'M', 'L']);
    // Every cell Tersedia again: no marks left.
    expect(after.ketersediaan).toEqual([]);
  });

  it('swaps two colours’ names and passes a name to a new colour; the same name twice is refused', async () => {
    const { produk } = await completeProduk();
    const data = await read(produk.id);
    const extra = await stage();
    const [navy, maroon] = [nth(data.warna, 0), nth(data.warna, 1)];
    const colours = (names: [string, string], added?: string) => [
      ...[navy, maroon].map((w, i) => ({
        key: String(w.id),
        id: w.id,
        warna: names[i] ?? '',
        kode_warna: w.kode_warna ?? '#000000',
        foto: { sumber: 'tetap' as const },
      })),
      ...(added === undefined
        ? []
        : [
            {
              key: 'baru',
              warna: added,
              kode_warna: '#123456',
              foto: { sumber: 'berkas' as const, berkas: extra.berkas },
            },
          ]),
    ];
    const input = (warna: ProdukEditorSaveInput['warna']): ProdukEditorSaveInput => ({
      id: produk.id,
      produk: details,
      foto: data.foto.map((f) => ({
        id: f.id,
        alt: f.alt,
        warna: f.id_warna === null ? null : String(f.id_warna),
      })),
      warna,
      ukuran: data.ukuran.map((u) => ({ ...u, key: String(u.id) })),
      ketersediaan: [],
    });
    // The database holds one name per product at every statement (migrations/0038).
    const swapped = await save(input(colours(['Maroon', 'Navy'])));
    expect(swapped.status, JSON.stringify(swapped.error)).toBe(200);
    const names = async () => (await read(produk.id)).warna.map((w) => [w.id, w.warna]);
    expect(await names()).toEqual([
      [navy.id, 'Maroon'],
      [maroon.id, 'Navy'],
    ]);

    const passed = await save(input(colours(['Ungu', 'Navy'], 'maroon')));
    expect(passed.status, JSON.stringify(passed.error)).toBe(200);
    expect(await names()).toEqual([
      [navy.id, 'Ungu'],
      [maroon.id, 'Navy'],
      [expect.any(Number), 'maroon'],
    ]);

    const twice = await save(input(colours(['Hitam / Putih', 'hitam/putih'])));
    expect(twice.status).toBe(400);
    expect(twice.error?.message).toBe('Nama warna tidak boleh sama dalam satu produk.');
  });

  it('leaves removals to the main admin: staff is refused with nothing changed', async () => {
    const { produk } = await completeProduk();
    const data = await read(produk.id);
    const withoutNavy: ProdukEditorSaveInput = {
      id: produk.id,
      produk: details,
      foto: data.foto.slice(0, 2).map((f) => ({
        id: f.id,
        alt: f.alt,
        warna: f.id_warna === null ? null : String(f.id_warna),
      })),
      warna: data.warna.slice(1).map((w) => ({
        key: String(w.id),
        id: w.id,
        warna: w.warna,
        kode_warna: w.kode_warna ?? '#000000',
        foto: { sumber: 'tetap' as const },
      })),
      ukuran: data.ukuran.map((u) => ({ ...u, key: String(u.id) })),
      ketersediaan: [],
    };
    const refused = await save(withoutNavy, staff);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toContain('Hanya admin utama');
    expect((await read(produk.id)).warna).toHaveLength(2);
    const staffCannot = await save(withoutNavy, staff, 'saveWithRemovals');
    expect(staffCannot.status).toBe(403);

    const removedFoto = nth(data.foto, 2).foto;
    const navy = nth(data.warna, 0);
    const done = await save(withoutNavy, main, 'saveWithRemovals');
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    const after = await read(produk.id);
    expect(after.warna.map((w) => w.warna)).toEqual(['Maroon']);
    expect(after.foto).toHaveLength(2);
    const onDisk = await files();
    expect(onDisk).not.toContain(`produk/${removedFoto}`);
    expect(onDisk).not.toContain(`produk/${produk.id}/${navy.foto}`);
  });

  it('rolls back a save that fails half-way and puts the staged photos back', async () => {
    const { produk } = await completeProduk();
    const data = await read(produk.id);
    const [x, y] = [await stage(), await stage()];
    const input: ProdukEditorSaveInput = {
      id: produk.id,
      produk: { ...details, nama_produk: 'Nama baru' },
      foto: [
        ...data.foto.map((f) => ({
          id: f.id,
          alt: f.alt,
          warna: f.id_warna === null ? null : String(f.id_warna),
        })),
        { berkas: x.berkas, alt: null, warna: null },
        { berkas: y.berkas, alt: null, warna: null },
      ],
      warna: [],
      ukuran: data.ukuran.map((u) => ({ ...u, key: String(u.id) })),
      ketersediaan: [],
    };
    // The storage fails on the second photo's move: the first one has moved already.
    const realMove = t.storage.move.bind(t.storage);
    let moves = 0;
    t.storage.move = async (from, to) => {
      moves += 1;
      if (moves === 5) throw new Error('disk full');
      return realMove(from, to);
    };
    const failed = await save({ ...input, warna: keptWarna(data) }, main, 'saveWithRemovals');
    t.storage.move = realMove;
    expect(failed.status).toBe(500);
    expect((await read(produk.id)).produk.nama_produk).toBe('Gamis Aisyah');
    const onDisk = await files();
    for (const s of [x, y]) {
      expect(onDisk).toContain(`staging/editor/${s.berkas}`);
      expect(onDisk).not.toContain(`produk/${s.berkas}`);
    }
    const again = await save({ ...input, warna: keptWarna(data) }, main, 'saveWithRemovals');
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    expect((await read(produk.id)).foto.map((f) => f.foto).slice(-2)).toEqual([x.berkas, y.berkas]);
  });
});

function keptWarna(data: ProdukEditorData): ProdukEditorSaveInput['warna'] {
  return data.warna.map((w) => ({
    key: String(w.id),
    id: w.id,
    warna: w.warna,
    kode_warna: w.kode_warna ?? '#000000',
    foto: { sumber: 'tetap' },
  }));
}

describe('produkEditor.duplicate', () => {
  it('opens a copy with its own files; saving it makes a second, independent product', async () => {
    const { produk } = await completeProduk();
    const source = await read(produk.id);
    const res = await trpcMutation<ProdukEditorDraft>(
      t.app,
      'produkEditor.duplicate',
      { id: produk.id },
      { cookie: staff },
    );
    expect(res.status).toBe(200);
    const draft = res.data;
    expect(draft.produk.nama_produk).toBe('Gamis Aisyah (salinan)');
    expect(draft.foto).toHaveLength(3);
    expect(draft.warna.map((w) => w.foto.sumber)).toEqual(['berkas', 'foto']);
    for (const f of draft.foto) expect(source.foto.map((s) => s.foto)).not.toContain(f.berkas);

    const saved = await save({
      produk: draft.produk,
      foto: draft.foto,
      warna: draft.warna,
      ukuran: draft.ukuran,
      ketersediaan: draft.ketersediaan,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const copyData = await read(saved.data.id);
    expect(copyData.warna.map((w) => w.warna)).toEqual(['Navy', 'Maroon']);
    expect(copyData.ukuran.map((u) => u.ukuran)).toEqual(['S', 'M']);
    expect(copyData.ketersediaan).toHaveLength(1);
    expect(copyData.ketersediaan[0]).toMatchObject({
      id_warna: nth(copyData.warna, 1).id,
      id_ukuran: nth(copyData.ukuran, 1).id,
      tersedia: false,
    });
    // The source is untouched, files included.
    expect(await read(produk.id)).toEqual(source);
    const onDisk = await files();
    for (const f of source.foto) expect(onDisk).toContain(`produk/${f.foto}`);
  });

  it('a missing product is a 404, a visitor a 401', async () => {
    const missing = await trpcMutation(
      t.app,
      'produkEditor.duplicate',
      { id: 999999 },
      { cookie: staff },
    );
    expect(missing.status).toBe(404);
    const visitor = await trpcMutation(t.app, 'produkEditor.duplicate', { id: 1 });
    expect(visitor.status).toBe(401);
  });
});

describe('a staged photo, before its save', () => {
  it('is shown to an admin only, never kept by a cache, and gone once saved', async () => {
    const staged = await stage();
    const url = `/api/produk-editor/unggahan/${staged.berkas}`;
    const admin = await t.app.inject({ url, headers: { cookie: staff } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('image/webp');
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const variant = staged.berkas.replace('.webp', '-320.webp');
    expect(
      (
        await t.app.inject({
          url: `/api/produk-editor/unggahan/${variant}`,
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const bad of ['..%2F..%2Fsecret.webp', 'produk.webp', `${staged.berkas}.png`]) {
      const res = await t.app.inject({
        url: `/api/produk-editor/unggahan/${bad}`,
        headers: { cookie: staff },
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await save({
      produk: details,
      foto: [{ berkas: staged.berkas, alt: null, warna: null }],
      warna: [],
      ukuran: [],
      ketersediaan: [],
    });
    expect(res.status).toBe(200);
    expect((await t.app.inject({ url, headers: { cookie: staff } })).statusCode).toBe(404);
  });
});
