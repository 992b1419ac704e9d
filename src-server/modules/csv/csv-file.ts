import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { CsvDialect, CsvEncoding } from '../../../src/shared/schemas/produk-csv.js';
import { shopClockAt } from '../../../src/shared/shop-clock.js';

// Every CSV the admin downloads or uploads (docs/decisions/0023-catalogue-csv.md): written and
// read by csv-stringify / csv-parse, in two dialects, with the one rule that keeps a cell from
// running as a spreadsheet formula. An upload is decoded, hashed and read in slices of a few
// milliseconds, so a 16 MB file never holds visitors' requests for longer than one slice.

/** How a dialect writes: its delimiter, and whether a UTF-8 BOM starts the file. */
export interface CsvFormat {
  delimiter: ',' | ';';
  bom: boolean;
}

/**
 * Standard CSV (RFC 4180, comma, no BOM) for other tools; "Excel (Indonesia)": Excel in an
 * Indonesian locale splits on `;` (its list separator, the comma being the decimal mark) and
 * reads a file as UTF-8 only when a BOM says so.
 */
export const CSV_FORMATS: Record<CsvDialect, CsvFormat> = {
  standar: { delimiter: ',', bom: false },
  'excel-id': { delimiter: ';', bom: true },
};

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first: OWASP's CSV
 * injection list), or one that already starts with apostrophes before such a character, gets an
 * apostrophe in front, which spreadsheets show as text. The second half keeps the rule
 * reversible: a name that really is `'=x` is written `''=x` and read back as `'=x`.
 */
const NEEDS_APOSTROPHE = /^'*[=+\-@\t\r]/;
const ADDED_APOSTROPHE = /^'+[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return NEEDS_APOSTROPHE.test(value) ? `'${value}` : value;
}

/**
 * The apostrophe `neutraliseFormula` put in front taken off again, and only that one: for every
 * text, `restoreFormula(neutraliseFormula(text)) === text`. An apostrophe the owner typed before
 * anything else (`'Gamis`) stays.
 */
export function restoreFormula(value: string): string {
  return ADDED_APOSTROPHE.test(value) ? value.slice(1) : value;
}

/** A whole CSV file: every field quoted and neutralised, CRLF line ends (what Excel writes). */
export function writeCsv(format: CsvFormat, header: string[], rows: string[][]): string {
  const text = stringify([header, ...rows.map((row) => row.map(neutraliseFormula))], {
    delimiter: format.delimiter,
    record_delimiter: '\r\n',
    quoted: true,
    quoted_empty: true,
  });
  return format.bom ? `\uFEFF${text}` : text;
}

/**
 * Hands the event loop back between slices of CSV work: `pause()` waits for the next turn of the
 * loop (after pending I/O, so visitors' requests run) once the current slice has run `sliceMs`.
 */
export class TimeSlicer {
  private started = performance.now();

  constructor(private readonly sliceMs = 8) {}

  async pause(): Promise<void> {
    if (performance.now() - this.started < this.sliceMs) return;
    await nextTurn();
    this.started = performance.now();
  }
}

/** Bytes decoded, hashed or text read per step between pauses. */
const STEP = 256 * 1024;

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
  /**
   * UTF-8 with bytes that are not UTF-8 (a file partly saved in another encoding): each such
   * byte is read as U+FFFD, so the cells that hold one can be named instead of stored garbled.
   */
  damaged: boolean;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[i] === b);

const asBuffer = (chunk: Uint8Array) =>
  Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

async function decodeWith(
  bytes: Uint8Array,
  decode: (chunk: Uint8Array) => string,
  slicer: TimeSlicer,
): Promise<string[]> {
  const parts: string[] = [];
  for (let at = 0; at < bytes.length; at += STEP) {
    parts.push(decode(bytes.subarray(at, at + STEP)));
    await slicer.pause();
  }
  return parts;
}

/** A letter beyond ASCII that decoded as UTF-8 (not a stray byte's U+FFFD). */
// eslint-disable-next-line no-control-regex -- the range starts at NUL on purpose
const BEYOND_ASCII = /[^\x00-\x7F\uFFFD]/;

/**
 * An upload's bytes as text, the encoding decided once for the whole file: UTF-16 when a BOM
 * says so; UTF-8 when the bytes are UTF-8 (a BOM dropped); Windows-1252, as older Excel saves,
 * when no byte sequence in the file is UTF-8 beyond ASCII; otherwise the file mixes the two, and
 * it is read as UTF-8 with its stray bytes marked (`damaged`). Windows-1252 is decoded by
 * iconv-lite: Node's own decoder without full ICU reads 0x80–0x9F (“ ” € –) as control codes.
 */
