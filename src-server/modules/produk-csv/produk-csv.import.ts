import { createHash } from 'node:crypto';
import { z } from 'zod';
import { belumLengkapMessage } from '../../../src/shared/kelengkapan.js';
import {
  CSV_IMPORT_MAX_COLUMNS,
  CSV_IMPORT_MAX_ROW_CHARS,
  CSV_IMPORT_MAX_ROWS,
  CSV_PREVIEW_MAX_LISTED,
  MAX_PRODUK_VARIANTS,
} from '../../../src/shared/limits.js';
import { messages } from '../../../src/shared/messages.js';
import { stokSchema, type KetersediaanRow } from '../../../src/shared/schemas/ketersediaan.js';
import type { Ukuran } from '../../../src/shared/schemas/ukuran.js';
import { ukuranFields } from '../../../src/shared/schemas/ukuran-write.js';
import {
  PRODUK_CSV_COLUMNS,
  type CsvGalat,
  type CsvNilai,
  type CsvPerubahan,
  type CsvProdukBaru,
  type CsvSel,
  type ProdukCsvColumn,
  type ProdukCsvPreview,
} from '../../../src/shared/schemas/produk-csv.js';
import {
  jadwalInOrder,
  produkFields,
  type ProdukFields,
} from '../../../src/shared/schemas/produk-write.js';
import {
  fileDateOrder,
  parseWrittenDate,
  readWrittenDate,
  type DateOrder,
  type WrittenDate,
} from '../csv/csv-dates.js';
import {
  CsvReadError,
  delimiterOf,
  readCsv,
  restoreFormula,
  type DecodedCsv,
  type TimeSlicer,
} from '../csv/csv-file.js';
import {
  cellKey,
  cellValue,
  ketersediaanText,
  LIST_SEPARATOR,
  NO_AXIS,
  sameName,
  ukuranLabel,
  warnaText,
} from './produk-csv.format.js';
import { readNewProduk } from './produk-csv.new.js';
import { incompleteFor } from '../produk/produk.queries.js';
import type { ProdukSnapshot } from './produk-csv.queries.js';

// The catalogue's CSV import, read and compared (docs/product.md §11 Ekspor dan impor CSV): what a
// file would change and create, computed the same way for the preview and, inside the apply's
// transaction, for the apply. Each cell is read by the field's own write schema
// (src/shared/schemas/produk-write.ts), the one the editor saves through; a row without id by the
// editor's save (produk-csv.new.ts); dates as spreadsheets write them back, day and month told
// apart once per file (docs/decisions/0042-csv-from-a-spreadsheet.md). A blank cell, or a column
// the file leaves out, keeps the value.

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

/** A size as a new row's cell names it, before it has an id. */
export type NewUkuran = Omit<Ukuran, 'id' | 'id_produk'>;

/** A product a row without `id` creates, with the sizes and marks its cells name. */
export interface ProdukCsvCreate {
  baris: number;
  produk: ProdukFields;
  ukuran: NewUkuran[];
  /** Its marks, each `id_ukuran` the size's place in `ukuran` counted from 1 (no colours yet). */
  cells: KetersediaanRow[];
}

export interface ProdukCsvPlan {
  preview: ProdukCsvPreview;
  changes: ProdukCsvChange[];
  creates: ProdukCsvCreate[];
}

/** A file that cannot be compared at all: answered as one 400, not as rows of errors. */
export class CsvFileError extends Error {}

interface ParsedRow {
  baris: number;
  cells: Map<ProdukCsvColumn, string>;
  /** Columns whose cell held bytes that are not UTF-8 (the file mixes encodings). */
  unreadable: ProdukCsvColumn[];
}

interface ParsedFile {
  encoding: DecodedCsv['encoding'];
  rows: ParsedRow[];
  galat: GalatList;
  /** The ids the rows name, first row first. */
  ids: number[];
  /** Day or month first, as the file shows it (undefined: the file cannot tell). */
  dateOrder: DateOrder | undefined;
  /** Whether a row has no `id` (a new product, whose name is compared with the catalogue's). */
  hasNew: boolean;
}

