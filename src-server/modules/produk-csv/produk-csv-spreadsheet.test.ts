import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.js';
import type { ProdukCsvApplied } from '../../../src/shared/schemas/produk-csv.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { produkCsvTestApp } from '../../test/produk-csv-client.js';
import { readCsv } from '../csv/csv-file.js';

// The catalogue's CSV after a spreadsheet (docs/product.md §11 Ekspor dan impor CSV;
// docs/decisions/0042-csv-from-a-spreadsheet.md), against the real app and database: an export
// saved unchanged in the forms LibreOffice and Excel write, in an Indonesian or an English
// locale, is no change; a change is listed cell by cell, old → new; rows without id create Draf
// products; and the rows without errors may be applied on their own when the owner asks.

const csvApp = produkCsvTestApp();
const { exportCsv, upload, preview } = csvApp;

let made = 0;
/**
 * A scheduled product: from 1 December 2026, 15:00:42 WIB (day and month could be swapped; the
 * seconds no spreadsheet keeps) to 31 January 2027, 23:59 WIB.
 */
async function scheduledProduk() {
  made++;
  const produk = await insertProduk(csvApp.t.db, {
    nama_produk: `Gamis Jadwal ${made}`,
    harga: 199_000,
    status: 'tersembunyi',
    tayang_mulai: new Date('2026-12-01T08:00:42Z'),
    tayang_sampai: new Date('2027-01-31T16:59:00Z'),
  });
  await insertWarna(csvApp.t.db, produk.id, 'Navy');
  await insertUkuran(csvApp.t.db, produk.id, { ukuran: 'S', usia: '1-2 tahun' });
  const { csv } = await exportCsv({ search: produk.nama_produk });
  const rows = (await readCsv(csv, { records: 10, columns: 30, rowChars: 100_000 })).map(
    (r) => r.cells,
  );
  const [header = [], row = []] = rows;
  return { produk, header, row };
}

