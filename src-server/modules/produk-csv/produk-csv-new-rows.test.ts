import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.js';
import type { ProdukCsvApplied } from '../../../src/shared/schemas/produk-csv.js';
import { insertProduk } from '../../test/fixtures.js';
import { produkCsvTestApp } from '../../test/produk-csv-client.js';

// Rows without id (docs/product.md §11 Ekspor dan impor CSV;
// docs/decisions/0042-csv-from-a-spreadsheet.md), against the real app and database: a new
// product takes its sizes and availability from its cells, and a name the catalogue or the file
// already has is refused, so a file uploaded twice creates nothing twice.

const csvApp = produkCsvTestApp();
const { upload, preview } = csvApp;

const header = 'id;nama_produk;kategori;harga;ukuran;ketersediaan;warna';

async function commit(csv: string) {
  const result = await preview(csv);
  expect(result.galat).toEqual([]);
  const applied = await upload<ProdukCsvApplied>('commit', csv, result.token);
  expect(applied.status, applied.message).toBe(200);
  return applied.data?.baru ?? [];
}

describe('a new row’s sizes and availability', () => {
  it('creates the sizes and marks its cells name, listed in the preview', async () => {
    const csv = [
      header,
      ';Gamis Musim Lebaran;gamis;210000;"S (1-2 tahun); M (3-4 tahun)";"- / M (3-4 tahun): habis; - / S (1-2 tahun): 4";',
      ';Koko Tanpa Ukuran;koko;99000;;- / -: 7;',
      ';Khimar Polos;khimar;50000;;;',
    ].join('\n');
    const result = await preview(csv);
    expect(result.galat).toEqual([]);
    expect(result.produkBaru).toEqual([
      {
        baris: 2,
        nama_produk: 'Gamis Musim Lebaran',
        sel: [
          { kolom: 'ukuran', lama: null, baru: 'S (1-2 tahun); M (3-4 tahun)' },
          {
            kolom: 'ketersediaan',
            lama: null,
            baru: '- / M (3-4 tahun): habis; - / S (1-2 tahun): 4',
          },
        ],
      },
      {
        baris: 3,
        nama_produk: 'Koko Tanpa Ukuran',
        sel: [{ kolom: 'ketersediaan', lama: null, baru: '- / -: 7' }],
      },
      { baris: 4, nama_produk: 'Khimar Polos', sel: [] },
    ]);
    const applied = await upload<ProdukCsvApplied>('commit', csv, result.token);
    expect(applied.status, applied.message).toBe(200);
    const [gamis, koko, khimar] = applied.data?.baru ?? [];
    const db = csvApp.t.db;
    const sizes = await db
      .selectFrom('ukuran')
      .select(['id', 'id_produk', 'ukuran', 'usia', 'lingkar_dada'])
      .where('id_produk', 'in', [gamis?.id ?? 0, koko?.id ?? 0, khimar?.id ?? 0])
      .orderBy('id')
      .execute();
    expect(sizes.map(({ id: _id, ...s }) => s)).toEqual([
      { id_produk: gamis?.id, ukuran: 'S', usia: '1-2 tahun', lingkar_dada: null },
      { id_produk: gamis?.id, ukuran: 'M', usia: '3-4 tahun', lingkar_dada: null },
    ]);
    const [s, m] = sizes;
    const marks = await db
      .selectFrom('ketersediaan')
      .select(['id_produk', 'id_warna', 'id_ukuran', 'tersedia', 'stok'])
      .where('id_produk', 'in', [gamis?.id ?? 0, koko?.id ?? 0, khimar?.id ?? 0])
      .orderBy('id_produk')
      .orderBy('id_ukuran')
      .execute();
    expect(marks).toEqual([
      { id_produk: gamis?.id, id_warna: null, id_ukuran: s?.id, tersedia: true, stok: 4 },
      { id_produk: gamis?.id, id_warna: null, id_ukuran: m?.id, tersedia: false, stok: null },
      { id_produk: koko?.id, id_warna: null, id_ukuran: null, tersedia: true, stok: 7 },
    ]);
    // The export writes back what the file said: the same file again is no change.
    const exported = await csvApp.exportCsv({ search: 'Gamis Musim Lebaran' });
    expect(exported.csv).toContain('S (1-2 tahun); M (3-4 tahun)');
  });

  it('refuses sizes it cannot read, marks naming no size of the row, and colours', async () => {
    const csv = [
      header,
      ';Gamis Ukuran Salah;gamis;100000;"S; M (3-4 tahun); m (3-4  tahun)";;',
      ';Gamis Tanda Salah;gamis;100000;S (1-2 tahun);- / L (5-6 tahun): 3;',
      ';Gamis Berwarna Navy;gamis;100000;;;Navy (#1f2a44)',
    ].join('\n');
    const result = await preview(csv);
    expect(result.galat).toEqual([
      { baris: 2, kolom: 'ukuran', pesan: messages.csvUkuranFormat('S') },
      { baris: 2, kolom: 'ukuran', pesan: messages.csvUkuranDuplicate('m (3-4  tahun)') },
      { baris: 3, kolom: 'ketersediaan', pesan: messages.csvCellUnknown('- / L (5-6 tahun)') },
      { baris: 4, kolom: 'warna', pesan: messages.csvNewProdukWarna },
    ]);
    expect(result).toMatchObject({ baru: 0, produkBaru: [] });
  });
});

