import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { PRODUK_FOLDER, TESTIMONI_FOLDER, warnaFolder } from '../images/folders.js';
import type { Storage } from '../storage/storage.js';
import type { Db } from '../db/connect.js';
import { copy } from '../../src/shared/copy.js';
import {
  demoFaq,
  demoKetersediaan,
  demoProduk,
  demoTestimoni,
  demoUkuran,
  describeProduk,
  type DemoProduk,
} from './demo-data.js';
import { instantOnShopClock, shopClockAt } from '../../src/shared/shop-clock.js';
import { demoCatalogueSvgs, demoGallerySvgs } from './demo-images.js';
import { addPendingPictures, DemoPictures, type PendingPicture } from './demo-pictures.js';
import { seedDemoVisits } from './demo-visits.js';
import { seedDemoRiwayat } from './demo-riwayat.js';
import { withoutHistory } from '../services/riwayat/riwayat.queries.js';
import { moveToSampah } from '../services/sampah/sampah.queries.js';
import { registerAllSampahKinds } from '../sampah-kinds.js';
import { MAIN_ADMIN_ID } from '../../src/shared/roles.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A demo product's status and schedule: its start at 08:00 on the shop's clock, days ahead. */
function penayangan(p: DemoProduk, now: Date, timeZone: string) {
  if (!p.tayang) return {};
  if ('status' in p.tayang) return { status: p.tayang.status };
  const day = shopClockAt(now.getTime() + p.tayang.mulaiDalamHari * DAY_MS, timeZone).slice(0, 10);
  return { tayang_mulai: new Date(instantOnShopClock(`${day}T08:00`, timeZone)) };
}

export interface SeedOptions {
  /** When "now" is: products get created_at dates before it. */
  now?: Date;
  /** Where drawn demo images are kept for the next fresh database (draw-demo-images.ts). */
  imageCache?: string | false;
  /** The shop's time zone, whose calendar days the demo's views and clicks fall on. */
  timeZone?: string;
  /**
   * `now` (the default): the pictures are drawn and stored before this returns. `later`: they
   * are left in gambar_demo_tertunda for the server to draw after it listens (demo-pictures.ts).
   */
  pictures?: 'now' | 'later';
}

const newFileName = () => `${randomUUID()}.webp`;

/**
 * Fills an empty catalogue with the demo products, colours, sizes, testimonials and FAQ, in
 * one transaction that re-checks emptiness under an advisory lock. Every picture is named in
 * it and recorded as pending (demo-pictures.ts), then drawn and stored once it commits, here
 * or later by the server: rows never wait for pixels. Returns false when the catalogue was
 * not empty.
 */
