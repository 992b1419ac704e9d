// Every message the API sends to people, in Indonesian. Spec texts are quoted word for word.
export const messages = {
  invalidInput: 'Data yang dikirim tidak valid.',
  invalidId: 'ID tidak valid.',
  invalidPage: 'Nomor halaman tidak valid.',
  invalidPageSize: 'Jumlah data per halaman tidak valid.',
  notFound: 'Data tidak ditemukan.',
  routeNotFound: 'Alamat tidak ditemukan.',
  produkNotFound: 'Produk tidak ditemukan.',
  emailRequired: 'Email wajib diisi.',
  emailInvalid: 'Format email tidak valid', // SPEC §5
  emailTaken: 'Email sudah terdaftar', // SPEC §5
  textTooLong: 'Teks terlalu panjang.',
  payloadTooLarge: 'Ukuran data terlalu besar.',
  rateLimited: (seconds: number) =>
    `Terlalu banyak percobaan. Silakan coba lagi dalam ${seconds} detik.`,
  internal: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  unavailable: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  badJson: 'Format data tidak dapat dibaca.',
} as const;
