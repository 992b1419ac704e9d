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

/** A problem in the file: the spreadsheet's row number (the header is row 1) and the column. */
export interface CsvGalat {
  baris: number;
  kolom: string;
  pesan: string;
}

/** A product the import changes, and which of its columns. */
export interface CsvPerubahan {
  baris: number;
  id: number;
  nama_produk: string;
  kolom: ProdukCsvColumn[];
}

/** How the server read the file's bytes (docs/decisions/0023-catalogue-csv.md). */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface ProdukCsvPreview {
  /** Sent back with the same file to apply it. */
  token: string;
  encoding: CsvEncoding;
  jumlahBaris: number;
  baru: number;
  /** Products changed: `perubahan` lists the first CSV_PREVIEW_MAX_LISTED of them. */
  berubah: number;
  tetap: number;
  /** Every error found: `galat` lists the first CSV_PREVIEW_MAX_LISTED of them. */
  jumlahGalat: number;
  galat: CsvGalat[];
  perubahan: CsvPerubahan[];
}

export interface ProdukCsvApplied {
  berubah: number;
}
