import { z } from 'zod';
import { messages } from '../messages.js';
import { parsePersen } from '../persen.js';
import { PRICE_MAX } from '../produk-filter.js';
import { PRODUK_STATUS } from '../tayang.js';
import { idSchema } from './common.js';
import { produkAdminFilterInput } from './produk.js';
import { produkFields } from './produk-write.js';
import { membatalkanField } from './riwayat.js';
import { persenField } from './diskon.js';
import { instant } from './produk-write.js';

// Bulk actions on the admin's product list (issue 20 item 5, docs/product.md §11): several
// products chosen by id, or every product the list's filter shows, changed in one transaction.

/** The most products one bulk action changes (and so one "Batalkan" writes back). */
export const BULK_MAX = 5_000;

/** A price goes down by at most 99 % (never to nothing) and up by at most 1 000 %. */
export const PERSEN_MIN = -99;
export const PERSEN_MAX = 1000;

export const bulkTarget = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(BULK_MAX) }),
  z.object({
    /** The list's search, category and status, resolved on the server: every page of it. */
    filter: produkAdminFilterInput,
    /** Rows the admin unticked after choosing every product that matches. */
    kecuali: z.array(idSchema).max(BULK_MAX).default([]),
  }),
]);
export type BulkTarget = z.output<typeof bulkTarget>;
/** The products chosen, as the admin list sends them. */
export type BulkTargetInput = z.input<typeof bulkTarget>;

const bulkPersen = z
  .number({ error: messages.bulkPercent })
  .int({ error: messages.bulkPercent })
  .min(PERSEN_MIN, { error: messages.bulkPercent })
  .max(PERSEN_MAX, { error: messages.bulkPercent })
  .refine((n) => n !== 0, { error: messages.bulkPercent });

export const bulkChange = z.discriminatedUnion('aksi', [
  z.object({ aksi: z.literal('kategori'), kategori: produkFields.kategori }),
  z.object({ aksi: z.literal('diskon'), diskon: produkFields.diskon }),
  z.object({
    aksi: z.literal('harga'),
    /** Up (+10) or down (−15) by this many percent. */
    persen: bulkPersen,
  }),
  z.object({
    aksi: z.literal('status'),
    status: z.enum(PRODUK_STATUS, { error: messages.invalidStatus }),
  }),
]);
export type BulkChange = z.output<typeof bulkChange>;

export const produkBulkInput = z.object({ target: bulkTarget, ubah: bulkChange });
export const produkBulkHapusInput = z.object({ target: bulkTarget });

/**
 * "Atur diskon" with "sampai" (docs/product.md §14): a dated discount for the chosen products,
 * from now until `sampai`, instead of changing their own discounts. Without a name it is called
 * after its end ("Diskon s.d. 10 Apr").
 */
export const produkBulkDiskonInput = z.object({
  target: bulkTarget,
  persen: persenField,
  sampai: instant('Sampai').refine((v): v is string => v !== null, {
    error: messages.required('Sampai'),
  }),
  nama: z.string().trim().max(100).optional(),
});

/** What a bulk change replaced, per product: "Batalkan" writes it back. */
export const bulkPrevious = z.object({
  id: idSchema,
  kategori: produkFields.kategori,
  diskon: produkFields.diskon,
  harga: z.number().int().min(0).max(PRICE_MAX),
  status: z.enum(PRODUK_STATUS),
});
export type BulkPrevious = z.output<typeof bulkPrevious>;
export const produkBulkUndoInput = z.object({
  sebelum: z.array(bulkPrevious).min(1).max(BULK_MAX),
  /** The bulk change's action (its answer's `tindakan`): Riwayat shows it "Dibatalkan". */
  membatalkan: membatalkanField,
});

/**
 * A price changed by `persen` percent, rounded to whole rupiah (half away from zero); undefined
 * when it would be below Rp 1 or above the highest price (the bulk change is then refused).
 */
export function priceByPercent(harga: number, persen: number): number | undefined {
  const changed = Math.round((harga * (100 + persen)) / 100);
  return changed < 1 || changed > PRICE_MAX ? undefined : changed;
}

const persenMessage = {
  empty: messages.bulkPercentEmpty,
  fraction: messages.bulkPercentFraction,
  notNumber: messages.bulkPercentNotNumber,
} as const;

/**
 * The bulk price change's percentage as the admin typed it ("10", "-10", "10%", "turun 10"),
 * read by the one reader (src/shared/persen.ts) and held to the procedure's own bounds.
 */
export function readBulkPersen(
  text: string,
): { ok: true; persen: number } | { ok: false; message: string } {
  const reading = parsePersen(text);
  if (!reading.ok) return { ok: false, message: persenMessage[reading.problem] };
  const checked = bulkPersen.safeParse(reading.value);
  return checked.success
    ? { ok: true, persen: checked.data }
    : { ok: false, message: messages.bulkPercent };
}
