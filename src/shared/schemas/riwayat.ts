import { z } from 'zod';
import { messages } from '../messages.js';
import { adminPaging, idSchema } from './common.js';

// The history's list (docs/product.md §12 Riwayat): filtered by person, entity (and one of its
// rows) and a range of the shop's calendar days, newest first, a page at a time.

/** Actions of a history entry. */
export const RIWAYAT_AKSI = ['dibuat', 'diubah', 'dihapus', 'dipulihkan'] as const;
export type RiwayatAksi = (typeof RIWAYAT_AKSI)[number];

/** `sistem`: writes without a person (the seed, timers, purges). */
export const RIWAYAT_SISTEM = 'sistem';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.invalidInput })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: messages.invalidInput,
  });

export const riwayatListInput = z.object({
  /** A user id, or `sistem`. */
  pengguna: z.union([z.literal(RIWAYAT_SISTEM), idSchema]).optional(),
  entitas: z
    .string()
    .regex(/^[a-z_]{1,40}$/, { error: messages.invalidInput })
    .optional(),
  /** One row of the entity (its key); a product's includes its colours, sizes, photos, marks. */
  id: z
    .string()
    .regex(/^[0-9a-z/_-]{1,80}$/i, { error: messages.invalidInput })
    .optional(),
  /** The shop's calendar days (its time zone), both included. */
  dari: day.optional(),
  sampai: day.optional(),
  ...adminPaging,
});
export type RiwayatListInput = z.input<typeof riwayatListInput>;
export type RiwayatListFilter = z.output<typeof riwayatListInput>;

/** One changed field: before and after (null: no value); a secret one shows neither. */
export interface RiwayatPerubahan {
  kolom: string;
  /** JSON values; absent or null: no value. */
  sebelum?: unknown;
  sesudah?: unknown;
  rahasia: boolean;
}

export interface RiwayatEntry {
  id: number;
  /** ISO instant. */
  waktu: string;
  /** null: the system. */
  pengguna: { id: number; nama: string } | null;
  entitas: string;
  idEntitas: string;
  idProduk: number | null;
  /** The row's name when it was written (a product's, a colour's…), if it has one. */
  label: string | null;
  aksi: RiwayatAksi;
  perubahan: RiwayatPerubahan[];
}

export interface RiwayatPelaku {
  id: number;
  nama: string;
}
