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

/**
 * The confirmation mail's link (`/konfirmasi-kabar-stok?token=…`): it confirms the address and
 * lands on KABARI_SAYA_PATH (`?hasil=dikonfirmasi`, or `?galat=konfirmasi`).
 */
export const KONFIRMASI_KABAR_PATH = '/konfirmasi-kabar-stok';

export function konfirmasiKabarPath(token: string): string {
  return `${KONFIRMASI_KABAR_PATH}?token=${token}`;
}

/**
 * The consent the "Kabari saya" box asks for: a stock alert, not the newsletter. Each request
 * stores the version it agreed to: change the text, change the version.
 */
export const KABAR_STOK_CONSENT = {
  version: '2026-11-28',
  text: (shop: string) =>
    `Saya setuju ${shop} menyimpan alamat email saya untuk mengirimkan kabar stok ukuran yang saya pilih. Saya bisa menghapus alamat saya kapan saja lewat tautan di setiap email.`,
} as const;

/** Requests an address may make in a day, however many clients ask for it. */
export const KABAR_PER_HARI = 3;

/**
 * What the no-JavaScript form's redirect says: `?hasil=tercatat` (or `dikonfirmasi`, from the
 * confirmation link) or `?galat=<one of these>`.
 */
export const KABAR_GALAT = [
  'email',
  'persetujuan',
  'tersedia',
  'sel',
  'produk',
  'batas',
  'kuota',
  'konfirmasi',
] as const;
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
  done: 'Siap! Permintaan kamu sudah kami catat. Bila ini permintaan pertamamu, konfirmasi dulu lewat email yang kami kirim; setelah itu kami kabari saat ukuran ini tersedia lagi.',
  failed: 'Terjadi kesalahan, silakan coba lagi',
  offline: 'Koneksi bermasalah, silakan coba lagi',

  // Refusals (the server's messages, 4xx; the form shows the same).
  choiceRequired: 'Pilih ukuran yang kamu tunggu.',
  consentRequired: 'Centang persetujuan dulu agar kami bisa mengabari kamu lewat email.',
  alreadyAvailable: 'Ukuran ini sudah tersedia lagi. Silakan pesan sekarang.',
  cellNotOfProduk: 'Ukuran atau warna ini bukan milik produk ini.',
  stopTokenInvalid: 'Tautan berhenti kabar stok tidak berlaku.',
  quotaReached: `Alamat email ini sudah mencapai batas ${KABAR_PER_HARI} permintaan kabar stok hari ini. Coba lagi besok.`,

  // /kabari-saya: what the form without JavaScript lands on.
  resultTitle: 'Kabari Saya',
  resultDone:
    'Permintaan kamu sudah kami catat. Bila ini permintaan pertamamu, konfirmasi dulu lewat email yang kami kirim; setelah itu kami kirim satu email saat ukuran itu tersedia lagi, lalu permintaannya selesai.',
  resultConfirmed:
    'Terima kasih, alamat email kamu sudah terkonfirmasi. Kami kirim satu email per produk saat ukuran yang kamu tunggu tersedia lagi.',
  resultFailed: {
    email: messages.emailInvalid,
    persetujuan: 'Centang persetujuan dulu agar kami bisa mengabari kamu lewat email.',
    tersedia: 'Ukuran ini sudah tersedia lagi. Silakan pesan sekarang.',
    sel: 'Pilih ukuran yang kamu tunggu.',
    produk: messages.produkNotFound,
    batas: 'Terlalu banyak percobaan. Silakan coba lagi sebentar lagi.',
    kuota: `Alamat email ini sudah mencapai batas ${KABAR_PER_HARI} permintaan kabar stok hari ini. Coba lagi besok.`,
    konfirmasi:
      'Tautan konfirmasi ini tidak berlaku, atau alamat emailnya sudah dihapus dari kabar stok.',
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

  // The confirmation e-mail: an address's first request, before anything else is mailed to it.
  confirmSubject: 'Konfirmasi permintaan kabar stok',
  confirmPreview: (shop: string) => `Konfirmasi alamat email kamu untuk kabar stok ${shop}`,
  confirmBody: (shop: string) =>
    `Ada permintaan kabar stok di ${shop} untuk alamat email ini. Konfirmasi dulu agar kami bisa mengabari kamu saat ukuran yang kamu tunggu tersedia lagi.`,
  confirmButton: 'Konfirmasi permintaan',
  confirmIgnore:
    'Bila kamu tidak merasa memintanya, abaikan saja email ini: tanpa konfirmasi kami tidak mengirim kabar stok ke alamat ini.',

  // The e-mail: one per product, naming every size (and colour) that came back.
  mailSubject: (produk: string, labels: readonly string[]) =>
    labels.length === 1
      ? `${produk} ukuran ${labels[0]} tersedia lagi`
      : `${produk}: ${labels.length} ukuran yang kamu tunggu tersedia lagi`,
  mailPreview: (produk: string) => `Kabar baik: ${produk} tersedia lagi`,
  mailGreeting: 'Kabar baik!',
  mailBody: (produk: string, labels: readonly string[]) =>
    labels.length === 1
      ? `${produk} ukuran ${labels[0]} yang kamu tunggu sudah tersedia lagi. Stok bisa cepat habis, jadi segera pesan ya.`
      : `${produk} yang kamu tunggu sudah tersedia lagi dalam ukuran berikut. Stok bisa cepat habis, jadi segera pesan ya.`,
  mailButton: 'Lihat produk',
  mailLinkFallback: (url: string) => `Bila tombol tidak berfungsi, buka tautan ini: ${url}`,
  mailEnded:
    'Permintaan kabar stok ini sudah selesai: kami tidak akan mengirim email lagi untuk ukuran tersebut.',
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