/**
 * The errors of one file: every one counted, the first CSV_PREVIEW_MAX_LISTED kept, so a file of
 * a million mistakes answers as small as one of two hundred.
 */
class GalatList {
  readonly listed: CsvGalat[] = [];
  count = 0;
  /** Rows below the header with an error. */
  readonly rows = new Set<number>();
  inHeader = false;

  add(galat: CsvGalat, where: 'header' | 'row' = 'row'): void {
    this.count++;
    if (this.listed.length < CSV_PREVIEW_MAX_LISTED) this.listed.push(galat);
    if (where === 'header') this.inHeader = true;
    else this.rows.add(galat.baris);
  }
}

/** A name from the file as a message quotes it: long enough to recognise, never a megabyte. */
function clip(text: string, max = 60): string {
  if (text.length <= max) return text;
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, cut)}…`;
}

const STRAY_BYTE = '\uFFFD';

function readError(error: CsvReadError): CsvFileError {
  switch (error.reason) {
    case 'records':
      return new CsvFileError(messages.csvTooManyRows(CSV_IMPORT_MAX_ROWS.toLocaleString('id-ID')));
    case 'columns':
      return new CsvFileError(messages.csvTooManyColumns(error.row, CSV_IMPORT_MAX_COLUMNS));
    case 'rowChars':
      return new CsvFileError(
        messages.csvRowTooLong(error.row, CSV_IMPORT_MAX_ROW_CHARS.toLocaleString('id-ID')),
      );
    case 'unreadable':
      return new CsvFileError(messages.csvUnreadable);
  }
}

/** Reads the file's header and rows, and the ids its rows name (a bad id is a row's error). */
export async function parseProdukCsv(
  file: DecodedCsv,
  timeZone: string,
  slicer: TimeSlicer,
): Promise<ParsedFile> {
  let records;
  try {
    records = await readCsv(
      file.text,
      {
        records: CSV_IMPORT_MAX_ROWS + 1,
        columns: CSV_IMPORT_MAX_COLUMNS,
        rowChars: CSV_IMPORT_MAX_ROW_CHARS,
      },
      slicer,
    );
  } catch (error) {
    if (error instanceof CsvReadError) throw readError(error);
    throw error;
  }
  const [first, ...body] = records;
  if (!first) throw new CsvFileError(messages.csvEmpty);
  const header = first.cells;
  const names = header.map((h) => h.trim().toLowerCase());
  if (!names.includes('id')) throw new CsvFileError(messages.csvNoIdColumn);
  const galat = new GalatList();
  const columnAt = new Map<number, ProdukCsvColumn>();
  names.forEach((name, i) => {
    if (name === '') return;
    const kolom = clip(header[i] ?? name);
    if (file.damaged && name.includes(STRAY_BYTE)) {
      galat.add({ baris: first.row, kolom, pesan: messages.csvBadBytes }, 'header');
    } else if (!(PRODUK_CSV_COLUMNS as readonly string[]).includes(name)) {
      galat.add(
        { baris: first.row, kolom, pesan: messages.csvUnknownColumn(clip(name)) },
        'header',
      );
    } else if ([...columnAt.values()].includes(name as ProdukCsvColumn)) {
      galat.add(
        { baris: first.row, kolom: name, pesan: messages.csvDuplicateColumn(name) },
        'header',
      );
    } else {
      columnAt.set(i, name as ProdukCsvColumn);
    }
  });
  const rows: ParsedRow[] = [];
  const ids: number[] = [];
  const dates: WrittenDate[] = [];
  let hasNew = false;
  for (const record of body) {
    await slicer.pause();
    const cells = new Map<ProdukCsvColumn, string>();
    const unreadable: ProdukCsvColumn[] = [];
    for (const [i, column] of columnAt) {
      const raw = record.cells[i] ?? '';
      if (file.damaged && raw.includes(STRAY_BYTE)) unreadable.push(column);
      const value = restoreFormula(raw.trim());
      if (value !== '') cells.set(column, value);
    }
    if (cells.size === 0) continue;
    rows.push({ baris: record.row, cells, unreadable });
    const id = cells.get('id');
    if (id === undefined) hasNew = true;
    else if (/^\d{1,9}$/.test(id)) ids.push(Number(id));
    for (const column of DATE_COLUMNS) {
      const date = parseWrittenDate(cells.get(column) ?? '', timeZone);
      if (date) dates.push(date);
    }
  }
  const dateOrder = fileDateOrder(delimiterOf(file.text.slice(0, 64 * 1024)), dates);
  return { encoding: file.encoding, rows, galat, ids, dateOrder, hasNew };
}

/** The columns whose dates tell the file's order (`dibuat` too: it is not imported, but shown). */
const DATE_COLUMNS = ['tayang_mulai', 'tayang_sampai', 'dibuat'] as const;

type Schema = z.ZodType;
const fieldSchema = produkFields as Record<ProdukField, Schema>;

/** How a row's cells are read: the shop's clock, and the file's order of day and month. */
interface ReadContext {
  timeZone: string;
  dateOrder: DateOrder | undefined;
}

/**
 * What the file would change and create, against the products as `snapshots` holds them and the
 * catalogue's names (`names`: each product's id by its folded name, read when the file has new rows).
 */
export async function planProdukCsv(
  digest: string,
  parsed: ParsedFile,
  catalogue: { snapshots: ReadonlyMap<number, ProdukSnapshot>; names: ReadonlyMap<string, number> },
  timeZone: string,
  slicer: TimeSlicer,
): Promise<ProdukCsvPlan> {
  const { snapshots } = catalogue;
  const { galat } = parsed;
  const context: ReadContext = { timeZone, dateOrder: parsed.dateOrder };
  const perubahan: CsvPerubahan[] = [];
  const produkBaru: CsvProdukBaru[] = [];
  const changes: ProdukCsvChange[] = [];
  const creates: ProdukCsvCreate[] = [];
  const seen = new Map<number, number>();
  const newNames = new Map<string, number>();
  /** The products new rows' names clash with: part of the fingerprint. */
  const clashes: number[] = [];
  let tetap = 0;
  for (const row of parsed.rows) {
    await slicer.pause();
    const problem = (kolom: ProdukCsvColumn, pesan: string) =>
      galat.add({ baris: row.baris, kolom, pesan });
    if (row.unreadable.length > 0) {
      for (const kolom of row.unreadable) problem(kolom, messages.csvBadBytes);
      continue;
    }
    const idText = row.cells.get('id');
    if (idText === undefined) {
      const named = sameNameAs(row, catalogue.names, newNames);
      if (named?.id !== undefined) clashes.push(named.id);
      if (named) problem('nama_produk', named.message);
      const create = planNewRow(row.cells, context, problem);
      if (!create || named) continue;
      creates.push({ baris: row.baris, ...create });
      if (produkBaru.length < CSV_PREVIEW_MAX_LISTED) {
        produkBaru.push({
          baris: row.baris,
          nama_produk: clip(create.produk.nama_produk, 200),
          sel: create.sel.map((c) => ({ ...c, baru: clipValue(c.baru) })),
        });
      }
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
    const errorsBefore = galat.count;
    const result = compareRow(row.cells, snapshot, context, problem);
    if (galat.count > errorsBefore) continue;
    if (result.sel.length === 0) {
      tetap++;
      continue;
    }
    if (perubahan.length < CSV_PREVIEW_MAX_LISTED) {
      perubahan.push({
        baris: row.baris,
        id,
        nama_produk: clip(result.change.produk.nama_produk ?? snapshot.produk.nama_produk, 200),
        kolom: result.sel.map((c) => c.kolom),
        sel: result.sel.map((c) => ({ ...c, lama: clipValue(c.lama), baru: clipValue(c.baru) })),
      });
    }
    changes.push(result.change);
  }
  const token = fingerprint(digest, parsed.ids, snapshots, clashes);
  return {
    preview: {
      token,
      encoding: parsed.encoding,
      jumlahBaris: parsed.rows.length,
      baru: creates.length,
      berubah: changes.length,
      tetap,
      jumlahGalat: galat.count,
      galat: galat.listed,
      barisGalat: galat.rows.size,
      bisaLewati: !galat.inHeader && changes.length + creates.length > 0,
      perubahan,
      produkBaru,
    },
    changes,
    creates,
  };
}

/** A value the preview shows: a long description cut, as names in messages are. */
function clipValue(value: CsvNilai): CsvNilai {
  return typeof value === 'string' ? clip(value, 300) : value;
}

/**
 * Why a new row's name cannot be created (the error), when a product of the catalogue or an
 * earlier new row of the file has the same name (src/shared/same-name.ts): uploading a file
 * twice must not create its products twice.
 */
function sameNameAs(
  row: ParsedRow,
  names: ReadonlyMap<string, number>,
  newNames: Map<string, number>,
): { message: string; id?: number } | undefined {
  const name = row.cells.get('nama_produk');
  if (name === undefined) return undefined;
  const key = sameName(name);
  const id = names.get(key);
  if (id !== undefined) return { message: messages.csvNewProdukSameName(clip(name), id), id };
  const earlier = newNames.get(key);
  if (earlier !== undefined) return { message: messages.csvNewProdukSameRow(clip(name), earlier) };
  newNames.set(key, row.baris);
  return undefined;
}

/** A new row's product with its sizes and marks, or undefined when the row has errors. */
function planNewRow(
  cells: ReadonlyMap<ProdukCsvColumn, string>,
  context: ReadContext,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): (Omit<ProdukCsvCreate, 'baris'> & { sel: CsvSel[] }) | undefined {
  const produk = readNewProduk(
    cells,
    (column, text) => {
      const value = readDate(column, text, null, context);
      if (!value.ok) problem(column, value.message);
      return value.ok ? (value.value as string) : undefined;
    },
    problem,
  );
  const variants = readNewVariants(cells, problem);
  if (!produk || !variants) return undefined;
  const texts = [...Object.entries(produk), ['ukuran', cells.get('ukuran')]];
  for (const [column, value] of texts) {
    const control = typeof value === 'string' ? controlIn(value) : undefined;
    if (control !== undefined) {
      problem(column as ProdukCsvColumn, messages.csvControlChar(control));
      return undefined;
    }
  }
  return { produk, ...variants };
}

const UKURAN_ITEM = /^(.*)\((.*)\)$/;
const newUkuranSchema = z.object(ukuranFields);

/**
 * A new row's sizes (`S (1-2 tahun); M (3-4 tahun)`) and its marks, read as an existing row's
 * marks are (readCells) against those sizes; undefined when a cell has errors.
 */
function readNewVariants(
  cells: ReadonlyMap<ProdukCsvColumn, string>,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): { ukuran: NewUkuran[]; cells: KetersediaanRow[]; sel: CsvSel[] } | undefined {
  const text = cells.get('ukuran');
  const items = text === undefined ? [] : splitList(text, MAX_PRODUK_VARIANTS);
  if (!items) {
    problem('ukuran', messages.csvTooManyItems(MAX_PRODUK_VARIANTS, 'ukuran'));
    return undefined;
  }
  const ukuran: NewUkuran[] = [];
  for (const item of items) {
    const match = UKURAN_ITEM.exec(item);
    const parsed = newUkuranSchema.safeParse({ ukuran: match?.[1], usia: match?.[2] });
    if (!match || !parsed.success) {
      problem('ukuran', messages.csvUkuranFormat(clip(item)));
    } else if (
      ukuran.some((u) => sameName(ukuranLabel(u)) === sameName(ukuranLabel(parsed.data)))
    ) {
      problem('ukuran', messages.csvUkuranDuplicate(clip(item)));
    } else {
      ukuran.push(parsed.data);
    }
  }
  if (ukuran.length < items.length) return undefined;
  const axes = { warna: [], ukuran: ukuran.map((u, i) => ({ ...u, id: i + 1 })) };
  const marks = cells.get('ketersediaan');
  const marked = marks === undefined ? [] : readCells(marks, axes, problem);
  if (!marked) return undefined;
  const sel: CsvSel[] = [];
  if (ukuran.length > 0) {
    sel.push({ kolom: 'ukuran', lama: null, baru: ukuran.map(ukuranLabel).join(LIST_SEPARATOR) });
  }
  if (marked.length > 0) {
    sel.push({ kolom: 'ketersediaan', lama: null, baru: ketersediaanText(axes, marked) });
  }
  return { ukuran, cells: marked, sel };
}

/**
 * The file and the products it names as they were read, and the products its new rows' names
 * clash with: the apply recomputes it under lock and refuses when it differs, so what is applied
 * is what was previewed (a product named like a new row since the preview is a change).
 */
function fingerprint(
  digest: string,
  ids: readonly number[],
  snapshots: ReadonlyMap<number, ProdukSnapshot>,
  clashes: readonly number[],
): string {
  const hash = createHash('sha256').update(digest);
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    hash.update(`\n${id}:${JSON.stringify(snapshots.get(id) ?? null)}`);
  }
  if (clashes.length > 0) hash.update(`\nnama:${clashes.join(',')}`);
  return hash.digest('hex');
}

function compareRow(
  cells: ReadonlyMap<ProdukCsvColumn, string>,
  s: ProdukSnapshot,
  context: ReadContext,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): { sel: CsvSel[]; change: ProdukCsvChange } {
  const sel: CsvSel[] = [];
  const current = produkFieldsOf(s.produk);
  const next: ProdukFields = { ...current };
  const changed: Partial<ProdukFields> = {};
  for (const column of PRODUK_FIELD_COLUMNS) {
    const text = cells.get(column);
    if (text === undefined) continue;
    const value = readField(column, text, current[column], context);
    if (!value.ok) {
      problem(column, value.message);
      continue;
    }
    if (current[column] !== value.value) {
      const control = typeof value.value === 'string' ? controlIn(value.value) : undefined;
      if (control !== undefined) {
        problem(column, messages.csvControlChar(control));
        continue;
      }
      (next as Record<string, unknown>)[column] = value.value;
      (changed as Record<string, unknown>)[column] = value.value;
      sel.push({ kolom: column, lama: current[column], baru: value.value as CsvNilai });
    }
  }
  if (!jadwalInOrder(next)) problem('tayang_sampai', messages.jadwalOrder);
  // A status that shows the product needs it complete (src/shared/kelengkapan.ts), as in the list.
  if (changed.status !== undefined) {
    const incomplete = incompleteFor(next.status, [{ ...next, foto_produk: s.produk.foto_produk }]);
    if (incomplete.length > 0) problem('status', belumLengkapMessage(incomplete));
  }

  const kodeWarna = compareWarna(cells.get('warna'), s, problem);
  if (kodeWarna.length > 0) {
    const code = new Map(kodeWarna.map((w) => [w.id, w.kode_warna]));
    const after = s.warna.map((w) => ({ ...w, kode_warna: code.get(w.id) ?? w.kode_warna }));
    sel.push({ kolom: 'warna', lama: warnaText(s.warna), baru: warnaText(after) });
  }
  compareUkuran(cells.get('ukuran'), s, problem);
  const marks = cells.get('ketersediaan');
  const nextCells = marks === undefined ? undefined : readCells(marks, s, problem);
  const cellsChanged = nextCells !== undefined && !sameCells(nextCells, s.cells);
  if (cellsChanged) {
    sel.push({
      kolom: 'ketersediaan',
      lama: ketersediaanText(s, s.cells) || null,
      baru: ketersediaanText(s, nextCells) || null,
    });
  }
  return {
    sel,
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

/**
 * Control characters an import never stores (C0 but tab and line breaks, DEL, C1): in a file they
 * are what another encoding's punctuation became, never text the owner typed. A value already
 * stored is not refused, so an unchanged export still imports as no change.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The first control character of `text`, as `U+0093`, or undefined. */
function controlIn(text: string): string | undefined {
  const found = CONTROL.exec(text)?.[0];
  return found === undefined
    ? undefined
    : `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

