/** The admin's texts for riwayat (one part of adminCopy in ../admin-copy.ts). */
export const riwayatCopy = {
  /** The history of admin writes (docs/product.md §12 Riwayat), the main admin's. */
  riwayat: {
    title: 'Riwayat',
    intro:
      'Setiap perubahan oleh admin: siapa, kapan, data apa, dan isinya sebelum → sesudah. Disimpan 12 bulan, juga setelah datanya dihapus.',
    empty: 'Belum ada riwayat.',
    loadFailed: 'Gagal memuat riwayat!',
    noMatch: 'Tidak ada riwayat yang cocok dengan filter ini.',
    person: 'Oleh',
    allPeople: 'Semua orang',
    sistem: 'Sistem',
    entity: 'Data',
    allEntities: 'Semua data',
    from: 'Dari tanggal',
    to: 'Sampai tanggal',
    onlyRow: (entity: string, id: string) => `Hanya ${entity} #${id}`,
    clearRow: 'Tampilkan semua',
    resetFilters: 'Hapus filter',
    columns: { when: 'Waktu', who: 'Oleh', what: 'Apa yang terjadi' },
    ofProduk: (id: number) => `Produk #${id}`,
    produkHistory: 'Riwayat produk ini',
    /** One entry: everything one action of an admin wrote (migrations/0039). */
    summary: {
      produkBaru: (nama: string) => `Produk baru: ${nama}`,
      produkDiubah: (nama: string) => `Produk diubah: ${nama}`,
      produkDihapus: (nama: string) => `Dipindah ke Sampah: ${nama}`,
      produkDipulihkan: (nama: string) => `Dipulihkan dari Sampah: ${nama}`,
      /** A dated discount's start, recorded by the system when its time came. */
      diskonMulai: (nama: string) => `Diskon dimulai: ${nama}`,
      diskon: (persen: string, n: string) => `Diskon ${persen} untuk ${n} produk`,
      kategori: (kategori: string, n: string) => `Kategori ${kategori} untuk ${n} produk`,
      status: (status: string, n: string) => `Status ${status} untuk ${n} produk`,
      /** One field changed to each product's own value: "Harga diubah untuk 40 produk". */
      field: (field: string, n: string) => `${field} diubah untuk ${n} produk`,
      banyakDiubah: (n: string) => `${n} produk diubah`,
      banyakBaru: (n: string) => `${n} produk baru`,
      banyakDihapus: (n: string) => `${n} produk dipindah ke Sampah`,
      banyakDipulihkan: (n: string) => `${n} produk dipulihkan dari Sampah`,
      /** "Warna dibuat: Navy, Maroon", "FAQ diubah: Ongkir?". */
      rows: (entity: string, aksi: string, names: string) =>
        names ? `${entity} ${aksi}: ${names}` : `${entity} ${aksi}`,
      more: (n: number) => `+${n} lainnya`,
      ofProduk: (nama: string) => `(${nama})`,
    },
    /** An action a later "Batalkan" undid, and that undo itself. */
    dibatalkan: 'Dibatalkan',
    dibatalkanBy: (when: string, who: string) => `Dibatalkan ${when} oleh ${who}`,
    pembatalan: 'Pembatalan',
    pembatalanHelp: 'Membatalkan perubahan sebelumnya (tombol Batalkan)',
    /**
     * "Kembalikan": a bulk edit, a CSV import, a dated discount's start or a revert taken back from its entry, in one
     * transaction, refused where a later change touched the same field (src-server/services/riwayat/kembalikan.ts).
     */
    kembalikan: {
      button: 'Kembalikan',
      /** The kinds of action, as the confirmation names them (TINDAKAN_JENIS). */
      jenis: {
        'ubah-massal': 'Ubah massal',
        'impor-csv': 'Impor CSV',
        'diskon-mulai': 'Diskon dimulai',
        kembalikan: 'Kembalikan',
      } as Record<string, string>,
      confirmTitle: 'Kembalikan perubahan ini?',
      /** "Kembalikan 12 produk ke nilai sebelum Ubah massal 28 Nov 19.31?" */
      confirm: (n: string, jenis: string, when: string) =>
        `Kembalikan ${n} produk ke nilai sebelum ${jenis} ${when}?`,
      /** An action that wrote no product (taking back a discount's end): "Kembalikan ke keadaan sebelum …?" */
      confirmNoProduk: (jenis: string, when: string) =>
        `Kembalikan ke keadaan sebelum ${jenis} ${when}?`,
      doneNoProduk: 'Dikembalikan ke keadaan sebelumnya.',
      /** A dated discount's start: taking it back ends the discount. */
      confirmDiskonMulai: (when: string) =>
        `Akhiri diskon ini sekarang? Harga produknya kembali seperti sebelum diskon dimulai ${when}.`,
      doneDiskonMulai: 'Diskon diakhiri; harga produknya kembali seperti sebelumnya.',
      confirmNote: 'Pengembalian ini dicatat di Riwayat dan bisa dikembalikan lagi.',
      confirmAction: 'Ya, kembalikan',
      done: (n: string) => `${n} produk dikembalikan ke nilai sebelumnya.`,
      dikembalikan: 'Dikembalikan',
      dikembalikanBy: (when: string, who: string) => `Dikembalikan ${when} oleh ${who}`,
      pengembalian: 'Pengembalian',
      pengembalianHelp: 'Mengembalikan tindakan sebelumnya (tombol Kembalikan di Riwayat)',
      /** Refusals: nothing was written. */
      refusedChanged: (field: string, name: string) =>
        `Tidak bisa dikembalikan: ${field} "${name}" sudah diubah lagi setelah tindakan ini.`,
      refusedInSampah: (name: string) =>
        `Tidak bisa dikembalikan: produk "${name}" sudah dipindah ke Sampah setelah tindakan ini. Pulihkan dulu dari Sampah, lalu coba lagi.`,
      refusedDeleted: (entity: string, name: string) =>
        `Tidak bisa dikembalikan: ${entity} "${name}" sudah dihapus setelah tindakan ini.`,
      refusedDiskonChanged: (name: string) =>
        `Tidak bisa dikembalikan: diskon "${name}" sudah diubah setelah dimulai.`,
      refusedDiskonEnded: (name: string) =>
        `Tidak bisa dikembalikan: diskon "${name}" sudah berakhir.`,
      refusedTwice: 'Tindakan ini sudah dikembalikan atau dibatalkan sebelumnya.',
      refusedKind: 'Tindakan ini tidak bisa dikembalikan dari Riwayat.',
    },
    /** The expandable list of one entry's rows. */
    details: (n: number) => (n === 1 ? 'Lihat 1 perubahan' : `Lihat ${n} perubahan`),
    notShown: (n: number) => `dan ${n} perubahan lain yang tidak ditampilkan`,
    allCells: 'semua',
    image: 'gambar',
    imageChanged: 'diganti',
    secretChanged: 'diubah (tidak ditampilkan)',
    secretHidden: '(tidak ditampilkan)',
    noValue: '—',
    yes: 'Ya',
    no: 'Tidak',
    showAll: 'Lihat semua',
    noChanges: 'Tanpa isian',
    /** The editor's link to its product's history. */
    editorLink: 'Riwayat',
    editorLinkLabel: 'Riwayat perubahan produk ini',
    aksi: { dibuat: 'Dibuat', diubah: 'Diubah', dihapus: 'Dihapus', dipulihkan: 'Dipulihkan' },
    /** An action as the middle of a sentence: "Warna dibuat: Navy". */
    aksiKata: { dibuat: 'dibuat', diubah: 'diubah', dihapus: 'dihapus', dipulihkan: 'dipulihkan' },
    entities: {
      produk: 'Produk',
      warna: 'Warna',
      ukuran: 'Ukuran',
      foto: 'Foto produk',
      ketersediaan: 'Ketersediaan',
      testimoni: 'Testimoni',
      faq: 'FAQ',
      sinonim: 'Sinonim',
      sinonim_kata: 'Kata sinonim',
      pengaturan: 'Pengaturan',
      pengguna: 'User',
      promo: 'Promo',
      penawaran: 'Penawaran',
      penawaran_produk: 'Produk dalam penawaran',
      kampanye: 'Kampanye',
      kampanye_produk: 'Produk dalam kampanye',
      diskon: 'Diskon',
      diskon_produk: 'Produk dalam diskon',
      cadangan_pengaturan: 'Jadwal cadangan',
    } as Record<string, string>,
    /**
     * Field names as the admin's forms call them (a size's: adminCopy.ukuran.fields); a field
     * named nowhere shows as stored.
     */
    fields: {
      nama_produk: 'Nama produk',
      harga: 'Harga',
      diskon: 'Diskon',
      jumlah_terjual: 'Jumlah terjual',
      deskripsi_produk: 'Deskripsi',
      kategori: 'Kategori',
      foto_produk: 'Foto utama',
      link_shopee: 'Link Shopee',
      link_tokopedia: 'Link Tokopedia',
      link_tiktok: 'Link TikTok Shop',
      status: 'Status',
      tayang_mulai: 'Tayang mulai',
      tayang_sampai: 'Tayang sampai',
      keadaan: 'Keadaan',
      warna: 'Warna',
      foto: 'Foto',
      kode_warna: 'Kode warna',
      id_warna: 'Warna',
      id_ukuran: 'Ukuran',
      id_produk: 'Produk',
      alt: 'Teks alternatif',
      urutan: 'Urutan',
      tersedia: 'Tersedia',
      stok: 'Stok',
      nama_pembeli: 'Nama pembeli',
      deskripsi_testimoni: 'Testimoni',
      sumber_testimoni: 'Sumber',
      foto_testimoni: 'Foto testimoni',
      pertanyaan: 'Pertanyaan',
      jawaban: 'Jawaban',
      kata: 'Kata',
      id_sinonim: 'Sinonim (id)',
      username: 'Username',
      password_hash: 'Password',
      email: 'Email',
      checked_at: 'Ditandai',
      nama: 'Nama',
      deskripsi: 'Deskripsi',
      ilustrasi: 'Gambar',
      harga_coret: 'Harga coret',
      pesan_whatsapp: 'Pesan WhatsApp',
      id_penawaran: 'Penawaran',
      id_diskon: 'Diskon',
      persen: 'Persen',
      cakupan: 'Berlaku untuk',
      mulai: 'Mulai',
      sampai: 'Sampai',
      kode_voucher: 'Kode voucher',
      token_konfirmasi: 'Token konfirmasi',
      dikonfirmasi_at: 'Dikonfirmasi',
      subjek: 'Subjek',
      isi: 'Isi email',
      jumlah_penerima: 'Jumlah penerima',
      uji_ke: 'Uji dikirim ke',
      uji_at: 'Uji dikirim',
      dibuat_oleh: 'Dibuat oleh (id)',
      dikirim_oleh: 'Dikirim oleh (id)',
      dikirim_at: 'Dikirim',
      id_kampanye: 'Kampanye (id)',
    } as Record<string, string>,
  },
} as const;
