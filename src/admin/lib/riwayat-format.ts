import { adminCopy } from '../../shared/admin-copy';
import { formatRupiah } from '../../shared/price';
import { PRODUK_STATUS, type ProdukStatus } from '../../shared/tayang';

// How a history entry's values read (docs/product.md §12 Riwayat): prices as Rupiah, instants on
// the shop's clock, links and short texts in full, long texts shortened with the whole kept.

const copy = adminCopy.riwayat;

/** Texts longer than this are shortened in the list (the whole is one click away). */
export const SHORT_TEXT = 120;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The name of a field: `isi.name` is Pengaturan's "Nama toko". */
export function fieldLabel(kolom: string): string {
  const [head, sub] = kolom.split('.', 2);
  if (head === 'isi' && sub !== undefined) {
    return (adminCopy.pengaturan.fields as Record<string, string>)[sub] ?? sub;
  }
  return copy.fields[kolom] ?? (adminCopy.ukuran.fields as Record<string, string>)[kolom] ?? kolom;
}

export interface ShownValue {
  text: string;
  /** Shown shortened, with the whole text a click away. */
  long: boolean;
  /** A link: shown whole and breakable, never shortened. */
  link: boolean;
}

export function formatValue(
  kolom: string,
  value: unknown,
  formatInstant: (date: Date) => string,
): ShownValue {
  const shown = (text: string, link = false): ShownValue => ({
    text,
    link,
    long: !link && text.length > SHORT_TEXT,
  });
  if (value === null || value === undefined || value === '') return shown(copy.noValue);
  const field = kolom.split('.').at(-1) ?? kolom;
  if (typeof value === 'number') {
    if (/^harga/.test(field)) return shown(formatRupiah(value));
    if (field === 'diskon') return shown(`${value}%`);
    return shown(String(value));
  }
  if (typeof value === 'boolean') return shown(value ? copy.yes : copy.no);
  if (typeof value === 'string') {
    if (field === 'status' && (PRODUK_STATUS as readonly string[]).includes(value)) {
      return shown(adminCopy.produk.status[value as ProdukStatus]);
    }
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      return shown(formatInstant(new Date(value)));
    }
    return shown(value, /^https?:\/\//.test(value));
  }
  return shown(JSON.stringify(value));
}