describe('a new row’s name', () => {
  it('is refused when a product has it, naming that product’s id', async () => {
    const existing = await insertProduk(csvApp.t.db, { nama_produk: 'Gamis  Melati / Putih' });
    const csv = [header, ';gamis melati/putih;gamis;100000;;;'].join('\n');
    const result = await preview(csv);
    expect(result.galat).toEqual([
      {
        baris: 2,
        kolom: 'nama_produk',
        pesan: messages.csvNewProdukSameName('gamis melati/putih', existing.id),
      },
    ]);
    expect(result.baru).toBe(0);
  });

  it('is refused when an earlier new row of the file has it', async () => {
    const csv = [header, ';Tunik Lebaran;tunik;100000;;;', ';TUNIK  LEBARAN ;tunik;120000;;;'].join(
      '\n',
    );
    const result = await preview(csv);
    expect(result.galat).toEqual([
      {
        baris: 3,
        kolom: 'nama_produk',
        pesan: messages.csvNewProdukSameRow('TUNIK  LEBARAN', 2),
      },
    ]);
    expect(result).toMatchObject({ baru: 1, bisaLewati: true });
  });

  it('answers the stale-preview conflict when a product took the name since the preview', async () => {
    const csv = [
      header,
      ';Celana Kulot Lebaran;celana;90000;;;',
      ';Kaos Lebaran;kaos;60000;;;',
    ].join('\n');
    const result = await preview(csv);
    expect(result).toMatchObject({ baru: 2, jumlahGalat: 0 });
    await insertProduk(csvApp.t.db, { nama_produk: 'Celana Kulot Lebaran' });
    expect(await upload('commit', csv, result.token, { lewati: true })).toMatchObject({
      status: 409,
      message: messages.csvStale,
    });
  });

  it('makes a file uploaded twice create its products once', async () => {
    const csv = [header, ';Rok Plisket Lebaran;rok;150000;;;'].join('\n');
    const [created] = await commit(csv);
    const second = await preview(csv);
    expect(second.galat).toEqual([
      {
        baris: 2,
        kolom: 'nama_produk',
        pesan: messages.csvNewProdukSameName('Rok Plisket Lebaran', created?.id ?? 0),
      },
    ]);
    expect(await upload('commit', csv, second.token, { lewati: true })).toMatchObject({
      status: 400,
      message: messages.csvHasErrors,
    });
    const named = await csvApp.t.db
      .selectFrom('produk')
      .select('id')
      .where('nama_produk', '=', 'Rok Plisket Lebaran')
      .execute();
    expect(named).toEqual([{ id: created?.id }]);
  });
});
