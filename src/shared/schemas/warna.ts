/** A colour variant of a product (SPEC §3 Warna). */
export interface Warna {
  id: number;
  id_produk: number;
  warna: string;
  foto: string;
}
