import { copy } from '../copy.js';

/** The admin's texts for produk-editor (one part of adminCopy in ../admin-copy.ts). */
export const produkEditorCopy = {
  /** The product editor (docs/product.md §5 Editor produk): one screen for a whole product. */
  produkEditor: {
    createTitle: 'Tambah Produk',
    editTitle: (nama: string) => `Edit Produk: ${nama}`,
    intro:
      'Isi data, foto, warna, ukuran dan ketersediaan, lalu simpan sekali. Baris kosong di akhir daftar diabaikan.',
    back: 'Kembali ke daftar produk',
    loading: 'Memuat produk…',
    notFound: 'Produk tidak ditemukan. Mungkin sudah dihapus.',
    sections: {
      details: 'Data produk',
      foto: 'Foto',
      warna: 'Warna',
      ukuran: 'Ukuran',
      ketersediaan: 'Ketersediaan',
    },
    save: 'Simpan produk',
    saveAndShow: 'Simpan & tayangkan',
    /** A Draf may wait for its description and photos (src/shared/kelengkapan.ts). */
    deskripsiHint: 'Boleh kosong selama Draf; wajib sebelum produk tayang atau dijadwalkan.',
    /** The editor's preview of the saved product (docs/product.md §11 Pratinjau). */
    pratinjauUnsaved:
      'Pratinjau menampilkan versi yang tersimpan. Perubahan yang belum disimpan belum terlihat: simpan dulu untuk melihatnya.',
    saving: 'Menyimpan…',
    waitUploads: 'Menunggu foto selesai diunggah…',
    /** The save's question when it removes photos, colours or sizes (the main admin's). */
    confirmRemovals: (what: string) => `${what} akan dihapus dari produk ini. Simpan perubahan?`,
    removals: (foto: number, warna: number, ukuran: number) =>
      [
        foto > 0 ? `${foto} foto` : '',
        warna > 0 ? `${warna} warna` : '',
        ukuran > 0 ? `${ukuran} ukuran` : '',
      ]
        .filter(Boolean)
        .join(', '),
    duplicate: 'Duplikat',
    duplicating: 'Menyalin produk…',
    duplicateLabel: (nama: string) => `Duplikat ${nama} sebagai produk baru`,
    duplicated: (nama: string) =>
      `Salinan dari ${nama}. Periksa datanya, lalu simpan untuk membuat produk baru.`,
    duplicateFailed: 'Gagal menyalin produk!',
    fotoAltPlaceholder: (alt: string) => `Otomatis: ${alt}`,
    fotoColourNone: 'Semua warna',
    removeFoto: (n: number) => `Hapus foto ${n}`,
    warnaIntro:
      'Ketik nama warna; baris baru muncul sendiri. Warna baru memakai foto yang ditandai dengan warnanya, atau foto utama; pilih foto lain bila perlu.',
    warnaName: (n: number) => `Nama warna ${n}`,
    warnaSwatch: (n: number) => `Warna contoh ${n}`,
    warnaFoto: (n: number) => `Foto warna ${n}`,
    /** A colour's default photo: the one marked with it, else the main one. */
    warnaFotoAuto: (n: number | undefined, marked: boolean) =>
      n === undefined
        ? 'Otomatis (foto utama)'
        : marked
          ? `Otomatis: Foto ${n} (bertanda warna ini)`
          : `Otomatis: Foto ${n} (utama)`,
    warnaFotoCurrent: 'Foto saat ini',
    warnaFotoOwn: 'Foto sendiri (baru diunggah)',
    warnaFotoOption: (n: number) => (n === 1 ? 'Foto 1 (utama)' : `Foto ${n}`),
    warnaUpload: (n: number) => `Unggah foto sendiri untuk warna ${n}`,
    removeWarna: (n: number) => `Hapus warna ${n}`,
    ukuranIntro:
      'Ketik usia dan ukuran; baris baru muncul sendiri. Ukuran badan dalam cm, boleh kosong.',
    ukuranField: (label: string, n: number) => `${label} ${n}`,
    removeUkuran: (n: number) => `Hapus ukuran ${n}`,
    copySizes: 'Salin tabel ukuran dari…',
    copySizesTitle: 'Salin tabel ukuran',
    copySizesIntro:
      'Pilih produk yang tabel ukurannya ingin disalin. Ukuran disalin ke akhir daftar.',
    copySizesAction: 'Salin ukuran',
    copySizesNone: (nama: string) => `${nama} belum punya tabel ukuran.`,
    copiedSizes: (n: number, nama: string) => `${n} ukuran disalin dari ${nama}.`,
    ketersediaanIntro:
      'Ketuk kotak untuk menandai Tersedia atau Habis. Tabel mengikuti warna dan ukuran di atas.',
  },
  /** Availability per colour and size (docs/product.md §10 Availability). */
  ketersediaan: {
    action: 'Ketersediaan',
    actionLabel: (nama: string) => `Ketersediaan ${nama}`,
    title: (nama: string) => `Ketersediaan — ${nama}`,
    intro:
      'Ketuk kotak untuk menandai Tersedia atau Habis. Ukuran yang habis tampil dicoret di halaman produk.',
    caption: (nama: string) => `Ketersediaan ${nama} per ukuran dan warna`,
    sizes: 'Ukuran',
    anyColour: 'Semua warna',
    anySize: 'Semua ukuran',
    tersedia: 'Tersedia',
    habis: 'Habis',
    /** The toggle's name; pressed is Tersedia. */
    cellLabel: (warna: string, ukuran: string) => `Tersedia: ${warna}, ${ukuran}`,
    stokLabel: (warna: string, ukuran: string) => `Jumlah stok ${warna}, ${ukuran}`,
    showStok: 'Isi jumlah stok (opsional, 0 berarti habis)',
    stokPlaceholder: 'Jumlah',
    allTersedia: 'Tandai semua tersedia',
    summary: (habis: number, total: number) =>
      habis === 0 ? `Semua ${total} tersedia` : `${habis} dari ${total} habis`,
    loading: 'Memuat ketersediaan...',
  },
  foto: {
    /** The product list's row action, and the dialog it opens. */
    action: 'Foto',
    actionLabel: (nama: string) => `Foto ${nama}`,
    title: (nama: string) => `Foto: ${nama}`,
    intro:
      'Foto pertama adalah foto utama: tampil di kartu produk, di pratinjau tautan dan paling awal di halaman produk.',
    drop: 'Tarik beberapa foto ke sini atau klik untuk memilih',
    pickLabel: 'Tambah foto',
    hint: (max: number) =>
      `JPEG, PNG, WebP, AVIF atau GIF, maksimal 5 MB per foto, ${max} foto per produk.`,
    colourForNew: 'Warna untuk foto baru',
    noColour: 'Semua warna (tidak terikat warna)',
    uploading: (done: number, total: number, percent: number) =>
      `Mengunggah foto ${done} dari ${total}… ${percent}%`,
    uploaded: (n: number) => `${n} foto berhasil ditambahkan!`,
    uploadFailed: (name: string) => `Gagal mengunggah ${name}!`,
    skipped: (name: string, why: string) => `${name} dilewati: ${why}`,
    tooMany: (room: number) =>
      room > 0 ? `Hanya ${room} foto lagi yang bisa ditambahkan.` : 'Jumlah foto sudah maksimal.',
    listLabel: 'Urutan foto',
    empty: 'Belum ada foto.',
    main: 'Foto utama',
    position: (n: number, total: number) => `Foto ${n} dari ${total}`,
    alt: 'Teks alternatif',
    altHint: 'Menjelaskan isi foto untuk pembaca layar dan mesin pencari.',
    colour: 'Warna',
    moveUp: 'Naikkan',
    moveDown: 'Turunkan',
    moveUpLabel: (n: number) => `Naikkan foto ${n}`,
    moveDownLabel: (n: number) => `Turunkan foto ${n}`,
    makeMain: 'Jadikan foto utama',
    makeMainLabel: (n: number) => `Jadikan foto ${n} foto utama`,
    dragLabel: (n: number) => `Seret untuk memindahkan foto ${n}`,
    dragHint: 'Seret foto untuk mengubah urutan, atau pakai tombol Naikkan dan Turunkan.',
    moved: (n: number, total: number) => `Foto dipindah ke posisi ${n} dari ${total}.`,
    madeMain: 'Foto utama diganti.',
    save: 'Simpan',
    saveLabel: (n: number) => `Simpan teks dan warna foto ${n}`,
    deleteLabel: (n: number) => `Hapus foto ${n}`,
    lastOne: 'Foto terakhir tidak dapat dihapus.',
    orderFailed: 'Gagal mengubah urutan foto!',
  },
  warna: {
    title: 'Warna',
    intro: 'Varian warna setiap produk, dengan fotonya.',
    add: 'Tambah Warna',
    createTitle: 'Tambah Warna',
    editTitle: 'Edit Warna',
    searchPlaceholder: 'Cari warna atau produk…',
    produkFilter: 'Produk',
    allProduk: copy.category.all,
    empty: 'Tidak ada data warna yang cocok.',
    produkLoading: 'Memuat nama produk…',
    produkMissing: (id: number) => `Produk #${id} (tidak ditemukan)`,
    fields: { warna: 'Nama warna', foto: 'Foto warna', produk: 'Produk' },
  },
  ukuran: {
    title: 'Ukuran',
    intro: 'Tabel ukuran setiap produk (dalam cm).',
    add: 'Tambah Ukuran',
    createTitle: 'Tambah Ukuran',
    editTitle: 'Edit Ukuran',
    searchPlaceholder: 'Cari produk, usia, ukuran atau angka cm…',
    produkFilter: 'Produk',
    allProduk: copy.category.all,
    empty: 'Tidak ada data ukuran yang cocok.',
    produkLoading: 'Memuat nama produk…',
    produkMissing: (id: number) => `Produk #${id} (tidak ditemukan)`,
    measuresHint: 'Ukuran pakaian dalam cm, misalnya 42 atau 42-44. Boleh dikosongkan.',
    usiaPlaceholder: 'misalnya 3-4 tahun',
    ukuranPlaceholder: 'misalnya M',
    fields: {
      produk: 'Produk',
      usia: 'Usia',
      ukuran: 'Ukuran',
      panjang_atasan: 'Panjang atasan',
      panjang_tangan: 'Panjang tangan',
      panjang_bawahan: 'Panjang bawahan',
      lingkar_dada: 'Lingkar dada',
    },
  },
} as const;