export async function seedDemoCatalogue(
  db: Db,
  storage: Storage,
  options: SeedOptions = {},
): Promise<boolean> {
  registerAllSampahKinds();
  const now = options.now ?? new Date();
  if (!(await catalogueIsEmpty(db))) return false;

  const svgs = demoCatalogueSvgs();
  const gallery = demoGallerySvgs();
  const pending: PendingPicture[] = [];
  const named = (folder: string, svg: string) => {
    const file = newFileName();
    pending.push({ berkas: `${folder}/${file}`, svg });
    return file;
  };
  const colourSvg = (index: number, colour: number) => {
    const svg = svgs.produk[index]?.[colour];
    if (svg === undefined) throw new Error(`demo product without colour ${colour}: ${index}`);
    return svg;
  };
  // The main photo is the first colour's picture, stored again under a name of its own.
  const mainFiles = demoProduk.map((_p, index) => named(PRODUK_FOLDER, colourSvg(index, 0)));
  const testimoniFiles = svgs.testimoni.map((svg) => named(TESTIMONI_FOLDER, svg));
  // Every photo after the main one lives beside it (docs/product.md §3 Foto produk).
  const galleryFiles = gallery.map((g) => named(PRODUK_FOLDER, g.svg));

  const committed = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('etalase:demo-seed'))`.execute(trx);
    if (!(await catalogueIsEmpty(trx))) return false;
    // The demo is not an admin's work: only its few demo edits are history (demo-riwayat.ts).
    await withoutHistory(trx);
    // One statement per table: a first start waits on this.
    const inserted = await trx
      .insertInto('produk')
      .values(
        demoProduk.map((p, index) =>
          demoProdukRow(p, index, mainFiles[index] ?? '', now, options.timeZone ?? 'UTC'),
        ),
      )
      .returning(['id', 'nama_produk'])
      .execute();
    const idByName = new Map(inserted.map((row) => [row.nama_produk, row.id]));
    const produkIds = demoIdsInOrder(idByName);
    // Colour images live under their product's id, known only now.
    const colourRows = demoProduk.flatMap((p, index) =>
      p.colours.map((colour, ci) => {
        const id = produkIds[index] as number;
        return { id, colour, file: named(warnaFolder(id), colourSvg(index, ci)) };
      }),
    );
    const warnaRows = await trx
      .insertInto('warna')
      .values(
        colourRows.map(({ id, colour, file }) => ({
          id_produk: id,
          warna: colour.name,
          foto: file,
          kode_warna: colour.hex,
        })),
      )
      .returning(['id', 'id_produk', 'warna'])
      .execute();
    await insertDemoPhotos(trx, {
      produkIds,
      mainFiles,
      gallery: gallery.map((g, index) => ({ ...g, file: galleryFiles[index] as string })),
    });
    const ukuranRows = await trx
      .insertInto('ukuran')
      .values(
        demoProduk.flatMap((p, index) =>
          demoUkuran(p).map((row) => ({ ...row, id_produk: produkIds[index] as number })),
        ),
      )
      .returning(['id', 'id_produk', 'ukuran'])
      .execute();
    const cells = demoCells(idByName, warnaRows, ukuranRows);
    await trx.insertInto('ketersediaan').values(cells).execute();
    const testimoniRows = await trx
      .insertInto('testimoni')
      .values(
        demoTestimoni.map((t, index) =>
          demoTestimoniRow(t, index, testimoniFiles[index] ?? '', produkIds, now),
        ),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('faq')
      .values(
        demoFaq.map((f, index) => {
          const createdAt = new Date(now.getTime() - (demoFaq.length - index) * DAY_MS * 3);
          return { ...f, created_at: createdAt, updated_at: createdAt };
        }),
      )
      .execute();
    await seedDemoVisits(
      trx,
      demoProduk.map((p, index) => ({
        id: produkIds[index] as number,
        terjual: p.terjual,
        links: p.links,
      })),
      now.getTime(),
      options.timeZone ?? 'UTC',
    );
    await seedDemoSampah(trx, demoSampahItems(produkIds, testimoniRows));
    await addPendingPictures(trx, pending);
    // Last: it turns history on, as the main admin, for the few demo edits it records.
    await seedDemoRiwayat(trx, now.getTime());
    return true;
  });
  if (committed && options.pictures !== 'later') {
    const pictures = new DemoPictures(db, storage);
    await pictures.load();
    await pictures.drawAll(options.imageCache);
    if (pictures.pending > 0) throw new Error('demo pictures not stored');
  }
  return committed;
}

/**
 * Each product's photos: its main photo first, then (for the first few) the back and a close-up
 * per colour, tied to the colour, with the alt texts the admin would get by default.
 */
async function insertDemoPhotos(
  trx: Db,
  demo: {
    produkIds: number[];
    mainFiles: string[];
    gallery: { produk: number; colour: number | null; place: number; file: string }[];
  },
): Promise<void> {
  const warnaRows = await trx
    .selectFrom('warna')
    .select(['id', 'id_produk'])
    .where('id_produk', 'in', demo.produkIds)
    .orderBy('id')
    .execute();
  const warnaIds = (idProduk: number) =>
    warnaRows.filter((w) => w.id_produk === idProduk).map((w) => w.id);
  const rows = demoProduk.flatMap((p, index) => {
    const idProduk = demo.produkIds[index] as number;
    const extra = demo.gallery.filter((g) => g.produk === index);
    return [
      {
        id_produk: idProduk,
        id_warna: null,
        foto: demo.mainFiles[index] as string,
        alt: copy.produk.photoAlt(p.nama, undefined, 0),
        urutan: 0,
      },
      ...extra.map((g, place) => {
        const colour = g.colour === null ? undefined : p.colours[g.colour];
        return {
          id_produk: idProduk,
          id_warna: g.colour === null ? null : (warnaIds(idProduk)[g.colour] ?? null),
          foto: g.file,
          alt: colour
            ? copy.produk.photoAlt(p.nama, colour.name, 3)
            : copy.produk.photoAlt(p.nama, undefined, g.place),
          urutan: place + 1,
        };
      }),
    ];
  });
  await trx.insertInto('produk_foto').values(rows).execute();
}

/** A demo product's row: oldest first, one day apart, so "newest" means the end of the list. */
function demoProdukRow(
  p: DemoProduk,
  index: number,
  mainPhoto: string,
  now: Date,
  timeZone: string,
) {
  const slug = slugify(p.nama);
  const createdAt = new Date(now.getTime() - (demoProduk.length - index) * DAY_MS);
  return {
    nama_produk: p.nama,
    harga: p.harga,
    diskon: p.diskon,
    jumlah_terjual: p.terjual,
    deskripsi_produk: describeProduk(p),
    kategori: p.kategori,
    foto_produk: mainPhoto,
    link_shopee: p.links.shopee ? `https://shopee.co.id/etalase.kids/${slug}` : null,
    link_tokopedia: p.links.tokopedia ? `https://www.tokopedia.com/etalasekids/${slug}` : null,
    link_tiktok: p.links.tiktok ? `https://www.tiktok.com/@etalase.kids/product/${slug}` : null,
    ...penayangan(p, now, timeZone),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** The demo's availability marks, one per colour and size a mark names (null: every one). */
