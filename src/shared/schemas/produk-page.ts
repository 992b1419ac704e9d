import type { DiskonBerlaku } from '../diskon.js';
import type { KetersediaanCell } from '../ketersediaan.js';
import type { ProdukFoto } from './foto.js';
import type { Produk } from './produk.js';
import type { Testimoni } from './testimoni.js';
import type { Ukuran } from './ukuran.js';
import type { Warna } from './warna.js';

/**
 * What the product page shows of a product, read at once (`produk.page`): the product, its
 * colours and size rows in the order they were added, its photos (main first), its cells marked
 * Habis and its testimonials newest first, each as its module's `byProduk` read answers it, and
 * the dated discount that sets its price.
 */
export interface ProdukPage {
  produk: Produk;
  warna: Warna[];
  foto: ProdukFoto[];
  ukuran: Ukuran[];
  habis: KetersediaanCell[];
  testimoni: Testimoni[];
  /** The running dated discount that sets its price (docs/product.md §14), or null. */
  diskonBerlaku: DiskonBerlaku | null;
}
