import type { Migration } from 'kysely';
import * as m0001 from './0001_search_functions.js';
import * as m0002 from './0002_catalogue.js';
import * as m0003 from './0003_testimoni_faq.js';
import * as m0004 from './0004_promo.js';
import * as m0005 from './0005_accounts.js';
import * as m0006 from './0006_search_words.js';
import * as m0007 from './0007_search_dictionary_index.js';
import * as m0008 from './0008_search_best_sellers.js';
import * as m0009 from './0009_search_name.js';
import * as m0010 from './0010_search_word_counts.js';
import * as m0011 from './0011_klik_keluar.js';
import * as m0012 from './0012_warna_kode_warna.js';
import * as m0013 from './0013_produk_harga_diskon.js';
import * as m0014 from './0014_promo_persetujuan.js';
import * as m0015 from './0015_pencarian_kosong.js';
import * as m0016 from './0016_sinonim.js';
import * as m0017 from './0017_search_text_trgm.js';
import * as m0018 from './0018_promo_token_hash.js';
import * as m0019 from './0019_pengaturan.js';
import * as m0020 from './0020_drop_etalase_word_matches.js';
import * as m0021 from './0021_ketersediaan.js';
import * as m0022 from './0022_produk_foto.js';
import * as m0023 from './0023_produk_dilihat.js';
import * as m0024 from './0024_produk_status.js';
import * as m0025 from './0025_sampah.js';
import * as m0026 from './0026_riwayat.js';
import * as m0028 from './0028_penawaran.js';
import * as m0029 from './0029_surel.js';
import * as m0030 from './0030_riwayat_penawaran.js';
import * as m0031 from './0031_kabar_stok.js';
import * as m0032 from './0032_kampanye.js';
import * as m0035 from './0035_search_pending_lists.js';
import * as m0036 from './0036_surel_konfirmasi.js';
import * as m0038 from './0038_warna_nama_unik.js';
import * as m0039 from './0039_riwayat_tindakan.js';
import * as m0040 from './0040_job_queue.js';
import * as m0041 from './0041_diskon.js';
import * as m0043 from './0043_riwayat_jenis_tindakan.js';
import * as m0044 from './0044_cadangan.js';
import * as m0045 from './0045_gambar_demo_tertunda.js';

// Listed here rather than read from the folder, so the same list works from TypeScript
// (dev, tests) and from the compiled build. Append new migrations; never edit a landed one.
export const migrations: Record<string, Migration> = {
  '0001_search_functions': m0001,
  '0002_catalogue': m0002,
  '0003_testimoni_faq': m0003,
  '0004_promo': m0004,
  '0005_accounts': m0005,
  '0006_search_words': m0006,
  '0007_search_dictionary_index': m0007,
  '0008_search_best_sellers': m0008,
  '0009_search_name': m0009,
  '0010_search_word_counts': m0010,
  '0011_klik_keluar': m0011,
  '0012_warna_kode_warna': m0012,
  '0013_produk_harga_diskon': m0013,
  '0014_promo_persetujuan': m0014,
  '0015_pencarian_kosong': m0015,
  '0016_sinonim': m0016,
  '0017_search_text_trgm': m0017,
  '0018_promo_token_hash': m0018,
  '0019_pengaturan': m0019,
  '0020_drop_etalase_word_matches': m0020,
  '0021_ketersediaan': m0021,
  '0022_produk_foto': m0022,
  '0023_produk_dilihat': m0023,
  '0024_produk_status': m0024,
  '0025_sampah': m0025,
  '0026_riwayat': m0026,
  '0028_penawaran': m0028,
  '0029_surel': m0029,
  '0030_riwayat_penawaran': m0030,
  '0031_kabar_stok': m0031,
  '0032_kampanye': m0032,
  '0035_search_pending_lists': m0035,
  '0036_surel_konfirmasi': m0036,
  '0038_warna_nama_unik': m0038,
  '0039_riwayat_tindakan': m0039,
  '0040_job_queue': m0040,
  '0041_diskon': m0041,
  '0043_riwayat_jenis_tindakan': m0043,
  '0044_cadangan': m0044,
  '0045_gambar_demo_tertunda': m0045,
};
