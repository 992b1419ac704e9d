// Who owns each table (docs/architecture.md, "Who owns what"): the one server folder whose files
// write it. Others read it freely and change it only through the owner's entry. ESLint's
// boundaries/table-owners rule reads this map; scripts/eslint-boundaries.test.ts checks that
// every table of src-server/db/schema.ts has an owner.

/** @type {Record<string, string | string[]>} */
export const tableOwners = {
  // The product and what hangs on it.
  produk: ['modules/produk', 'modules/produk-bulk'],
  jadwal_tayang: 'modules/produk',
  warna: 'modules/warna',
  ukuran: 'modules/ukuran',
  produk_foto: 'modules/foto',
  ketersediaan: 'modules/ketersediaan',
  testimoni: 'modules/testimoni',
  // Search: the words index and the dictionary are kept by triggers; the searched terms too.
  produk_kata: 'modules/search',
  kata_pencarian: 'modules/search',
  pencarian_kosong: 'modules/search',
  pencarian_harian: 'modules/search',
  sinonim: 'modules/sinonim',
  sinonim_kata: 'modules/sinonim',
  // Visitors' counts.
  klik_keluar: 'modules/klik',
  produk_dilihat: 'modules/klik',
  // Content and settings.
  faq: 'modules/faq',
  penawaran: 'modules/penawaran',
  penawaran_produk: 'modules/penawaran',
  pengaturan: 'modules/site',
  diskon: 'modules/diskon',
  diskon_produk: 'modules/diskon',
  // Automatic backups: their runs and the admin's two settings.
  cadangan: 'modules/cadangan',
  cadangan_pengaturan: 'modules/cadangan',
  // Mail: subscribers, back-in-stock requests, campaigns, and the outbox.
  promo: 'modules/promo',
  kabar_stok: 'modules/kabar-stok',
  kabar_stok_alamat: 'modules/kabar-stok',
  kampanye: 'modules/kampanye',
  kampanye_produk: 'modules/kampanye',
  kampanye_klik: 'modules/kampanye',
  surel: 'services/outbox',
  // People and their sessions.
  users: 'modules/user',
  sessions: 'services/session',
  // The services below the features.
  riwayat: 'services/riwayat',
  riwayat_tindakan: 'services/riwayat',
  sampah: 'services/sampah',
  // The demo pictures still to draw after a first start (docs/decisions/0054).
  gambar_demo_tertunda: 'seed',
};
