import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { belumLengkapMessage } from '../../../src/shared/kelengkapan.js';
import { CSV_IMPORT_MAX_ROWS } from '../../../src/shared/limits.js';
import { messages } from '../../../src/shared/messages.js';
import { stokSchema, type KetersediaanRow } from '../../../src/shared/schemas/ketersediaan.js';
import {
  PRODUK_CSV_COLUMNS,
  type CsvGalat,
  type CsvPerubahan,
  type ProdukCsvColumn,
  type ProdukCsvPreview,
} from '../../../src/shared/schemas/produk-csv.js';
import {
  jadwalInOrder,
  produkFields,
  type ProdukFields,
} from '../../../src/shared/schemas/produk-write.js';
import { csvDateTime, readCsv, readCsvDateTime, restoreFormula } from '../csv/csv-file.js';
import {
  cellKey,
  cellValue,
  LIST_SEPARATOR,
  NO_AXIS,
  sameName,
  ukuranLabel,
} from './produk-csv.format.js';
import { incompleteFor } from '../produk/produk.queries.js';
import type { ProdukSnapshot } from './produk-csv.queries.js';

// The catalogue's CSV import, read and compared (docs/product.md §11 Ekspor dan impor CSV): what a file would change,
// computed the same way for the preview and, inside the apply's transaction, for the apply.
// Each cell is read by the field's own write schema (src/shared/schemas/produk-write.ts), the
// one the editor saves through. A blank cell, or a column the file leaves out, keeps the value.

/** The product's own fields a file may change. */
type ProdukField = keyof ProdukFields;
const isProdukField = (column: ProdukCsvColumn): column is ProdukCsvColumn & ProdukField =>
  column in produkFields;
const PRODUK_FIELD_COLUMNS = PRODUK_CSV_COLUMNS.filter(isProdukField);

/** One product's writes, when the file changes it. */
export interface ProdukCsvChange {
  id: number;
  /** The product's fields the import changes, with their new values. */
  produk: Partial<ProdukFields>;
  /** Colours whose swatch code changes. */
  kodeWarna: { id: number; warna: string; kode_warna: string }[];
  /** The product's marks after the import, when they change. */
  cells: KetersediaanRow[] | undefined;
}

export interface ProdukCsvPlan {
  preview: ProdukCsvPreview;
  changes: ProdukCsvChange[];
}

/** A file that cannot be compared at all: answered as one 400, not as rows of errors. */
export class CsvFileError extends Error {}

interface ParsedFile {
  header: string[];
  rows: { baris: number; cells: Map<ProdukCsvColumn, string> }[];
  galat: CsvGalat[];
  /** The ids the rows name, first row first. */
  ids: number[];
}

/** The uploaded bytes as text: UTF-8 (with or without BOM), or Windows-1252 as older Excel saves. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads the file's header and rows, and the ids its rows name (a bad id is a row's error). */
export function parseProdukCsv(text: string): ParsedFile {
  let records: string[][];
  try {
    records = readCsv(text);
  } catch {
    throw new CsvFileError(messages.csvUnreadable);
  }
  const [header, ...body] = records;
  if (!header || header.every((h) => h.trim() === '')) throw new CsvFileError(messages.csvEmpty);
  if (body.length > CSV_IMPORT_MAX_ROWS) {
    throw new CsvFileError(messages.csvTooManyRows(CSV_IMPORT_MAX_ROWS.toLocaleString('id-ID')));
  }
  const names = header.map((h) => h.trim().toLowerCase());
  if (!names.includes('id')) throw new CsvFileError(messages.csvNoIdColumn);
  const galat: CsvGalat[] = [];
  const columnAt = new Map<number, ProdukCsvColumn>();
  names.forEach((name, i) => {
    if (name === '') return;
    if (!(PRODUK_CSV_COLUMNS as readonly string[]).includes(name)) {
      galat.push({ baris: 1, kolom: header[i] ?? name, pesan: messages.csvUnknownColumn(name) });
    } else if ([...columnAt.values()].includes(name as ProdukCsvColumn)) {
      galat.push({ baris: 1, kolom: name, pesan: messages.csvDuplicateColumn(name) });
    } else {
      columnAt.set(i, name as ProdukCsvColumn);
    }
  });
  const rows: ParsedFile['rows'] = [];
  const ids: number[] = [];
  body.forEach((record, index) => {
    // Row numbers as the spreadsheet shows them: the header is row 1.
    const cells = new Map<ProdukCsvColumn, string>();
    for (const [i, column] of columnAt) {
      const value = restoreFormula((record[i] ?? '').trim());
      if (value !== '') cells.set(column, value);
    }
    if (cells.size === 0) return;
    rows.push({ baris: index + 2, cells });
  });
  for (const row of rows) {
    const id = row.cells.get('id');
    if (id !== undefined && /^\d{1,9}$/.test(id)) ids.push(Number(id));
  }
  return { header, rows, galat, ids };
}

