// Many products that look like the shop's own, for `npm run bench`: names built from the words
// a Garut shop of Muslim children's clothing uses, in the storefront's five categories, with
// varied prices, discounts, sales and dates. Drawn from a fixed seed, so every run adds the same
// catalogue. Inserted straight into the database, a thousand rows per statement.
import { sql } from 'kysely';

const boys = ['Zaid', 'Hafiz', 'Umar', 'Bilal', 'Yusuf', 'Ibrahim', 'Hamzah', 'Ali', 'Rayyan'];
const boys2 = ['Hanif', 'Salman', 'Musa', 'Fatih', 'Azzam', 'Harun', 'Idris', 'Khalid', 'Faqih'];
const girls = ['Aisyah', 'Fatimah', 'Khadijah', 'Maryam', 'Zahra', 'Hana', 'Nadia', 'Salma'];
const girls2 = ['Safiya', 'Humaira', 'Ruqayyah', 'Laila', 'Zainab', 'Azizah', 'Naura', 'Kayla'];

/** Per category (the storefront's slugs): the kinds of clothing and who wears them. */
const categories = {
  lakilaki: {
    kinds: ['Baju Koko', 'Kemeja Koko', 'Koko Kurta', 'Kurta Pakistan', 'Sarung', 'Jubah'],
    names: [...boys, ...boys2],
  },
  perempuan: {
    kinds: ['Dress', 'Tunik', 'Blus', 'Rok Plisket', 'Hijab Instan', 'Mukena'],
    names: [...girls, ...girls2],
  },
  setelan: {
    kinds: ['Setelan Koko', 'Setelan Gamis', 'Setelan Tidur', 'Piyama', 'Setelan Santri'],
    names: [...boys, ...girls, 'Kembar', 'Kakak Adik'],
  },
  gamis: {
    kinds: ['Gamis', 'Gamis Syari', 'Abaya', 'Gamis Jersey', 'Gamis Ceruty'],
    names: [...girls, ...girls2],
  },
  atasan: {
    kinds: ['Kaos Muslim', 'Kaos Raglan', 'Kemeja', 'Blus', 'Tunik', 'Rompi'],
    names: [...boys, ...girls],
  },
};
const looks = ['Polos', 'Motif Bunga', 'Salur', 'Kotak Kecil', 'Bordir', 'Renda', 'Ruffle'];
const cloths = ['Katun', 'Toyobo', 'Rayon', 'Ceruty', 'Jersey', 'Linen', 'Wolfis', 'Babyterry'];
const colours = ['Hitam', 'Putih', 'Navy', 'Maroon', 'Sage', 'Mocca', 'Dusty Pink', 'Lilac'];
const extras = ['Lengan Panjang', 'Lengan Pendek', 'Premium', 'Lebaran', 'Harian', 'Usia 2-12'];

/** A small seeded generator (mulberry32): the same catalogue on every run. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` products. Photos and shop links are borrowed from `templates` (the demo products), so
 * pages and answers carry what real ones do.
 */
export function generateProducts(count, templates) {
  const next = random(9);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const slugs = Object.keys(categories);
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const kategori = slugs[i % slugs.length];
    const { kinds, names } = categories[kategori];
    const words = [pick(kinds), 'Anak', pick(names), pick(looks)];
    if (next() < 0.6) words.push(pick(cloths));
    if (next() < 0.5) words.push(pick(colours));
    if (next() < 0.4) words.push(pick(extras));
    const template = templates[i % templates.length];
    return {
      nama_produk: words.join(' '),
      harga: 45_000 + Math.floor(next() * 62) * 5_000,
      diskon: pick([0, 0, 0, 5, 10, 15, 20, 25]),
      // Few best sellers, many that sell little.
      jumlah_terjual: Math.floor(next() ** 3 * 2_000),
      deskripsi_produk: `${words.slice(0, 3).join(' ')} dari bahan ${pick(cloths).toLowerCase()} yang adem dan lembut, nyaman dipakai seharian. Jahitan rapi, tersedia ukuran 2 sampai 12 tahun.`,
      kategori,
      foto_produk: template.foto_produk,
      link_shopee: template.link_shopee ?? null,
      link_tokopedia: template.link_tokopedia ?? null,
      link_tiktok: template.link_tiktok ?? null,
      created_at: new Date(now - Math.floor(next() * 730 * 24 * 3600 * 1000)),
    };
  });
}

/**
 * Inserts the products in multi-row statements, then merges the search indexes' pending lists
 * and refreshes the planner's statistics.
 */
export async function insertProducts(db, products) {
  const columns = Object.keys(products[0]);
  for (let start = 0; start < products.length; start += 1_000) {
    const rows = products
      .slice(start, start + 1_000)
      .map((p) => sql`(${sql.join(columns.map((c) => p[c]))})`);
    await sql`insert into produk (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(rows)}`.execute(db);
  }
  // As the app's own bulk writes do (migrations/0035): the trigram indexes take in their queue.
  for (const index of ['produk_nama_trgm_idx', 'produk_deskripsi_trgm_idx']) {
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql`analyze`.execute(db);
}