type Reading = { ok: true; value: unknown } | { ok: false; message: string };

function readField(
  column: ProdukCsvColumn & ProdukField,
  text: string,
  stored: unknown,
  context: ReadContext,
): Reading {
  if (column === 'tayang_mulai' || column === 'tayang_sampai') {
    return readDate(column, text, typeof stored === 'string' ? stored : null, context);
  }
  const given = column === 'status' ? text.toLowerCase() : text;
  const parsed = fieldSchema[column].safeParse(given);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? messages.invalidInput };
}

/**
 * A schedule cell as spreadsheets write it (src-server/modules/csv/csv-dates.ts): the stored
 * instant itself when the cell shows it, to the minute (or the day) it shows.
 */
function readDate(
  column: 'tayang_mulai' | 'tayang_sampai',
  text: string,
  stored: string | null,
  context: ReadContext,
): Reading {
  const written = parseWrittenDate(text, context.timeZone);
  const iso =
    written &&
    readWrittenDate(written, {
      order: context.dateOrder,
      timeZone: context.timeZone,
      stored,
    });
  if (iso !== undefined) return { ok: true, value: iso };
  const label = column === 'tayang_mulai' ? 'Tayang mulai' : 'Tayang sampai';
  return { ok: false, message: messages.csvDateInvalid(label) };
}

