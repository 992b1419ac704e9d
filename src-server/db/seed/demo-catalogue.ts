import { sql } from 'kysely';
import {
  processImage,
  removeImage,
  storeImage,
  type ProcessedImage,
} from '../../images/process-image.js';
import type { Storage } from '../../storage/storage.js';
import type { Db } from '../connect.js';
import {
  type DemoColour,
  demoFaq,
  demoProduk,
  demoTestimoni,
  demoUkuran,
  describeProduk,
} from './demo-data.js';
import { garmentSvg, renderSvg, testimoniSvg } from './demo-images.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMAGE_CONCURRENCY = 3;

/** Like Promise.all over `items.map(fn)`, with at most `limit` calls running at once. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function drawImage(svg: string): Promise<ProcessedImage> {
  return processImage(await renderSvg(svg));
}

interface StoredFile {
  folder: string;
  file: string;
}

/**
 * Fills an empty catalogue with the demo products, colours, sizes, testimonials and FAQ.
 * Images are drawn first; the rows go in one transaction that re-checks emptiness under an
 * advisory lock, and every image stored for it is removed again if it does not commit.
 * Returns false when the catalogue was not empty.
 */
export async function seedDemoCatalogue(
  db: Db,
  storage: Storage,
  now = new Date(),
): Promise<boolean> {
  if (!(await catalogueIsEmpty(db))) return false;

  const stored: StoredFile[] = [];
  const store = async (folder: string, image: ProcessedImage) => {
    stored.push({ folder, file: image.file });
    await storeImage(storage, folder, image);
    return image.file;
  };

  try {
    const produkImages = await mapConcurrently(demoProduk, IMAGE_CONCURRENCY, async (p, index) => {
      const [first] = p.colours;
      if (!first) throw new Error(`demo product without colours: ${p.nama}`);
      const main = await drawImage(garmentSvg(p.shape, p.pattern, first.hex, index));
      const colours: { colour: DemoColour; image: ProcessedImage }[] = [];
      for (const [ci, colour] of p.colours.entries()) {
        colours.push({
          colour,
          image: await drawImage(garmentSvg(p.shape, p.pattern, colour.hex, index * 7 + ci)),
        });
      }
      return { main: await store('produk', main), colours };
    });
    const testimoniFiles = await mapConcurrently(
      demoTestimoni,
      IMAGE_CONCURRENCY,
      async (t, index) => store('testimoni', await drawImage(testimoniSvg(t.colour, index))),
    );

    const committed = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('etalase:demo-seed'))`.execute(trx);
      if (!(await catalogueIsEmpty(trx))) return false;
      const produkIds: number[] = [];
      for (const [index, p] of demoProduk.entries()) {
        const images = produkImages[index];
        if (!images) throw new Error('missing demo images');
        const slug = slugify(p.nama);
        // Oldest first, one day apart, so "newest" means the end of the list.
        const createdAt = new Date(now.getTime() - (demoProduk.length - index) * DAY_MS);
        const { id } = await trx
          .insertInto('produk')
          .values({
            nama_produk: p.nama,
            harga: p.harga,
            diskon: p.diskon,
            jumlah_terjual: p.terjual,
            deskripsi_produk: describeProduk(p),
            kategori: p.kategori,
            foto_produk: images.main,
            link_shopee: p.links.shopee ? `https://shopee.co.id/etalase.kids/${slug}` : null,
            link_tokopedia: p.links.tokopedia
              ? `https://www.tokopedia.com/etalasekids/${slug}`
              : null,
            link_tiktok: p.links.tiktok
              ? `https://www.tiktok.com/@etalase.kids/product/${slug}`
              : null,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        produkIds.push(id);
        for (const { colour, image } of images.colours) {
          // Colour images live under their product's id, known only now.
          await store(`produk/${id}`, image);
          await trx
            .insertInto('warna')
            .values({ id_produk: id, warna: colour.name, foto: image.file })
            .execute();
        }
        await trx
          .insertInto('ukuran')
          .values(demoUkuran(p).map((row) => ({ ...row, id_produk: id })))
          .execute();
      }
      for (const [index, t] of demoTestimoni.entries()) {
        const createdAt = new Date(now.getTime() - (demoTestimoni.length - index) * DAY_MS * 2);
        await trx
          .insertInto('testimoni')
          .values({
            nama_pembeli: t.nama,
            deskripsi_testimoni: t.teks,
            sumber_testimoni: t.sumber,
            foto_testimoni: testimoniFiles[index] ?? '',
            id_produk: t.produk === null ? null : (produkIds[t.produk] ?? null),
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute();
      }
      await trx
        .insertInto('faq')
        .values(
          demoFaq.map((f, index) => {
            const createdAt = new Date(now.getTime() - (demoFaq.length - index) * DAY_MS * 3);
            return { ...f, created_at: createdAt, updated_at: createdAt };
          }),
        )
        .execute();
      return true;
    });

    if (!committed) await removeAll(storage, stored);
    return committed;
  } catch (error) {
    await removeAll(storage, stored);
    throw error;
  }
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('produk').select('id').limit(1).executeTakeFirst()) === undefined;
}

async function removeAll(storage: Storage, files: StoredFile[]): Promise<void> {
  for (const { folder, file } of files) await removeImage(storage, folder, file);
}
