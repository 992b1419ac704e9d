/** A colour variant of a product (docs/product.md §3 Warna). */
export interface Warna {
  id: number;
  id_produk: number;
  warna: string;
  foto: string;
  /** `#rrggbb` taken from the photo, or null (src/shared/warna-swatch.ts falls back on the name). */
  kode_warna: string | null;
}

/** What a product card shows of a colour: a dot and its name. */
export type WarnaSwatch = Pick<Warna, 'id' | 'warna' | 'kode_warna'>;