function demoCells(
  idByName: Map<string, number>,
  warnaRows: { id: number; id_produk: number; warna: string }[],
  ukuranRows: { id: number; id_produk: number; ukuran: string }[],
) {
  return demoKetersediaan.flatMap((mark) => {
    const idProduk = idByName.get(mark.produk);
    if (idProduk === undefined) throw new Error(`demo product not found: ${mark.produk}`);
    const colours = warnaRows.filter(
      (w) => w.id_produk === idProduk && (mark.warna === null || w.warna === mark.warna),
    );
    const sizes = ukuranRows.filter(
      (u) => u.id_produk === idProduk && (mark.ukuran === null || u.ukuran === mark.ukuran),
    );
    return colours.flatMap((w) =>
      sizes.map((u) => ({
        id_produk: idProduk,
        id_warna: w.id,
        id_ukuran: u.id,
        tersedia: (mark.stok ?? 0) > 0,
        stok: mark.stok ?? null,
      })),
    );
  });
}

/** A demo testimonial's row, two days apart, oldest first. */
function demoTestimoniRow(
  t: (typeof demoTestimoni)[number],
  index: number,
  photo: string,
  produkIds: number[],
  now: Date,
) {
  const createdAt = new Date(now.getTime() - (demoTestimoni.length - index) * DAY_MS * 2);
  return {
    nama_pembeli: t.nama,
    deskripsi_testimoni: t.teks,
    sumber_testimoni: t.sumber,
    foto_testimoni: photo,
    id_produk: t.produk === null ? null : (produkIds[t.produk] ?? null),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** What the demo's Sampah holds: the products and testimonials marked deleted some days ago. */
function demoSampahItems(produkIds: number[], testimoniRows: { id: number }[]) {
  return [
    ...demoProduk.map((p, index) => ({
      jenis: 'produk' as const,
      id: produkIds[index] as number,
      hariLalu: p.dihapusHariLalu,
    })),
    ...demoTestimoni.map((t, index) => ({
      jenis: 'testimoni' as const,
      id: testimoniRows[index]?.id as number,
      hariLalu: t.dihapusHariLalu,
    })),
  ];
}

/** The inserted demo products' ids, in the demo's order. */
function demoIdsInOrder(idByName: Map<string, number>): number[] {
  return demoProduk.map((p) => {
    const id = idByName.get(p.nama);
    if (id === undefined) throw new Error(`demo product not inserted: ${p.nama}`);
    return id;
  });
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('produk').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * Something in Sampah on a fresh start (docs/product.md §12): the demo rows marked as deleted
 * go there as the main admin's delete would send them, that many days ago.
 */
async function seedDemoSampah(
  trx: Db,
  rows: { jenis: 'produk' | 'testimoni'; id: number; hariLalu: number | undefined }[],
): Promise<void> {
  const admin = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', MAIN_ADMIN_ID)
    .executeTakeFirst();
  const who = admin ?? { id: null, username: 'admin' };
  for (const row of rows) {
    if (row.hariLalu === undefined) continue;
    const trashed = await moveToSampah(trx, row.jenis, row.id, who);
    if (!trashed) throw new Error(`demo row not moved to Sampah: ${row.jenis} ${row.id}`);
    await sql`update sampah set dihapus_at = now() - make_interval(days => ${row.hariLalu})
      where id = ${trashed.id}`.execute(trx);
  }
}
