import { z } from 'zod';
import { adminPaging, idSchema } from './common.js';

// Sampah, the trash (docs/product.md §11 Sampah, docs/decisions/0021). Adding a kind of row that can
// be deleted into it: its name here, its label in admin-copy.ts, and its entry in
// src-server/modules/sampah/sampah-kinds.ts.

export const SAMPAH_JENIS = ['produk', 'warna', 'ukuran', 'testimoni', 'faq'] as const;
export type SampahJenis = (typeof SAMPAH_JENIS)[number];

/** How long a deleted row waits in Sampah before it is purged with its files. */
export const SAMPAH_DAYS = 30;

export const sampahListInput = z.object({
  jenis: z.enum(SAMPAH_JENIS).optional().catch(undefined),
  ...adminPaging,
});

export const sampahIdsInput = z.object({ ids: z.array(idSchema).min(1).max(5_000) });

/** What a delete answers besides the id: the row in Sampah that undoes it. */
export interface Trashed {
  id: number;
  jenis: SampahJenis;
  label: string;
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