type Schema = z.ZodType;
const fieldSchema = produkFields as Record<ProdukField, Schema>;

/** What the file would change, against the products as `snapshots` holds them. */
export function planProdukCsv(
  text: string,
  parsed: ParsedFile,
  snapshots: ReadonlyMap<number, ProdukSnapshot>,
  timeZone: string,
): ProdukCsvPlan {
  const galat = [...parsed.galat];
  const perubahan: CsvPerubahan[] = [];
  const changes: ProdukCsvChange[] = [];
  const seen = new Map<number, number>();
  let tetap = 0;
  for (const row of parsed.rows) {
    const problem = (kolom: ProdukCsvColumn, pesan: string) =>
      galat.push({ baris: row.baris, kolom, pesan });
    const idText = row.cells.get('id');
    if (idText === undefined) {
      problem('id', messages.csvNewProduk);
      continue;
    }
    if (!/^\d{1,9}$/.test(idText) || Number(idText) === 0) {
      problem('id', messages.csvIdInvalid);
      continue;
    }
    const id = Number(idText);
    const before = seen.get(id);
    if (before !== undefined) {
      problem('id', messages.csvIdDuplicate(id, before));
      continue;
    }
    seen.set(id, row.baris);
    const snapshot = snapshots.get(id);
    if (!snapshot) {
      problem('id', messages.csvIdUnknown(id));
      continue;
    }
    const errorsBefore = galat.length;
    const result = compareRow(row.cells, snapshot, timeZone, problem);
    if (galat.length > errorsBefore) continue;
    if (result.kolom.length === 0) {
      tetap++;
      continue;
    }
    perubahan.push({
      baris: row.baris,
      id,
      nama_produk: result.change.produk.nama_produk ?? snapshot.produk.nama_produk,
      kolom: result.kolom,
    });
    changes.push(result.change);
  }
  const token = fingerprint(text, parsed.ids, snapshots);
  return {
    preview: {
      token,
      jumlahBaris: parsed.rows.length,
      baru: 0,
      berubah: perubahan.length,
      tetap,
      galat,
      perubahan,
    },
    changes,
  };
}

/**
 * The file and the products it names as they were read: the apply recomputes it under lock and
 * refuses when it differs, so what is applied is what was previewed.
 */
function fingerprint(
  text: string,
  ids: readonly number[],
  snapshots: ReadonlyMap<number, ProdukSnapshot>,
): string {
  const hash = createHash('sha256').update(text);
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    hash.update(`\n${id}:${JSON.stringify(snapshots.get(id) ?? null)}`);
  }
  return hash.digest('hex');
}

