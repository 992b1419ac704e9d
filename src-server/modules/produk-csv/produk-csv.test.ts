import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.js';
import type { ProdukCsvApplied } from '../../../src/shared/schemas/produk-csv.js';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { ProdukAdminRow } from '../../../src/shared/schemas/produk.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { produkCsvTestApp } from '../../test/produk-csv-client.js';
import { trpcQuery } from '../../test/test-app.js';
import { readCsv } from '../csv/csv-file.js';

// The catalogue's CSV (docs/product.md §11 Ekspor dan impor CSV) against the real app and
// database: a file exported imports as no change in both dialects; blanks keep values; errors
// name their row and column in Indonesian; the commit is all or nothing and refuses a catalogue
// that changed since its preview.

const csvApp = produkCsvTestApp();
const { exportCsv, upload, preview } = csvApp;

const produkRow = (id: number) =>
  csvApp.t.db.selectFrom('produk').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A product with what a CSV has to carry: punctuation, newlines, a formula-like start. */
async function awkwardProduk() {
  const produk = await insertProduk(csvApp.t.db, {
    nama_produk: 'Gamis "Aisyah", navy; edisi Lebaran',
    deskripsi_produk: '- bahan katun\n- adem, tidak panas\n=SUM(A1) bukan rumus',
    harga: 150_000,
    kategori: 'gamis',
    link_shopee: 'https://shopee.co.id/gamis-aisyah',
    status: 'tersembunyi',
    tayang_mulai: new Date('2026-12-11T17:30:00Z'),
    tayang_sampai: new Date('2027-01-31T16:59:00Z'),
  });
  const navy = await insertWarna(csvApp.t.db, produk.id, 'Navy');
  await csvApp.t.db
    .updateTable('warna')
    .set({ kode_warna: '#1f2a44' })
    .where('id', '=', navy.id)
    .execute();
  const putih = await insertWarna(csvApp.t.db, produk.id, 'Putih');
  const s = await insertUkuran(csvApp.t.db, produk.id, { ukuran: 'S', usia: '1-2 tahun' });
  const m = await insertUkuran(csvApp.t.db, produk.id, { ukuran: 'M', usia: '3-4 tahun' });
  await csvApp.t.db
    .insertInto('ketersediaan')
    .values([
      { id_produk: produk.id, id_warna: navy.id, id_ukuran: s.id, tersedia: false, stok: null },
      { id_produk: produk.id, id_warna: putih.id, id_ukuran: m.id, tersedia: true, stok: 7 },
    ])
    .execute();
  return { produk, navy, putih, s, m };
}

/** A file's rows as a spreadsheet reads them, by the import's own reader. */
const rowsOf = async (csv: string) =>
  (await readCsv(csv, { records: 100_000, columns: 100, rowChars: 10_000_000 })).map(
    (r) => r.cells,
  );
const byId = async (csv: string, id: number) =>
  (await rowsOf(csv)).find((r) => r[0] === String(id));

