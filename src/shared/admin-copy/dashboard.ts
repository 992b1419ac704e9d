/** The admin's texts for dashboard (one part of adminCopy in ../admin-copy.ts). */
export const dashboardCopy = {
  dashboard: {
    greeting: (username: string) => `Halo, ${username}!`,
    fallbackTitle: 'Dashboard Admin',
    intro: 'Ringkasan isi toko hari ini.',
    produk: 'Total produk',
    testimoni: 'Testimoni pelanggan',
    faq: 'FAQ',
    promoThisMonth: 'Pendaftar promo bulan ini',
    open: 'Kelola',
    loadFailed: 'Gagal memuat ringkasan dashboard!',
  },
  klik: {
    title: 'Klik ke marketplace & WhatsApp',
    intro:
      'Berapa kali pengunjung menekan tombol beli atau chat. Crawler, pratinjau tautan dan klik berulang dalam satu menit tidak dihitung.',
    period: 'Periode',
    days: (n: number) => `${n} hari`,
    total: 'Total klik',
    chart: (n: number) => `Klik per hari, ${n} hari terakhir`,
    date: 'Tanggal',
    topProduk: 'Produk paling banyak diklik',
    clicks: (n: number) => `${n.toLocaleString('id-ID')} klik`,
    empty: (n: number) => `Belum ada klik dalam ${n} hari terakhir.`,
    noProduk: 'Belum ada klik pada tombol produk.',
    loading: 'Memuat data klik...',
    loadFailed: 'Gagal memuat data klik!',
  },
  produkKinerja: {
    title: 'Dilihat dan diklik per produk',
    intro:
      'Berapa kali halaman produk dilihat, berapa kali tombol beli atau chat-nya ditekan, dan rasio klik (klik ÷ dilihat). Crawler, pratinjau tautan, admin yang sedang masuk dan kunjungan berulang dari pengunjung yang sama dalam 30 menit tidak dihitung.',
    period: 'Periode',
    days: (n: number) => `${n} hari`,
    produk: 'Produk',
    dilihat: 'Dilihat',
    klik: 'Klik',
    rasioKlik: 'Rasio klik',
    table: (n: number) => `Dilihat, klik per kanal dan rasio klik per produk, ${n} hari terakhir`,
    noRatio: '–',
    noRatioLabel: 'belum dilihat',
    /** Marks a click-through over 100 %, explained by `overHundred` under the numbers. */
    overMark: '*',
    overHundred:
      '* Lebih dari 100%: satu kunjungan bisa berakhir dengan beberapa klik (misalnya Shopee lalu WhatsApp, atau tombol yang sama lagi setelah semenit), sedangkan kunjungan yang sama dalam 30 menit dihitung sekali sebagai dilihat.',
    klikNote: (produk: number, lain: number) =>
      `${produk.toLocaleString('id-ID')} klik pada tombol halaman produk. Panel “Klik ke marketplace & WhatsApp” untuk hari yang sama menghitung juga ${lain.toLocaleString('id-ID')} klik pada tombol toko (footer, kontak, penawaran) dan produk yang sudah dihapus: ${(produk + lain).toLocaleString('id-ID')} klik.`,
    shown: (shown: number, total: number) =>
      `Menampilkan ${shown} produk paling banyak dilihat dari ${total} produk.`,
    empty: (n: number) => `Belum ada produk yang dilihat atau diklik dalam ${n} hari terakhir.`,
    loading: 'Memuat data produk...',
    loadFailed: 'Gagal memuat data produk!',
  },
  pencarianTeratas: {
    title: 'Paling banyak dicari',
    intro: 'Kata di halaman pencarian, dihitung sekali sehari per pengunjung.',
    query: 'Kata pencarian',
    total: (n: number) => `${n.toLocaleString('id-ID')} pencarian`,
    times: (n: number) => `${n.toLocaleString('id-ID')}×`,
    timesLabel: (n: number) => `dicari ${n.toLocaleString('id-ID')} kali`,
    empty: (n: number) => `Belum ada pencarian dalam ${n} hari terakhir.`,
    loading: 'Memuat data pencarian...',
    loadFailed: 'Gagal memuat kata yang paling dicari!',
  },
  pencarianKosong: {
    title: 'Pencarian tanpa hasil bulan ini',
    intro:
      'Kata yang dicari pengunjung tetapi tidak menemukan produk apa pun. Pertimbangkan menambah produk itu, atau memakai kata yang sama di nama produk.',
    query: 'Kata pencarian',
    times: (n: number) => `${n}×`,
    timesLabel: (n: number) => `dicari ${n} kali`,
    total: (n: number) => `${n} kata berbeda tanpa hasil bulan ini`,
    empty: 'Belum ada pencarian tanpa hasil bulan ini.',
    loading: 'Memuat data pencarian...',
    loadFailed: 'Gagal memuat data pencarian!',
  },
} as const;