function compareRow(
  cells: ReadonlyMap<ProdukCsvColumn, string>,
  s: ProdukSnapshot,
  timeZone: string,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): { kolom: ProdukCsvColumn[]; change: ProdukCsvChange } {
  const kolom: ProdukCsvColumn[] = [];
  const current = produkFieldsOf(s.produk);
  const next: ProdukFields = { ...current };
  const changed: Partial<ProdukFields> = {};
  for (const column of PRODUK_FIELD_COLUMNS) {
    const text = cells.get(column);
    if (text === undefined) continue;
    const value = readField(column, text, timeZone);
    if (!value.ok) {
      problem(column, value.message);
      continue;
    }
    if (!sameValue(column, current[column], value.value, timeZone)) {
      (next as Record<string, unknown>)[column] = value.value;
      (changed as Record<string, unknown>)[column] = value.value;
      kolom.push(column);
    }
  }
  if (!jadwalInOrder(next)) problem('tayang_sampai', messages.jadwalOrder);
  // A status that shows the product needs it complete (src/shared/kelengkapan.ts), as in the list.
  if (changed.status !== undefined) {
    const incomplete = incompleteFor(next.status, [
      { ...next, foto_produk: s.produk.foto_produk },
    ]);
    if (incomplete.length > 0) problem('status', belumLengkapMessage(incomplete));
  }

  const kodeWarna = compareWarna(cells.get('warna'), s, problem);
  if (kodeWarna.length > 0) kolom.push('warna');
  compareUkuran(cells.get('ukuran'), s, problem);
  const marks = cells.get('ketersediaan');
  const nextCells = marks === undefined ? undefined : readCells(marks, s, problem);
  const cellsChanged = nextCells !== undefined && !sameCells(nextCells, s.cells);
  if (cellsChanged) kolom.push('ketersediaan');
  return {
    kolom,
    change: {
      id: s.produk.id,
      produk: changed,
      kodeWarna,
      cells: cellsChanged ? nextCells : undefined,
    },
  };
}

/** The fields a write sets, of a product as read (its id, photo and creation time left out). */
function produkFieldsOf(p: ProdukSnapshot['produk']): ProdukFields {
  const { nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori } = p;
  const { link_shopee, link_tokopedia, link_tiktok, status, tayang_mulai, tayang_sampai } = p;
  return {
    ...{ nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori },
    ...{ link_shopee, link_tokopedia, link_tiktok, status, tayang_mulai, tayang_sampai },
  };
}

type Reading = { ok: true; value: unknown } | { ok: false; message: string };

function readField(column: ProdukCsvColumn & ProdukField, text: string, timeZone: string): Reading {
  if (column === 'tayang_mulai' || column === 'tayang_sampai') {
    const iso = readCsvDateTime(text, timeZone);
    return iso === undefined
      ? {
          ok: false,
          message: messages.csvDateInvalid(
            column === 'tayang_mulai' ? 'Tayang mulai' : 'Tayang sampai',
          ),
        }
      : { ok: true, value: iso };
  }
  const given = column === 'status' ? text.toLowerCase() : text;
  const parsed = fieldSchema[column].safeParse(given);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? messages.invalidInput };
}

/** Equal as the file can tell: schedule times to the minute the file shows. */
function sameValue(
  column: ProdukField,
  current: unknown,
  next: unknown,
  timeZone: string,
): boolean {
  if ((column === 'tayang_mulai' || column === 'tayang_sampai') && typeof current === 'string') {
    return csvDateTime(current, timeZone) === csvDateTime(next as string, timeZone);
  }
  return current === next;
}

const splitList = (text: string) =>
  text
    .split(LIST_SEPARATOR.trim())
    .map((item) => item.trim())
    .filter((item) => item !== '');

