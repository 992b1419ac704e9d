import { z } from 'zod';
import { messages } from '../messages.js';
import { produkAdminListInput } from './produk.js';

// The catalogue as a CSV file (docs/product.md §11 Ekspor dan impor CSV;
// docs/decisions/0023-catalogue-csv.md): one row per product, its colours, sizes and
// availability in a cell each, exported whole or as the list's filter shows it, and imported
// through a preview that writes nothing and an apply that writes exactly what was previewed.

export const CSV_DIALECTS = ['standar', 'excel-id'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];

/**
 * The file's columns, in order. `dibuat` is read-only (it is ignored on import); a column left
 * out of an imported file, like a blank cell, leaves that field as it is.
 */
export const PRODUK_CSV_COLUMNS = [
  'id',
  'nama_produk',
  'kategori',
  'harga',
  'diskon',
  'jumlah_terjual',
  'deskripsi_produk',
  'link_shopee',
  'link_tokopedia',
  'link_tiktok',
  'status',
  'tayang_mulai',
  'tayang_sampai',
  'warna',
  'ukuran',
  'ketersediaan',
  'dibuat',
] as const;
export type ProdukCsvColumn = (typeof PRODUK_CSV_COLUMNS)[number];

/** The list's filters (the same as `produk.adminList`'s, without paging) and the dialect. */
export const produkCsvExportInput = produkAdminListInput
  .pick({ search: true, kategori: true, status: true })
  .extend({ dialect: z.enum(CSV_DIALECTS).default('standar') });
export type ProdukCsvExportInput = z.input<typeof produkCsvExportInput>;

export interface ProdukCsvExport {
  filename: string;
  csv: string;
  jumlah: number;
}

/** The preview's fingerprint of the file and of every product it names, as they were read. */
export const csvTokenSchema = z.string().regex(/^[0-9a-f]{64}$/, { error: messages.csvStale });

/**
 * The upload is a form (`file`, and on apply the `token` its preview answered), as the dialog
 * sends it; the server reads the form itself and hands the procedures the file's bytes with the
 * token in this header (src-server/http/multipart-limits.ts).
 */
export const CSV_TOKEN_HEADER = 'x-etalase-csv-token';

/**
 * On apply, the owner's answer to "Terapkan … baris yang benar, lewati …?": the rows without
 * errors are applied and the others skipped (form field `lewati`, this header on the server).
 */
export const CSV_SKIP_HEADER = 'x-etalase-csv-lewati';

/** A problem in the file: the spreadsheet's row number (the header is row 1) and the column. */
export interface CsvGalat {
  baris: number;
  kolom: string;
  pesan: string;
}

/**
 * A value as stored and as the file would write it: money and counts as numbers, times as ISO
 * instants, lists (colours, availability) as their cell's text; null for none.
 */
export type CsvNilai = string | number | null;

/** One changed cell: old → new. */
export interface CsvSel {
  kolom: ProdukCsvColumn;
  lama: CsvNilai;
  baru: CsvNilai;
}

/** A product the import changes, which of its columns, and each cell's old and new value. */
export interface CsvPerubahan {
  baris: number;
  id: number;
  nama_produk: string;
  kolom: ProdukCsvColumn[];
  sel: CsvSel[];
}

/** A row without `id`: a product the import creates, as Draf, with the sizes and marks it sets. */
export interface CsvProdukBaru {
  baris: number;
  nama_produk: string;
  /** Its `ukuran` and `ketersediaan` cells as they will be stored (`lama` null). */
  sel: CsvSel[];
}

/** How the server read the file's bytes (docs/decisions/0023-catalogue-csv.md). */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface ProdukCsvPreview {
  /** Sent back with the same file to apply it. */
  token: string;
  encoding: CsvEncoding;
  jumlahBaris: number;
  /** New products: `produkBaru` lists the first CSV_PREVIEW_MAX_LISTED of them. */
  baru: number;
  /** Products changed: `perubahan` lists the first CSV_PREVIEW_MAX_LISTED of them. */
  berubah: number;
  tetap: number;
  /** Every error found: `galat` lists the first CSV_PREVIEW_MAX_LISTED of them. */
  jumlahGalat: number;
  galat: CsvGalat[];
  /** Rows below the header with at least one error: what "lewati" skips. */
  barisGalat: number;
  /**
   * Whether the rows without errors may be applied, skipping the others: every error is in a
   * row of its own (none in the header), and some row would change or create a product.
   */
  bisaLewati: boolean;
  perubahan: CsvPerubahan[];
  produkBaru: CsvProdukBaru[];
}

export interface ProdukCsvApplied {
  berubah: number;
  /** The products created, each to be opened in the editor. */
  baru: { id: number; nama_produk: string }[];
}
