// Every message the API sends to people, in Indonesian. Spec texts are quoted word for word.
export const messages = {
  invalidInput: 'Data yang dikirim tidak valid.',
  invalidId: 'ID tidak valid.',
  invalidPage: 'Nomor halaman tidak valid.',
  invalidPageSize: 'Jumlah data per halaman tidak valid.',
  invalidSort: 'Urutan tidak dikenal. Pilih terbaru, terlaris, termurah atau termahal.',
  invalidFilter: 'Filter usia atau warna tidak valid.',
  invalidPrice: 'Batas harga harus bilangan bulat rupiah, 0 atau lebih.',
  notFound: 'Data tidak ditemukan.',
  routeNotFound: 'Alamat tidak ditemukan.',
  produkNotFound: 'Produk tidak ditemukan.',
  invalidStatus: 'Status tidak dikenal. Pilih Tayang, Draf atau Tersembunyi.',
  invalidInstant: (label: string) => `${label} harus tanggal dan jam yang valid.`,
  jadwalOrder: 'Tayang sampai harus setelah Tayang mulai.',
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid', // docs/product.md §5
  emailTaken: 'Email sudah terdaftar', // docs/product.md §5
  consentRequired: 'Centang persetujuan dulu untuk mendaftar newsletter.',
  invalidPagePath: 'Halaman pendaftaran tidak valid.',
  invalidUnsubscribeToken: 'Tautan berhenti berlangganan tidak berlaku.',
  textTooLong: 'Teks terlalu panjang.',
  textNotAllowed: 'Teks berisi karakter yang tidak diizinkan.',
  payloadTooLarge: 'Ukuran data terlalu besar.',
  tooManyParts: 'Formulir yang dikirim berisi terlalu banyak bagian.',
  unsupportedMediaType: 'Jenis data tidak didukung.',
  methodNotAllowed: 'Metode permintaan ini tidak didukung di alamat ini.',
  rateLimited: (seconds: number) =>
    `Terlalu banyak percobaan. Silakan coba lagi dalam ${
      seconds >= 60 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`
    }.`,
  internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  unavailable: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  badJson: 'Format data tidak dapat dibaca.',
  crossOrigin: 'Permintaan dari situs lain ditolak.',
  metricsTokenWrong: 'Token metrik tidak ada atau salah.',

  // Accounts (docs/architecture.md §5)
  loginRequired: 'Silakan login terlebih dahulu.',
  mainAdminOnly: 'Hanya admin utama yang boleh melakukan ini.',
  wrongCredentials: 'Username atau password salah',
  usernameRequired: 'Username wajib diisi.',
  usernameInvalid: 'Username 3–50 karakter: huruf, angka, titik, garis bawah atau tanda hubung.',
  usernameTaken: 'Username sudah dipakai.',
  passwordRequired: 'Password wajib diisi.',
  passwordTooShort: 'Password minimal 8 karakter.',
  userNotFound: 'User tidak ditemukan.',
  mainAdminUndeletable: 'Admin utama tidak dapat dihapus.',
  currentPasswordRequired: 'Password sekarang wajib diisi.',
  currentPasswordWrong: 'Password sekarang salah.',
  repeatPasswordDiffers: 'Ulangi password baru persis sama.',
  newPasswordSame: 'Password baru harus berbeda dari password sekarang.',

  // Catalogue writes (docs/product.md §5)
  imageRequired: 'Silahkan upload gambar', // docs/product.md §5, products and testimonials
  colourImageRequired: 'Silakan upload gambar!', // docs/product.md §5, colours
  imageTooLarge: 'Ukuran gambar maksimal 5 MB.',
  imageUnsupported: 'File harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.',
  imageDimensionsTooLarge:
    'Dimensi gambar terlalu besar: maksimal 8000 piksel per sisi dan 40 megapiksel.',
  imageTooCostly: 'Gambar terlalu berat untuk diproses. Perkecil gambarnya lalu coba lagi.',
  required: (label: string) => `${label} wajib diisi.`,
  mustBeNumber: (label: string) => `${label} harus berupa angka.`,
  mustBeWholeNumber: (label: string) => `${label} harus berupa bilangan bulat.`,
  minValue: (label: string, min: number) => `${label} minimal ${min}.`,
  maxValue: (label: string, max: number) => `${label} maksimal ${max}.`,
  // Money fields (docs/architecture.md §7 Money input): what the owner typed, and how to write it.
  moneyNegative: (label: string) => `${label} tidak boleh kurang dari 0.`,
  moneyFraction: (label: string) =>
    `${label} ditulis dalam rupiah bulat, tanpa sen. Contoh: 150.000`,
  moneyGrouping: (label: string) =>
    `${label} tidak terbaca. Titik hanya untuk memisahkan ribuan. Contoh: 150.000`,
  moneyNotNumber: (label: string) => `${label} harus berupa angka. Contoh: 150.000`,
  moneyMax: (label: string, max: string) => `${label} maksimal ${max}.`,
  maxLength: (label: string, max: number) => `${label} maksimal ${max} karakter.`,
  httpsLink: 'Link harus berupa alamat https:// yang valid.',
  sumberInvalid: 'Sumber testimoni harus shopee, tokopedia atau tiktok.',
  warnaNotFound: 'Warna tidak ditemukan.',
  fotoNotFound: 'Foto tidak ditemukan.',
  fotoLastOne: 'Produk harus punya minimal satu foto. Tambahkan foto lain dulu.',
  fotoTooMany: (max: number) => `Satu produk paling banyak punya ${max} foto.`,
  fotoOrderStale: 'Urutan foto sudah berubah. Muat ulang lalu coba lagi.',
  sortKeyUnknown: (keys: readonly string[]) =>
    `Kolom urutan tidak dikenal. Pilih salah satu: ${keys.join(', ')}.`,
  sortDirectionUnknown: 'Arah urutan tidak dikenal. Pilih asc (naik) atau desc (turun).',
  penawaranNotFound: 'Penawaran tidak ditemukan.',
  penawaranOrderStale: 'Urutan penawaran sudah berubah. Muat ulang lalu coba lagi.',
  penawaranTooManyProduk: (max: number) => `Satu paket berisi paling banyak ${max} produk.`,
  penawaranProdukTwice: 'Produk yang sama dipilih dua kali.',
  penawaranProdukMissing: 'Ada produk yang sudah tidak ada. Pilih ulang isi paket.',
  penawaranGambarInvalid: 'Pilih foto atau salah satu gambar.',
  penawaranFotoRequired: 'Unggah foto paket, atau pilih salah satu gambar.',
  fotoWarnaForeign: 'Warna itu bukan warna produk ini.',
  ukuranNotFound: 'Ukuran tidak ditemukan.',
  // Availability per colour and size (docs/product.md §10 Availability)
  invalidStok: 'Jumlah stok harus bilangan bulat 0 sampai 100.000.',
  duplicateCell: 'Setiap pasangan warna dan ukuran hanya boleh muncul sekali.',
  // The product editor (docs/product.md §5 Editor produk)
  editorUploadGone:
    'Foto yang diunggah sudah tidak tersimpan (lebih dari 24 jam). Unggah foto itu lagi.',
  editorFotoSource: 'Setiap foto harus berupa foto produk ini atau foto yang baru diunggah.',
  editorStale: 'Data produk ini berubah di tempat lain. Muat ulang halaman lalu coba lagi.',
  editorRemovalMainAdmin:
    'Hanya admin utama yang boleh menghapus foto, warna atau ukuran. Simpan tanpa menghapusnya.',
  editorWarnaNoFoto:
    'Warna ini belum punya foto. Tambahkan foto produk di bagian Foto, atau unggah foto untuk warna ini.',
  // What a product needs before it is shown (docs/product.md §11, src/shared/kelengkapan.ts)
  tayangNeedsDeskripsi:
    'Isi deskripsi produk sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.',
  // Opens with the spec's words for a product without a photo (SPEC §5: 'Silahkan upload gambar').
  tayangNeedsFoto:
    'Silahkan upload gambar: tambahkan minimal satu foto sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.',
  tayangIncomplete: (list: string) =>
    `Produk belum lengkap untuk tayang: ${list}. Lengkapi di Editor produk, atau biarkan sebagai Draf.`,
  invalidSwatch: 'Warna contoh harus berupa kode warna seperti #1e3a5f.',
  warnaDuplicateName: 'Nama warna tidak boleh sama dalam satu produk.',
  cellNotOfProduk:
    'Warna atau ukuran itu bukan milik produk ini. Muat ulang halaman lalu coba lagi.',
  testimoniNotFound: 'Testimoni tidak ditemukan.',
  faqNotFound: 'FAQ tidak ditemukan.',
  bulkPercent: 'Persen perubahan harga harus bilangan bulat antara -99 dan 1000, bukan 0.',
  bulkPriceOutOfRange: (nama: string) =>
    `Harga ${nama} akan menjadi kurang dari Rp 1 atau melebihi batas. Tidak ada yang diubah.`,
  bulkNothing: 'Tidak ada produk yang cocok. Tidak ada yang diubah.',
  bulkTooMany: (max: string) =>
    `Paling banyak ${max} produk sekaligus. Persempit filternya, lalu coba lagi.`,
  bulkPercentEmpty: 'Isi persen perubahan harga, misalnya 10 (naik) atau -10 (turun).',
  bulkPercentFraction: 'Persen harus bilangan bulat, tanpa koma. Contoh: 10 atau -10.',
  bulkPercentNotNumber: 'Tulis persen sebagai angka, misalnya 10, -10 atau 10%.',
  diskonNotFound: 'Diskon tidak ditemukan.',
  diskonPersen: 'Persen diskon harus bilangan bulat antara 1 dan 99, misalnya 20 atau 20%.',
  diskonOrder: 'Sampai harus setelah Mulai.',
  diskonProdukEmpty: 'Pilih minimal satu produk.',
  diskonKategoriEmpty: 'Pilih minimal satu kategori.',
  diskonProdukMissing: 'Ada produk yang sudah tidak ada. Pilih ulang produknya.',
  diskonTooManyProduk: (max: number) => `Satu diskon berisi paling banyak ${max} produk.`,
  diskonSlugTaken: 'Nama diskon ini sudah dipakai. Pilih nama lain.',
  diskonLocked: 'Diskon yang sedang berjalan hanya bisa diganti nama dan tanggal akhirnya.',
  diskonEnded: 'Diskon ini sudah berakhir dan tidak bisa diubah lagi.',
  diskonNotRunning: 'Diskon ini tidak sedang berjalan.',
  diskonSampaiPast: 'Sampai harus di masa depan.',
  sampahNotFound: 'Data ini tidak ada di Sampah: mungkin sudah dipulihkan atau dihapus permanen.',
  sampahProdukInTrash: (nama: string) =>
    `Produk ${nama} ada di Sampah. Pulihkan produknya dulu, lalu coba lagi.`,
  sampahProdukGone: 'Produknya sudah dihapus permanen, jadi ini tidak bisa dipulihkan.',
  sampahConflict: 'Data ini tidak bisa dipulihkan karena bentrok dengan data yang ada sekarang.',
  promoNotFound: 'Data promo tidak ditemukan.',
  surelNotFound: 'Email tidak ditemukan di kotak keluar.',

  // Search synonyms (docs/product.md §10)
  sinonimTooFew: 'Isi minimal 2 kata atau frasa, dipisahkan koma.',
  sinonimTooMany: (max: number) => `Satu kelompok berisi paling banyak ${max} kata atau frasa.`,
  sinonimTermInvalid: (max: number) =>
    `Setiap kata atau frasa 2–${max} karakter: huruf, angka, spasi atau tanda hubung.`,
  sinonimTaken: (kata: string) => `"${kata}" sudah ada di kelompok sinonim lain.`,
  sinonimNotFound: 'Kelompok sinonim tidak ditemukan.',
  // The catalogue's CSV import (docs/product.md §11 Ekspor dan impor CSV)
  csvFileRequired: 'Pilih berkas CSV untuk diimpor.',
  csvTooLarge: 'Ukuran berkas CSV maksimal 16 MB.',
  csvUnreadable:
    'Berkas ini bukan CSV yang bisa dibaca. Simpan ulang sebagai CSV (UTF-8) lalu unggah lagi.',
  csvEmpty: 'Berkas CSV kosong: baris pertama harus berisi nama kolom.',
  csvTooManyRows: (max: string) => `Satu impor paling banyak ${max} baris produk.`,
  csvTooManyColumns: (row: number, max: number) =>
    `Baris ${row} berisi lebih dari ${max} kolom. Impor hanya memakai kolom dari berkas Ekspor.`,
  csvRowTooLong: (row: number, max: string) =>
    `Baris ${row} terlalu panjang (lebih dari ${max} karakter). Periksa tanda kutip (") yang tidak ditutup di baris itu.`,
  csvTooManyItems: (max: number, what: string) =>
    `Sel ini berisi lebih dari ${max} ${what}; satu produk paling banyak ${max}. Periksa pemisah titik koma (;) di sel ini.`,
  csvBadBytes:
    'Sel ini berisi huruf yang tidak terbaca (�): berkas ini sebagian UTF-8 dan sebagian encoding lain. Simpan ulang seluruh berkas sebagai "CSV UTF-8" lalu unggah lagi.',
  csvControlChar: (code: string) =>
    `Sel ini berisi karakter kendali yang tidak terlihat (${code}). Hapus karakter itu; biasanya muncul karena berkas disimpan dengan encoding lain.`,
  csvNoIdColumn: 'Kolom "id" tidak ada di baris pertama. Mulailah dari berkas hasil Ekspor.',
  csvUnknownColumn: (name: string) => `Kolom "${name}" tidak dikenal. Hapus kolom ini.`,
  csvDuplicateColumn: (name: string) => `Kolom "${name}" muncul dua kali.`,
  csvIdInvalid: 'id harus nomor produk: bilangan bulat dari berkas Ekspor.',
  csvIdUnknown: (id: number) => `Produk dengan id ${id} tidak ada.`,
  csvIdDuplicate: (id: number, row: number) => `Produk id ${id} sudah ada di baris ${row}.`,
  csvNewProdukWarna:
    'Warna produk baru ditambahkan di Editor produk, karena setiap warna perlu foto: kosongkan sel ini (juga warna di sel ketersediaan). Ukuran dan ketersediaan per ukuran boleh diisi.',
  csvNewProdukSameName: (name: string, id: number) =>
    `Produk bernama "${name}" sudah ada (id ${id}). Untuk mengubahnya, isi kolom id dengan ${id}; untuk produk lain, beri nama yang berbeda.`,
  csvNewProdukSameRow: (name: string, row: number) =>
    `Nama "${name}" sudah dipakai produk baru di baris ${row}. Beri nama yang berbeda, atau hapus salah satu baris.`,
  csvUkuranDuplicate: (name: string) => `Ukuran "${name}" tertulis dua kali di sel ini.`,
  csvUkuranFormat: (name: string) =>
    `Ukuran "${name}" harus ditulis seperti S (1-2 tahun): ukuran, lalu usia dalam kurung.`,
  csvDateInvalid: (label: string) =>
    `${label} harus tanggal dan jam seperti 31/12/2026 18:00 (jam toko), atau kosong.`,
  csvListFormat: (example: string) => `Tulis daftar seperti: ${example}`,
  csvWarnaUnknown: (name: string) =>
    `Warna "${name}" belum ada pada produk ini. Warna baru ditambahkan di Editor produk (perlu foto).`,
  csvWarnaMissing: (name: string) =>
    `Warna "${name}" tidak ada di sel ini. Impor tidak menghapus warna: hapus di Editor produk.`,
  csvUkuranUnknown: (name: string) =>
    `Ukuran "${name}" belum ada pada produk ini. Ukuran baru ditambahkan di Editor produk.`,
  csvUkuranMissing: (name: string) =>
    `Ukuran "${name}" tidak ada di sel ini. Impor tidak menghapus ukuran: hapus di Editor produk.`,
  csvCellUnknown: (key: string) =>
    `"${key}" bukan pasangan warna / ukuran produk ini (tulis "-" untuk yang tidak ada).`,
  csvCellValue: (key: string) =>
    `Ketersediaan "${key}" harus tersedia, habis atau jumlah stok 0 sampai 100.000.`,
  csvHasErrors: 'Berkas masih berisi kesalahan. Perbaiki berkasnya lalu unggah lagi.',
  csvStale:
    'Katalog berubah sejak pratinjau: produk di berkas ini diubah di tempat lain. Periksa pratinjau baru, lalu Terapkan lagi.',
} as const;
