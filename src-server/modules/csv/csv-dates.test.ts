import { describe, expect, it } from 'vitest';
import { fileDateOrder, parseWrittenDate, readWrittenDate, type DateOrder } from './csv-dates.js';

// Dates as spreadsheets write them back (docs/decisions/0042-csv-from-a-spreadsheet.md): every
// form read, day and month told apart per file, and a stored value kept when the file shows it.

const ZONE = 'Asia/Jakarta';
const written = (text: string) => {
  const date = parseWrittenDate(text, ZONE);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};
const read = (text: string, order: DateOrder | undefined, stored?: string) =>
  readWrittenDate(written(text), { order, timeZone: ZONE, stored: stored ?? null });

/** 28 November 2026, 19:31 WIB. */
const NOV_28 = '2026-11-28T12:31:00.000Z';

describe('dates in an uploaded CSV', () => {
  it.each([
    ['28/11/2026 19:31', 'dmy'],
    ['28/11/26 19:31', 'dmy'],
    ['28/11/26 19.31', 'dmy'],
    ['28-11-2026 19:31:05', 'dmy'],
    ['11/28/26 07:31 PM', 'mdy'],
    ['11/28/2026 7:31 pm', 'mdy'],
    ['11/28/2026 19:31', 'mdy'],
    ['2026-11-28T19:31', undefined],
    ['2026-11-28 19:31:00', undefined],
    ['2026-11-28T12:31:00Z', undefined],
    ['2026-11-28T19:31+07:00', undefined],
  ] as const)('reads %j as 28 November 2026, 19:31 WIB', (text, order) => {
    expect(read(text, order)).toBe(NOV_28);
  });

  it('reads a date alone as its midnight, and as unchanged when the stored time is that day', () => {
    expect(read('28/11/26', 'dmy')).toBe('2026-11-27T17:00:00.000Z');
    expect(read('2026-11-28', undefined)).toBe('2026-11-27T17:00:00.000Z');
    expect(read('28/11/26', 'dmy', NOV_28)).toBe(NOV_28);
  });

  it('keeps a stored time whose seconds the spreadsheet dropped', () => {
    const withSeconds = '2026-11-28T12:31:45.000Z';
    expect(read('28/11/26 19:31', 'dmy', withSeconds)).toBe(withSeconds);
    expect(read('28/11/26 19:32', 'dmy', withSeconds)).toBe('2026-11-28T12:32:00.000Z');
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(read('11/28/26 12:05 AM', 'mdy')).toBe('2026-11-27T17:05:00.000Z');
    expect(read('11/28/26 12:05 PM', 'mdy')).toBe('2026-11-28T05:05:00.000Z');
  });

  it("reads day and month by the file's order, and by the stored value where either fits", () => {
    // 1 December 2026, 15:00 WIB, as an English spreadsheet writes it back (it read 12 January).
    const dec1 = '2026-12-01T08:00:00.000Z';
    expect(read('01/12/26 03:00 PM', 'mdy', dec1)).toBe(dec1);
    expect(read('01/12/26 15:00', 'dmy', dec1)).toBe(dec1);
    // Changed: the file's order decides; without one, day first (the shop's own order).
    expect(read('02/12/26 15:00', 'dmy', dec1)).toBe('2026-12-02T08:00:00.000Z');
    expect(read('02/12/26 03:00 PM', 'mdy', dec1)).toBe('2026-02-12T08:00:00.000Z');
    expect(read('02/12/2026 15:00', undefined, dec1)).toBe('2026-12-02T08:00:00.000Z');
    // Only one reading is a date: that one, whatever the file says.
    expect(read('13/12/2026 15:00', 'mdy')).toBe('2026-12-13T08:00:00.000Z');
  });

  it.each([
    '31/02/2026 10:00',
    '13/13/2026 10:00',
    '01/01/2026 24:00',
    '13:00 PM',
    'besok',
    '2026-02-30',
  ])('refuses %j', (text) => {
    const date = parseWrittenDate(text, ZONE);
    expect(date && readWrittenDate(date, { order: undefined, timeZone: ZONE })).toBeUndefined();
  });

  it('tells the order from the separator and the forms the file shows', () => {
    const order = (delimiter: string, ...texts: string[]) =>
      fileDateOrder(delimiter, texts.map(written));
    expect(order(';', '01/12/26 15:00')).toBe('dmy');
    expect(order(',', '28/11/26 19:31')).toBe('dmy');
    expect(order(',', '11/28/26 07:31 PM', '27/11/2026 03:32')).toBe('mdy');
    expect(order(',', '01/12/2026 15:00', '11/28/2026 19:31')).toBe('mdy');
    // Our own form says nothing (an English spreadsheet leaves it as text when it cannot read it).
    expect(order(',', '27/11/2026 03:32', '01/12/2026 15:00')).toBeUndefined();
    expect(order(';', '11/28/26 07:31 PM')).toBeUndefined();
  });
});
