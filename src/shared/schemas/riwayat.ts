import { z } from 'zod';
import { messages } from '../messages.js';
import { adminPaging, idSchema, type Page } from './common.js';

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

/** What an undo ("Batalkan") names: the action it undoes, as the write it undoes answered it. */
export const membatalkanField = z.uuid({ error: messages.invalidInput }).optional();

/**
 * The kinds of action Riwayat can take back ("Kembalikan", docs/product.md §12 Riwayat): a bulk
 * edit, a CSV import, and a revert itself. A new kind is its name here, its label in
 * adminCopy.riwayat.kembalikan.jenis, and how it is reverted (src-server/riwayat-kinds.ts).
 */
export const TINDAKAN_JENIS = ['ubah-massal', 'impor-csv', 'diskon-mulai', 'kembalikan'] as const;
export type TindakanJenis = (typeof TINDAKAN_JENIS)[number];

/** "Kembalikan": the action to take back, by its id. */
export const riwayatRevertInput = z.object({ tindakan: z.uuid({ error: messages.invalidInput }) });
export type RiwayatRevertInput = z.input<typeof riwayatRevertInput>;

/** One changed field: before and after (null: no value); a secret one shows neither. */
export interface RiwayatPerubahan {
  kolom: string;
  /** JSON values; absent or null: no value. */
  sebelum?: unknown;
  sesudah?: unknown;
  rahasia: boolean;
}

/** One row written: a product, a colour, a cell of the grid… (its changed fields). */
export interface RiwayatBaris {
  id: number;
  entitas: string;
  idEntitas: string;
  idProduk: number | null;
  /** The row's name when it was written (a product's, a colour's, "Foto 2"…), if it has one. */
  label: string | null;
  aksi: RiwayatAksi;
  perubahan: RiwayatPerubahan[];
}

/** The most rows of one action the list sends (a bulk change of thousands is counted). */
export const RIWAYAT_BARIS_MAX = 100;

/**
 * One action of one admin (or the system): a product saved in the editor, a bulk discount, a
 * restore. Its rows are written by one procedure call; the list pages by action.
 */
export interface RiwayatEntry {
  /** Its first row's id: the list's key and order. */
  id: number;
  /** The action's id (what an undo names). */
  tindakan: string;
  /** ISO instant. */
  waktu: string;
  /** null: the system. */
  pengguna: { id: number; nama: string } | null;
  /** Its rows, in the order written, at most RIWAYAT_BARIS_MAX. */
  baris: RiwayatBaris[];
  /** How many rows it wrote, per entity and action (all of them, beyond the ones sent too). */
  jumlah: { entitas: string; aksi: RiwayatAksi; n: number }[];
  /** Undone by a later "Batalkan" or taken back by "Kembalikan" (`kembalikan`): when, by whom. */
  dibatalkan: {
    waktu: string;
    pengguna: { id: number; nama: string } | null;
    kembalikan: boolean;
  } | null;
  /** It is itself an undo ("Batalkan") or a revert ("Kembalikan") of another action. */
  membatalkan: boolean;
  /** Its kind, when Riwayat can take it back (TINDAKAN_JENIS); null for any other action. */
  jenis: TindakanJenis | null;
}

export interface RiwayatPage extends Page<RiwayatEntry> {
  /**
   * Today's names (or the last the history knows) of the products, colours, sizes and offers the
   * page's rows name by id, keyed `entitas:id`: "warna:94" → "Merah".
   */
  nama: Record<string, string>;
}

export interface RiwayatPelaku {
  id: number;
  nama: string;
}
