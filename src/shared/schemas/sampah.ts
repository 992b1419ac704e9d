import { z } from 'zod';
import { idSchema, searchTextSchema } from './common.js';
import { adminListInput } from './list-sort.js';
import { membatalkanField } from './riwayat.js';

// Sampah, the trash (docs/product.md §11 Sampah, docs/decisions/0021). Adding a kind of row that can
// be deleted into it: its name here, its label in admin-copy.ts, and its entry in
// its `<feature>.sampah.ts` registered in src-server/sampah-kinds.ts.

export const SAMPAH_JENIS = [
  'produk',
  'warna',
  'ukuran',
  'testimoni',
  'faq',
  'penawaran',
  'diskon',
] as const;
export type SampahJenis = (typeof SAMPAH_JENIS)[number];

/** How long a deleted row waits in Sampah before it is purged with its files. */
export const SAMPAH_DAYS = 30;

/** Sampah sorts by its columns (issue 20 item 5); its own order is the newest delete first. */
export const SAMPAH_SORT_KEYS = ['nama', 'jenis', 'dihapus_oleh', 'dihapus_at'] as const;
export type SampahSortKey = (typeof SAMPAH_SORT_KEYS)[number];

export const sampahListInput = adminListInput(SAMPAH_SORT_KEYS, {
  jenis: z.enum(SAMPAH_JENIS).optional().catch(undefined),
  /** The name it had, or who deleted it. */
  search: searchTextSchema(100),
});

export const sampahIdsInput = z.object({
  ids: z.array(idSchema).min(1).max(5_000),
  /** The delete's action, when this is its undo ("Batalkan"): it then reads "Dibatalkan". */
  membatalkan: membatalkanField,
});

/** "Pulihkan", or the delete toast's "Batalkan" naming the delete's action. */
export const sampahPulihkanInput = z.object({ id: idSchema, membatalkan: membatalkanField });

/** What a delete answers besides the id: the row in Sampah that undoes it. */
export interface Trashed {
  id: number;
  jenis: SampahJenis;
  label: string;
  /** The delete's action in Riwayat, which its "Batalkan" names (none outside an admin's call). */
  tindakan?: string;
}

export interface SampahItem extends Trashed {
  idEntitas: number;
  /** The username of who deleted it, as it was then. */
  dihapusOleh: string;
  /** ISO instants: when it was deleted, and when it is purged. */
  dihapusAt: string;
  dihapusPermanenAt: string;
}

/** What restoring answers: the row back in its list. */
export interface Restored {
  jenis: SampahJenis;
  idEntitas: number;
  label: string;
}
