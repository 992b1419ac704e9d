import { WELCOME_VOUCHER_PERCENT } from '../../src/shared/newsletter-consent.js';
import type { KategoriSlug } from '../../src/shared/kategori.js';
import type { TestimoniSource } from '../../src/shared/limits.js';

// The demo catalogue: believable products of a small shop in Garut. Images are drawn from
// `shape` and the colours (demo-images.ts); nothing is downloaded.

export type GarmentShape = 'koko' | 'gamis' | 'dress' | 'setelan' | 'tunik' | 'kaos';
export type GarmentPattern = 'polos' | 'bunga' | 'garis' | 'titik' | 'bordir';

export interface DemoColour {
  name: string;
  hex: string;
}

export interface DemoProduk {
  nama: string;
  kategori: KategoriSlug;
  shape: GarmentShape;
  pattern: GarmentPattern;
  harga: number;
  diskon: number;
  terjual: number;
  bahan: string;
  keunggulan: string;
  colours: DemoColour[];
  /** Which measures the size chart has besides usia, ukuran, panjang atasan and lingkar dada. */
  ukuran: { tangan: boolean; bawahan: boolean; rows: number };
  links: { shopee: boolean; tokopedia: boolean; tiktok: boolean };
  /**
   * Not shown as usual (docs/product.md §11): Draf, Tersembunyi, or shown from 08:00 on the
   * shop's clock this many days after the seed.
   */
  tayang?: { status: 'draf' | 'tersembunyi' } | { mulaiDalamHari: number };
  /** Deleted by the main admin this many days ago: it waits in Sampah (docs/product.md §12). */
  dihapusHariLalu?: number;
}

const c = (name: string, hex: string): DemoColour => ({ name, hex });
const all = { shopee: true, tokopedia: true, tiktok: true };
const noTiktok = { shopee: true, tokopedia: true, tiktok: false };
const shopeeOnly = { shopee: true, tokopedia: false, tiktok: false };

