import { describe, expect, it } from 'vitest';
import {
  CSV_FORMATS,
  csvDateTime,
  neutraliseFormula,
  readCsv,
  readCsvDateTime,
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

  it.each(['standar', 'excel-id'] as const)('round-trips awkward cells in %s', (dialect) => {
    const text = writeCsv(CSV_FORMATS[dialect], ['id', 'nama', 'deskripsi'], rows);
    expect(text.startsWith('\uFEFF')).toBe(dialect === 'excel-id');
    expect(text.split('\r\n')[0]).toBe(
      dialect === 'excel-id' ? '\uFEFF"id";"nama";"deskripsi"' : '"id","nama","deskripsi"',
    );
    const read = readCsv(text).map((r) => r.map(restoreFormula));
    expect(read).toEqual([['id', 'nama', 'deskripsi'], ...rows]);
  });

  it('reads a file whose header has more commas than semicolons as comma-separated', () => {
    expect(readCsv('id,nama\n1,"a;b"\n')).toEqual([
      ['id', 'nama'],
      ['1', 'a;b'],
    ]);
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
});

describe('dates on the shop clock', () => {
  it('writes an instant as the admin list shows it in WIB', () => {
    expect(csvDateTime('2026-03-01T16:30:00.000Z', 'Asia/Jakarta')).toBe('01/03/2026 23:30');
    expect(csvDateTime('2026-03-01T17:30:00.000Z', 'Asia/Jakarta')).toBe('02/03/2026 00:30');
  });

  it.each([
    ['02/03/2026 00:30', '2026-03-01T17:30:00.000Z'],
    ['2/3/2026 0:30', '2026-03-01T17:30:00.000Z'],
    ['2/3/2026 0.30.59', '2026-03-01T17:30:00.000Z'],
    ['2026-03-02T00:30+07:00', '2026-03-01T17:30:00.000Z'],
  ])('reads %j', (text, iso) => {
    expect(readCsvDateTime(text, 'Asia/Jakarta')).toBe(iso);
  });

  it.each(['31/02/2026 10:00', '01/13/2026 10:00', '01/01/2026 24:00', 'besok', '2026-03-02'])(
    'refuses %j',
    (text) => {
      expect(readCsvDateTime(text, 'Asia/Jakarta')).toBeUndefined();
    },
  );
});