/**
 * The items of a list cell, or undefined when it names more than `max` of them: counted as they
 * are cut, so a cell of a million names costs no more than `max + 1`.
 */
function splitList(text: string, max: number): string[] | undefined {
  const separator = LIST_SEPARATOR.trim();
  const items: string[] = [];
  for (let at = 0; at <= text.length;) {
    const end = text.indexOf(separator, at);
    const item = text.slice(at, end === -1 ? text.length : end).trim();
    if (item !== '') {
      if (items.length === max) return undefined;
      items.push(item);
    }
    if (end === -1) break;
    at = end + separator.length;
  }
  return items;
}

/** Items a list cell may name: what the editor allows, or what the product already has. */
const listMax = (has: number, allowed: number) => Math.max(has, allowed);

const WARNA_ITEM = /^(.*?)\s*\((#[0-9a-fA-F]{6})\)$/;

/** The colours the cell names must be the product's, all of them; a swatch code may change. */
function compareWarna(
  text: string | undefined,
  s: ProdukSnapshot,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): ProdukCsvChange['kodeWarna'] {
  if (text === undefined) return [];
  const max = listMax(s.warna.length, MAX_PRODUK_VARIANTS);
  const items = splitList(text, max);
  if (!items) {
    problem('warna', messages.csvTooManyItems(max, 'warna'));
    return [];
  }
  const changes: ProdukCsvChange['kodeWarna'] = [];
  const named = new Set<number>();
  for (const item of items) {
    const match = WARNA_ITEM.exec(item);
    const name = match?.[1] ?? item;
    const code = match?.[2]?.toLowerCase();
    const warna = s.warna.find((w) => sameName(w.warna) === sameName(name));
    if (!warna) {
      problem('warna', messages.csvWarnaUnknown(clip(name)));
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
  const max = listMax(s.ukuran.length, MAX_PRODUK_VARIANTS);
  const items = splitList(text, max);
  if (!items) {
    problem('ukuran', messages.csvTooManyItems(max, 'ukuran'));
    return;
  }
  const named = new Set<number>();
  for (const item of items) {
    const ukuran = s.ukuran.find((u) => sameName(ukuranLabel(u)) === sameName(item));
    if (!ukuran) problem('ukuran', messages.csvUkuranUnknown(clip(item)));
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
  s: Pick<ProdukSnapshot, 'warna' | 'ukuran'>,
  problem: (kolom: ProdukCsvColumn, pesan: string) => void,
): KetersediaanRow[] | undefined {
  if (sameName(text) === ALL_AVAILABLE) return [];
  const max = listMax(
    Math.max(s.warna.length, 1) * Math.max(s.ukuran.length, 1),
    MAX_PRODUK_VARIANTS * MAX_PRODUK_VARIANTS,
  );
  const items = splitList(text, max);
  if (!items) {
    problem('ketersediaan', messages.csvTooManyItems(max, 'pasangan warna / ukuran'));
    return undefined;
  }
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
  for (const item of items) {
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
      problem('ketersediaan', messages.csvCellUnknown(clip(key)));
      failed = true;
      continue;
    }
    const cell = readCellValue(value);
    if (!cell) {
      problem('ketersediaan', messages.csvCellValue(clip(key)));
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
