import type { DiskonCakupan, DiskonKeadaan } from '../diskon.js';

/** The admin's texts for dated discounts (Diskon, docs/product.md §14; part of ../admin-copy.ts). */
export const diskonCopy = {
  diskon: {
    title: 'Diskon',
    intro:
      'Diskon bertanggal untuk produk pilihan, kategori atau semua produk. Mulai dan berakhir sendiri tepat waktu; diskon bawaan produk tidak diubah dan berlaku lagi setelahnya.',
    add: 'Tambah Diskon',
    createTitle: 'Tambah Diskon',
    editTitle: 'Edit Diskon',
    searchPlaceholder: 'Cari nama diskon…',
    empty: 'Belum ada diskon bertanggal.',
    noMatch: 'Tidak ditemukan diskon yang sesuai dengan pencarian',
    fields: {
      nama: 'Nama diskon',
      persen: 'Persen diskon',
      cakupan: 'Berlaku untuk',
      kategori: 'Kategori',
      mulai: 'Mulai',
      sampai: 'Sampai',
      status: 'Status',
      produk: 'Produk',
    },
    namaHint: 'Tampil di halaman produk, misalnya “Diskon Lebaran”.',
    persenHint: 'Bilangan bulat 1–99, misalnya 20 atau 20%.',
    cakupan: {
      produk: 'Produk pilihan',
      kategori: 'Kategori',
      semua: 'Semua produk',
    } satisfies Record<DiskonCakupan, string>,
    tanpaAkhir: 'Tanpa akhir',
    jadwalHint: (zone: string) => `Menurut jam toko (${zone}).`,
    statusOptions: {
      aktif: 'Aktif (mulai sesuai jadwal)',
      draf: 'Draf (belum berlaku)',
    },
    keadaan: {
      draf: 'Draf',
      terjadwal: 'Terjadwal',
      berjalan: 'Berjalan',
      berakhir: 'Berakhir',
    } satisfies Record<DiskonKeadaan, string>,
    lockedHint:
      'Diskon ini sedang berjalan: hanya nama dan tanggal akhirnya yang bisa diubah. Untuk menghentikannya sekarang, pakai “Akhiri sekarang”.',
    produkLegend: 'Produk yang didiskon',
    produkHint: 'Cari lalu tambahkan produk. Urutannya dipakai di halaman diskon.',
    addProduk: 'Tambah produk',
    pickProduk: 'Pilih produk untuk didiskon',
    moveUp: (nama: string) => `Naikkan ${nama}`,
    moveDown: (nama: string) => `Turunkan ${nama}`,
    removeProduk: (nama: string) => `Keluarkan ${nama} dari diskon`,
    jumlahProduk: (n: number) => `${n} produk`,
    window: (mulai: string, sampai: string | null) =>
      sampai === null ? `${mulai} – tanpa akhir` : `${mulai} – ${sampai}`,
    end: 'Akhiri sekarang',
    endLabel: (nama: string) => `Akhiri ${nama} sekarang`,
    /** The row's way to its history: its start, which "Kembalikan" there takes back, and its edits. */
    riwayat: 'Riwayat',
    riwayatLabel: (nama: string) => `Riwayat ${nama}`,
    endTitle: 'Akhiri diskon sekarang?',
    endQuestion: (nama: string, persen: number) =>
      `${nama} (${persen}%) berhenti saat ini juga di semua halaman toko. Harga produknya kembali memakai diskon bawaan masing-masing. Ini tidak bisa dibatalkan.`,
    endConfirm: 'Ya, Akhiri',
    ended: (nama: string) => `${nama} sudah diakhiri.`,
    endFailed: 'Gagal mengakhiri diskon!',
    viewPage: 'Lihat halaman',
    /** The bulk edit's "Atur diskon" with an end (docs/product.md §14). */
    bulkSampai: 'Sampai (opsional)',
    bulkSampaiHint:
      'Kosongkan untuk mengubah diskon bawaan tiap produk. Dengan tanggal, dibuat diskon bertanggal mulai sekarang; diskon bawaan tiap produk tetap dan berlaku lagi setelahnya.',
    bulkConfirm: (n: number, persen: number, sampai: string) =>
      `Buat diskon bertanggal ${persen}% untuk ${n} produk, sampai ${sampai}?`,
    bulkDone: (nama: string, n: number) => `${nama} berlaku untuk ${n} produk.`,
    /** In the product list and editor: which dated discount sets the price now. */
    berlaku: (nama: string, persen: number) => `${nama} (${persen}%) berlaku`,
  },
} as const;
