import { describe, expect, it } from 'vitest';
import { parseRupiah, type RupiahProblem } from './money';

describe('parseRupiah reads rupiah the Indonesian way', () => {
  it.each([
    ['150.000', 150_000],
    ['150000', 150_000],
    ['Rp 150.000', 150_000],
    ['Rp150.000', 150_000],
    ['rp 150.000', 150_000],
    ['RP150000', 150_000],
    ['Rp. 150.000', 150_000],
    ['150.000,00', 150_000],
    ['150.000,0', 150_000],
    ['Rp 150.000,-', 150_000],
    ['150.000,-', 150_000],
    [' 150 000 ', 150_000],
    ['150\u00a0000', 150_000], // a no-break space, as copied from a formatted page
    ['Rp\u00a0150.000', 150_000],
    ['1.250.000', 1_250_000],
    ['1.000.000.000', 1_000_000_000],
    ['999', 999],
    ['150', 150],
    ['1.000', 1_000],
    ['0', 0],
    ['0150000', 150_000],
    ['  99.000  ', 99_000],
  ])('"%s" is %i', (text, value) => {
    expect(parseRupiah(text)).toEqual({ ok: true, value });
  });

  it.each<[string, RupiahProblem]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Rp', 'empty'],
    ['Rp. ', 'empty'],
    // cents: rupiah are whole
    ['150,5', 'fraction'],
    ['150,50', 'fraction'],
    ['150.000,50', 'fraction'],
    ['150.000,05', 'fraction'],
    // a dot only ever groups three digits: "150.5" is no Indonesian number
    ['150.5', 'grouping'],
    ['150.50', 'grouping'],
    ['15.00', 'grouping'],
    ['1.50.000', 'grouping'],
    ['1500.000', 'grouping'],
    ['150000.00', 'grouping'],
    ['150.', 'grouping'],
    ['.150', 'grouping'],
    ['1 50000', 'grouping'],
    // a comma before three digits is an English thousands group: asked again, never read as 150
    ['150,000', 'grouping'],
    ['1,500,000', 'grouping'],
    // below zero
    ['-1', 'negative'],
    ['-150.000', 'negative'],
    ['−150.000', 'negative'],
    ['Rp -150.000', 'negative'],
    ['-Rp 150.000', 'negative'],
    // not a number at all
    ['abc', 'notNumber'],
    ['seratus ribu', 'notNumber'],
    ['1,5 juta', 'notNumber'],
    ['150rb', 'notNumber'],
    ['150.000 rupiah', 'notNumber'],
    ['1e5', 'notNumber'],
    ['0x10', 'notNumber'],
    ['$150', 'notNumber'],
    ['150,', 'notNumber'],
    [',50', 'notNumber'],
    ['-', 'notNumber'],
  ])('"%s" is refused as %s', (text, problem) => {
    expect(parseRupiah(text)).toEqual({ ok: false, problem });
  });

  it('reads minus zero as zero (nothing below zero was meant)', () => {
    expect(parseRupiah('-0')).toEqual({ ok: true, value: 0 });
  });
});
