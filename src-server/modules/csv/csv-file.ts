import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CsvDialect } from '../../../src/shared/schemas/produk-csv.js';
import { instantOnShopClock, shopClockAt } from '../../../src/shared/shop-clock.js';

// Every CSV the admin downloads or uploads (docs/decisions/0023-catalogue-csv.md): written and
// read by csv-stringify / csv-parse, in two dialects, with the one rule that keeps a cell from
// running as a spreadsheet formula.

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

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first: OWASP's CSV
 * injection list) gets an apostrophe in front, which spreadsheets show as text.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The apostrophe `neutraliseFormula` put in front taken off again, so a file round-trips. */
export function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
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

/** A file that is no CSV csv-parse can read (an unclosed quote, a binary upload). */
export class CsvReadError extends Error {}

/**
 * An uploaded CSV as rows of cells (the header first), whichever dialect wrote it: the BOM is
 * dropped and the delimiter is the header line's `;` or `,`, whichever it has more of.
 */
export function readCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  const delimiter = count(';') > count(',') ? ';' : ',';
  try {
    return parse(body, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    });
  } catch (error) {
    throw new CsvReadError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * An instant as the admin's screens show it, on the shop's clock: `dd/mm/yyyy hh:mm` (the
 * order Indonesian Excel reads and writes back).
 */
export function csvDateTime(iso: string, timeZone: string): string {
  const local = shopClockAt(Date.parse(iso), timeZone); // YYYY-MM-DDTHH:mm
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T]+(\d{1,2})[.:](\d{2})(?:[.:](\d{2}))?$/;

/**
 * A date and time as `csvDateTime` writes it, or as Excel writes it back (`6/1/2027 9:05`,
 * seconds allowed), on the shop's clock; an ISO instant with its offset is read too. Answers
 * the instant as ISO, or undefined when the text is neither.
 */
export function readCsvDateTime(text: string, timeZone: string): string | undefined {
  const value = text.trim();
  const match = DATE_TIME.exec(value);
  if (!match) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
      return undefined;
    }
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
  }
  const [day, month, year, hour, minute] = match.slice(1, 6).map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0, hour ?? 0, minute ?? 0));
  const valid =
    date.getUTCDate() === day &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60;
  if (!valid) return undefined;
  const local = date.toISOString().slice(0, 16);
  return new Date(instantOnShopClock(local, timeZone)).toISOString();
}
