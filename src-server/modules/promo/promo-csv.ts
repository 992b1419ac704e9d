import type { PromoAdminRow, PromoMailingRow } from '../../../src/shared/schemas/promo.js';

/**
 * One field of a CSV row. Quoted, quotes doubled, and a leading = + - @ defused with an
 * apostrophe: a sign-up address like `=HYPERLINK(…)@x.id` must not run as a spreadsheet formula.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The sign-up list as CSV for a spreadsheet (UTF-8 with BOM so Excel reads it right). */
export function promoCsv(rows: PromoAdminRow[]): string {
  return csv(HEADER, rows.map(fields));
}

/** The same list with each address's unsubscribe link, for the shop's mailing tool. */
export function promoMailingCsv(rows: PromoMailingRow[], publicUrl: string): string {
  return csv(
    [...HEADER, 'tautan_berhenti'],
    rows.map((r) => [...fields(r), `${publicUrl}${r.unsubscribePath}`]),
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

function fields(r: PromoAdminRow): string[] {
  return [
    String(r.id),
    r.email,
    r.createdAt,
    r.checked ? 'ya' : 'tidak',
    r.consentAt ?? '',
    r.consentVersion ?? '',
    r.consentPage ?? '',
    r.voucherCode ?? '',
    r.confirmedAt ?? '',
  ];
}

function csv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
