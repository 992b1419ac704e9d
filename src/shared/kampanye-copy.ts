import { groupThousands } from './price.js';

// Every text of the campaigns (issue 21 item 3, docs/decisions/0029): the admin's page, the
// server's messages and the mail's own words. In a file of its own so that it merges easily;
// admin-copy.ts names it as `adminCopy.kampanye`.

const n = (value: number) => groupThousands(value);

/** The server's answers (4xx) about campaigns. */
export const kampanyeMessages = {
  notFound: 'Kampanye tidak ditemukan.',
  subjekRequired: 'Subjek wajib diisi',
  isiRequired: 'Isi email wajib diisi',
  tooLong: (max: number) => `Maksimal ${n(max)} karakter`,
  tooManyProduk: (max: number) => `Maksimal ${max} produk`,
  produkMissing: 'Ada produk yang tidak ditemukan. Muat ulang halaman lalu pilih lagi.',
  notDraft: 'Kampanye ini sudah dikirim dan tidak bisa diubah lagi.',
  noRecipients: 'Belum ada pelanggan terkonfirmasi untuk dikirimi kampanye ini.',
  emailRequired: 'Isi alamat email kamu untuk menerima kiriman uji.',
} as const;

/** What the campaign mail says besides the owner's text. */
export const kampanyeMailCopy = {
  testBanner: 'Ini kiriman uji: pelanggan belum menerima email ini.',
  testSubject: (subjek: string) => `[UJI] ${subjek}`,
  produkHeading: 'Pilihan untuk kamu',
  lihat: 'Lihat produk',
  kunjungi: (shop: string) => `Kunjungi ${shop}`,
  diskon: (percent: number) => `Hemat ${percent}%`,
} as const;

export const kampanyeAdminCopy = {
  title: 'Kampanye',
  intro:
    'Email promo untuk pelanggan yang sudah mengonfirmasi alamatnya. Tulis, kirim uji ke diri sendiri, lalu kirim.',
  add: 'Tulis kampanye',
  empty: 'Belum ada kampanye. Tulis yang pertama!',
  loadFailed: 'Gagal memuat kampanye!',
  open: (subjek: string) => `Buka kampanye "${subjek}"`,
  back: 'Kembali ke daftar kampanye',
  newTitle: 'Kampanye baru',
  editTitle: 'Ubah kampanye',
  sentTitle: 'Kampanye terkirim',
  notFound: 'Kampanye tidak ditemukan.',
  fields: {
    subjek: 'Subjek',
    isi: 'Isi email',
    produk: 'Produk dalam email',
    status: 'Status',
    dibuat: 'Dibuat',
    dikirim: 'Dikirim',
    penerima: 'Penerima',
  },
  isiHint:
    'Teks biasa. Pisahkan paragraf dengan baris kosong. Nama toko, alamat dan tautan berhenti berlangganan ditambahkan otomatis.',
  produkHint: 'Tampil sebagai kartu dengan foto dan harga; tautannya dihitung per kampanye.',
  addProduk: 'Tambah produk',
  pickProduk: 'Cari produk untuk ditambahkan…',
  removeProduk: (nama: string) => `Keluarkan ${nama}`,
  moveUp: (nama: string) => `Naikkan ${nama}`,
  moveDown: (nama: string) => `Turunkan ${nama}`,
  status: {
    draf: 'Draf',
    mengirim: 'Sedang dikirim',
    menungguSmtp: 'Menunggu SMTP',
    selesai: 'Selesai',
  },
  save: 'Simpan draf',
  saved: 'Draf kampanye disimpan!',
  saveFailed: 'Gagal menyimpan kampanye!',
  deleted: 'Draf kampanye dihapus!',
  deleteFailed: 'Gagal menghapus kampanye!',
  delete: 'Hapus draf',
  deleteQuestion: 'Apakah yakin ingin menghapus draf kampanye ini?',
  unsaved: 'Simpan dulu perubahanmu sebelum mengirim.',
  /** Why "Kirim uji ke saya" and "Kirim ke …" wait on a new campaign. */
  notSavedYet:
    'Kirim uji dan kirim ke pelanggan bisa dipakai setelah kampanye disimpan dengan "Simpan draf".',
  preview: 'Pratinjau email',
  previewText: 'Versi teks',
  previewEmpty: 'Isi subjek dan teks untuk melihat pratinjau.',
  previewFailed: 'Pratinjau belum bisa dibuat.',
  test: {
    button: 'Kirim uji ke saya',
    title: 'Kirim uji ke saya',
    body: (email: string) => `Satu email uji dikirim ke ${email}. Pelanggan tidak menerimanya.`,
    askEmail:
      'Akun kamu belum punya alamat email. Isi alamatmu: disimpan di akunmu untuk kiriman uji berikutnya.',
    emailLabel: 'Email kamu',
    send: 'Kirim uji',
    sent: (email: string) => `Email uji dimasukkan ke antrean untuk ${email}.`,
    failed: 'Gagal mengirim email uji!',
    last: (email: string, when: string) => `Uji terakhir ke ${email}, ${when}`,
  },
  send: {
    button: (count: number) => `Kirim ke ${n(count)} pelanggan terkonfirmasi`,
    none: 'Belum ada pelanggan terkonfirmasi. Kampanye hanya dikirim ke alamat yang sudah dikonfirmasi pemiliknya.',
    title: 'Kirim kampanye?',
    question: (count: number) =>
      `Kampanye ini akan dikirim ke ${n(count)} pelanggan terkonfirmasi. Setelah dikirim, kampanye tidak bisa diubah atau dibatalkan.`,
    confirm: (count: number) => `Ya, kirim ke ${n(count)} pelanggan`,
    sent: (count: number) => `Kampanye dikirim ke antrean untuk ${n(count)} pelanggan.`,
    failed: 'Gagal mengirim kampanye!',
  },
  progress: {
    title: 'Pengiriman',
    label: 'Kemajuan pengiriman',
    summary: (done: number, total: number) => `${n(done)} dari ${n(total)} selesai`,
    terkirim: 'Terkirim',
    gagal: 'Gagal',
    menunggu: 'Menunggu',
    dilewati: 'Dilewati (berhenti sebelum terkirim)',
    rate: (perMinute: number) => `Dikirim bertahap, paling banyak ${n(perMinute)} email per menit.`,
    noSmtp:
      'SMTP belum diatur (SMTP_URL): email kampanye menunggu di Kotak keluar dan terkirim otomatis setelah SMTP diatur.',
    openOutbox: 'Buka Kotak keluar',
  },
  stats: {
    title: 'Hasil',
    terkirim: 'Terkirim',
    gagal: 'Gagal',
    berhenti: 'Berhenti berlangganan sejak itu',
    klik: 'Klik',
    klikProduk: 'Klik per produk',
    toko: 'Tautan toko',
    noKlik: 'Belum ada klik.',
  },
  columns: {
    subjek: 'Subjek',
    status: 'Status',
    terkirim: 'Terkirim',
    gagal: 'Gagal',
    berhenti: 'Berhenti',
    klik: 'Klik',
    tanggal: 'Tanggal',
  },
  counts: {
    recipients: (count: number) => `${n(count)} penerima`,
  },
} as const;