describe('produkCsv.export', () => {
  it('writes one row per product with its colours, sizes, availability and WIB times', async () => {
    const { produk } = await awkwardProduk();
    const { csv, filename } = await exportCsv({ search: 'Aisyah' });
    expect(filename).toMatch(/^produk-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(false);
    const [header] = await rowsOf(csv);
    expect(header).toEqual([
      'id',
      'nama_produk',
      'kategori',
      'harga',
      'diskon',
      'jumlah_terjual',
      'deskripsi_produk',
      'link_shopee',
      'link_tokopedia',
      'link_tiktok',
      'status',
      'tayang_mulai',
      'tayang_sampai',
      'warna',
      'ukuran',
      'ketersediaan',
      'dibuat',
    ]);
    expect((await byId(csv, produk.id))?.slice(0, 16)).toEqual([
      String(produk.id),
      'Gamis "Aisyah", navy; edisi Lebaran',
      'gamis',
      '150000',
      '10',
      '0',
      // A description starting like a formula is neutralised with an apostrophe.
      "'- bahan katun\n- adem, tidak panas\n=SUM(A1) bukan rumus",
      'https://shopee.co.id/gamis-aisyah',
      '',
      '',
      'Tersembunyi',
      // 17:30 UTC on 11 December is 00:30 WIB on the 12th, as the admin list shows it.
      '12/12/2026 00:30',
      '31/01/2027 23:59',
      'Navy (#1f2a44); Putih',
      'S (1-2 tahun); M (3-4 tahun)',
      'Navy / S (1-2 tahun): habis; Putih / M (3-4 tahun): 7',
    ]);
  });

  it('writes Excel (Indonesia) with a BOM and semicolons', async () => {
    const { produk } = await awkwardProduk();
    const { csv, filename } = await exportCsv({ search: 'Aisyah', dialect: 'excel-id' });
    expect(filename).toMatch(/-excel\.csv$/);
    expect(csv.startsWith('\uFEFF"id";"nama_produk";')).toBe(true);
    expect((await byId(csv, produk.id))?.[1]).toBe('Gamis "Aisyah", navy; edisi Lebaran');
  });

  it("exports exactly the products the list's filter shows", async () => {
    await insertProduk(csvApp.t.db, {
      kategori: 'khimar',
      nama_produk: 'Khimar Filter A',
      status: 'draf',
    });
    await insertProduk(csvApp.t.db, { kategori: 'khimar', nama_produk: 'Khimar Filter B' });
    await insertProduk(csvApp.t.db, {
      kategori: 'gamis',
      nama_produk: 'Gamis Filter C',
      status: 'draf',
    });
    const filters = [
      { search: 'Filter', kategori: 'khimar' },
      { search: 'Filter', status: 'draf' as const },
      { search: '', kategori: 'khimar', status: 'tayang' as const },
      {},
    ];
    for (const filter of filters) {
      const list = await trpcQuery<Page<ProdukAdminRow>>(
        csvApp.t.app,
        'produk.adminList',
        { ...filter, pageSize: 100 },
        { cookie: csvApp.staff },
      );
      const { csv, jumlah } = await exportCsv(filter);
      const ids = (await rowsOf(csv)).slice(1).map((r) => Number(r[0]));
      expect(ids).toEqual(list.data.items.map((p) => p.id));
      expect(jumlah).toBe(list.data.total);
    }
  });

  it('neutralises every formula start: = + - @ tab and CR', async () => {
    const names = ['=HYPERLINK("x")', '+62 gamis', '-gamis', '@gamis', '\tgamis', '\rgamis'];
    for (const nama_produk of names)
      await insertProduk(csvApp.t.db, { nama_produk, kategori: 'formula' });
    const { csv } = await exportCsv({ kategori: 'formula' });
    const written = (await rowsOf(csv)).slice(1).map((r) => r[1]);
    expect(written.sort()).toEqual(names.map((n) => `'${n}`).sort());
    // They come back as they were (a leading tab or CR is trimmed by every write, as in the
    // editor, so only the others can be stored to begin with).
    await csvApp.t.db
      .deleteFrom('produk')
      .where('nama_produk', 'in', ['\tgamis', '\rgamis'])
      .execute();
    const result = await preview((await exportCsv({ kategori: 'formula' })).csv);
    expect(result).toMatchObject({ berubah: 0, tetap: names.length - 2, galat: [] });
  });
});

describe('produkCsv import', () => {
  it.each(['standar', 'excel-id'] as const)(
    'imports its own %s export as no change at all',
    async (dialect) => {
      await awkwardProduk();
      const { csv, jumlah } = await exportCsv({ dialect });
      const result = await preview(csv);
      expect(result.galat).toEqual([]);
      expect(result).toMatchObject({ baru: 0, berubah: 0, tetap: jumlah, jumlahBaris: jumlah });
      const before = await csvApp.t.db.selectFrom('produk').selectAll().orderBy('id').execute();
      const applied = await upload<ProdukCsvApplied>('commit', csv, result.token);
      expect(applied.data).toEqual({ berubah: 0, baru: [] });
      expect(await csvApp.t.db.selectFrom('produk').selectAll().orderBy('id').execute()).toEqual(
        before,
      );
    },
  );

  it('reads Indonesian money as the admin fields do, and a blank cell keeps the value', async () => {
    const { produk } = await awkwardProduk();
    const csv =
      '\uFEFFid;nama_produk;harga;diskon;link_shopee;tayang_mulai;warna;ketersediaan\r\n' +
      `${produk.id};;Rp 175.000;;;;;\r\n`;
    const result = await preview(csv);
    expect(result.galat).toEqual([]);
    expect(result.perubahan).toEqual([
      {
        baris: 2,
        id: produk.id,
        nama_produk: produk.nama_produk,
        kolom: ['harga'],
        sel: [{ kolom: 'harga', lama: 150_000, baru: 175_000 }],
      },
    ]);
    // The preview writes nothing.
    expect((await produkRow(produk.id)).harga).toBe(150_000);
    const applied = await upload<ProdukCsvApplied>('commit', csv, result.token);
    expect(applied.data).toEqual({ berubah: 1, baru: [] });
    const after = await produkRow(produk.id);
    expect(after).toMatchObject({
      harga: 175_000,
      nama_produk: produk.nama_produk,
      diskon: 10,
      link_shopee: 'https://shopee.co.id/gamis-aisyah',
    });
    expect(after.tayang_mulai?.toISOString()).toBe('2026-12-11T17:30:00.000Z');
    expect(
      await csvApp.t.db
        .selectFrom('ketersediaan')
        .selectAll()
        .where('id_produk', '=', produk.id)
        .execute(),
    ).toHaveLength(2);
  });

  it('applies an edited export: fields, schedule on the shop clock, swatches and availability', async () => {
    const { produk, navy, putih, s, m } = await awkwardProduk();
    const { csv } = await exportCsv({ search: 'Aisyah', dialect: 'excel-id' });
    const rows = await rowsOf(csv);
    const row = rows.find((r) => r[0] === String(produk.id)) ?? [];
    row[1] = 'Gamis Aisyah, edisi baru';
    row[3] = '165.000';
    row[10] = 'tayang';
    // As Indonesian Excel writes a date back: no leading zeros.
    row[11] = '1/1/2027 8:05';
    row[13] = 'navy (#000080); Putih';
    row[15] = 'Navy / S (1-2 tahun): 3; Putih / S (1-2 tahun): habis';
    const edited = rows
      .filter((r) => r[0] === 'id' || r[0] === String(produk.id))
      .map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(';'))
      .join('\r\n');
    const result = await preview(edited);
    expect(result.galat).toEqual([]);
    expect(result.perubahan[0]?.kolom).toEqual([
      'nama_produk',
      'harga',
      'status',
      'tayang_mulai',
      'warna',
      'ketersediaan',
    ]);
    const applied = await upload<ProdukCsvApplied>('commit', edited, result.token);
    expect(applied.status, applied.message).toBe(200);
    expect(await produkRow(produk.id)).toMatchObject({
      nama_produk: 'Gamis Aisyah, edisi baru',
      harga: 165_000,
      status: 'tayang',
      tayang_mulai: new Date('2027-01-01T01:05:00Z'),
    });
    const warna = await csvApp.t.db
      .selectFrom('warna')
      .select(['id', 'kode_warna'])
      .where('id_produk', '=', produk.id)
      .orderBy('id')
      .execute();
    expect(warna).toEqual([
      { id: navy.id, kode_warna: '#000080' },
      { id: putih.id, kode_warna: null },
    ]);
    const cells = await csvApp.t.db
      .selectFrom('ketersediaan')
      .select(['id_warna', 'id_ukuran', 'tersedia', 'stok'])
      .where('id_produk', '=', produk.id)
      .orderBy('id_warna')
      .execute();
    expect(cells).toEqual([
      { id_warna: navy.id, id_ukuran: s.id, tersedia: true, stok: 3 },
      { id_warna: putih.id, id_ukuran: s.id, tersedia: false, stok: null },
    ]);
    expect(m.id).toBeGreaterThan(0);
    // The edited file, exported again and imported, changes nothing more.
    expect(await preview((await exportCsv({ search: 'Aisyah' })).csv)).toMatchObject({
      berubah: 0,
    });
  });

  it('names every error by row and column, in Indonesian, and commits none of it', async () => {
    const { produk } = await awkwardProduk();
    const other = await insertProduk(csvApp.t.db);
    const csv = [
      'id,harga,diskon,status,tayang_mulai,tayang_sampai,warna,ukuran,ketersediaan,catatan',
      `${produk.id},"150,5",120,,,,,,`,
      `${other.id},,,terbit,kemarin,,,,`,
      ',99000,,,,,,,',
      '999999,99000,,,,,,,',
      `${other.id},99000,,,,,,,`,
      `${produk.id + 0}x,1,,,,,,,`,
      `${other.id + 0},,,,,,Hijau,XL (9 tahun),`,
    ];
    // Row 8 repeats `other` (duplicate); its own errors are not read.
    const result = await preview(csv.join('\n'));
    expect(result.berubah).toBe(0);
    expect(result.galat).toEqual([
      { baris: 1, kolom: 'catatan', pesan: messages.csvUnknownColumn('catatan') },
      { baris: 2, kolom: 'harga', pesan: messages.moneyFraction('Harga') },
      { baris: 2, kolom: 'diskon', pesan: messages.maxValue('Diskon', 100) },
      { baris: 3, kolom: 'status', pesan: messages.invalidStatus },
      { baris: 3, kolom: 'tayang_mulai', pesan: messages.csvDateInvalid('Tayang mulai') },
      // A row without id is a new product: it needs the editor's required fields.
      { baris: 4, kolom: 'nama_produk', pesan: messages.required('Nama produk') },
      { baris: 4, kolom: 'kategori', pesan: messages.required('Kategori') },
      { baris: 5, kolom: 'id', pesan: messages.csvIdUnknown(999999) },
      { baris: 6, kolom: 'id', pesan: messages.csvIdDuplicate(other.id, 3) },
      { baris: 7, kolom: 'id', pesan: messages.csvIdInvalid },
      { baris: 8, kolom: 'id', pesan: messages.csvIdDuplicate(other.id, 3) },
    ]);
    const commit = await upload<ProdukCsvApplied>('commit', csv.join('\n'), result.token);
    expect(commit).toMatchObject({ status: 400, message: messages.csvHasErrors });
  });

  it('says which colour, size or cell it does not know', async () => {
    const { produk } = await awkwardProduk();
    const csv =
      'id,warna,ukuran,ketersediaan\n' +
      `${produk.id},Navy; Hijau,S (1-2 tahun),Navy / XL: 3; Putih / S (1-2 tahun): banyak\n`;
    const result = await preview(csv);
    expect(result.galat).toEqual([
      { baris: 2, kolom: 'warna', pesan: messages.csvWarnaUnknown('Hijau') },
      { baris: 2, kolom: 'warna', pesan: messages.csvWarnaMissing('Putih') },
      { baris: 2, kolom: 'ukuran', pesan: messages.csvUkuranMissing('M (3-4 tahun)') },
      { baris: 2, kolom: 'ketersediaan', pesan: messages.csvCellUnknown('Navy / XL') },
      { baris: 2, kolom: 'ketersediaan', pesan: messages.csvCellValue('Putih / S (1-2 tahun)') },
    ]);
  });

  it('refuses what is no CSV, and a file without an id column, with a 400', async () => {
    expect(await upload('preview', 'id,nama_produk\n1,"tidak ditutup\n')).toMatchObject({
      status: 400,
      message: messages.csvUnreadable,
    });
    expect(await upload('preview', 'nama,harga\nx,1\n')).toMatchObject({
      status: 400,
      message: messages.csvNoIdColumn,
    });
    expect(await upload('preview', '')).toMatchObject({ status: 400, message: messages.csvEmpty });
  });

  it('takes a file longer than an image may be, up to its own limit', async () => {
    const produk = await insertProduk(csvApp.t.db);
    // 6 MB: more than an image upload's 5 MB, as 5 000 exported products are. The product's
    // row, then 2 000 repeats of it, each an error: 200 are listed, all are counted.
    const row = `${produk.id},"${'a'.repeat(3_000)}"\n`;
    const long = `id,deskripsi_produk\n${row.repeat(2_001)}`;
    expect(long.length).toBeGreaterThan(6_000_000);
    const result = await preview(long);
    expect(result.jumlahGalat).toBe(2_000);
    expect(result.galat).toHaveLength(200);
    expect(result.galat[199]).toEqual({
      baris: 202,
      kolom: 'id',
      pesan: messages.csvIdDuplicate(produk.id, 2),
    });
    expect(result.berubah).toBe(1);
    const tooLong = `id,deskripsi_produk\n${row.repeat(6_000)}`;
    expect(tooLong.length).toBeGreaterThan(17 * 1024 * 1024);
    expect(await upload('preview', tooLong)).toMatchObject({
      status: 413,
      message: messages.csvTooLarge,
    });
  });

  it('refuses a row past a million characters, more than 50 columns, and more than 10 000 rows', async () => {
    const produk = await insertProduk(csvApp.t.db);
    const wide = `id,nama_produk\n${produk.id},"${'a'.repeat(1_000_001)}"\n`;
    expect(await upload('preview', wide)).toMatchObject({
      status: 400,
      message: messages.csvRowTooLong(2, '1.000.000'),
    });
    const columns = `id${',x'.repeat(50)}\n${produk.id}\n`;
    expect(await upload('preview', columns)).toMatchObject({
      status: 400,
      message: messages.csvTooManyColumns(1, 50),
    });
    const rows = `id,harga\n${`${produk.id},1\n`.repeat(10_001)}`;
    expect(await upload('preview', rows)).toMatchObject({
      status: 400,
      message: messages.csvTooManyRows('10.000'),
    });
    // Blank rows (Excel writes `;;;` below a formatted range) are neither counted nor listed.
    const blanks = `id,harga\n${produk.id},125000\n${',\n'.repeat(20_000)}`;
    expect(await preview(blanks)).toMatchObject({ jumlahBaris: 1, berubah: 1, jumlahGalat: 0 });
  });

  it('names a list cell with more items than a product may have, by row and column', async () => {
    const { produk } = await awkwardProduk();
    const names = Array.from({ length: 31 }, (_, i) => `Warna ${i}`).join('; ');
    const csv = `id;warna;ukuran\n${produk.id};"${names}";"${names}"\n`;
    const result = await preview(csv);
    expect(result.galat).toEqual([
      { baris: 2, kolom: 'warna', pesan: messages.csvTooManyItems(30, 'warna') },
      { baris: 2, kolom: 'ukuran', pesan: messages.csvTooManyItems(30, 'ukuran') },
    ]);
  });

  it('refuses a commit when a product in the file changed after the preview', async () => {
    const { produk } = await awkwardProduk();
    const csv = `id,harga\n${produk.id},160000\n`;
    const { token } = await preview(csv);
    await csvApp.t.db
      .updateTable('produk')
      .set({ diskon: 25 })
      .where('id', '=', produk.id)
      .execute();
    const commit = await upload<ProdukCsvApplied>('commit', csv, token);
    expect(commit).toMatchObject({ status: 409, message: messages.csvStale });
    expect((await produkRow(produk.id)).harga).toBe(150_000);
    // A commit without a preview's token is refused the same way.
    expect(await upload('commit', csv)).toMatchObject({ status: 409 });
  });

  it('commits all or nothing: a fault half-way leaves every product as it was', async () => {
    const a = await insertProduk(csvApp.t.db, { harga: 100_000 });
    const b = await insertProduk(csvApp.t.db, { harga: 100_000, nama_produk: 'Gagal di tengah' });
    const c = await insertProduk(csvApp.t.db, { harga: 100_000 });
    await sql`
      create function gagal_di_tengah() returns trigger language plpgsql as $$
      begin
        if new.nama_produk = 'Gagal di tengah' and new.harga = 222000 then
          raise exception 'gagal di tengah';
        end if;
        return new;
      end $$`.execute(csvApp.t.db);
    await sql`create trigger gagal_di_tengah before update on produk
      for each row execute function gagal_di_tengah()`.execute(csvApp.t.db);
    try {
      const csv = `id,harga\n${a.id},222000\n${b.id},222000\n${c.id},222000\n`;
      const result = await preview(csv);
      expect(result.berubah).toBe(3);
      const commit = await upload('commit', csv, result.token);
      expect(commit.status).toBeGreaterThanOrEqual(500);
      for (const p of [a, b, c]) expect((await produkRow(p.id)).harga).toBe(100_000);
    } finally {
      await sql`drop trigger gagal_di_tengah on produk`.execute(csvApp.t.db);
      await sql`drop function gagal_di_tengah()`.execute(csvApp.t.db);
    }
  });

  it.each(['standar', 'excel-id'] as const)(
    'round-trips any name or description the editor can store, in %s, as no change',
    async (dialect) => {
      const piece = fc.constantFrom(
        "'",
        '=',
        '+',
        '-',
        '@',
        '\t',
        '"',
        ';',
        ',',
        '\n',
        '\r\n',
        ' ',
        'Gamis',
        'é',
        '“',
        '€',
        '😀',
        'ß',
      );
      const text = fc
        .array(piece, { minLength: 1, maxLength: 12 })
        .map((parts) => parts.join(''))
        // What the editor stores: trimmed, and never blank.
        .filter((value) => value.trim() !== '')
        .map((value) => value.trim());
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 6 }),
          async (pairs) => {
            const kategori = `rt-${dialect}-${++run}`;
            for (const [nama_produk, deskripsi_produk] of pairs) {
              await insertProduk(csvApp.t.db, { nama_produk, deskripsi_produk, kategori });
            }
            const { csv } = await exportCsv({ kategori, dialect });
            const result = await preview(csv);
            expect(result).toMatchObject({ berubah: 0, tetap: pairs.length, jumlahGalat: 0 });
          },
        ),
        { numRuns: 15 },
      );
    },
  );

  it("keeps a name that really starts with an apostrophe before '=", async () => {
    const names = ["'=SUM(A1)", "''=x", "'+62 gamis", "'-", "'@gamis", "'Gamis", "'"];
    for (const nama_produk of names)
      await insertProduk(csvApp.t.db, { nama_produk, kategori: 'apostrof' });
    for (const dialect of ['standar', 'excel-id'] as const) {
      const { csv } = await exportCsv({ kategori: 'apostrof', dialect });
      const written = (await rowsOf(csv)).slice(1).map((r) => r[1]);
      // The export adds one apostrophe where a spreadsheet would see a formula, and only there.
      expect(written.sort()).toEqual(
        ["''=SUM(A1)", "'''=x", "''+62 gamis", "''-", "''@gamis", "'Gamis", "'"].sort(),
      );
      expect(await preview(csv)).toMatchObject({ berubah: 0, tetap: names.length, jumlahGalat: 0 });
    }
  });

  it('reads a file Excel saved in Windows-1252', async () => {
    const produk = await insertProduk(csvApp.t.db);
    // "é" as one Windows-1252 byte (0xe9), which is no UTF-8.
    const latin = Buffer.concat([
      Buffer.from(`id;nama_produk\r\n${produk.id};Gamis `, 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from('\r\n', 'latin1'),
    ]);
    const result = await preview(latin);
    expect(result.perubahan[0]?.nama_produk).toBe('Gamis é');
  });

  it('reads Windows-1252 punctuation as the letters Excel meant, never as control codes', async () => {
    const produk = await insertProduk(csvApp.t.db);
    // “Gamis” – €5: 0x93 0x94 0x96 0x80 in Windows-1252.
    const file = Buffer.concat([
      Buffer.from(`id;nama_produk\r\n${produk.id};`, 'latin1'),
      Buffer.from([0x93, 0x47, 0x61, 0x6d, 0x69, 0x73, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35]),
      Buffer.from('\r\n', 'latin1'),
    ]);
    const result = await preview(file);
    expect(result.encoding).toBe('windows-1252');
    expect(result.jumlahGalat).toBe(0);
    expect(result.perubahan[0]?.nama_produk).toBe('“Gamis” – €5');
    expect((await upload<ProdukCsvApplied>('commit', file, result.token)).status).toBe(200);
    expect((await produkRow(produk.id)).nama_produk).toBe('“Gamis” – €5');
  });

  it('names the cells of a UTF-8 file that holds stray bytes, and applies none of it', async () => {
    const a = await insertProduk(csvApp.t.db, { nama_produk: 'Gamis Awal' });
    const b = await insertProduk(csvApp.t.db, { nama_produk: 'Khimar Awal' });
    // UTF-8 “ and é, then one row saved by something else: 0x93 alone is no UTF-8.
    const file = Buffer.concat([
      Buffer.from(`id,nama_produk,kategori\n${a.id},“Gamis” é,gamis\n${b.id},"Khimar `),
      Buffer.from([0x93]),
      Buffer.from('Baru",khimar\n'),
    ]);
    for (const bytes of [file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file])]) {
      const result = await preview(bytes);
      expect(result.encoding).toBe('utf-8');
      expect(result.galat).toEqual([
        { baris: 3, kolom: 'nama_produk', pesan: messages.csvBadBytes },
      ]);
      const commit = await upload('commit', bytes, result.token);
      expect(commit).toMatchObject({ status: 400, message: messages.csvHasErrors });
    }
    expect((await produkRow(a.id)).nama_produk).toBe('Gamis Awal');
  });

  it('reads UTF-16 with its byte order mark', async () => {
    const produk = await insertProduk(csvApp.t.db);
    const text = `id\tnama_produk\r\n${produk.id}\tGamis “Ceria”\r\n`;
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const result = await preview(le);
    expect(result).toMatchObject({ encoding: 'utf-16le', jumlahGalat: 0 });
    expect(result.perubahan[0]?.nama_produk).toBe('Gamis “Ceria”');
  });

  it('stores no control character from a file, but an unchanged one already stored is no change', async () => {
    const produk = await insertProduk(csvApp.t.db, { nama_produk: 'Gamis\u0093lama' });
    const changed = `id,nama_produk\n${produk.id},Gamis\u0085baru\n`;
    expect((await preview(changed)).galat).toEqual([
      { baris: 2, kolom: 'nama_produk', pesan: messages.csvControlChar('U+0085') },
    ]);
    const bell = `id,deskripsi_produk\n${produk.id},Bunyi\u0007\n`;
    expect((await preview(bell)).galat).toEqual([
      { baris: 2, kolom: 'deskripsi_produk', pesan: messages.csvControlChar('U+0007') },
    ]);
    // Tabs and line breaks in a description are text.
    const lines = `id,deskripsi_produk\n${produk.id},"Baris satu\n\tBaris dua"\n`;
    expect(await preview(lines)).toMatchObject({ jumlahGalat: 0, berubah: 1 });
    const same = `id,nama_produk\n${produk.id},Gamis\u0093lama\n`;
    expect(await preview(same)).toMatchObject({ jumlahGalat: 0, berubah: 0, tetap: 1 });
  });
});
