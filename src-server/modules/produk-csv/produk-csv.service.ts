import { TRPCError } from '@trpc/server';
import { CSV_IMPORT_MAX_BYTES } from '../../../src/shared/limits.js';
import { messages } from '../../../src/shared/messages.js';
import {
  PRODUK_CSV_COLUMNS,
  type CsvDialect,
  type ProdukCsvApplied,
  type ProdukCsvExport,
  type ProdukCsvPreview,
} from '../../../src/shared/schemas/produk-csv.js';
import { shopClockAt } from '../../../src/shared/shop-clock.js';
import type { KetersediaanRow } from '../../../src/shared/schemas/ketersediaan.js';
import type { Db } from '../../db/connect.js';
import {
  CSV_FORMATS,
  decodeCsv,
  digestCsv,
  TimeSlicer,
  writeCsv,
  type DecodedCsv,
} from '../csv/csv-file.js';
import { replaceCellsMany } from '../ketersediaan/ketersediaan.queries.js';
import {
  insertProdukMany,
  listProdukIdsForAdmin,
  updateProdukMany,
  type ProdukAdminFilters,
} from '../produk/produk.queries.js';
import { updateWarna } from '../warna/warna.queries.js';
import { settleSearchIndexes } from '../search/index.js';
import { produkCsvRow } from './produk-csv.format.js';
import {
  CsvFileError,
  parseProdukCsv,
  planProdukCsv,
  type ProdukCsvCreate,
  type ProdukCsvPlan,
} from './produk-csv.import.js';
import { insertUkuranMany } from '../ukuran/ukuran.queries.js';
import { lockNewProdukNames, readProdukNames, readSnapshots } from './produk-csv.queries.js';
import { recordTindakan } from '../../services/riwayat/kembalikan.js';

// The catalogue's CSV export, preview and apply (docs/product.md §11 Ekspor dan impor CSV;
// docs/decisions/0023-catalogue-csv.md).

/** The products the admin list shows with `filters` (all of them without), as one file. */
export async function exportProdukCsv(
  db: Db,
  filters: ProdukAdminFilters,
  dialect: CsvDialect,
  timeZone: string,
): Promise<ProdukCsvExport> {
  const ids = await listProdukIdsForAdmin(db, filters);
  const snapshots = await readSnapshots(db, ids);
  const rows = [...snapshots.values()].map((s) => {
    const row = produkCsvRow(s, timeZone);
    return PRODUK_CSV_COLUMNS.map((column) => row[column]);
  });
  const date = shopClockAt(Date.now(), timeZone).slice(0, 10);
  const suffix = dialect === 'excel-id' ? '-excel' : '';
  return {
    filename: `produk-${date}${suffix}.csv`,
    csv: writeCsv(CSV_FORMATS[dialect], [...PRODUK_CSV_COLUMNS], rows),
    jumlah: rows.length,
  };
}

/** An upload decoded and hashed, once, before any database work. */
interface Upload {
  digest: string;
  file: DecodedCsv;
}

/**
 * Every step runs in slices with pauses (TimeSlicer), so a hostile 16 MB file keeps visitors'
 * requests waiting no longer than one slice (docs/decisions/0023-catalogue-csv.md).
 */
async function readUpload(file: ReadableStream<Uint8Array>, slicer: TimeSlicer): Promise<Upload> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  const reader = file.getReader();
  for (;;) {
    const { done, value: piece } = await reader.read();
    if (done) break;
    size += piece.byteLength;
    // The form's limit holds it already (src-server/http/multipart-limits.ts); a bare body too.
    if (size > CSV_IMPORT_MAX_BYTES) {
      throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: messages.csvTooLarge });
    }
    pieces.push(piece);
    await slicer.pause();
  }
  const bytes = pieces.length === 1 && pieces[0] ? pieces[0] : Buffer.concat(pieces);
  return { digest: await digestCsv(bytes, slicer), file: await decodeCsv(bytes, slicer) };
}

/**
 * The sizes of the products just created (`baru`, in the order of `creates`), and their marks
 * with each size's id in place of its place in the row.
 */
