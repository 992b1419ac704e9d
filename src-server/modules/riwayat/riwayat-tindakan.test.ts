import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProdukEditorSaveInput,
  StagedFoto,
} from '../../../src/shared/schemas/produk-editor.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import type { BulkPrevious } from '../../../src/shared/schemas/produk-bulk.js';
import type { RiwayatEntry, RiwayatPage } from '../../../src/shared/schemas/riwayat.js';
import type { Trashed } from '../../../src/shared/schemas/sampah.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertWarna } from '../../test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg } from '../../test/uploads.js';

// Riwayat by action (docs/product.md §12 Riwayat, docs/decisions/0022-history.md "Actions"):
// every row one admin action writes is one entry, whatever tables it touched; names read as the
// admin shows them; an undo ("Batalkan") marks what it undid. Against the real app and database.

let t: TestApp;
let main: string;
let staff: string;
let staffId: number;
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ mainCookie: main, staffCookie: staff, staffId } = await createAdmins(t.app, t.db));
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const list = async (input: Record<string, unknown>) => {
  const res = await trpcQuery<RiwayatPage>(t.app, 'riwayat.list', input, { cookie: main });
  expect(res.status).toBe(200);
  return res.data;
};

/** The entries of one product's history, newest first. */
const historyOf = (id: number) => list({ entitas: 'produk', id: String(id) });

