import type { ProdukCsvColumn } from '../../../src/shared/schemas/produk-csv.js';
import type { KetersediaanRow } from '../../../src/shared/schemas/ketersediaan.js';
import { foldName } from '../../../src/shared/same-name.js';
import { csvDateTime } from '../csv/csv-file.js';
import type { ProdukSnapshot } from './produk-csv.queries.js';

// How a product is written in its CSV row (docs/product.md §11 Ekspor dan impor CSV), and the names the import
// reads back: one place for both directions, so a file exported is a file that imports.

/** Items of a list cell (colours, sizes, availability) are separated by this. */
export const LIST_SEPARATOR = '; ';

const STATUS_LABEL = { tayang: 'Tayang', draf: 'Draf', tersembunyi: 'Tersembunyi' } as const;

/** A size as its cell names it: `S (1-2 tahun)`. */
export function ukuranLabel(u: { usia: string; ukuran: string }): string {
  return `${u.ukuran} (${u.usia})`;
}

/** A colour as its cell names it: `Navy (#1f2a44)`, or just its name without a swatch. */
export function warnaLabel(w: { warna: string; kode_warna: string | null }): string {
  return w.kode_warna ? `${w.warna} (${w.kode_warna})` : w.warna;
}

/** The "no colour" or "no size" side of a cell's name. */
export const NO_AXIS = '-';

/** A cell's name: `Navy / S (1-2 tahun)`, with `-` for an axis the product does not have. */
export function cellKey(warna: string | undefined, ukuran: string | undefined): string {
  return `${warna ?? NO_AXIS} / ${ukuran ?? NO_AXIS}`;
}

/** A mark's value: its count when it has one, else tersedia or habis. */
export function cellValue(cell: Pick<KetersediaanRow, 'tersedia' | 'stok'>): string {
  if (cell.stok !== null) return String(cell.stok);
  return cell.tersedia ? 'tersedia' : 'habis';
}

/** Names compared as people type them: case, spaces and the spacing around `/` do not count. */
export const sameName = foldName;

/** A colour cell: `Navy (#1f2a44); Putih`. */
export function warnaText(warna: ProdukSnapshot['warna']): string {
  return warna.map(warnaLabel).join(LIST_SEPARATOR);
}

/** An availability cell: `Navy / S (1-2 tahun): 3; Putih / -: habis`, the grid's marks only. */
export function ketersediaanText(
  s: Pick<ProdukSnapshot, 'warna' | 'ukuran'>,
  cells: readonly KetersediaanRow[],
): string {
  const warnaName = new Map(s.warna.map((w) => [w.id, w.warna]));
  const ukuranName = new Map(s.ukuran.map((u) => [u.id, ukuranLabel(u)]));
  const name = <T>(map: Map<number, T>, id: number | null) =>
    id === null ? undefined : map.get(id);
  return cells
    .map(
      (c) =>
        `${cellKey(name(warnaName, c.id_warna), name(ukuranName, c.id_ukuran))}: ${cellValue(c)}`,
    )
    .join(LIST_SEPARATOR);
}

/** A product's row, in the order of PRODUK_CSV_COLUMNS. */
export function produkCsvRow(s: ProdukSnapshot, timeZone: string): Record<ProdukCsvColumn, string> {
  const p = s.produk;
  return {
    id: String(p.id),
    nama_produk: p.nama_produk,
    kategori: p.kategori,
    harga: String(p.harga),
    diskon: String(p.diskon),
    jumlah_terjual: String(p.jumlah_terjual),
    deskripsi_produk: p.deskripsi_produk,
    link_shopee: p.link_shopee ?? '',
    link_tokopedia: p.link_tokopedia ?? '',
    link_tiktok: p.link_tiktok ?? '',
    status: STATUS_LABEL[p.status],
    tayang_mulai: p.tayang_mulai ? csvDateTime(p.tayang_mulai, timeZone) : '',
    tayang_sampai: p.tayang_sampai ? csvDateTime(p.tayang_sampai, timeZone) : '',
    warna: warnaText(s.warna),
    ukuran: s.ukuran.map(ukuranLabel).join(LIST_SEPARATOR),
    ketersediaan: ketersediaanText(s, s.cells),
    dibuat: csvDateTime(p.createdAt, timeZone),
  };
}