async function insertNewUkuran(
  db: Db,
  creates: readonly ProdukCsvCreate[],
  baru: readonly { id: number }[],
): Promise<{ idProduk: number; cells: KetersediaanRow[] }[]> {
  const sizes = creates.flatMap((c, i) =>
    c.ukuran.map((u) => ({ ...u, id_produk: baru[i]?.id ?? 0 })),
  );
  const ids = await insertUkuranMany(db, sizes);
  let next = 0;
  return creates.flatMap((c, i) => {
    const first = next;
    next += c.ukuran.length;
    const cells = c.cells.map((cell) => ({
      ...cell,
      id_ukuran: cell.id_ukuran === null ? null : (ids[first + cell.id_ukuran - 1] ?? null),
    }));
    return cells.length > 0 ? [{ idProduk: baru[i]?.id ?? 0, cells }] : [];
  });
}

async function plan(
  db: Db,
  upload: Upload,
  timeZone: string,
  lock: boolean,
  slicer: TimeSlicer,
): Promise<ProdukCsvPlan> {
  try {
    const parsed = await parseProdukCsv(upload.file, timeZone, slicer);
    const snapshots = await readSnapshots(db, parsed.ids, { lock });
    if (lock && parsed.hasNew) await lockNewProdukNames(db);
    const names = parsed.hasNew ? await readProdukNames(db) : new Map<string, number>();
    return await planProdukCsv(upload.digest, parsed, { snapshots, names }, timeZone, slicer);
  } catch (error) {
    if (error instanceof CsvFileError) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    }
    throw error;
  }
}

/** What the file would do: counts, its first errors by row and column, and nothing written. */
export async function previewProdukCsv(
  db: Db,
  file: ReadableStream<Uint8Array>,
  timeZone: string,
): Promise<ProdukCsvPreview> {
  const slicer = new TimeSlicer();
  const upload = await readUpload(file, slicer);
  return (await plan(db, upload, timeZone, false, slicer)).preview;
}

/**
 * Applies the file in one transaction, or nothing: the products it names are locked and read
 * again, and the file is applied only when that reading is the one the preview's `token` was
 * made from (else 409: the catalogue changed since the preview). A file with errors is refused,
 * unless the owner chose to `skip` its rows with errors (and the preview offered it: no error in
 * the header); then the other rows are applied, in the same one transaction.
 */
export async function applyProdukCsv(
  db: Db,
  file: ReadableStream<Uint8Array>,
  options: { token: string | undefined; skip: boolean },
  timeZone: string,
): Promise<ProdukCsvApplied> {
  const slicer = new TimeSlicer();
  const upload = await readUpload(file, slicer);
  const applied = await db.transaction().execute(async (trx) => {
    const { preview, changes, creates } = await plan(trx, upload, timeZone, true, slicer);
    if (preview.jumlahGalat > 0 && !(options.skip && preview.bisaLewati)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: messages.csvHasErrors });
    }
    if (preview.token !== options.token) {
      throw new TRPCError({ code: 'CONFLICT', message: messages.csvStale });
    }
    // A few statements for thousands of rows (bench/csv.mjs holds 5 000 under 10 s).
    await updateProdukMany(
      trx,
      changes.map((c) => ({ id: c.id, fields: c.produk })),
    );
    for (const w of changes.flatMap((c) => c.kodeWarna)) {
      await updateWarna(trx, w.id, { warna: w.warna, kode_warna: w.kode_warna });
    }
    // New products have no photo yet: the editor adds them (src/shared/kelengkapan.ts).
    const baru = await insertProdukMany(
      trx,
      creates.map((c) => ({ ...c.produk, foto_produk: '' })),
    );
    const newCells = await insertNewUkuran(trx, creates, baru);
    await replaceCellsMany(trx, [
      ...changes.flatMap((c) => (c.cells ? [{ idProduk: c.id, cells: c.cells }] : [])),
      ...newCells,
    ]);
    // Riwayat can take it back later ("Kembalikan", produk-csv.kembalikan.ts).
    if (changes.length + baru.length > 0) await recordTindakan(trx, 'impor-csv');
    return { berubah: changes.length, baru };
  });
  if (applied.berubah + applied.baru.length > 0) await settleSearchIndexes(db);
  return applied;
}
