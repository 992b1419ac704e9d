/** A size row of a product (docs/product.md §3 Ukuran); measures are free text such as `42` or `42-44`. */
export interface Ukuran {
  id: number;
  id_produk: number;
  usia: string;
  ukuran: string;
  panjang_atasan: string | null;
  panjang_tangan: string | null;
  panjang_bawahan: string | null;
  lingkar_dada: string | null;
}
