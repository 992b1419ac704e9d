import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_FORMATS,
  csvDateTime,
  neutraliseFormula,
  readCsv,
  restoreFormula,
  writeCsv,
} from './csv-file.js';

// The one CSV writer and reader (docs/decisions/0023-catalogue-csv.md): both dialects, the
// formula rule both ways, and dates on the shop's clock.

describe('writeCsv and readCsv', () => {
  const rows = [
    ['1', 'Gamis "Aisyah", navy; edisi', 'baris satu\r\nbaris dua'],
    ['2', '=1+1', ''],
  ];

  const limits = { records: 100, columns: 10, rowChars: 1_000 };
  const cellsOf = async (text: string) => (await readCsv(text, limits)).map((r) => r.cells);

  it.each(['standar', 'excel-id'] as const)('round-trips awkward cells in %s', async (dialect) => {
    const text = writeCsv(CSV_FORMATS[dialect], ['id', 'nama', 'deskripsi'], rows);
    expect(text.startsWith('\uFEFF')).toBe(dialect === 'excel-id');
    expect(text.split('\r\n')[0]).toBe(
      dialect === 'excel-id' ? '\uFEFF"id";"nama";"deskripsi"' : '"id","nama","deskripsi"',
    );
    const read = (await cellsOf(text)).map((r) => r.map(restoreFormula));
    expect(read).toEqual([['id', 'nama', 'deskripsi'], ...rows]);
  });

  it('reads a file whose header has more commas than semicolons as comma-separated', async () => {
    expect(await cellsOf('id,nama\n1,"a;b"\n')).toEqual([
      ['id', 'nama'],
      ['1', 'a;b'],
    ]);
  });

  it('numbers rows as the spreadsheet does, blank rows left out but counted', async () => {
    const records = await readCsv('id;nama\n\n;\n"1";"baris\ndua"\n2;x\n', limits);
    expect(records).toEqual([
      { row: 1, cells: ['id', 'nama'] },
      { row: 4, cells: ['1', 'baris\ndua'] },
      { row: 5, cells: ['2', 'x'] },
    ]);
  });

  it('stops at its limits with the row where it stopped', async () => {
    await expect(readCsv(`a\n${'x\n'.repeat(100)}`, limits)).rejects.toMatchObject({
      reason: 'records',
      row: 101,
    });
    await expect(readCsv(`a\n1\n${'x,'.repeat(10)}\n`, limits)).rejects.toMatchObject({
      reason: 'columns',
      row: 3,
    });
    await expect(readCsv(`a\n1\n"${'x'.repeat(2_000)}"\n`, limits)).rejects.toMatchObject({
      reason: 'rowChars',
      row: 3,
    });
    await expect(readCsv('a\n"1\n', limits)).rejects.toMatchObject({ reason: 'unreadable' });
  });
});

describe('the formula rule', () => {
  it.each(['=SUM(A1)', '+62', '-', '@x', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(restoreFormula(neutraliseFormula(cell))).toBe(cell);
  });

  it('leaves other cells, and an apostrophe the owner typed, alone', () => {
    expect(neutraliseFormula('Gamis')).toBe('Gamis');
    expect(restoreFormula("'Gamis")).toBe("'Gamis");
  });

  it.each(["'=SUM(A1)", "''=x", "'+62", "'-", "'@x", "'\tx", "'", "''", "'Gamis", "x'=y"])(
    'gives back %j exactly, apostrophe and all',
    (text) => {
      expect(restoreFormula(neutraliseFormula(text))).toBe(text);
    },
  );

  it('is the identity on any text, written and read back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ', '"', ';')),
        (parts) => {
          const text = parts.join('');
          expect(restoreFormula(neutraliseFormula(text))).toBe(text);
          // And what is written never starts like a formula.
          expect(neutraliseFormula(text)).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
  });
});

describe('dates on the shop clock', () => {
  it('writes an instant as the admin list shows it in WIB', () => {
    expect(csvDateTime('2026-03-01T16:30:00.000Z', 'Asia/Jakarta')).toBe('01/03/2026 23:30');
    expect(csvDateTime('2026-03-01T17:30:00.000Z', 'Asia/Jakarta')).toBe('02/03/2026 00:30');
  });
});