/** One photo into the editor's staging area, as the editor sends it. */
async function stage(colour: string): Promise<StagedFoto> {
  const form = new FormData();
  const image = await jpeg(120, 160, colour);
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

/** A new product through the editor's one save: 2 photos, 2 colours, 2 sizes, one cell. */
async function newProduk(nama: string): Promise<Produk> {
  const [a, b] = [await stage('#2b3a67'), await stage('#7f1d1d')];
  const input: ProdukEditorSaveInput = {
    produk: {
      nama_produk: nama,
      harga: 150000,
      diskon: 0,
      jumlah_terjual: 0,
      kategori: 'gamis',
      deskripsi_produk: 'Adem.',
      link_shopee: null,
      link_tokopedia: null,
      link_tiktok: null,
    },
    foto: [
      { berkas: a.berkas, alt: null, warna: null },
      { berkas: b.berkas, alt: null, warna: 'maroon' },
    ],
    warna: [
      { key: 'navy', warna: 'Navy', kode_warna: '#1e3a5f', foto: { sumber: 'foto', ke: 0 } },
      { key: 'maroon', warna: 'Maroon', kode_warna: '#7f1d1d', foto: { sumber: 'foto', ke: 1 } },
    ],
    ukuran: [
      { key: 's', usia: '2-3 tahun', ukuran: 'S' },
      { key: 'm', usia: '4-5 tahun', ukuran: 'M' },
    ],
    ketersediaan: [{ warna: 'maroon', ukuran: 'm', tersedia: false, stok: null }],
  };
  const res = await trpcMutation<Produk>(t.app, 'produkEditor.save', input, { cookie: staff });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data;
}

const rowsOf = (entry: RiwayatEntry | undefined) =>
  (entry?.baris ?? []).map((b) => [b.entitas, b.aksi, b.label]);

describe('one admin action is one entry', () => {
  it('a new product saved in the editor: one entry holding the product, photos, colours, sizes, cell', async () => {
    const produk = await newProduk('Gamis Anak Aisyah');
    const page = await historyOf(produk.id);
    expect(page.total).toBe(1);
    const [entry] = page.items;
    expect(entry?.pengguna).toEqual({ id: staffId, nama: expect.any(String) });
    const created = rowsOf(entry).filter(([, aksi]) => aksi === 'dibuat');
    expect(created).toEqual(
      expect.arrayContaining([
        ['produk', 'dibuat', 'Gamis Anak Aisyah'],
        ['warna', 'dibuat', 'Navy'],
        ['warna', 'dibuat', 'Maroon'],
        ['ukuran', 'dibuat', 'S'],
        ['ukuran', 'dibuat', 'M'],
        // Photos by their place, as the editor shows them, not by their file.
        ['foto', 'dibuat', 'Foto 1'],
        ['foto', 'dibuat', 'Foto 2'],
        // A cell by its colour and size.
        ['ketersediaan', 'dibuat', 'Maroon / M'],
      ]),
    );
    expect(created).toHaveLength(8);
    expect(entry?.jumlah).toEqual(
      expect.arrayContaining([
        { entitas: 'produk', aksi: 'dibuat', n: 1 },
        { entitas: 'foto', aksi: 'dibuat', n: 2 },
        { entitas: 'warna', aksi: 'dibuat', n: 2 },
      ]),
    );
    // The second photo shows Maroon: the page names the colour it points at.
    const maroon = entry?.baris.find((b) => b.entitas === 'warna' && b.label === 'Maroon');
    const foto2 = entry?.baris.find((b) => b.label === 'Foto 2');
    expect(foto2?.perubahan).toContainEqual(
      expect.objectContaining({ kolom: 'id_warna', sesudah: Number(maroon?.idEntitas) }),
    );
    expect(page.nama[`warna:${maroon?.idEntitas}`]).toBe('Maroon');
    expect(entry?.dibatalkan).toBeNull();
    expect(entry?.membatalkan).toBe(false);
  });

  it('keeps the names of a colour once it is gone, from the history itself', async () => {
    const produk = await newProduk('Gamis Nama Tetap');
    const warna = await t.db
      .selectFrom('warna')
      .select('id')
      .where('id_produk', '=', produk.id)
      .where('warna', '=', 'Maroon')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('warna').where('id', '=', warna.id).execute();
    const page = await historyOf(produk.id);
    expect(page.nama[`warna:${warna.id}`]).toBe('Maroon');
  });

  it('a bulk discount on 9 products: one entry of 9 changes; its undo marks it "Dibatalkan"', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 9; i += 1) ids.push((await insertProduk(t.db, { diskon: 5 })).id);
    const res = await trpcMutation<{ count: number; sebelum: BulkPrevious[]; tindakan: string }>(
      t.app,
      'produkBulk.update',
      { target: { ids }, ubah: { aksi: 'diskon', diskon: 20 } },
      { cookie: staff },
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const mine = () => list({ pengguna: staffId, entitas: 'produk' });
    const [bulk] = (await mine()).items;
    expect(bulk?.tindakan).toBe(res.data.tindakan);
    expect(bulk?.jumlah).toEqual([{ entitas: 'produk', aksi: 'diubah', n: 9 }]);
    expect(bulk?.baris.map((b) => Number(b.idEntitas))).toEqual(ids);
    for (const b of bulk?.baris ?? []) {
      expect(b.perubahan).toEqual([{ kolom: 'diskon', sebelum: 5, sesudah: 20, rahasia: false }]);
    }
    // Each product's own history shows the same one entry.
    expect((await historyOf(ids[3] ?? 0)).items[0]?.tindakan).toBe(res.data.tindakan);

    // Someone else's action is not theirs to mark.
    const other = await trpcMutation(
      t.app,
      'produkBulk.undo',
      { sebelum: res.data.sebelum, membatalkan: res.data.tindakan },
      { cookie: main },
    );
    expect(other.status).toBe(400);
    const undo = await trpcMutation(
      t.app,
      'produkBulk.undo',
      { sebelum: res.data.sebelum, membatalkan: res.data.tindakan },
      { cookie: staff },
    );
    expect(undo.status, JSON.stringify(undo.error)).toBe(200);
    const [undoEntry, undone] = (await mine()).items;
    expect(undoEntry?.membatalkan).toBe(true);
    expect(undoEntry?.jumlah).toEqual([{ entitas: 'produk', aksi: 'diubah', n: 9 }]);
    expect(undone?.tindakan).toBe(res.data.tindakan);
    expect(undone?.dibatalkan?.pengguna?.id).toBe(staffId);
  });

  it('a delete and its "Batalkan": two entries, the delete "Dibatalkan", the restore one entry', async () => {
    const produk = await newProduk('Gamis Dipulihkan');
    const deleted = await trpcMutation<{ sampah: Trashed }>(
      t.app,
      'produk.delete',
      { id: produk.id },
      { cookie: main },
    );
    expect(deleted.status).toBe(200);
    const { sampah } = deleted.data;
    expect(sampah.tindakan).toEqual(expect.any(String));
    const restored = await trpcMutation(
      t.app,
      'sampah.restore',
      { id: sampah.id, membatalkan: sampah.tindakan },
      { cookie: main },
    );
    expect(restored.status, JSON.stringify(restored.error)).toBe(200);
    const page = await historyOf(produk.id);
    expect(page.total).toBe(3);
    const [restore, remove, create] = page.items;
    expect(restore?.membatalkan).toBe(true);
    expect(new Set(restore?.baris.map((b) => b.aksi))).toEqual(new Set(['dipulihkan']));
    expect(new Set(restore?.baris.map((b) => b.entitas))).toEqual(
      new Set(['produk', 'warna', 'ukuran', 'foto', 'ketersediaan']),
    );
    expect(remove?.tindakan).toBe(sampah.tindakan);
    expect(remove?.dibatalkan?.pengguna?.id).toBe(1);
    expect(new Set(remove?.baris.map((b) => b.aksi))).toEqual(new Set(['dihapus']));
    expect(create?.dibatalkan).toBeNull();
  });

  it('a restore from the Sampah page is one entry and leaves the delete as it was', async () => {
    const produk = await newProduk('Gamis Dari Sampah');
    const deleted = await trpcMutation<{ sampah: Trashed }>(
      t.app,
      'produk.delete',
      { id: produk.id },
      { cookie: main },
    );
    const res = await trpcMutation(
      t.app,
      'sampah.restore',
      { id: deleted.data.sampah.id },
      { cookie: main },
    );
    expect(res.status).toBe(200);
    const [restore, remove] = (await historyOf(produk.id)).items;
    expect(restore?.membatalkan).toBe(false);
    expect(restore?.baris[0]).toMatchObject({ entitas: 'produk', aksi: 'dipulihkan' });
    expect(remove?.dibatalkan).toBeNull();
  });

  it('pages by entry, not by row', async () => {
    const a = await newProduk('Gamis Halaman A');
    const b = await newProduk('Gamis Halaman B');
    const page = await list({ pengguna: staffId, entitas: 'produk', pageSize: 2 });
    expect(page.items.map((e) => e.baris[0]?.idEntitas)).toEqual([String(b.id), String(a.id)]);
    const next = await list({ pengguna: staffId, entitas: 'produk', pageSize: 2, page: 2 });
    expect(next.items).toHaveLength(2);
    expect(next.items.map((e) => e.tindakan)).not.toContain(page.items[0]?.tindakan);
    expect(page.total).toBe(next.total);
  });

  it('a grid saved again with one cell changed is one entry, also in the whole list', async () => {
    const produk = await insertProduk(t.db);
    const sage = await insertWarna(t.db, produk.id, 'Sage');
    const coklat = await insertWarna(t.db, produk.id, 'Coklat');
    const grid = (stok: number | null) => ({
      idProduk: produk.id,
      cells: [
        { id_warna: sage.id, id_ukuran: null, tersedia: false, stok: null },
        { id_warna: coklat.id, id_ukuran: null, tersedia: false, stok },
      ],
    });
    for (const stok of [null, 3]) {
      const res = await trpcMutation(t.app, 'ketersediaan.save', grid(stok), { cookie: staff });
      expect(res.status).toBe(200);
    }
    // The second save replaced both cells: Sage's, unchanged, leaves no row (it was the
    // action's first), and the entry still shows (the whole list pages by first rows).
    const [second, first] = (await list({ pengguna: staffId, pageSize: 5 })).items;
    expect(rowsOf(second)).toEqual([['ketersediaan', 'diubah', 'Coklat']]);
    expect(rowsOf(first)).toEqual([
      ['ketersediaan', 'dibuat', 'Sage'],
      ['ketersediaan', 'dibuat', 'Coklat'],
    ]);
  });

  it('refuses an undo naming something that is not an action', async () => {
    const produk = await insertProduk(t.db);
    const res = await trpcMutation(
      t.app,
      'produkBulk.undo',
      {
        sebelum: [{ id: produk.id, kategori: 'gamis', diskon: 0, harga: 1000, status: 'tayang' }],
        membatalkan: 'bukan-uuid',
      },
      { cookie: staff },
    );
    expect(res.status).toBe(400);
  });
});