/** Cells as a spreadsheet saves them: quoted only where needed. */
function spreadsheetFile(
  rows: string[][],
  format: { delimiter: ',' | ';'; bom: boolean; eol: '\r\n' | '\n' },
): string {
  const quote = (cell: string) =>
    cell.includes(format.delimiter) || /["\r\n]/.test(cell)
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;
  const text = rows.map((r) => r.map(quote).join(format.delimiter)).join(format.eol) + format.eol;
  return format.bom ? `\uFEFF${text}` : text;
}

describe('an export saved unchanged by a spreadsheet', () => {
  it.each([
    ['LibreOffice, Indonesian', ';', false, '\n', '199000', '01/12/26 15:00', '31/01/27 23:59'],
    ['Excel, Indonesian', ';', true, '\r\n', 'Rp 199.000', '01/12/2026 15:00', '31/01/2027 23:59'],
    // An English spreadsheet read 01/12/2026 as 12 January and wrote it back so.
    ['LibreOffice, English', ',', false, '\n', '199000', '01/12/26 03:00 PM', '01/31/27 11:59 PM'],
    ['Excel, English', ',', true, '\r\n', '199.000,00', '1/12/2026 15:00', '1/31/2027 23:59'],
    ['ISO dates', ',', false, '\r\n', '199.000', '2026-12-01 15:00:00', '2027-01-31T23:59+07:00'],
  ] as const)('previews no change: %s', async (_, delimiter, bom, eol, harga, mulai, sampai) => {
    const { header, row } = await scheduledProduk();
    const cells = Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']));
    Object.assign(cells, { harga, tayang_mulai: mulai, tayang_sampai: sampai });
    const file = spreadsheetFile([header, header.map((h) => cells[h] ?? '')], {
      delimiter,
      bom,
      eol,
    });
    const result = await preview(file);
    expect(result.galat).toEqual([]);
    expect(result).toMatchObject({ berubah: 0, baru: 0, tetap: 1 });
  });

  it('lists every changed cell as old → new', async () => {
    const { produk, header, row } = await scheduledProduk();
    const cells = Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']));
    Object.assign(cells, {
      harga: 'Rp 205.000',
      status: 'Draf',
      tayang_mulai: '02/12/26 15:00',
      warna: 'Navy (#000080)',
      ketersediaan: 'Navy / S (1-2 tahun): 3',
    });
    const file = spreadsheetFile([header, header.map((h) => cells[h] ?? '')], {
      delimiter: ';',
      bom: false,
      eol: '\n',
    });
    const result = await preview(file);
    expect(result.galat).toEqual([]);
    expect(result.perubahan).toEqual([
      {
        baris: 2,
        id: produk.id,
        nama_produk: produk.nama_produk,
        kolom: ['harga', 'status', 'tayang_mulai', 'warna', 'ketersediaan'],
        sel: [
          { kolom: 'harga', lama: 199_000, baru: 205_000 },
          { kolom: 'status', lama: 'tersembunyi', baru: 'draf' },
          {
            kolom: 'tayang_mulai',
            lama: '2026-12-01T08:00:42.000Z',
            baru: '2026-12-02T08:00:00.000Z',
          },
          { kolom: 'warna', lama: 'Navy', baru: 'Navy (#000080)' },
          { kolom: 'ketersediaan', lama: null, baru: 'Navy / S (1-2 tahun): 3' },
        ],
      },
    ]);
  });
});

describe('rows without id, and skipping rows with errors', () => {
  const header = 'id;nama_produk;kategori;harga;status;deskripsi_produk;warna';

  it('creates new rows as Draf products, by the editor’s rules, in the one grouped action', async () => {
    const existing = await insertProduk(csvApp.t.db, { harga: 150_000 });
    const csv = [
      header,
      ';Gamis Baru Lebaran;Gamis;Rp 210.000;;;',
      ';Koko Baru;koko;99.000;Draf;Katun adem;',
      `${existing.id};;;185.000;;;`,
    ].join('\r\n');
    const result = await preview(csv);
    expect(result.galat).toEqual([]);
    expect(result).toMatchObject({ baru: 2, berubah: 1, tetap: 0 });
    expect(result.produkBaru).toEqual([
      { baris: 2, nama_produk: 'Gamis Baru Lebaran', sel: [] },
      { baris: 3, nama_produk: 'Koko Baru', sel: [] },
    ]);
    const applied = await upload<ProdukCsvApplied>('commit', csv, result.token);
    expect(applied.status, applied.message).toBe(200);
    const baru = applied.data?.baru ?? [];
    expect(baru.map((p) => p.nama_produk)).toEqual(['Gamis Baru Lebaran', 'Koko Baru']);
    const rows = await csvApp.t.db
      .selectFrom('produk')
      .select(['id', 'nama_produk', 'kategori', 'harga', 'status', 'foto_produk', 'diskon'])
      .where(
        'id',
        'in',
        baru.map((p) => p.id),
      )
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: baru[0]?.id,
        nama_produk: 'Gamis Baru Lebaran',
        kategori: 'gamis',
        harga: 210_000,
        status: 'draf',
        foto_produk: '',
        diskon: 0,
      },
      {
        id: baru[1]?.id,
        nama_produk: 'Koko Baru',
        kategori: 'koko',
        harga: 99_000,
        status: 'draf',
        foto_produk: '',
        diskon: 0,
      },
    ]);
    // Created and changed in one action of Riwayat.
    const actions = await csvApp.t.db
      .selectFrom('riwayat')
      .select('id_tindakan')
      .distinct()
      .where('entitas', '=', 'produk')
      .where('id_produk', 'in', [existing.id, ...baru.map((p) => p.id)])
      .where('id_pengguna', 'is not', null)
      .execute();
    expect(actions).toHaveLength(1);
  });

  it('applies the rows without errors only when asked to skip the others', async () => {
    const existing = await insertProduk(csvApp.t.db, { harga: 150_000 });
    const csv = [
      header,
      ';Gamis Tayang Langsung;gamis;100000;Tayang;Ada deskripsi;',
      ';Gamis Berwarna;gamis;100000;;;Navy',
      ';;gamis;seratus ribu;;;',
      ';Gamis Yang Benar;gamis;120000;;;',
      `${existing.id};;;185.000;;;`,
    ].join('\n');
    const result = await preview(csv);
    expect(result.galat).toEqual([
      { baris: 2, kolom: 'status', pesan: messages.tayangNeedsFoto },
      { baris: 3, kolom: 'warna', pesan: messages.csvNewProdukWarna },
      { baris: 4, kolom: 'nama_produk', pesan: messages.required('Nama produk') },
      { baris: 4, kolom: 'harga', pesan: messages.moneyNotNumber('Harga') },
    ]);
    expect(result).toMatchObject({ baru: 1, berubah: 1, barisGalat: 3, bisaLewati: true });
    // All or nothing stays the default.
    expect(await upload('commit', csv, result.token)).toMatchObject({
      status: 400,
      message: messages.csvHasErrors,
    });
    const applied = await upload<ProdukCsvApplied>('commit', csv, result.token, { lewati: true });
    expect(applied.status, applied.message).toBe(200);
    expect(applied.data).toMatchObject({ berubah: 1, baru: [{ nama_produk: 'Gamis Yang Benar' }] });
    const harga = await csvApp.t.db
      .selectFrom('produk')
      .select('harga')
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(harga).toEqual({ harga: 185_000 });
  });

  it('offers no skipping when the header itself is wrong', async () => {
    const existing = await insertProduk(csvApp.t.db, { harga: 150_000 });
    const csv = `id;harga;catatan\n${existing.id};185000;x\n`;
    const result = await preview(csv);
    expect(result).toMatchObject({ jumlahGalat: 1, barisGalat: 0, bisaLewati: false });
    expect(await upload('commit', csv, result.token, { lewati: true })).toMatchObject({
      status: 400,
      message: messages.csvHasErrors,
    });
  });
});