export async function decodeCsv(bytes: Uint8Array, slicer: TimeSlicer): Promise<DecodedCsv> {
  for (const [encoding, bom] of [
    ['utf-16le', [0xff, 0xfe]],
    ['utf-16be', [0xfe, 0xff]],
  ] as const) {
    if (!startsWith(bytes, bom)) continue;
    const decoder = iconv.getDecoder(encoding, { stripBOM: false });
    const parts = await decodeWith(bytes.subarray(2), (c) => decoder.write(asBuffer(c)), slicer);
    return { text: parts.join('') + (decoder.end() ?? ''), encoding, damaged: false };
  }
  const declared = startsWith(bytes, [0xef, 0xbb, 0xbf]);
  const body = declared ? bytes.subarray(3) : bytes;
  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
  const parts = await decodeWith(body, (c) => utf8.decode(c, { stream: true }), slicer);
  parts.push(utf8.decode());
  const text = () => parts.join('');
  if (isUtf8(body)) return { text: text(), encoding: 'utf-8', damaged: false };
  if (declared || parts.some((part) => BEYOND_ASCII.test(part))) {
    return { text: text(), encoding: 'utf-8', damaged: true };
  }
  const cp1252 = iconv.getDecoder('windows1252');
  const latin = await decodeWith(body, (c) => cp1252.write(asBuffer(c)), slicer);
  return { text: latin.join('') + (cp1252.end() ?? ''), encoding: 'windows-1252', damaged: false };
}

/** The SHA-256 of an upload's bytes, hashed a step at a time. */
export async function digestCsv(bytes: Uint8Array, slicer: TimeSlicer): Promise<string> {
  const hash = createHash('sha256');
  for (let at = 0; at < bytes.length; at += STEP) {
    hash.update(bytes.subarray(at, at + STEP));
    await slicer.pause();
  }
  return hash.digest('hex');
}

/** What one upload may hold before reading stops (docs/decisions/0023-catalogue-csv.md). */
export interface CsvReadLimits {
  /** Rows that are not blank, the header included. */
  records: number;
  /** Cells of any row. */
  columns: number;
  /** Characters of one row. */
  rowChars: number;
}

/**
 * A file that is no CSV csv-parse can read (an unclosed quote, a binary upload), or one past its
 * limits: `row` is the spreadsheet's row number where reading stopped.
 */
export class CsvReadError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'records' | 'columns' | 'rowChars',
    readonly row: number,
  ) {
    super(`${reason} at row ${row}`);
  }
}

/** A row of an uploaded CSV, numbered as the spreadsheet shows it (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** The delimiter of a file: the header line's `;`, tab or `,`, whichever it has most of. */
export function delimiterOf(body: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  // The first line, read no further than any real header goes.
  for (let i = 0; i < Math.min(body.length, 64 * 1024); i++) {
    const c = body[i];
    if (c === '\n' || c === '\r') break;
    if (c === ';' || c === ',' || c === '\t') counts[c]++;
  }
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/**
 * An uploaded CSV as rows of cells (the header first), whichever dialect wrote it: the BOM is
 * dropped, the delimiter is found in the header line, blank rows are left out (their numbers
 * kept), and reading stops with a `CsvReadError` past `limits`. The text is given to the parser
 * a step at a time, with a pause between steps.
 */
export async function readCsv(
  text: string,
  limits: CsvReadLimits,
  slicer: TimeSlicer = new TimeSlicer(),
): Promise<CsvRecord[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parser = parse({
    delimiter: delimiterOf(body),
    relax_column_count: true,
    max_record_size: limits.rowChars,
  });
  const records: CsvRecord[] = [];
  let read = 0;
  // Set by the parser's events, read between steps.
  const state: { failure?: CsvReadError } = {};
  parser.on('data', (cells: string[]) => {
    read++;
    if (state.failure) return;
    if (cells.length > limits.columns) state.failure = new CsvReadError('columns', read);
    else if (cells.some((c) => c.trim() !== '')) records.push({ row: read, cells });
    if (records.length > limits.records) state.failure = new CsvReadError('records', read);
  });
  parser.on('error', (error: Error & { code?: string; records?: number }) => {
    const row = (error.records ?? read) + 1;
    state.failure ??= new CsvReadError(
      error.code === 'CSV_MAX_RECORD_SIZE' ? 'rowChars' : 'unreadable',
      row,
    );
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('close', resolve);
  });
  for (let at = 0; at < body.length && !state.failure;) {
    let end = Math.min(at + STEP, body.length);
    // Never split a surrogate pair: the parser would read each half as a broken character.
    const last = body.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff && end < body.length) end++;
    parser.write(body.slice(at, end));
    at = end;
    await slicer.pause();
  }
  if (state.failure) {
    parser.destroy();
    throw state.failure;
  }
  parser.end();
  await ended;
  // An unclosed quote is only found at the end.
  const atEnd = (): CsvReadError | undefined => state.failure;
  const failure = atEnd();
  if (failure) throw failure;
  return records;
}

/**
 * An instant as the admin's screens show it, on the shop's clock: `dd/mm/yyyy hh:mm` (the
 * order Indonesian Excel reads and writes back).
 */
export function csvDateTime(iso: string, timeZone: string): string {
  const local = shopClockAt(Date.parse(iso), timeZone); // YYYY-MM-DDTHH:mm
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}
