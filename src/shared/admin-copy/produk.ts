import { groupThousands } from '../price.js';
import { zoneName } from '../shop-clock.js';

/** The admin's texts for produk (one part of adminCopy in ../admin-copy.ts). */
export const produkCopy = {
  /** Ekspor and Impor on the product list (docs/product.md §11 Ekspor dan impor CSV). */
  produkCsv: {
    exportButton: 'Ekspor',
    importButton: 'Impor',
    exportTitle: 'Ekspor produk ke CSV',
    scopeLegend: 'Produk yang diekspor',
    scopeAll: 'Semua produk',
    scopeFiltered: 'Hanya yang tampil dengan filter sekarang',
    dialectLegend: 'Format berkas',
    dialect: {
      standar: 'CSV standar (dipisah koma)',
      'excel-id': 'Excel (Indonesia): dipisah titik koma, langsung terbuka per kolom',
    },
    exportNote:
      'Satu baris per produk, dengan warna, ukuran dan ketersediaannya. Waktu ditulis dalam jam toko.',
    download: 'Unduh CSV',
    downloading: 'Menyiapkan CSV…',
    downloaded: (n: number) => `${n.toLocaleString('id-ID')} produk diekspor.`,
    downloadFailed: 'Gagal mengekspor produk!',
    importTitle: 'Impor produk dari CSV',
    importIntro:
      'Unggah berkas hasil Ekspor yang sudah diubah, juga bila disimpan ulang dari Excel atau LibreOffice. Sel kosong berarti tidak diubah. Baris tanpa id menjadi produk baru berstatus Draf, dengan ukuran dan ketersediaannya; foto dan warnanya ditambahkan di Editor produk. Impor tidak pernah menghapus apa pun.',
    fileLabel: 'Berkas CSV',
    check: 'Periksa berkas',
    checking: 'Memeriksa…',
    previewTitle: 'Pratinjau: belum ada yang disimpan',
    counts: { baru: 'Baru', berubah: 'Berubah', tetap: 'Tidak berubah' },
    errorsTitle: (n: number) =>
      `${n.toLocaleString('id-ID')} kesalahan. Perbaiki berkasnya lalu periksa lagi.`,
    errorColumns: { baris: 'Baris', kolom: 'Kolom', pesan: 'Masalah' },
    moreErrors: (n: number) => `… dan ${n.toLocaleString('id-ID')} kesalahan lain`,
    moreChanges: (n: number) => `… dan ${n.toLocaleString('id-ID')} produk lain`,
    readAs: {
      'windows-1252': 'Berkas dibaca sebagai Windows-1252 (CSV dari Excel versi lama).',
      'utf-16le': 'Berkas dibaca sebagai UTF-16 (Unicode dari Excel).',
      'utf-16be': 'Berkas dibaca sebagai UTF-16 (Unicode).',
    },
    changesTitle: 'Yang akan berubah',
    changeLine: (baris: number, nama: string) => `Baris ${baris}: ${nama}`,
    /** One changed cell: "Harga: Rp 185.000 → Rp 199.000". */
    cellChange: (kolom: string, lama: string, baru: string) => `${kolom}: ${lama} → ${baru}`,
    /** A new product's size or availability cell: "Ukuran: S (1-2 tahun); M (3-4 tahun)". */
    cellNew: (kolom: string, baru: string) => `${kolom}: ${baru}`,
    /** Column names the product's fields do not have. */
    columnLabels: { ketersediaan: 'Ketersediaan', ukuran: 'Ukuran' } as Record<string, string>,
    newTitle: 'Produk baru',
    newNote:
      'Dibuat sebagai Draf tanpa foto, belum tampil di toko. Tambahkan foto dan warnanya di Editor produk, lalu tayangkan.',
    moreNew: (n: number) => `… dan ${n.toLocaleString('id-ID')} produk baru lain`,
    skipHint: (benar: number, salah: number) =>
      `Bisa juga menerapkan ${benar.toLocaleString('id-ID')} baris yang benar saja dan melewati ${salah.toLocaleString('id-ID')} baris yang salah.`,
    applyCorrect: 'Terapkan yang benar…',
    skipTitle: 'Lewati baris yang salah?',
    skipQuestion: (benar: number, salah: number) =>
      `Terapkan ${benar.toLocaleString('id-ID')} baris yang benar, lewati ${salah.toLocaleString('id-ID')}?`,
    skipDetail: 'Baris yang salah tidak disimpan. Perbaiki lalu impor lagi nanti.',
    skipConfirm: 'Ya, terapkan',
    resultTitle: 'Impor selesai',
    createdTitle: (n: number) =>
      `${n.toLocaleString('id-ID')} produk baru dibuat sebagai Draf. Buka masing-masing untuk menambahkan foto:`,
    appliedWithNew: (berubah: number, baru: number) =>
      `${berubah.toLocaleString('id-ID')} produk diperbarui, ${baru.toLocaleString('id-ID')} produk baru dibuat.`,
    nothingToApply: 'Tidak ada yang berubah: berkas ini sama dengan katalog.',
    apply: 'Terapkan',
    applying: 'Menerapkan…',
    applied: (n: number) => `${n.toLocaleString('id-ID')} produk diperbarui.`,
    applyFailed: 'Impor gagal. Tidak ada yang disimpan.',
    close: 'Tutup',
  },
  produk: {
    title: 'Produk',
    intro: 'Semua produk toko: yang tayang, draf, tersembunyi dan terjadwal.',
    add: 'Tambah Produk',
    createTitle: 'Tambah Produk',
    editTitle: 'Edit Produk',
    searchPlaceholder: 'Cari nama, kategori atau status…',
    kategoriFilter: 'Kategori',
    allKategori: 'Semua kategori',
    empty: 'Tidak ada data produk yang cocok.',
    none: 'Belum ada data produk.',
    viewInShop: 'Lihat di toko',
    viewInShopLabel: (nama: string) => `Lihat di toko: ${nama} (tab baru)`,
    confirmSave: 'Simpan perubahan data produk?',
    /** The edit's question when the price changed: old and new, so a slip is seen before saving. */
    confirmSaveWithPrice: (from: string, to: string) =>
      `Harga berubah dari ${from} menjadi ${to}. Simpan perubahan data produk?`,
    /** Asked once more for a price under Rp 1.000 ("150.000" typed as "150" is the usual slip). */
    lowPriceTitle: 'Periksa harga',
    lowPrice: (price: string) => `Harga ${price} — sudah benar?`,
    chooseKategori: 'Pilih kategori',
    finalPrice: (price: string) => `Harga setelah diskon: ${price}`,
    linksLegend: 'Link marketplace',
    linkHint: 'Awali dengan https://',
    /** Status and schedule (docs/product.md §11). */
    statusFilter: 'Status',
    allStatus: 'Semua status',
    status: {
      tayang: 'Tayang',
      draf: 'Draf',
      tersembunyi: 'Tersembunyi',
      terjadwal: 'Terjadwal',
      berakhir: 'Berakhir',
    },
    statusHelp: {
      tayang: 'Tampil di toko, daftar, pencarian dan peta situs.',
      draf: 'Belum tampil untuk pengunjung di mana pun.',
      tersembunyi: 'Hanya bisa dibuka lewat tautannya; tidak muncul di daftar atau pencarian.',
    },
    penayanganLegend: 'Penayangan',
    /** The zone's usual Indonesian name; another zone as it is named. */
    zoneLabel: zoneName,
    jadwalHint: (zone: string) =>
      `Menurut jam toko (${zone}). Kosongkan untuk langsung tampil / tanpa batas akhir.`,
    /** Under the badge: when a scheduled product appears or a shown one ends. */
    tayangMulaiAt: (when: string) => `Mulai ${when}`,
    tayangSampaiAt: (when: string) => `Sampai ${when}`,
    pratinjau: 'Pratinjau',
    pratinjauLabel: (nama: string) => `Buat tautan pratinjau ${nama}`,
    pratinjauTitle: (nama: string) => `Pratinjau — ${nama}`,
    pratinjauIntro: (until: string) =>
      `Tautan ini menampilkan halaman produk seperti yang akan dilihat pengunjung, meski masih Draf. Berlaku sampai ${until}. Jangan dibagikan ke umum.`,
    pratinjauOpen: 'Buka pratinjau',
    pratinjauLoading: 'Membuat tautan pratinjau...',
    pratinjauCopy: 'Salin tautan',
    pratinjauCopied: 'Tautan pratinjau disalin.',
    pratinjauLinkLabel: 'Tautan pratinjau',
    fields: {
      status: 'Status',
      tayang_mulai: 'Tayang mulai',
      tayang_sampai: 'Tayang sampai',
      nama_produk: 'Nama produk',
      harga: 'Harga (Rp)',
      diskon: 'Diskon (%)',
      jumlah_terjual: 'Jumlah terjual',
      kategori: 'Kategori',
      deskripsi_produk: 'Deskripsi produk',
      link_shopee: 'Link Shopee',
      link_tokopedia: 'Link Tokopedia',
      link_tiktok: 'Link TikTok Shop',
      foto_produk: 'Foto produk',
      price: 'Harga',
      sold: 'Terjual',
      produk: 'Produk',
    },
  },
  /** Bulk actions on the product list (docs/product.md §11 Aksi massal). */
  produkBulk: {
    selectRow: (nama: string) => `Pilih ${nama}`,
    selectPage: 'Pilih semua di halaman ini',
    /** Every row of the page is chosen and the filter matches more. */
    pageChosen: (n: number) => `${groupThousands(n)} produk di halaman ini dipilih.`,
    chooseAllMatching: (n: number, filtered: boolean) =>
      filtered
        ? `Pilih semua ${groupThousands(n)} produk yang cocok dengan filter`
        : `Pilih semua ${groupThousands(n)} produk`,
    allMatchingChosen: (n: number, filtered: boolean) =>
      filtered
        ? `Semua ${groupThousands(n)} produk yang cocok dengan filter dipilih.`
        : `Semua ${groupThousands(n)} produk dipilih.`,
    /** Every match chosen, then some unticked. */
    someMatchingChosen: (n: number, total: number, filtered: boolean) =>
      `${groupThousands(n)} dari ${groupThousands(total)} produk${filtered ? ' yang cocok dengan filter' : ''} dipilih.`,
    chosen: (n: number) => `${groupThousands(n)} produk dipilih`,
    barLabel: 'Aksi untuk produk yang dipilih',
    clear: 'Batal pilih',
    actions: {
      kategori: 'Ubah kategori',
      diskon: 'Atur diskon',
      harga: 'Ubah harga',
      status: 'Ubah status',
      sampah: 'Pindahkan ke Sampah',
    },
    /** The dialogs' titles name how many. */
    dialogTitle: (action: string, n: number) => `${action} · ${groupThousands(n)} produk`,
    next: 'Lanjut',
    kategoriLabel: 'Kategori baru',
    diskonLabel: 'Diskon baru (%)',
    diskonHint: '0–100. Isi 0 untuk tanpa diskon. Harga tiap produk tetap.',
    hargaLabel: 'Perubahan harga (%)',
    hargaHint:
      'Contoh: 10 atau 10% untuk naik 10%, -10 untuk turun 10%. Diskon tiap produk tetap; harga dibulatkan ke rupiah terdekat.',
    hargaPreview: 'Contoh dari produk yang dipilih di halaman ini:',
    hargaPreviewRow: (from: string, to: string) => `${from} → ${to}`,
    hargaPreviewShop: (price: string) => `di toko ${price}`,
    hargaPreviewOut: 'di luar batas harga',
    statusLegend: 'Status baru',
    chooseStatus: 'Pilih status',
    /** How a change of price reads: "naik 10%", "turun 15%". */
    persenText: (persen: number) => `${persen > 0 ? 'naik' : 'turun'} ${Math.abs(persen)}%`,
    confirm: {
      kategori: (n: number, kategori: string) =>
        `Ubah kategori ${groupThousands(n)} produk menjadi ${kategori}?`,
      diskon: (n: number, diskon: number) =>
        `Atur diskon ${groupThousands(n)} produk menjadi ${diskon}%?`,
      harga: (n: number, persen: string) => `Ubah harga ${groupThousands(n)} produk: ${persen}?`,
      hargaDetail: 'Harga dibulatkan ke rupiah terdekat; diskon tiap produk tetap.',
      status: (n: number, status: string) =>
        `Ubah status ${groupThousands(n)} produk menjadi ${status}?`,
      sampah: (n: number) => `Pindahkan ${groupThousands(n)} produk ke Sampah?`,
      sampahDetail:
        'Produk beserta warna, ukuran dan fotonya hilang dari toko, dan bisa dipulihkan dari Sampah selama 30 hari.',
      /** Beneath the question when the filter's other pages are included. */
      otherPages: 'Termasuk produk yang cocok dengan filter di halaman lain.',
      yes: 'Ya, Ubah',
      yesSampah: 'Ya, Pindahkan',
    },
    done: {
      kategori: (n: number, kategori: string) =>
        `Kategori ${groupThousands(n)} produk diubah menjadi ${kategori}.`,
      diskon: (n: number, diskon: number) =>
        `Diskon ${groupThousands(n)} produk diatur menjadi ${diskon}%.`,
      harga: (n: number, persen: number) =>
        `Harga ${groupThousands(n)} produk ${persen > 0 ? 'dinaikkan' : 'diturunkan'} ${Math.abs(persen)}%.`,
      status: (n: number, status: string) =>
        `Status ${groupThousands(n)} produk diubah menjadi ${status}.`,
      sampah: (n: number) => `${groupThousands(n)} produk dipindahkan ke Sampah.`,
    },
    undo: 'Batalkan',
    undone: (n: number) => `Perubahan pada ${groupThousands(n)} produk dibatalkan.`,
    restored: (n: number) => `${groupThousands(n)} produk dipulihkan.`,
    failed: 'Gagal mengubah produk!',
    sampahFailed: 'Gagal memindahkan produk ke Sampah!',
    undoFailed: 'Gagal membatalkan perubahan!',
  },
} as const;
