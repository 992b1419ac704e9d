// Storefront texts the spec fixes word for word (SPEC §2, §4, §8), in one place for the pages
// and the tests that check them.

export const copy = {
  search: {
    placeholder: 'Cari Produk..',
    loading: 'Mencari Produk...',
    notFound: (query: string) => `Produk tidak ditemukan untuk "${query}"`,
    open: 'Buka pencarian',
    close: 'Tutup pencarian',
  },
  notFound: {
    title: 'Ups! Halaman yang kamu cari tidak ditemukan.',
    backHome: 'Kembali ke Beranda',
  },
  routerError: 'Unexpected Application Error!',
  category: {
    showing: (shown: number, total: number) => `Menampilkan ${shown} dari ${total} produk`,
    empty: 'Produk tidak ditemukan untuk kategori ini.',
    all: 'Semua produk',
  },
  bestSeller: { terlaris: 'TERLARIS', termurah: 'TERMURAH', terbaru: 'TERBARU' },
  produk: {
    sizeGuide: 'Panduan Ukuran',
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
  faq: {
    heading: 'Hai, ada yang bisa kami bantu ?',
    empty: 'Pertanyaan tidak ditemukan.',
  },
  offers: {
    testimonials: 'Apa Kata Para Bunda?',
    sizeConsultation: 'Konsultasi Ukuran',
  },
  newsletter: {
    submit: 'Daftar',
    submitting: 'Mendaftarkan...',
    successTitle: 'Pendaftaran Berhasil!',
    successBody: 'Cek email kamu untuk mendapatkan voucher diskon 10% untuk pembelian pertama.',
    close: 'Tutup',
    invalid: 'Format email tidak valid',
    exists: 'Email sudah terdaftar',
    failed: 'Terjadi kesalahan, silakan coba lagi',
    offline: 'Koneksi bermasalah, silakan coba lagi',
  },
  /** The admin login page (SPEC §2 Login): public, rendered on the server. */
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
