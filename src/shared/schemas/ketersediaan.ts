import { z } from 'zod';
import { STOK_MAX } from '../ketersediaan.js';
import { messages } from '../messages.js';
import { idSchema } from './common.js';

/** A cell's optional stock count (0 is Habis), or null. */
export const stokSchema = z
  .number({ error: messages.invalidStok })
  .int({ error: messages.invalidStok })
  .min(0, { error: messages.invalidStok })
  .max(STOK_MAX, { error: messages.invalidStok })
  .nullable();

/** A cell as the admin saves it: Tersedia or Habis, optionally a count (0 is Habis). */
const cellInput = z
  .object({
    id_warna: idSchema.nullable(),
    id_ukuran: idSchema.nullable(),
    tersedia: z.boolean(),
    stok: stokSchema.default(null),
  })
  // A count decides: 0 is Habis, more is Tersedia.
  .transform((cell) => (cell.stok === null ? cell : { ...cell, tersedia: cell.stok > 0 }));

/** The admin's availability grid of one product, saved whole. */
export const ketersediaanSaveInput = z.object({
  idProduk: idSchema,
  cells: z
    .array(cellInput)
    .max(5000)
    .refine(
      (cells) =>
        new Set(cells.map((c) => `${c.id_warna ?? 0}:${c.id_ukuran ?? 0}`)).size === cells.length,
      { error: messages.duplicateCell },
    ),
});
export type KetersediaanSaveInput = z.input<typeof ketersediaanSaveInput>;

/** A cell of the admin's grid as stored. */
export interface KetersediaanRow {
  id_warna: number | null;
  id_ukuran: number | null;
  tersedia: boolean;
  stok: number | null;
}

/** What the admin's grid shows: the product's colours and sizes, and its marked cells. */
export interface KetersediaanGrid {
  produk: { id: number; nama_produk: string };
  warna: { id: number; warna: string; kode_warna: string | null }[];
  ukuran: { id: number; usia: string; ukuran: string }[];
  cells: KetersediaanRow[];
}
