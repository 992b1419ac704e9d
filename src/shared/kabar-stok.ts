import { messages } from './messages.js';

// Back-in-stock alerts, "Kabari saya" (issue 21 item 4, docs/product.md §12 Kabar stok,
// docs/decisions/0028): the addresses, limits and every text of the feature, on both sides.

/** The product page's form posts here without JavaScript; a GET shows how it went. */
export const KABARI_SAYA_PATH = '/kabari-saya';

/** The stop link of an alert's e-mail: `/berhenti-kabar-stok?token=…` (GET asks, POST stops). */
export const BERHENTI_KABAR_PATH = '/berhenti-kabar-stok';

export function berhentiKabarPath(token: string): string {
  return `${BERHENTI_KABAR_PATH}?token=${token}`;
}

/** What the no-JavaScript form's redirect says: `?hasil=tercatat` or `?galat=<one of these>`. */
export const KABAR_GALAT = ['email', 'persetujuan', 'tersedia', 'sel', 'produk', 'batas'] as const;
export type KabarGalat = (typeof KABAR_GALAT)[number];

/** A size's label as the storefront shows it (with its colour when the choice spans colours). */
export function kabarCellLabel(ukuran: string, usia: string, warna?: string | null): string {
  const size = usia ? `${ukuran} · ${usia}` : ukuran;
  return warna ? `${size}, ${warna}` : size;
}

export const kabarStokCopy = {
  // The product page's control and its form.
  toggle: 'Kabari saya',
  intro:
    'Ukuran yang kamu cari habis? Tinggalkan email, kami kirim satu email saat ukuran itu tersedia lagi.',
  choice: 'Ukuran yang kamu tunggu',
  emailLabel: 'Alamat email',
  emailPlaceholder: 'Alamat email kamu',
  submit: 'Kabari saya',
  submitting: 'Mengirim...',
  done: 'Siap! Kami kirim satu email saat ukuran ini tersedia lagi.',
  failed: 'Terjadi kesalahan, silakan coba lagi',
  offline: 'Koneksi bermasalah, silakan coba lagi',

  // Refusals (the server's messages, 4xx; the form shows the same).
  choiceRequired: 'Pilih ukuran yang kamu tunggu.',
  consentRequired: 'Centang persetujuan dulu agar kami bisa mengabari kamu lewat email.',
  alreadyAvailable: 'Ukuran ini sudah tersedia lagi. Silakan pesan sekarang.',
  cellNotOfProduk: 'Ukuran atau warna ini bukan milik produk ini.',
  stopTokenInvalid: 'Tautan berhenti kabar stok tidak berlaku.',

  // /kabari-saya: what the form without JavaScript lands on.
  resultTitle: 'Kabari Saya',
  resultDone:
    'Permintaan kamu sudah kami catat. Kami kirim satu email saat ukuran itu tersedia lagi, lalu permintaannya selesai.',
  resultFailed: {
    email: messages.emailInvalid,
    persetujuan: 'Centang persetujuan dulu agar kami bisa mengabari kamu lewat email.',
    tersedia: 'Ukuran ini sudah tersedia lagi. Silakan pesan sekarang.',
    sel: 'Pilih ukuran yang kamu tunggu.',
    produk: messages.produkNotFound,
    batas: 'Terlalu banyak percobaan. Silakan coba lagi sebentar lagi.',
  } satisfies Record<KabarGalat, string>,
  resultNothing: 'Belum ada permintaan yang dikirim dari halaman ini.',
  backToProduk: 'Kembali ke produk',

  // /berhenti-kabar-stok: the stop link of the alert's e-mail.
  stopTitle: 'Berhenti Kabar Stok',
  stopConfirm: (email: string) =>
    `Hapus ${email} dan semua permintaan kabar stok yang masih menunggu untuk alamat ini?`,
  stopButton: 'Ya, hapus alamat saya',
  stopChecking: 'Memeriksa tautan...',
  stopFailed: 'Permintaan belum berhasil. Coba lagi sebentar lagi.',
  stopDone:
    'Alamat email kamu sudah kami hapus dari daftar kabar stok. Kamu tidak akan menerima kabar stok lagi.',
  stopInvalid: 'Tautan ini tidak berlaku atau sudah digunakan.',

  // The e-mail.
  mailSubject: (produk: string, label: string) => `${produk} ukuran ${label} tersedia lagi`,
  mailPreview: (produk: string) => `Kabar baik: ${produk} tersedia lagi`,
  mailGreeting: 'Kabar baik!',
  mailBody: (produk: string, label: string) =>
    `${produk} ukuran ${label} yang kamu tunggu sudah tersedia lagi. Stok bisa cepat habis, jadi segera pesan ya.`,
  mailButton: 'Lihat produk',
  mailLinkFallback: (url: string) => `Bila tombol tidak berfungsi, buka tautan ini: ${url}`,
  mailEnded:
    'Permintaan kabar stok ini sudah selesai: kami tidak akan mengirim email lagi untuk ukuran ini.',
  mailReason: (shop: string) => `Kamu menerima email ini karena meminta kabar stok di ${shop}. `,
  mailStop: 'Hapus alamat saya dari kabar stok',

  // The admin.
  waiting: (n: number) => `${n} menunggu`,
  total: (n: number) => `${n} menunggu kabar stok`,
  cellWaiting: (n: number, colour: string, size: string) =>
    `${n} orang menunggu kabar stok ${size}, ${colour}`,
  listShow: 'Lihat daftar tunggu',
  listTitle: 'Daftar tunggu kabar stok',
  listEmpty: 'Belum ada yang menunggu kabar stok produk ini.',
  listColumns: { email: 'Email', variant: 'Varian', since: 'Sejak' },
  listLoading: 'Memuat daftar tunggu...',
  noColour: 'Tanpa warna',
} as const;
