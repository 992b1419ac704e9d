/** A colour variant of a product (docs/product.md §3 Warna). */
export interface Warna {
  id: number;
  id_produk: number;
  warna: string;
  foto: string;
}