const WARNA_ITEM = /^(.*?)\s*\((#[0-9a-fA-F]{6})\)$/;

/** The colours the cell names must be the product's, all of them; a swatch code may change. */
function compareWarna(
  text: string | undefined,
  s: ProdukSnapshot,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): ProdukCsvChange['kodeWarna'] {
  if (text === undefined) return [];
  const changes: ProdukCsvChange['kodeWarna'] = [];
  const named = new Set<number>();
  for (const item of splitList(text)) {
    const match = WARNA_ITEM.exec(item);
    const name = match?.[1] ?? item;
    const code = match?.[2]?.toLowerCase();
    const warna = s.warna.find((w) => sameName(w.warna) === sameName(name));
    if (!warna) {
      problem('warna', messages.csvWarnaUnknown(name));
      continue;
    }
    if (named.has(warna.id)) {
      problem('warna', messages.warnaDuplicateName);
      continue;
    }
    named.add(warna.id);
    if (code !== undefined && code !== warna.kode_warna) {
      changes.push({ id: warna.id, warna: warna.warna, kode_warna: code });
    }
  }
  for (const w of s.warna)
    if (!named.has(w.id)) problem('warna', messages.csvWarnaMissing(w.warna));
  return changes;
}

/** The sizes the cell names must be the product's, all of them (sizes change in the editor). */
function compareUkuran(
  text: string | undefined,
  s: ProdukSnapshot,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): void {
  if (text === undefined) return;
  const named = new Set<number>();
  for (const item of splitList(text)) {
    const ukuran = s.ukuran.find((u) => sameName(ukuranLabel(u)) === sameName(item));
    if (!ukuran) problem('ukuran', messages.csvUkuranUnknown(item));
    else named.add(ukuran.id);
  }
  for (const u of s.ukuran) {
    if (!named.has(u.id)) problem('ukuran', messages.csvUkuranMissing(ukuranLabel(u)));
  }
}

/** "Semua tersedia": no marks at all (every cell Tersedia without a count). */
const ALL_AVAILABLE = 'semua tersedia';

/** The marks the cell writes: `Navy / S (1-2 tahun): 3; Putih / -: habis`. */
function readCells(
  text: string,
  s: ProdukSnapshot,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): KetersediaanRow[] | undefined {
  if (sameName(text) === ALL_AVAILABLE) return [];
  const axes = new Map<string, { id_warna: number | null; id_ukuran: number | null }>();
  const colours = s.warna.length > 0 ? s.warna : [undefined];
  const sizes = s.ukuran.length > 0 ? s.ukuran : [undefined];
  for (const w of colours) {
    for (const u of sizes) {
      axes.set(sameName(cellKey(w?.warna, u && ukuranLabel(u))), {
        id_warna: w?.id ?? null,
        id_ukuran: u?.id ?? null,
      });
    }
  }
  const cells = new Map<string, KetersediaanRow>();
  let failed = false;
  for (const item of splitList(text)) {
    const colon = item.lastIndexOf(':');
    const key = colon === -1 ? item : item.slice(0, colon).trim();
    const value =
      colon === -1
        ? ''
        : item
            .slice(colon + 1)
            .trim()
            .toLowerCase();
    const axis = axes.get(sameName(key)) ?? axes.get(sameName(`${key} / ${NO_AXIS}`));
    if (!axis) {
      problem('ketersediaan', messages.csvCellUnknown(key));
      failed = true;
      continue;
    }
    const cell = readCellValue(value);
    if (!cell) {
      problem('ketersediaan', messages.csvCellValue(key));
      failed = true;
      continue;
    }
    const id = `${axis.id_warna ?? 0}:${axis.id_ukuran ?? 0}`;
    if (cells.has(id)) {
      problem('ketersediaan', messages.duplicateCell);
      failed = true;
      continue;
    }
    cells.set(id, { ...axis, ...cell });
  }
  if (failed) return undefined;
  // Only what differs from "Tersedia without a count" is a mark (replaceCells stores no more).
  return [...cells.values()].filter((c) => !c.tersedia || c.stok !== null);
}

function readCellValue(value: string): Pick<KetersediaanRow, 'tersedia' | 'stok'> | undefined {
  if (value === 'tersedia') return { tersedia: true, stok: null };
  if (value === 'habis') return { tersedia: false, stok: null };
  if (!/^\d+$/.test(value)) return undefined;
  const stok = stokSchema.safeParse(Number(value));
  return stok.success && stok.data !== null
    ? { tersedia: stok.data > 0, stok: stok.data }
    : undefined;
}

function sameCells(next: readonly KetersediaanRow[], current: readonly KetersediaanRow[]): boolean {
  const text = (cells: readonly KetersediaanRow[]) =>
    cells
      .map((c) => `${c.id_warna ?? 0}:${c.id_ukuran ?? 0}=${cellValue(c)}`)
      .sort()
      .join('|');
  return text(next) === text(current);
}
