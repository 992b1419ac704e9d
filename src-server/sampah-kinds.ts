import { diskonSampah } from './modules/diskon/diskon.sampah.js';
import { faqSampah } from './modules/faq/faq.sampah.js';
import { penawaranSampah } from './modules/penawaran/penawaran.sampah.js';
import { produkSampah } from './modules/produk/produk.sampah.js';
import { testimoniSampah } from './modules/testimoni/testimoni.sampah.js';
import { ukuranSampah } from './modules/ukuran/ukuran.sampah.js';
import { warnaSampah } from './modules/warna/warna.sampah.js';
import { registerSampahKinds } from './services/sampah/sampah-registry.js';

/**
 * Hands every kind Sampah holds to its registry (services/sampah): each feature says how its
 * rows are taken and restored. Adding a kind is its name in src/shared/schemas/sampah.ts, its
 * `<feature>.sampah.ts`, an entry here, and its router's delete calling trashRow.
 */
export function registerAllSampahKinds(): void {
  registerSampahKinds({
    produk: produkSampah,
    warna: warnaSampah,
    ukuran: ukuranSampah,
    testimoni: testimoniSampah,
    faq: faqSampah,
    penawaran: penawaranSampah,
    diskon: diskonSampah,
  });
}