export const demoProduk: DemoProduk[] = [
  // Laki-laki
  {
    nama: 'Baju Koko Anak Zaid Lengan Panjang',
    kategori: 'lakilaki',
    shape: 'koko',
    pattern: 'bordir',
    harga: 129000,
    diskon: 20,
    terjual: 12480,
    bahan: 'katun toyobo adem',
    keunggulan: 'bordir halus di kerah dan kancing depan yang mudah dibuka sendiri oleh anak',
    colours: [c('Putih', '#f4f1ea'), c('Navy', '#2b3a67'), c('Sage', '#9bb39a')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Koko Kurta Pakistan Anak Hafiz',
    kategori: 'lakilaki',
    shape: 'koko',
    pattern: 'polos',
    harga: 159000,
    diskon: 25,
    terjual: 3210,
    bahan: 'katun rayon premium',
    keunggulan:
      'potongan kurta panjang sampai lutut yang rapi untuk shalat Jumat dan acara keluarga',
    colours: [c('Cokelat Susu', '#c8a27c'), c('Abu Muda', '#c9ccd1'), c('Hijau Botol', '#2f5d50')],
    ukuran: { tangan: true, bawahan: false, rows: 5 },
    links: all,
  },
  {
    nama: 'Setelan Koko Sarung Anak Umar',
    kategori: 'lakilaki',
    shape: 'setelan',
    pattern: 'garis',
    harga: 189000,
    diskon: 30,
    terjual: 8740,
    bahan: 'katun jepang dan sarung tenun lembut',
    keunggulan: 'satu paket koko dan sarung celana berkaret, praktis dipakai tanpa dililit',
    colours: [c('Maroon', '#7b2d3b'), c('Biru Dongker', '#22365c')],
    ukuran: { tangan: true, bawahan: true, rows: 5 },
    links: noTiktok,
  },
  {
    nama: 'Kemeja Koko Anak Bilal Motif Salur',
    kategori: 'lakilaki',
    shape: 'koko',
    pattern: 'garis',
    harga: 109000,
    diskon: 15,
    terjual: 1530,
    bahan: 'katun poplin',
    keunggulan: 'motif salur tipis yang tetap sopan, cocok untuk sekolah dan mengaji',
    colours: [c('Biru Langit', '#8fb8de'), c('Putih', '#f4f1ea'), c('Krem', '#e8d9bd')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Koko Anak Yusuf Kerah Shanghai',
    kategori: 'lakilaki',
    shape: 'koko',
    pattern: 'titik',
    harga: 99000,
    diskon: 10,
    terjual: 640,
    bahan: 'katun linen',
    keunggulan: 'kerah shanghai dengan aksen titik kecil di saku, ringan untuk cuaca panas',
    colours: [c('Mocca', '#a47e5f'), c('Olive', '#7d8450')],
    ukuran: { tangan: true, bawahan: false, rows: 4 },
    links: shopeeOnly,
  },
  {
    nama: 'Koko Lebaran Anak Ibrahim Bordir Emas',
    kategori: 'lakilaki',
    shape: 'koko',
    pattern: 'bordir',
    harga: 219000,
    diskon: 35,
    terjual: 5620,
    bahan: 'katun satin lembut',
    keunggulan: 'bordir benang emas di dada yang tidak gatal karena dilapisi furing',
    colours: [
      c('Putih Tulang', '#efe7d6'),
      c('Hitam', '#2b2b2b'),
      c('Emerald', '#1f7a63'),
      c('Maroon', '#7b2d3b'),
    ],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
    // The Lebaran collection, prepared ahead: it appears by itself.
    tayang: { mulaiDalamHari: 3 },
  },

  // Perempuan
  {
    nama: 'Dress Anak Khadijah Motif Bunga',
    kategori: 'perempuan',
    shape: 'dress',
    pattern: 'bunga',
    harga: 149000,
    diskon: 20,
    terjual: 9870,
    bahan: 'katun rayon adem',
    keunggulan: 'rok mengembang dengan motif bunga kecil dan kancing belakang',
    colours: [c('Dusty Pink', '#d9a5a9'), c('Lilac', '#b9a6d3'), c('Mint', '#a8d5c2')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Tunik Anak Fatimah Renda',
    kategori: 'perempuan',
    shape: 'tunik',
    pattern: 'bordir',
    harga: 119000,
    diskon: 15,
    terjual: 2340,
    bahan: 'katun toyobo',
    keunggulan: 'renda manis di ujung lengan, panjang menutup pinggul',
    colours: [c('Peach', '#f2b8a0'), c('Putih', '#f4f1ea')],
    ukuran: { tangan: true, bawahan: false, rows: 5 },
    links: noTiktok,
  },
  {
    nama: 'Dress Muslimah Anak Aisyah Ruffle',
    kategori: 'perempuan',
    shape: 'dress',
    pattern: 'polos',
    harga: 169000,
    diskon: 30,
    terjual: 15320,
    bahan: 'ceruty babydoll',
    keunggulan: 'ruffle bertingkat di bagian rok, furing katun sehingga tidak menerawang',
    colours: [c('Sage', '#9bb39a'), c('Baby Blue', '#a9c8e8'), c('Mauve', '#b48a99')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Setelan Hijab Anak Maryam',
    kategori: 'perempuan',
    shape: 'setelan',
    pattern: 'titik',
    harga: 139000,
    diskon: 20,
    terjual: 4410,
    bahan: 'jersey premium',
    keunggulan: 'atasan, celana dan jilbab instan dalam satu warna yang serasi',
    colours: [c('Salem', '#e8a792'), c('Abu', '#a9adb3'), c('Ungu Muda', '#c5b3dd')],
    ukuran: { tangan: true, bawahan: true, rows: 5 },
    links: all,
  },
  {
    nama: 'Dress Anak Zahra Kotak Kecil',
    kategori: 'perempuan',
    shape: 'dress',
    pattern: 'garis',
    harga: 129000,
    diskon: 10,
    terjual: 870,
    bahan: 'katun twill',
    keunggulan: 'saku di kedua sisi dan pita pinggang yang bisa diatur',
    colours: [c('Merah Bata', '#b5553c'), c('Kuning Mustard', '#d9a93b')],
    ukuran: { tangan: false, bawahan: false, rows: 4 },
    links: shopeeOnly,
  },
  {
    nama: 'Tunik Anak Hana Bordir Bunga',
    kategori: 'perempuan',
    shape: 'tunik',
    pattern: 'bunga',
    harga: 135000,
    diskon: 25,
    terjual: 3050,
    bahan: 'katun voal',
    keunggulan: 'bordir bunga di bagian dada, bahan tipis tapi tidak menerawang',
    colours: [c('Lavender', '#c3b1e1'), c('Krem', '#e8d9bd'), c('Tosca', '#4aa3a2')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },

  // Setelan
  {
    nama: 'Setelan Muslim Anak Hamzah Kaos dan Celana',
    kategori: 'setelan',
    shape: 'setelan',
    pattern: 'polos',
    harga: 119000,
    diskon: 20,
    terjual: 21450,
    bahan: 'cotton combed 24s',
    keunggulan: 'celana berkaret dengan tali, kaos menyerap keringat untuk aktif bermain',
    colours: [c('Navy', '#2b3a67'), c('Abu Misty', '#b8bcc2'), c('Hijau Army', '#5b6b45')],
    ukuran: { tangan: true, bawahan: true, rows: 6 },
    links: all,
  },
  {
    nama: 'Setelan Gamis Celana Anak Nadia',
    kategori: 'setelan',
    shape: 'setelan',
    pattern: 'bunga',
    harga: 179000,
    diskon: 30,
    terjual: 6980,
    bahan: 'katun rayon',
    keunggulan: 'atasan panjang dan celana kulot, leluasa untuk bermain dan belajar',
    colours: [c('Dusty Pink', '#d9a5a9'), c('Sage', '#9bb39a')],
    ukuran: { tangan: true, bawahan: true, rows: 5 },
    links: all,
  },
  {
    nama: 'Setelan Koko Anak Ali Celana Panjang',
    kategori: 'setelan',
    shape: 'setelan',
    pattern: 'bordir',
    harga: 199000,
    diskon: 25,
    terjual: 2760,
    bahan: 'katun toyobo',
    keunggulan: 'koko berbordir dengan celana panjang senada, siap untuk hari raya',
    colours: [c('Putih', '#f4f1ea'), c('Cokelat', '#8a6446'), c('Navy', '#2b3a67')],
    ukuran: { tangan: true, bawahan: true, rows: 6 },
    links: noTiktok,
  },
  {
    nama: 'Setelan Tidur Anak Sakinah',
    kategori: 'setelan',
    shape: 'setelan',
    pattern: 'titik',
    harga: 89000,
    diskon: 15,
    terjual: 11200,
    bahan: 'katun jersey lembut',
    keunggulan: 'lengan panjang dan celana panjang yang menutup aurat saat tidur',
    colours: [c('Kuning Lemon', '#f2d675'), c('Biru Muda', '#a9c8e8'), c('Pink', '#f0b3c0')],
    ukuran: { tangan: true, bawahan: true, rows: 5 },
    links: all,
    // Sold to those who have the link only.
    tayang: { status: 'tersembunyi' },
  },
  {
    nama: 'Setelan Kembar Kakak Adik Salma',
    kategori: 'setelan',
    shape: 'setelan',
    pattern: 'garis',
    harga: 229000,
    diskon: 40,
    terjual: 1890,
    bahan: 'linen rayon',
    keunggulan: 'motif sama untuk kakak dan adik, laki-laki maupun perempuan',
    colours: [c('Terracotta', '#c0704f'), c('Olive', '#7d8450')],
    ukuran: { tangan: false, bawahan: true, rows: 4 },
    links: shopeeOnly,
  },
  {
    nama: 'Setelan Santri Anak Rayyan',
    kategori: 'setelan',
    shape: 'setelan',
    pattern: 'polos',
    harga: 159000,
    diskon: 20,
    terjual: 940,
    bahan: 'katun drill ringan',
    keunggulan: 'kemeja koko dan celana bahan yang rapi untuk pesantren kilat',
    colours: [c('Putih', '#f4f1ea'), c('Hitam', '#2b2b2b')],
    ukuran: { tangan: true, bawahan: true, rows: 6 },
    links: all,
  },

  // Atasan
  {
    nama: 'Kaos Muslim Anak Hanif Lengan Panjang',
    kategori: 'atasan',
    shape: 'kaos',
    pattern: 'polos',
    harga: 69000,
    diskon: 10,
    terjual: 18760,
    bahan: 'cotton combed 30s',
    keunggulan: 'lengan panjang dengan manset, tidak mudah melar setelah dicuci',
    colours: [
      c('Merah', '#c0392b'),
      c('Biru', '#2f6db5'),
      c('Hijau', '#3c8d5a'),
      c('Kuning', '#e5b73b'),
    ],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Atasan Tunik Anak Safiya',
    kategori: 'atasan',
    shape: 'tunik',
    pattern: 'titik',
    harga: 99000,
    diskon: 20,
    terjual: 3620,
    bahan: 'katun rayon',
    keunggulan: 'potongan A-line yang longgar dan jatuh dengan cantik',
    colours: [c('Mint', '#a8d5c2'), c('Peach', '#f2b8a0'), c('Lilac', '#b9a6d3')],
    ukuran: { tangan: true, bawahan: false, rows: 5 },
    links: noTiktok,
  },
  {
    nama: 'Kemeja Koko Pendek Anak Salman',
    kategori: 'atasan',
    shape: 'koko',
    pattern: 'polos',
    harga: 85000,
    diskon: 15,
    terjual: 4980,
    bahan: 'katun linen',
    keunggulan: 'lengan pendek yang adem untuk sehari-hari dan jalan-jalan',
    colours: [c('Biru Langit', '#8fb8de'), c('Sage', '#9bb39a')],
    ukuran: { tangan: false, bawahan: false, rows: 5 },
    links: all,
  },
  {
    nama: 'Kaos Anak Islami Sholat Yuk',
    kategori: 'atasan',
    shape: 'kaos',
    pattern: 'bunga',
    harga: 59000,
    diskon: 5,
    terjual: 27340,
    bahan: 'cotton combed 24s',
    keunggulan: 'sablon ramah anak yang lembut dan tidak retak',
    colours: [c('Putih', '#f4f1ea'), c('Kuning', '#e5b73b'), c('Tosca', '#4aa3a2')],
    ukuran: { tangan: false, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Blus Anak Humaira Lengan Balon',
    kategori: 'atasan',
    shape: 'tunik',
    pattern: 'bunga',
    harga: 109000,
    diskon: 25,
    terjual: 760,
    bahan: 'katun toyobo',
    keunggulan: 'lengan balon yang manis dan kerah bulat dengan renda',
    colours: [c('Pink', '#f0b3c0'), c('Krem', '#e8d9bd')],
    ukuran: { tangan: true, bawahan: false, rows: 4 },
    links: shopeeOnly,
  },
  {
    nama: 'Kaos Raglan Anak Musa',
    kategori: 'atasan',
    shape: 'kaos',
    pattern: 'garis',
    harga: 65000,
    diskon: 10,
    terjual: 2150,
    bahan: 'cotton combed 30s',
    keunggulan: 'lengan raglan dua warna yang sporty untuk anak aktif',
    colours: [c('Abu Navy', '#5a6478'), c('Abu Merah', '#9c5a5a'), c('Abu Hijau', '#5f7f6a')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },

  // Gamis
  {
    nama: 'Gamis Anak Aisyah Motif Bunga',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'bunga',
    harga: 179000,
    diskon: 25,
    terjual: 13890,
    bahan: 'katun rayon premium',
    keunggulan: 'panjang sampai mata kaki dengan motif bunga lembut dan tali pinggang',
    colours: [c('Dusty Pink', '#d9a5a9'), c('Sage', '#9bb39a'), c('Lilac', '#b9a6d3')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Gamis Anak Ruqayyah Polos Premium',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'polos',
    harga: 199000,
    diskon: 30,
    terjual: 7640,
    bahan: 'wollycrepe premium',
    keunggulan: 'jatuh dan tidak mudah kusut, resleting depan ramah busui untuk kakak',
    colours: [
      c('Hitam', '#2b2b2b'),
      c('Navy', '#2b3a67'),
      c('Mocca', '#a47e5f'),
      c('Maroon', '#7b2d3b'),
    ],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Gamis Anak Laila Ceruty Mutiara',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'titik',
    harga: 249000,
    diskon: 40,
    terjual: 4230,
    bahan: 'ceruty babydoll dengan furing',
    keunggulan: 'taburan payet mutiara di dada untuk hari raya dan walimah',
    colours: [c('Putih Tulang', '#efe7d6'), c('Peach', '#f2b8a0'), c('Baby Blue', '#a9c8e8')],
    ukuran: { tangan: true, bawahan: false, rows: 5 },
    links: noTiktok,
  },
  {
    nama: 'Gamis Anak Zainab Salur Pastel',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'garis',
    harga: 159000,
    diskon: 20,
    terjual: 1320,
    bahan: 'katun toyobo',
    keunggulan: 'salur pastel yang ceria dengan saku tersembunyi di samping',
    colours: [c('Mint', '#a8d5c2'), c('Pink', '#f0b3c0')],
    ukuran: { tangan: true, bawahan: false, rows: 5 },
    links: all,
  },
  {
    nama: 'Gamis Anak Sofia Bordir Kerah',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'bordir',
    harga: 189000,
    diskon: 25,
    terjual: 520,
    bahan: 'katun jepang',
    keunggulan: 'bordir kerah yang rapi dan kancing depan sampai dada',
    colours: [c('Sage', '#9bb39a'), c('Terracotta', '#c0704f'), c('Abu', '#a9adb3')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: shopeeOnly,
  },
  {
    nama: 'Gamis Syari Anak Khansa Set Khimar',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'polos',
    harga: 229000,
    diskon: 35,
    terjual: 9150,
    bahan: 'jetblack wolfis',
    keunggulan: 'gamis dan khimar serasi, khimar pet antem yang tidak mudah bergeser',
    colours: [c('Hitam', '#2b2b2b'), c('Dusty Purple', '#8c6f94'), c('Army', '#5b6b45')],
    ukuran: { tangan: true, bawahan: false, rows: 6 },
    links: all,
  },
  {
    nama: 'Gamis Anak Nayla Kotak Vichy',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'garis',
    harga: 139000,
    diskon: 15,
    terjual: 48,
    bahan: 'katun vichy',
    keunggulan: 'motif kotak klasik dengan pita di belakang, model terbaru musim ini',
    colours: [c('Merah Muda', '#e59aa6'), c('Biru', '#6f9fd8')],
    ukuran: { tangan: true, bawahan: false, rows: 4 },
    links: all,
  },
  {
    nama: 'Gamis Anak Hafsah Lengan Kerut',
    kategori: 'gamis',
    shape: 'gamis',
    pattern: 'bunga',
    harga: 169000,
    diskon: 20,
    terjual: 85,
    bahan: 'katun rayon',
    keunggulan: 'lengan kerut dengan karet di ujung agar tidak basah saat berwudhu',
    colours: [c('Kuning Mustard', '#d9a93b'), c('Sage', '#9bb39a'), c('Lilac', '#b9a6d3')],
    ukuran: { tangan: true, bawahan: false, rows: 5 },
    links: noTiktok,
    // Still being prepared: nobody sees it yet.
    tayang: { status: 'draf' },
  },
  {
    nama: 'Kaos Anak Bilal Motif Unta',
    kategori: 'atasan',
    shape: 'kaos',
    pattern: 'titik',
    harga: 69000,
    diskon: 0,
    terjual: 12,
    bahan: 'katun combed 30s',
    keunggulan: 'sablon unta yang lucu, lembut di kulit',
    colours: [c('Krem', '#efe2c6'), c('Hijau Botol', '#2f5d46')],
    ukuran: { tangan: false, bawahan: false, rows: 4 },
    links: shopeeOnly,
    // Taken off the shop by mistake: Pulihkan in Sampah brings it back.
    dihapusHariLalu: 2,
  },
];

export function describeProduk(p: DemoProduk): string {
  const colourNames = p.colours.map((colour) => colour.name).join(', ');
  return [
    `${p.nama} dibuat dari ${p.bahan} yang nyaman dipakai seharian.`,
    `Keunggulan: ${p.keunggulan}.`,
    `Pilihan warna: ${colourNames}. Dijahit rapi oleh penjahit lokal di Garut.`,
    'Cuci dengan air dingin dan jemur di tempat teduh agar warna tetap cerah.',
  ].join('\n\n');
}

const usiaRows = ['1-2 tahun', '3-4 tahun', '5-6 tahun', '7-8 tahun', '9-10 tahun', '11-12 tahun'];
const ukuranRows = ['S', 'M', 'L', 'XL', 'XXL', '3XL'];

/** Size rows growing with age; gamis are measured to the ankle. */
/**
 * The demo's availability marks (docs/product.md §10 Availability): by product name, a colour's
 * name and a size (`null`: every one), Habis unless a count above 0 is given. Sold-out sizes in
 * one colour, a colour with no size left, and one product with nothing left.
 */
export const demoKetersediaan: {
  produk: string;
  warna: string | null;
  ukuran: string | null;
  stok?: number;
}[] = [
  { produk: 'Gamis Anak Aisyah Motif Bunga', warna: 'Dusty Pink', ukuran: 'M' },
  { produk: 'Gamis Anak Aisyah Motif Bunga', warna: 'Dusty Pink', ukuran: 'L', stok: 0 },
  { produk: 'Gamis Anak Aisyah Motif Bunga', warna: 'Lilac', ukuran: null },
  { produk: 'Gamis Anak Aisyah Motif Bunga', warna: 'Sage', ukuran: 'S', stok: 3 },
  { produk: 'Baju Koko Anak Zaid Lengan Panjang', warna: 'Navy', ukuran: 'XL' },
  { produk: 'Baju Koko Anak Zaid Lengan Panjang', warna: 'Navy', ukuran: 'XXL' },
  { produk: 'Tunik Anak Fatimah Renda', warna: 'Peach', ukuran: 'S' },
  { produk: 'Dress Anak Zahra Kotak Kecil', warna: null, ukuran: null },
];

export function demoUkuran(p: DemoProduk) {
  const long = p.shape === 'gamis';
  return usiaRows.slice(0, p.ukuran.rows).map((usia, i) => ({
    usia,
    ukuran: ukuranRows[i] ?? 'XL',
    panjang_atasan: String((long ? 70 : 42) + i * (long ? 8 : 4)),
    lingkar_dada: String(56 + i * 4),
    panjang_tangan: p.ukuran.tangan ? String(30 + i * 3) : null,
    panjang_bawahan: p.ukuran.bawahan ? String(50 + i * 6) : null,
  }));
}

export interface DemoTestimoni {
  nama: string;
  teks: string;
  sumber: TestimoniSource;
  /** Index into demoProduk, or null for a testimonial about the shop in general. */
  produk: number | null;
  colour: string;
  /** Deleted this many days ago: it waits in Sampah (docs/product.md §12). */
  dihapusHariLalu?: number;
}

export const demoTestimoni: DemoTestimoni[] = [
  {
    nama: 'Bunda Aisyah',
    teks: 'Bahannya adem banget, anak saya betah pakai seharian waktu lebaran. Jahitannya rapi, pengiriman cepat ke Bekasi.',
    sumber: 'shopee',
    produk: 0,
    colour: '#d9a5a9',
  },
  {
    nama: 'Ummu Fatih',
    teks: 'Koko bordirnya cantik, sesuai foto. Ukuran pas untuk anak 5 tahun, sesuai tabel ukuran.',
    sumber: 'tokopedia',
    produk: 5,
    colour: '#9bb39a',
  },
  {
    nama: 'Mama Kenzo',
    teks: 'Sudah order ketiga kalinya. Kaosnya tidak melar walau sering dicuci. Recommended seller!',
    sumber: 'tiktok',
    produk: 18,
    colour: '#8fb8de',
  },
  {
    nama: 'Bunda Nadia',
    teks: 'Gamisnya jatuh dan tidak panas. Warna dusty pink-nya lembut sekali, anak saya suka.',
    sumber: 'shopee',
    produk: 24,
    colour: '#f2b8a0',
  },
  {
    nama: 'Ibu Rahma',
    teks: 'Admin ramah dan fast response waktu konsultasi ukuran. Barang sampai dalam 2 hari.',
    sumber: 'tokopedia',
    produk: null,
    colour: '#b9a6d3',
  },
  {
    nama: 'Ummu Hamzah',
    teks: 'Setelannya awet, dipakai main seharian tetap nyaman. Celananya ada tali jadi tidak melorot.',
    sumber: 'shopee',
    produk: 12,
    colour: '#a8d5c2',
  },
  {
    nama: 'Bunda Salsa',
    teks: 'Dress ruffle-nya mengembang cantik, furingnya bikin tidak menerawang. Worth it!',
    sumber: 'tiktok',
    produk: 8,
    colour: '#e8d9bd',
  },
  {
    nama: 'Mama Alif',
    teks: 'Packing rapi pakai box dan ada ucapan terima kasih. Anak senang sekali dapat paket.',
    sumber: 'shopee',
    produk: null,
    colour: '#d9a93b',
  },
  {
    nama: 'Bunda Hana',
    teks: 'Tuniknya cocok untuk sekolah, bahannya tidak kusut. Akan beli warna lain.',
    sumber: 'tokopedia',
    produk: 11,
    colour: '#c3b1e1',
  },
  {
    nama: 'Ibu Siti',
    teks: 'Harga terjangkau tapi kualitas butik. Bordirnya halus dan tidak gatal di kulit.',
    sumber: 'shopee',
    produk: 0,
    colour: '#9bb39a',
  },
  {
    nama: 'Ummu Zahra',
    teks: 'Khimarnya tidak mudah bergeser, anak jadi semangat pakai kerudung ke TPA.',
    sumber: 'tiktok',
    produk: 29,
    colour: '#8c6f94',
  },
  {
    nama: 'Bunda Raffa',
    teks: 'Setelan tidurnya lembut, anak jadi nyenyak. Warnanya tidak luntur setelah dicuci.',
    sumber: 'shopee',
    produk: 15,
    colour: '#f2d675',
  },
  {
    nama: 'Mama Naura',
    teks: 'Beli paket lebaran untuk tiga anak, semua pas dan serasi. Terima kasih kak!',
    sumber: 'tokopedia',
    produk: null,
    colour: '#b5553c',
  },
  {
    nama: 'Bunda Ilham',
    teks: 'Kurtanya elegan untuk Jumatan. Warna cokelat susunya sesuai foto.',
    sumber: 'tiktok',
    produk: 1,
    colour: '#c8a27c',
  },
  {
    nama: 'Ibu Dewi',
    teks: 'Pengiriman ke Makassar aman, dibungkus plastik tebal. Kualitas jahitan oke.',
    sumber: 'shopee',
    produk: null,
    colour: '#4aa3a2',
  },
  {
    nama: 'Ummu Yahya',
    teks: 'Anak saya alergi bahan panas, alhamdulillah yang ini adem dan tidak bikin gatal.',
    sumber: 'tokopedia',
    produk: 19,
    colour: '#a9c8e8',
  },
  {
    nama: 'Bunda Kayla',
    teks: 'Gamis ceruty-nya mewah, payet mutiaranya rapi. Jadi baju favorit untuk kondangan.',
    sumber: 'shopee',
    produk: 26,
    colour: '#efe7d6',
  },
  {
    nama: 'Mama Arsyad',
    teks: 'CS membantu tukar ukuran dengan cepat. Prosesnya mudah, sangat puas.',
    sumber: 'tiktok',
    produk: null,
    colour: '#7d8450',
  },
  {
    nama: 'Akun Uji Coba',
    teks: 'tes tes, abaikan',
    sumber: 'shopee',
    produk: null,
    colour: '#b0b0b0',
    // A test entry the owner deleted last week.
    dihapusHariLalu: 6,
  },
];

export const demoFaq: { pertanyaan: string; jawaban: string }[] = [
  {
    pertanyaan: 'Bagaimana cara memesan produk?',
    jawaban:
      'Pilih produk yang kamu suka, lalu klik tombol marketplace (Shopee, Tokopedia atau TikTok Shop) di halaman produk. Pesanan dan pembayaran diselesaikan di marketplace tersebut.',
  },
  {
    pertanyaan: 'Apakah bisa bayar di tempat (COD)?',
    jawaban:
      'Bisa. Pilih metode COD saat checkout di marketplace, selama kurir di daerahmu melayani COD.',
  },
  {
    pertanyaan: 'Berapa lama pesanan diproses?',
    jawaban:
      'Pesanan diproses 1-2 hari kerja setelah pembayaran dikonfirmasi. Estimasi pengiriman 2-5 hari kerja tergantung lokasi.',
  },
  {
    pertanyaan: 'Bagaimana memilih ukuran yang tepat?',
    jawaban:
      'Buka tombol Panduan Ukuran di halaman produk dan bandingkan dengan baju anak yang pas. Ukuran diukur manual sehingga bisa selisih 1-2 cm. Kamu juga bisa konsultasi ukuran lewat WhatsApp.',
  },
  {
    pertanyaan: 'Apakah bisa tukar ukuran?',
    jawaban:
      'Bisa, maksimal 7 hari setelah barang diterima, selama produk belum dipakai, masih dalam kemasan asli dan ada bukti pembelian.',
  },
  {
    pertanyaan: 'Siapa yang menanggung ongkir retur?',
    jawaban:
      'Ongkos kirim retur ditanggung pembeli, kecuali produk rusak atau salah kirim dari kami.',
  },
  {
    pertanyaan: 'Apakah bahannya panas untuk anak?',
    jawaban:
      'Kami memilih bahan yang adem dan menyerap keringat seperti katun rayon, toyobo dan cotton combed, sehingga nyaman dipakai di cuaca tropis.',
  },
  {
    pertanyaan: 'Apakah warna produk sama dengan foto?',
    jawaban:
      'Foto diambil dengan pencahayaan alami. Perbedaan warna tipis bisa terjadi karena pengaturan layar masing-masing.',
  },
  {
    pertanyaan: 'Apakah tersedia paket untuk kakak dan adik?',
    jawaban:
      'Tersedia. Lihat halaman Penawaran Khusus untuk paket bundling seperti Paket Lebaran Ceria dan Paket Akikah Spesial.',
  },
  {
    pertanyaan: 'Bagaimana cara merawat pakaian agar awet?',
    jawaban:
      'Cuci dengan tangan atau mesin mode lembut memakai laundry bag, jemur di tempat teduh dan pisahkan pakaian berwarna gelap.',
  },
  {
    pertanyaan: 'Apakah menerima pesanan dalam jumlah banyak?',
    jawaban:
      'Kami menerima pesanan seragam TPA, sekolah dan acara keluarga. Hubungi kami lewat WhatsApp untuk harga khusus.',
  },
  {
    pertanyaan: 'Bagaimana cara mendapatkan voucher diskon?',
    jawaban: `Daftarkan emailmu di halaman Penawaran Khusus. Voucher diskon ${WELCOME_VOUCHER_PERCENT}% untuk pembelian pertama akan dikirim ke emailmu.`,
  },
];
