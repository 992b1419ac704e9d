import type { PromoAdminRow } from '../../../src/shared/schemas/promo.js';

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
  const lines = [
    ['id', 'email', 'terdaftar', 'sudah_dicek'].map(csvField).join(','),
    ...rows.map((r) =>
      [String(r.id), r.email, r.createdAt, r.checked ? 'ya' : 'tidak'].map(csvField).join(','),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
