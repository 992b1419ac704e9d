import { adminCopy } from '../../shared/admin-copy';
import { KATEGORI } from '../../shared/kategori';
import { formatRupiah, groupThousands } from '../../shared/price';
import type { RiwayatBaris, RiwayatEntry } from '../../shared/schemas/riwayat';
import { PRODUK_STATUS, type ProdukStatus } from '../../shared/tayang';

// How a history entry reads (docs/product.md §12 Riwayat): one line in the owner's words for the
// whole action ("Produk baru: Gamis Aisyah", "Diskon 20% untuk 9 produk"), each row by the name
// the admin knows it by (a colour's name, "Foto 2", "Merah / M"), prices as Rupiah, categories
// by their label, instants on the shop's clock, links and short texts in full, long texts
// shortened with the whole kept, stored files as "gambar".

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
  return (
    copy.fields[kolom] ??
    (adminCopy.ukuran.fields as Record<string, string>)[kolom] ??
    (adminCopy.cadangan.fields as Record<string, string>)[kolom] ??
    kolom
  );
}

/** Today's names of what rows point at by id, keyed `entitas:id` (riwayat.list's `nama`). */
export type Names = Record<string, string>;

/** Fields holding another row's id, and which. */
const REFERENCES: Record<string, string> = {
  id_warna: 'warna',
  id_ukuran: 'ukuran',
  id_produk: 'produk',
  id_penawaran: 'penawaran',
};

/** Fields holding a stored file's key. */
const IMAGES = new Set(['foto', 'foto_produk', 'foto_testimoni', 'ilustrasi']);

/** An image field: its change reads "diganti", never the file's key. */
export const isImageField = (kolom: string) => IMAGES.has(kolom);

const kategoriLabel = (value: string) => KATEGORI.find((k) => k.slug === value)?.label ?? value;

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
  names: Names = {},
): ShownValue {
  const shown = (text: string, link = false): ShownValue => ({
    text,
    link,
    long: !link && text.length > SHORT_TEXT,
  });
  if (value === null || value === undefined || value === '') return shown(copy.noValue);
  const field = kolom.split('.').at(-1) ?? kolom;
  const reference = REFERENCES[kolom];
  if (reference) {
    const id = JSON.stringify(value);
    return shown(names[`${reference}:${id}`] ?? `#${id}`);
  }
  if (IMAGES.has(kolom)) return shown(copy.image);
  if (kolom === 'kategori' && typeof value === 'string') return shown(kategoriLabel(value));
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

const entityName = (entitas: string) => copy.entities[entitas] ?? entitas;

/** A row by the name the admin knows it by: "Navy", "Foto 2", "Merah / M", a product's name. */
export function rowName(row: RiwayatBaris, names: Names): string {
  if (row.entitas === 'ketersediaan') {
    if (row.label) return row.label;
    const [, warna, ukuran] = row.idEntitas.split('/');
    const parts = [
      warna && warna !== '-' ? (names[`warna:${warna}`] ?? `#${warna}`) : undefined,
      ukuran && ukuran !== '-' ? (names[`ukuran:${ukuran}`] ?? `#${ukuran}`) : undefined,
    ].filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join(' / ') : copy.allCells;
  }
  if (row.entitas === 'pengaturan') return '';
  return row.label || `#${row.idEntitas}`;
}

/**
 * The one field every row changes, if they all change only that one, and the value they all
 * set it to, if it is the same (`same`).
 */
function commonChange(
  rows: RiwayatBaris[],
): { kolom: string; sesudah: unknown; same: boolean } | undefined {
  const [first] = rows;
  const change = first?.perubahan[0];
  if (!change || first.perubahan.length !== 1) return undefined;
  const one = rows.every(
    (row) => row.perubahan.length === 1 && row.perubahan[0]?.kolom === change.kolom,
  );
  if (!one) return undefined;
  const same = rows.every((row) => row.perubahan[0]?.sesudah === change.sesudah);
  return { kolom: change.kolom, sesudah: change.sesudah, same };
}

/** What products an action changed, in one line; undefined when it touched no product row. */
function produkSummary(entry: RiwayatEntry): string | undefined {
  const counts = entry.jumlah.filter((j) => j.entitas === 'produk');
  if (counts.length === 0) return undefined;
  const total = counts.reduce((sum, j) => sum + j.n, 0);
  const rows = entry.baris.filter((row) => row.entitas === 'produk');
  const s = copy.summary;
  // A product made and then given its photo in one save is new, not changed.
  const aksi = (['dibuat', 'dipulihkan', 'dihapus'] as const).find((a) =>
    counts.some((j) => j.aksi === a),
  );
  const n = groupThousands(counts.find((j) => j.aksi === aksi)?.n ?? total);
  if (total === 1 || new Set(rows.map((row) => row.idEntitas)).size === 1) {
    const nama = rows.find((row) => row.label)?.label ?? `#${rows[0]?.idEntitas ?? ''}`;
    if (aksi === 'dibuat') return s.produkBaru(nama);
    if (aksi === 'dihapus') return s.produkDihapus(nama);
    if (aksi === 'dipulihkan') return s.produkDipulihkan(nama);
    return s.produkDiubah(nama);
  }
  if (aksi === 'dibuat') return s.banyakBaru(n);
  if (aksi === 'dihapus') return s.banyakDihapus(n);
  if (aksi === 'dipulihkan') return s.banyakDipulihkan(n);
  const common = commonChange(rows);
  if (!common) return s.banyakDiubah(n);
  const { kolom, sesudah } = common;
  if (common.same && kolom === 'diskon') return s.diskon(`${String(sesudah)}%`, n);
  if (common.same && kolom === 'kategori') return s.kategori(kategoriLabel(String(sesudah)), n);
  if (common.same && kolom === 'status' && PRODUK_STATUS.includes(sesudah as ProdukStatus)) {
    return s.status(adminCopy.produk.status[sesudah as ProdukStatus], n);
  }
  // Each its own value (a price by a percentage, an undo putting back what each had).
  return s.field(fieldLabel(kolom), n);
}

/**
 * The whole action in the owner's words: "Produk baru: Gamis Aisyah", "Diskon 20% untuk 9
 * produk", "Dipulihkan dari Sampah: Gamis Aisyah"; without a product row, what it wrote by kind
 * ("Ketersediaan diubah: Merah / M (Gamis Aisyah)", "FAQ diubah: Ongkir?").
 */
export function summarize(entry: RiwayatEntry, names: Names): string {
  const [first] = entry.baris;
  if (entry.jenis === 'diskon-mulai' && first) {
    return copy.summary.diskonMulai(rowName(first, names));
  }
  const produk = produkSummary(entry);
  if (produk) return produk;
  const parts = entry.jumlah.map(({ entitas, aksi, n }) => {
    const rows = entry.baris.filter((row) => row.entitas === entitas && row.aksi === aksi);
    const shown = [...new Set(rows.map((row) => rowName(row, names)).filter(Boolean))];
    const listed = shown.slice(0, 2);
    const rest = n - listed.length;
    const text = [...listed, ...(rest > 0 && listed.length > 0 ? [copy.summary.more(rest)] : [])];
    return copy.summary.rows(entityName(entitas), copy.aksiKata[aksi], text.join(', '));
  });
  const produkIds = new Set(entry.baris.map((row) => row.idProduk));
  const [idProduk] = [...produkIds];
  const namaProduk =
    produkIds.size === 1 && idProduk != null ? names[`produk:${idProduk}`] : undefined;
  return [parts.join('; '), namaProduk && copy.summary.ofProduk(namaProduk)]
    .filter(Boolean)
    .join(' ');
}
