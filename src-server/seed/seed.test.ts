import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KATEGORI } from '../../src/shared/kategori.js';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { KANAL_KELUAR } from '../../src/shared/keluar.js';
import { availabilityOf } from '../../src/shared/ketersediaan.js';
import { verifyPassword } from '../services/session/password.js';
import { klikSummary, produkKinerja } from '../modules/klik/klik.queries.js';
import { listHabisByProduk, soldOutAmong } from '../modules/ketersediaan/ketersediaan.queries.js';
import { topSearches } from '../modules/search/search-terms.queries.js';
import { searchProduk } from '../modules/search/index.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { createTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from '../db/connect.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { demoKabarStok, seedDemoKabarStok } from './demo-kabar-stok.js';
import { countKabarStokMenunggu } from '../modules/kabar-stok/kabar-stok.queries.js';
import { UnsubscribeTokens } from '../services/tokens/unsubscribe-token.js';
import { demoCatalogueDrawings, demoCatalogueSvgs } from './demo-images.js';
import { cacheEntryName, drawDemoImages } from './draw-demo-images.js';
import { ensureMainAdmin } from './first-admin.js';

let database: DatabaseHandle;
let root: string;
let storage: LocalDiskStorage;
/** A cache of drawn images of this file's own, so the first seed really draws every image. */
let imageCache: string;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-seed-'));
  imageCache = path.join(root, 'image-cache');
  storage = new LocalDiskStorage(path.join(root, 'uploads'));
  expect(await seedDemoCatalogue(database.db, storage, { imageCache })).toBe(true);
}, 120_000);
afterAll(async () => {
  await database.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('the demo catalogue', () => {
  it('has 30+ products in every category, with 2–4 colours and 3–6 sizes each', async () => {
    const { db } = database;
    const produk = await db.selectFrom('produk').selectAll().execute();
    expect(produk.length).toBeGreaterThanOrEqual(30);
    for (const { slug } of KATEGORI)
      expect(produk.filter((p) => p.kategori === slug).length).toBeGreaterThanOrEqual(5);
    const sold = produk.map((p) => p.jumlah_terjual);
    expect(Math.min(...sold)).toBeLessThan(100);
    expect(Math.max(...sold)).toBeGreaterThan(10_000);
    for (const p of produk) {
      const warna = await db
        .selectFrom('warna')
        .select('id')
        .where('id_produk', '=', p.id)
        .execute();
      const ukuran = await db
        .selectFrom('ukuran')
        .select('id')
        .where('id_produk', '=', p.id)
        .execute();
      expect(warna.length).toBeGreaterThanOrEqual(2);
      expect(warna.length).toBeLessThanOrEqual(4);
      expect(ukuran.length).toBeGreaterThanOrEqual(3);
      expect(ukuran.length).toBeLessThanOrEqual(6);
      expect(p.link_shopee).toMatch(/^https:\/\//);
    }
  });

  it('draws each drawing of the demo once, and no other', async () => {
    // A main photo is its first colour's picture: drawn once, stored twice.
    const drawnBySeed = (await fs.readdir(imageCache)).sort();
    expect(demoCatalogueDrawings().map(cacheEntryName).sort()).toEqual(drawnBySeed);
  });

  it('shows a Draf, a Tersembunyi and a scheduled product, the latter at 08:00 days ahead', async () => {
    const rows = await database.db
      .selectFrom('produk')
      .select(['nama_produk', 'status', 'tayang_mulai', 'tayang_sampai'])
      .where((eb) => eb.or([eb('status', '<>', 'tayang'), eb('tayang_mulai', 'is not', null)]))
      .orderBy('nama_produk')
      .execute();
    expect(rows.map((r) => [r.nama_produk, r.status])).toEqual([
      ['Gamis Anak Hafsah Lengan Kerut', 'draf'],
      ['Koko Lebaran Anak Ibrahim Bordir Emas', 'tayang'],
      ['Setelan Tidur Anak Sakinah', 'tersembunyi'],
    ]);
    const mulai = rows[1]?.tayang_mulai;
    // 08:00 on the seed's clock (UTC here), two to three days from now.
    expect(mulai?.toISOString()).toMatch(/T08:00:00\.000Z$/);
    const ahead = (mulai?.getTime() ?? 0) - Date.now();
    expect(ahead).toBeGreaterThan(2 * 24 * 3600 * 1000);
    expect(ahead).toBeLessThan(3.5 * 24 * 3600 * 1000);
  });

  it('shows availability: sizes sold out in a colour, a colour with none left, one product sold out', async () => {
    const { db } = database;
    const soldOut = await soldOutAmong(
      db,
      (await db.selectFrom('produk').select('id').execute()).map((p) => p.id),
    );
    const names = await db
      .selectFrom('produk')
      .select('nama_produk')
      .where('id', 'in', [...soldOut, 0])
      .execute();
    expect(names.map((p) => p.nama_produk)).toEqual(['Dress Anak Zahra Kotak Kecil']);
    const aisyah = await db
      .selectFrom('produk')
      .select('id')
      .where('nama_produk', '=', 'Gamis Anak Aisyah Motif Bunga')
      .executeTakeFirstOrThrow();
    const [warna, ukuran, habis] = await Promise.all([
      db.selectFrom('warna').select(['id', 'warna']).where('id_produk', '=', aisyah.id).execute(),
      db.selectFrom('ukuran').select('id').where('id_produk', '=', aisyah.id).execute(),
      listHabisByProduk(db, aisyah.id),
    ]);
    const availability = availabilityOf(
      warna.map((w) => w.id),
      ukuran.map((u) => u.id),
      habis,
    );
    expect(warna.filter((w) => !availability.colour(w.id)).map((w) => w.warna)).toEqual(['Lilac']);
    const pink = warna.find((w) => w.warna === 'Dusty Pink')?.id;
    expect(ukuran.filter((u) => !availability.size(u.id, pink))).toHaveLength(2);
  });

  it('has visitors waiting for sold-out sizes, counted per cell as the admin sees them', async () => {
    const { db } = database;
    const tokens = new UnsubscribeTokens(Buffer.alloc(32, 7));
    expect(await seedDemoKabarStok(db, tokens)).toBe(demoKabarStok.length);
    const koko = await db
      .selectFrom('produk')
      .select('id')
      .where('nama_produk', '=', 'Baju Koko Anak Zaid Lengan Panjang')
      .executeTakeFirstOrThrow();
    const waiting = await countKabarStokMenunggu(db, koko.id);
    expect(waiting.total).toBe(3);
    expect(waiting.cells.map((c) => c.jumlah).sort()).toEqual([1, 2]);
    // No alert: the sizes are still Habis. Each address was asked to confirm, once.
    const mails = await db.selectFrom('surel').select(['jenis', 'penerima']).execute();
    expect(mails.every((m) => m.jenis === 'kabar_stok_konfirmasi')).toBe(true);
    expect(mails.map((m) => m.penerima).sort()).toEqual(
      [...new Set(demoKabarStok.map((r) => r.email))].sort(),
    );
  });

  it('has 16+ testimonials from every source, some tied to products, and 10+ FAQ', async () => {
    const { db } = database;
    const testimoni = await db.selectFrom('testimoni').selectAll().execute();
    expect(testimoni.length).toBeGreaterThanOrEqual(16);
    expect(new Set(testimoni.map((x) => x.sumber_testimoni))).toEqual(
      new Set(['shopee', 'tokopedia', 'tiktok']),
    );
    expect(testimoni.some((x) => x.id_produk !== null)).toBe(true);
    expect((await db.selectFrom('faq').select('id').execute()).length).toBeGreaterThanOrEqual(10);
  });

  it('has a product with its colours and a testimonial waiting in Sampah, not in the shop', async () => {
    const { db } = database;
    const sampah = await db
      .selectFrom('sampah')
      .select(['jenis', 'id_entitas', 'label', 'berkas'])
      .orderBy('jenis')
      .execute();
    expect(sampah.map((s) => [s.jenis, s.label])).toEqual([
      ['produk', 'Kaos Anak Bilal Motif Unta'],
      ['testimoni', 'Akun Uji Coba'],
    ]);
    // Its photo and its two colours' photos are kept for a restore.
    expect(sampah[0]?.berkas.length).toBeGreaterThanOrEqual(3);
    const gone = await db
      .selectFrom('produk')
      .select('id')
      .where('nama_produk', '=', 'Kaos Anak Bilal Motif Unta')
      .execute();
    expect(gone).toEqual([]);
  });

  it('has 30 days of views, clicks and searches for the dashboard, up to today', async () => {
    const { db } = database;
    const kinerja = await produkKinerja(db, 30, 'UTC');
    expect(kinerja.dilihat).toBeGreaterThan(1_000);
    expect(kinerja.items.length).toBeGreaterThanOrEqual(20);
    for (const item of kinerja.items) {
      expect(item.dilihat).toBeGreaterThan(0);
      expect(item.rasioKlik ?? 0).toBeLessThan(0.5);
    }
    expect(kinerja.rasioKlik).toBeGreaterThan(0.02);
    const week = await produkKinerja(db, 7, 'UTC');
    expect(week.dilihat).toBeGreaterThan(0);
    expect(week.dilihat).toBeLessThan(kinerja.dilihat);
    const clicks = await klikSummary(db, 30, 'UTC');
    expect(clicks.perHari.every((day) => KANAL_KELUAR.some((k) => day[k] > 0))).toBe(true);
    const searched = await topSearches(db, 7, 'UTC', 10);
    expect(searched.items[0]?.kueri).toBe('gamis anak');
  });

  it('stores every image with its variants under the spec paths', async () => {
    const { db } = database;
    const files = [
      ...(await db.selectFrom('produk').select('foto_produk as file').execute()).map(
        (r) => `produk/${r.file}`,
      ),
      ...(await db.selectFrom('warna').select(['id_produk', 'foto']).execute()).map(
        (r) => `produk/${r.id_produk}/${r.foto}`,
      ),
      ...(await db.selectFrom('testimoni').select('foto_testimoni as file').execute()).map(
        (r) => `testimoni/${r.file}`,
      ),
    ];
    for (const key of files) {
      expect(await storage.get(key), key).toBeDefined();
      const dir = key.slice(0, key.lastIndexOf('/'));
      const file = key.slice(key.lastIndexOf('/') + 1);
      for (const w of IMAGE_VARIANT_WIDTHS)
        expect(await storage.get(`${dir}/${variantFileName(file, w)}`)).toBeDefined();
    }
    // Distinct colours are distinct pictures.
    const warna = await db.selectFrom('warna').select(['id_produk', 'foto']).limit(2).execute();
    const [a, b] = await Promise.all(
      warna.map((w) => storage.get(`produk/${w.id_produk}/${w.foto}`)),
    );
    expect(a?.equals(b as Buffer)).toBe(false);
  });

  it('finds gamis and kemeja products, also with a one-letter typo', async () => {
    const found = await searchProduk(database.db, 'gamis', 20);
    const gamis = found.filter((p) => /gamis/i.test(p.nama_produk));
    expect(gamis.length).toBeGreaterThanOrEqual(5);
    // The names holding "gamis" first, then those of its synonyms (dress, abaya), then products
    // whose description mentions it.
    expect(found.slice(0, gamis.length)).toEqual(gamis);
    const rest = found.slice(gamis.length);
    const bySynonym = rest.filter((p) => /dress|abaya/i.test(p.nama_produk));
    expect(rest.slice(0, bySynonym.length)).toEqual(bySynonym);
    expect(rest.slice(bySynonym.length).every((p) => /gamis/i.test(p.deskripsi_produk))).toBe(true);
    expect((await searchProduk(database.db, 'gmis', 20)).map((p) => p.id)).toEqual(
      gamis.map((p) => p.id),
    );
    const kemja = await searchProduk(database.db, 'kemja', 20);
    expect(kemja.length).toBeGreaterThan(0);
    expect(kemja.every((p) => /kemeja/i.test(p.nama_produk))).toBe(true);
  });

  it('leaves a catalogue that has products alone, without writing any file', async () => {
    const before = await fs.readdir(path.join(root, 'uploads', 'produk'));
    expect(await seedDemoCatalogue(database.db, storage, { imageCache })).toBe(false);
    expect(await fs.readdir(path.join(root, 'uploads', 'produk'))).toEqual(before);
  });

  it('gives the next fresh database the same pictures from the cache, under new names', async () => {
    expect((await fs.readdir(imageCache)).length).toBeGreaterThanOrEqual(100);
    const second = await createTestDatabase();
    const secondStorage = new LocalDiskStorage(path.join(root, 'uploads-2'));
    try {
      // With its main admin, as on a real first start: the demo's history is in their name.
      await ensureMainAdmin(second.db, { username: 'pemilik', password: 'rahasia-sekali-1' });
      const started = Date.now();
      expect(await seedDemoCatalogue(second.db, secondStorage, { imageCache })).toBe(true);
      // Drawing them all takes 10 s and more on two cores; copying, about one.
      expect(Date.now() - started).toBeLessThan(8_000);
      const photos = async (db: DatabaseHandle['db'], from: LocalDiskStorage) => {
        const rows = await db
          .selectFrom('produk')
          .select(['nama_produk', 'foto_produk'])
          .orderBy('nama_produk')
          .execute();
        return Promise.all(
          rows.map(async (r) => ({
            file: r.foto_produk,
            bytes: await from.get(`produk/${r.foto_produk}`),
          })),
        );
      };
      const [a, b] = [await photos(database.db, storage), await photos(second.db, secondStorage)];
      expect(b).toHaveLength(a.length);
      a.forEach((first, i) => {
        expect(b[i]?.file).not.toBe(first.file);
        expect(b[i]?.bytes?.equals(first.bytes as Buffer)).toBe(true);
      });

      // History (docs/product.md §12): none for the catalogue itself; a few demo edits by the
      // main admin over the last days, which leave the catalogue as the demo defines it.
      expect(
        await database.db
          .selectFrom('riwayat')
          .select('id')
          .where('entitas', '=', 'produk')
          .execute(),
      ).toEqual([]);
      const history = await second.db
        .selectFrom('riwayat')
        .selectAll()
        .where('id_pengguna', '=', 1)
        .orderBy('waktu')
        .execute();
      expect(history.length).toBeGreaterThanOrEqual(3);
      expect(history.every((h) => h.nama_pengguna === 'pemilik')).toBe(true);
      expect(history.some((h) => h.aksi === 'diubah' && 'harga' in h.perubahan)).toBe(true);
      expect(new Set(history.map((h) => h.waktu.toISOString().slice(0, 10))).size).toBeGreaterThan(
        1,
      );
      // Each edit is its own entry in Riwayat, each the first row of its action.
      expect(new Set(history.map((h) => h.id_tindakan)).size).toBe(history.length);
      expect(history.every((h) => h.awal)).toBe(true);
      const prices = (db: DatabaseHandle['db']) =>
        db
          .selectFrom('produk')
          .select(['nama_produk', 'harga', 'diskon', 'link_shopee'])
          .orderBy('nama_produk')
          .execute();
      expect(await prices(second.db)).toEqual(await prices(database.db));
    } finally {
      await second.close();
    }
  }, 60_000);

  it('draws again when the cached bytes are not what drawing makes now', async () => {
    // Every entry damaged the same way: the first picture, always drawn, gives it away.
    for (const file of await fs.readdir(imageCache)) {
      const entry = path.join(imageCache, file);
      const bytes = await fs.readFile(entry);
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
      await fs.writeFile(entry, bytes);
    }
    const svgs = demoCatalogueSvgs().produk.flat().slice(0, 3);
    const { images, fromCache } = await drawDemoImages(svgs, { cacheDir: imageCache });
    expect(fromCache).toBe(0);
    expect(images).toHaveLength(3);
    // …and the entries are right again for the next time.
    expect((await drawDemoImages(svgs, { cacheDir: imageCache })).fromCache).toBe(2);
  }, 60_000);
});

describe('the first admin', () => {
  it('is user 1 with a generated strong password, stored only as a scrypt hash', async () => {
    const created = await ensureMainAdmin(database.db, {
      username: 'pemilik',
      password: undefined,
    });
    expect(created?.username).toBe('pemilik');
    const password = created?.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const row = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.id).toBe(1);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(password);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
    expect(await verifyPassword('salah', row.password_hash)).toBe(false);

    // Not again once it exists, and the next user gets id 2.
    expect(
      await ensureMainAdmin(database.db, { username: 'lain', password: 'rahasia-sekali-1' }),
    ).toBeUndefined();
    const next = await database.db
      .insertInto('users')
      .values({ username: 'kedua', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(2);
  });
});
