import type { PromoAdminRow, PromoMailingRow } from '../../../src/shared/schemas/promo.js';
import { csvDateTime, writeCsv, type CsvFormat } from '../csv/csv-file.js';

// The sign-up list as CSV for a spreadsheet: written by the catalogue's CSV writer
// (src-server/modules/csv/csv-file.ts), so a sign-up address like `=HYPERLINK(…)@x.id` is
// neutralised by the same rule, and times are on the shop's clock as the admin list shows them.

/** Comma-separated, with a BOM so Excel reads the UTF-8 right (as the list has always been). */
const FORMAT: CsvFormat = { delimiter: ',', bom: true };

export function promoCsv(rows: PromoAdminRow[], timeZone: string): string {
  return writeCsv(
    FORMAT,
    HEADER,
    rows.map((r) => fields(r, timeZone)),
  );
}

/** The same list with each address's unsubscribe link, for the shop's mailing tool. */
export function promoMailingCsv(
  rows: PromoMailingRow[],
  publicUrl: string,
  timeZone: string,
): string {
  return writeCsv(
    FORMAT,
    [...HEADER, 'tautan_berhenti'],
    rows.map((r) => [...fields(r, timeZone), `${publicUrl}${r.unsubscribePath}`]),
  );
}

const HEADER = [
  'id',
  'email',
  'terdaftar',
  'sudah_dicek',
  'persetujuan_waktu',
  'persetujuan_versi',
  'persetujuan_halaman',
  'kode_voucher',
  'dikonfirmasi_waktu',
];

function fields(r: PromoAdminRow, timeZone: string): string[] {
  return [
    String(r.id),
    r.email,
    csvDateTime(r.createdAt, timeZone),
    r.checked ? 'ya' : 'tidak',
    r.consentAt ? csvDateTime(r.consentAt, timeZone) : '',
    r.consentVersion ?? '',
    r.consentPage ?? '',
    r.voucherCode ?? '',
    r.confirmedAt ? csvDateTime(r.confirmedAt, timeZone) : '',
  ];
}
