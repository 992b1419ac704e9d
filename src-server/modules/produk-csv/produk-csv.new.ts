import { messages } from '../../../src/shared/messages.js';
import { produkEditorSaveInput } from '../../../src/shared/schemas/produk-editor.js';
import {
  PRODUK_CSV_COLUMNS,
  type ProdukCsvColumn,
} from '../../../src/shared/schemas/produk-csv.js';
import { produkFields, type ProdukFields } from '../../../src/shared/schemas/produk-write.js';

// A row without `id` (docs/product.md §11 Ekspor dan impor CSV): a new product, created as Draf,
// its photos and colours added in the editor afterwards (its sizes and availability are read by
// the import, produk-csv.import.ts). It is checked by the editor's own save schema
// (src/shared/schemas/produk-editor.ts) as a product without photos, so a row asking for Tayang
// gets the editor's message, and every rule is the editor's.

const SCHEDULE = ['tayang_mulai', 'tayang_sampai'] as const;

/** The product's own fields a row sets as text; the schedule is read as dates. */
const PRODUK_COLUMNS = PRODUK_CSV_COLUMNS.filter(
  (column): column is ProdukCsvColumn & keyof ProdukFields =>
    column in produkFields && !(SCHEDULE as readonly string[]).includes(column),
);

type Problem = (kolom: ProdukCsvColumn, pesan: string) => void;

/**
 * The fields of the product a new row creates, or undefined when the row has errors (each
 * reported by column). `readDate` reads a schedule cell (undefined: not a date, already reported).
 */
export function readNewProduk(
  cells: ReadonlyMap<ProdukCsvColumn, string>,
  readDate: (column: 'tayang_mulai' | 'tayang_sampai', text: string) => string | undefined,
  problem: Problem,
): ProdukFields | undefined {
  let failed = false;
  const fail: Problem = (kolom, pesan) => {
    failed = true;
    problem(kolom, pesan);
  };
  // A colour's row needs its photo (the editor's rule, and a file the shop shows).
  if (cells.has('warna')) fail('warna', messages.csvNewProdukWarna);
  // Blank cells are what a new product starts with in the editor.
  const produk: Record<string, unknown> = { diskon: '0', jumlah_terjual: '0', status: 'draf' };
  for (const column of PRODUK_COLUMNS) {
    const text = cells.get(column);
    if (text !== undefined) produk[column] = column === 'status' ? text.toLowerCase() : text;
  }
  for (const column of SCHEDULE) {
    const text = cells.get(column);
    if (text === undefined) continue;
    const iso = readDate(column, text);
    if (iso === undefined) failed = true;
    else produk[column] = iso;
  }
  const parsed = produkEditorSaveInput.safeParse({
    produk,
    foto: [],
    warna: [],
    ukuran: [],
    ketersediaan: [],
  });
  if (!parsed.success) {
    const reported = new Set<string>();
    for (const issue of parsed.error.issues) {
      // The one rule about photos is the status's: shown products need one.
      const kolom = (issue.path[0] === 'produk' ? issue.path[1] : 'status') as ProdukCsvColumn;
      if (reported.has(kolom)) continue;
      reported.add(kolom);
      fail(kolom, issue.message);
    }
  }
  return failed || !parsed.success ? undefined : parsed.data.produk;
}
