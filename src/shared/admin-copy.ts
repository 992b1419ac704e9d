import { kampanyeAdminCopy } from './kampanye-copy.js';
import { navigationCopy } from './admin-copy/navigation.js';
import { dashboardCopy } from './admin-copy/dashboard.js';
import { produkCopy } from './admin-copy/produk.js';
import { produkEditorCopy } from './admin-copy/produk-editor.js';
import { kontenCopy } from './admin-copy/konten.js';
import { tokoCopy } from './admin-copy/toko.js';
import { riwayatCopy } from './admin-copy/riwayat.js';
import { diskonCopy } from './admin-copy/diskon.js';

// Every text of the admin area (docs/product.md §2, §4, §5, §8; docs/architecture.md §5, §7), in one place for the
// admin pages and the tests that check them. Spec texts are quoted word for word.

/** The entities of the admin lists, as their toasts and confirmations name them. */
export type AdminEntity =
  | 'produk'
  | 'foto'
  | 'warna'
  | 'ukuran'
  | 'ketersediaan'
  | 'testimoni'
  | 'faq'
  | 'user'
  | 'promo'
  | 'sinonim'
  | 'penawaran'
  | 'diskon'
  | 'pengaturan';

/** How docs/product.md §8's toast patterns name each entity ('Produk berhasil ditambahkan!'). */
const entityLabel: Record<AdminEntity, string> = {
  produk: 'Produk',
  foto: 'Foto',
  warna: 'Warna',
  ukuran: 'Ukuran',
  ketersediaan: 'Ketersediaan',
  testimoni: 'Testimoni',
  faq: 'FAQ',
  user: 'User',
  promo: 'Promo',
  sinonim: 'Sinonim',
  penawaran: 'Penawaran',
  diskon: 'Diskon',
  pengaturan: 'Pengaturan',
};

/** How the data is named in the load-failure toasts ('Gagal memuat data produk!'). */
const dataLabel: Record<AdminEntity, string> = {
  produk: 'produk',
  foto: 'foto',
  warna: 'warna',
  ukuran: 'ukuran',
  ketersediaan: 'ketersediaan',
  testimoni: 'testimoni',
  faq: 'FAQ',
  user: 'user',
  promo: 'promo',
  sinonim: 'sinonim',
  penawaran: 'penawaran',
  diskon: 'diskon',
  pengaturan: 'pengaturan',
};

export const adminToast = {
  created: (e: AdminEntity) => `${entityLabel[e]} berhasil ditambahkan!`,
  updated: (e: AdminEntity) => `${entityLabel[e]} berhasil diperbarui!`,
  deleted: (e: AdminEntity) => `${entityLabel[e]} berhasil dihapus!`,
  createFailed: (e: AdminEntity) => `Gagal menambahkan ${dataLabel[e]}!`,
  updateFailed: (e: AdminEntity) => `Gagal memperbarui ${dataLabel[e]}!`,
  deleteFailed: (e: AdminEntity) => `Gagal menghapus ${dataLabel[e]}!`,
  loadFailed: (e: AdminEntity) => `Gagal memuat data ${dataLabel[e]}!`,
};

/** docs/product.md §8 delete confirmations; the testimonial's is worded differently. */
export const deleteQuestion = (e: AdminEntity) =>
  e === 'testimoni'
    ? 'Apakah Anda yakin ingin menghapus testimoni ini?'
    : `Apakah yakin ingin menghapus ${dataLabel[e]} ini?`;

/**
 * What a delete takes, named under the question, so the owner sees which row goes and what
 * goes with it ("Gamis Aisyah beserta 3 warna dan 4 ukuran").
 */
export const deleteDetail = {
  produk: (nama: string, warna: number, ukuran: number) => {
    const along = [warna > 0 && `${warna} warna`, ukuran > 0 && `${ukuran} ukuran`].filter(Boolean);
    return along.length > 0 ? `${nama} beserta ${along.join(' dan ')}` : nama;
  },
  foto: (alt: string) => `Foto “${alt}”`,
  warna: (warna: string, produk: string) => `Warna ${warna} dari ${produk}`,
  ukuran: (ukuran: string, usia: string, produk: string) =>
    `Ukuran ${ukuran} (${usia}) dari ${produk}`,
  testimoni: (pembeli: string) => `Testimoni dari ${pembeli}`,
  faq: (pertanyaan: string) => `FAQ “${pertanyaan}”`,
  user: (username: string) => `User ${username}`,
  promo: (email: string) => `Pendaftar ${email}`,
  sinonim: (kata: readonly string[]) => `Sinonim: ${kata.join(', ')}`,
  diskon: (nama: string, persen: number) => `Diskon “${nama}” (${persen}%)`,
  penawaran: (nama: string, produk: number) =>
    produk > 0 ? `Penawaran “${nama}” beserta daftar ${produk} produknya` : `Penawaran “${nama}”`,
};

export const adminCopy = {
  nav: navigationCopy.nav,
  dashboard: dashboardCopy.dashboard,
  klik: dashboardCopy.klik,
  produkKinerja: dashboardCopy.produkKinerja,
  pencarianTeratas: dashboardCopy.pencarianTeratas,
  pencarianKosong: dashboardCopy.pencarianKosong,
  common: navigationCopy.common,
  image: navigationCopy.image,
  picker: navigationCopy.picker,
  produkCsv: produkCopy.produkCsv,
  produk: produkCopy.produk,
  produkBulk: produkCopy.produkBulk,
  produkEditor: produkEditorCopy.produkEditor,
  ketersediaan: produkEditorCopy.ketersediaan,
  foto: produkEditorCopy.foto,
  warna: produkEditorCopy.warna,
  ukuran: produkEditorCopy.ukuran,
  testimoni: kontenCopy.testimoni,
  faq: kontenCopy.faq,
  penawaran: kontenCopy.penawaran,
  diskon: diskonCopy.diskon,
  sinonim: kontenCopy.sinonim,
  user: tokoCopy.user,
  sampah: tokoCopy.sampah,
  relogin: navigationCopy.relogin,
  akun: navigationCopy.akun,
  kotakKeluar: tokoCopy.kotakKeluar,
  promo: tokoCopy.promo,
  pengaturan: tokoCopy.pengaturan,
  cadangan: tokoCopy.cadangan,
  riwayat: riwayatCopy.riwayat,
  forbidden: navigationCopy.forbidden,
  notFound: navigationCopy.notFound,
  /** Campaigns (src/shared/kampanye-copy.ts). */
  kampanye: kampanyeAdminCopy,
} as const;
