// Storefront texts, each in one place for the pages and the tests that check them; the ones the
// spec fixes (docs/product.md §2, §4, §8) word for word. Texts the API also sends come from messages.ts.
import { messages } from './messages.js';
import { groupThousands } from './price.js';
import { WELCOME_VOUCHER_PERCENT } from './newsletter-consent.js';

/** `A`, `A dan B`, `A, B dan C`: names in a sentence. */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} dan ${names.at(-1) ?? ''}`;
}

export const copy = {
  /** The title of the n-th page of a paged list (page 1 keeps the plain title). */
  pagedTitle: (title: string, page: number) => (page > 1 ? `${title} – Halaman ${page}` : title),
  search: {
    placeholder: 'Cari Produk..',
    loading: 'Mencari Produk...',
    notFound: (query: string) => `Produk tidak ditemukan untuk "${query}"`,
    open: 'Buka pencarian',
    close: 'Tutup pencarian',
    /** The top bar's search form, as a landmark. */
    landmark: 'Pencarian produk',
    /** The search page (/cari, docs/product.md §10). */
    page: {
      title: 'Hasil pencarian',
      metaTitle: (query: string) => (query ? `Hasil pencarian "${query}"` : 'Cari produk'),
      metaDescription: (shop: string) =>
        `Cari gamis, koko, setelan dan busana muslim anak di ${shop}.`,
      label: 'Kata pencarian',
      form: 'Cari produk lain',
      submit: 'Cari',
      prompt: 'Ketik nama produk, lalu tekan Cari.',
      found: (total: number, query: string, more: boolean) =>
        `${more ? 'Lebih dari ' : ''}${total} produk ditemukan untuk "${query}"`,
      tryOther: 'Coba kata lain yang lebih umum, atau lihat semua produk kami.',
      seeAll: 'Lihat semua produk',
      list: 'Produk yang ditemukan',
    },
  },
  /** The announcement bar (Pengumuman) the shop sets in the admin's Pengaturan. */
  announcement: {
    landmark: 'Pengumuman',
    more: 'Lihat',
    close: 'Tutup pengumuman',
  },
  /** The contact page's other WhatsApp numbers. */
  whatsappNomor: (number: string) => `WhatsApp ${number}`,
  notFound: {
    metaTitle: 'Halaman tidak ditemukan',
    title: 'Ups! Halaman yang kamu cari tidak ditemukan.',
    backHome: 'Kembali ke Beranda',
  },
  /** The server's own page when a page cannot be rendered (the database is down). */
  unavailable: { title: 'Sedang ada gangguan' },
  routerError: 'Unexpected Application Error!',
  category: {
    showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} produk`,
    empty: 'Produk tidak ditemukan untuk kategori ini.',
    all: 'Semua produk',
    filter: 'Kategori',
    list: 'Daftar produk',
    noMatch: 'Tidak ada produk yang cocok dengan filter ini.',
    filters: {
      title: 'Filter',
      active: 'aktif',
      usia: 'Usia',
      allUsia: 'Semua usia',
      warna: 'Warna',
      allWarna: 'Semua warna',
      harga: 'Harga (Rp)',
      hargaMin: 'Harga terendah',
      hargaMax: 'Harga tertinggi',
      /** Placeholders under 'Harga (Rp)': the category's cheapest and dearest shown price. */
      from: (price: number) => `dari ${groupThousands(price)}`,
      to: (price: number) => `sampai ${groupThousands(price)}`,
      /** `?tersedia=1`: sold-out products are left out. */
      tersedia: 'Hanya yang tersedia',
      apply: 'Terapkan',
      clear: 'Hapus filter',
      sort: 'Urutkan',
    },
    metaDescription: (title: string, lead: string, siteName: string) =>
      `${lead} Belanja ${title.toLowerCase()} di ${siteName}.`,
    /** The heading of /kategori (`all`) and of each known /kategori/{filter}. */
    hero: {
      all: {
        title: 'Semua Koleksi',
        lead: 'Busana muslim anak untuk setiap momen: sekolah, mengaji, bermain dan hari raya.',
      },
      lakilaki: {
        title: 'Koleksi Anak Laki-laki',
        lead: 'Koko, kurta dan setelan yang gagah, adem dan nyaman untuk shalat.',
      },
      perempuan: {
        title: 'Koleksi Anak Perempuan',
        lead: 'Dress, tunik dan setelan hijab yang manis untuk si kecil.',
      },
      setelan: {
        title: 'Setelan Anak',
        lead: 'Atasan dan bawahan serasi, praktis dipakai sehari-hari.',
      },
      atasan: { title: 'Atasan Anak', lead: 'Kaos, blus dan kemeja koko yang mudah dipadukan.' },
      gamis: {
        title: 'Gamis Anak',
        lead: 'Gamis panjang yang jatuh dan adem, untuk mengaji dan hari raya.',
      },
    },
  },
  bestSeller: { terlaris: 'TERLARIS', termurah: 'TERMURAH', terbaru: 'TERBARU' },
  produk: {
    pratinjauNotice: 'Pratinjau: halaman ini tampil seperti yang akan dilihat pengunjung.',
    metaDescription: (nama: string, price: string, diskon: number, lead: string) =>
      `${nama} — ${price}${diskon > 0 ? ` (hemat ${diskon}%)` : ''}. ${lead}`,
    colour: 'Warna',
    colourButton: (warna: string) => `Warna ${warna}`,
    colourPhoto: (nama: string, warna: string) => `${nama} warna ${warna}`,
    /** A photo's alt text until the admin writes one: "Gamis Aisyah warna Navy, tampak depan". */
    /** A duplicated product's name, within the field's 200 characters. */
    duplicateName: (nama: string) => `${nama.slice(0, 189)} (salinan)`,
    photoAlt: (nama: string, warna: string | undefined, place: number) =>
      `${nama}${warna ? ` warna ${warna}` : ''}, ${
        ['tampak depan', 'tampak belakang', 'tampak samping', 'detail'][place] ??
        `foto ${place + 1}`
      }`,
    /** The gallery of a product's photos, and its thumbnails. */
    gallery: (nama: string) => `Foto ${nama}`,
    galleryThumbs: 'Pilih foto',
    galleryThumb: (n: number, total: number) => `Foto ${n} dari ${total}`,
    /** Read by screen readers for a card's swatch dots. */
    cardColours: (names: string[], total: number) =>
      `${total} warna: ${names.join(', ')}${total > names.length ? ' dan lainnya' : ''}`,
    /** Read before the struck-through price by screen readers. */
    originalPrice: 'Harga asli',
    /** Under the price while a dated discount sets it (docs/product.md §14). */
    diskonBerakhir: (when: string) => `berakhir ${when}`,
    buy: 'Beli di marketplace atau lewat WhatsApp',
    askWhatsapp: 'Tanya lewat WhatsApp',
    // Availability and the WhatsApp order (docs/product.md §10 Availability)
    soldOut: 'Stok habis',
    habis: 'Habis',
    colourSoldOut: (warna: string) => `Warna ${warna}, habis`,
    order: 'Pesan lewat WhatsApp',
    orderButton: 'Pesan via WhatsApp',
    sizeChoice: 'Pilih ukuran',
    sizeOption: (ukuran: string, usia: string) => (usia ? `${ukuran} · ${usia}` : ukuran),
    sizeSoldOut: 'Ukuran ini habis',
    sizeSoldOutIn: (warna: string | undefined) =>
      warna
        ? `Ukuran ini habis untuk warna ${warna}. Pilih ukuran atau warna lain.`
        : 'Ukuran ini habis. Pilih ukuran lain.',
    orderHint: 'Pilih warna dan ukuran, lalu kirim pesanan ke WhatsApp kami.',
    productSoldOut: 'Stok habis untuk semua warna dan ukuran. Tanyakan kapan tersedia lagi:',
    description: 'Deskripsi Produk',
    shipping: {
      title: 'Pengiriman & Pengembalian',
      points: [
        'Pesanan diproses 1-2 hari kerja setelah pembayaran dikonfirmasi.',
        'Estimasi pengiriman 2-5 hari kerja, tergantung lokasi.',
        'Pengembalian atau penukaran maksimal 7 hari setelah barang diterima.',
        'Produk harus dalam kondisi baru, belum dipakai, dengan kemasan asli dan bukti pembelian.',
        'Ongkos kirim pengembalian ditanggung pembeli, kecuali kesalahan dari pihak penjual.',
      ],
    },
    testimonials: 'Testimoni Produk Ini',
    sizeGuide: 'Panduan Ukuran',
    closeSizeGuide: 'Tutup panduan ukuran',
    sizeNote: 'Ukuran diperoleh dari pengukuran manual, sehingga mungkin terdapat selisih 1-2 cm.',
    sizeEmpty: 'Informasi ukuran tidak tersedia untuk produk ini.',
    sizeColumns: {
      usia: 'Usia',
      ukuran: 'Ukuran',
      panjang_atasan: 'Panjang Atasan',
      lingkar_dada: 'Lingkar Dada',
      panjang_tangan: 'Panjang Tangan',
      panjang_bawahan: 'Panjang Bawahan',
    },
    descriptionFallback: 'Deskripsi tidak tersedia.',
    recommendations: 'Kamu Mungkin Juga Suka!',
  },
  share: {
    button: 'Bagikan',
    whatsapp: 'Bagikan ke WhatsApp',
    copy: 'Salin tautan',
    copied: 'Tautan disalin!',
    copyPrompt: 'Salin tautan ini:',
    /** The line a shared product link comes with. */
    text: (nama: string, price: string, warna?: string) =>
      `${nama}${warna ? ` warna ${warna}` : ''} – ${price}`,
  },
  /** The link-preview pictures of the home page, categories and offers (src/shared/share-images.ts). */
  shareImage: {
    homeTitle: 'Busana Muslim Anak',
    summary: (total: number, fromPrice: string) => `${total} produk · mulai ${fromPrice}`,
    offers: {
      title: 'Penawaran Khusus',
      /** The offers' names from the database (docs/product.md §13). */
      lead: (names: readonly string[]) =>
        names.length > 0
          ? `${listOfNames(names)}, tinggal pesan lewat WhatsApp.`
          : 'Paket hemat pilihan, tinggal pesan lewat WhatsApp.',
      badge: 'Diskon hingga 50%',
    },
  },
  faq: {
    heading: 'Hai, ada yang bisa kami bantu ?',
    empty: 'Pertanyaan tidak ditemukan.',
  },
  offers: {
    /** The page's description: the offers' names from the database (docs/product.md §13). */
    description: (shop: string, names: readonly string[]) =>
      `Diskon hingga 50% untuk paket busana muslim anak di ${shop}${
        names.length > 0 ? `: ${listOfNames(names)}` : ''
      }. Daftar email untuk voucher 10%.`,
    contents: 'Isi paket:',
    empty: 'Belum ada paket penawaran saat ini. Cek lagi nanti, ya!',
    testimonials: 'Apa Kata Para Bunda?',
    sizeConsultation: 'Konsultasi Ukuran',
  },
  newsletter: {
    submit: 'Daftar',
    submitting: 'Mendaftarkan...',
    successTitle: 'Pendaftaran Berhasil!',
    successBody: `Cek email kamu dan konfirmasi alamatnya untuk mendapatkan voucher diskon ${WELCOME_VOUCHER_PERCENT}% untuk pembelian pertama.`,
    close: 'Tutup',
    invalid: messages.emailInvalid,
    exists: messages.emailTaken,
    failed: 'Terjadi kesalahan, silakan coba lagi',
    offline: 'Koneksi bermasalah, silakan coba lagi',
    consentRequired: messages.consentRequired,
  },
  /** /berhenti-langganan (docs/product.md §10). */
  unsubscribe: {
    title: 'Berhenti Berlangganan',
    confirm: (email: string) =>
      `Berhenti menerima info promo untuk ${email}? Alamat email ini akan kami hapus dari daftar.`,
    button: 'Ya, berhenti berlangganan',
    checking: 'Memeriksa tautan...',
    failed: 'Permintaan belum berhasil. Coba lagi sebentar lagi.',
    done: 'Kamu sudah berhenti berlangganan. Alamat email kamu sudah kami hapus dari daftar newsletter.',
    invalid:
      'Tautan berhenti berlangganan ini tidak berlaku atau sudah digunakan. Bila masih menerima email promo, hubungi kami.',
  },
  /**
   * /langganan-dikonfirmasi: where the first e-mail's confirmation link lands, with the welcome
   * voucher (docs/product.md §12).
   */
  confirmed: {
    title: 'Konfirmasi Langganan',
    done: 'Terima kasih, alamat email kamu sudah terkonfirmasi. Info promo dan voucher berikutnya akan kami kirim ke email ini.',
    voucherIntro: `Terima kasih, alamat email kamu sudah terkonfirmasi. Ini voucher diskon ${WELCOME_VOUCHER_PERCENT}% untuk pembelian pertama kamu:`,
    voucherLabel: 'Kode voucher',
    voucherHow:
      'Sebutkan kodenya saat memesan lewat WhatsApp atau kirimkan ke admin kami. Kode ini juga kami kirim ke email kamu.',
    failed:
      'Tautan konfirmasi ini tidak berlaku, atau alamat emailnya sudah berhenti berlangganan. Daftar lagi di halaman Penawaran Khusus bila ingin menerima info promo.',
  },
  /** The admin login page (docs/product.md §2 Login): public, rendered on the server. */
  login: {
    title: 'Login Admin',
    intro: 'Masuk untuk mengelola katalog toko.',
    username: 'Username',
    password: 'Password',
    submit: 'Masuk',
    submitting: 'Sedang masuk…',
    failed: 'Login gagal periksa kembali',
    sessionEnded: 'Sesi Anda telah berakhir. Silakan login kembali.',
    showPassword: 'Tampilkan password',
    hidePassword: 'Sembunyikan password',
    backToShop: 'Kembali ke toko',
  },
} as const;
