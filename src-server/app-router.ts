import type { CallerFor } from './http/rest.js';
import { authRouter } from './modules/auth/auth.router.js';
import { cadanganRouter } from './modules/cadangan/cadangan.router.js';
import { fotoRouter } from './modules/foto/foto.router.js';
import { faqRouter } from './modules/faq/faq.router.js';
import { kabarStokRouter } from './modules/kabar-stok/kabar-stok.router.js';
import { kampanyeRouter } from './modules/kampanye/kampanye.router.js';
import { ketersediaanRouter } from './modules/ketersediaan/ketersediaan.router.js';
import { klikRouter } from './modules/klik/klik.router.js';
import { diskonRouter } from './modules/diskon/diskon.router.js';
import { penawaranRouter } from './modules/penawaran/penawaran.router.js';
import { pencarianRouter } from './modules/search/search.router.js';
import { produkRouter } from './modules/produk/produk.router.js';
import { produkBulkRouter } from './modules/produk-bulk/produk-bulk.router.js';
import { produkCsvRouter } from './modules/produk-csv/produk-csv.router.js';
import { produkEditorRouter } from './modules/produk-editor/produk-editor.router.js';
import { sampahRouter } from './modules/sampah/sampah.router.js';
import { promoRouter } from './modules/promo/promo.router.js';
import { riwayatRouter } from './modules/riwayat/riwayat.router.js';
import { surelRouter } from './modules/surel/surel.router.js';
import { sinonimRouter } from './modules/sinonim/sinonim.router.js';
import { siteRouter } from './modules/site/site.router.js';
import { statsRouter } from './modules/stats/stats.router.js';
import { testimoniRouter } from './modules/testimoni/testimoni.router.js';
import { ukuranRouter } from './modules/ukuran/ukuran.router.js';
import { userRouter } from './modules/user/user.router.js';
import { warnaRouter } from './modules/warna/warna.router.js';
import { createContext, type AppDeps } from './trpc/context.js';
import { createCallerFactory, router } from './trpc/init.js';

export const appRouter = router({
  produk: produkRouter,
  produkEditor: produkEditorRouter,
  produkBulk: produkBulkRouter,
  produkCsv: produkCsvRouter,
  warna: warnaRouter,
  foto: fotoRouter,
  ukuran: ukuranRouter,
  ketersediaan: ketersediaanRouter,
  kabarStok: kabarStokRouter,
  testimoni: testimoniRouter,
  faq: faqRouter,
  promo: promoRouter,
  surel: surelRouter,
  kampanye: kampanyeRouter,
  user: userRouter,
  auth: authRouter,
  stats: statsRouter,
  klik: klikRouter,
  pencarian: pencarianRouter,
  sinonim: sinonimRouter,
  penawaran: penawaranRouter,
  diskon: diskonRouter,
  site: siteRouter,
  cadangan: cadanganRouter,
  riwayat: riwayatRouter,
  sampah: sampahRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

/**
 * How the app's own HTTP routes (REST adapters, plain forms, admin pages) call a procedure: the
 * same procedures the tRPC clients call, with the same context, so roles and validation cannot
 * differ (docs/architecture.md §2). The composition hands it to them: they import no router.
 */
export function callerFactory(deps: AppDeps): CallerFor {
  return (req, res) => createCaller(createContext(deps, req, res));
}
