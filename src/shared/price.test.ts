import { describe, expect, it } from 'vitest';
import { discountedPrice, formatRupiah, groupThousands, soldText } from './price';

describe('discountedPrice (docs/architecture.md §7)', () => {
  it.each([
    // harga, diskon, expected: discount taken on the price rounded up to the next 10 000
    [149_000, 20, 119_000], // ceil(14.9)=15 → 150 000 × 20% = 30 000
    [220_000, 55, 99_000], // already round: 220 000 × 55% = 121 000
    [129_000, 20, 103_000], // 130 000 × 20% = 26 000
    [59_000, 5, 56_000], // 60 000 × 5% = 3 000
    [100_000, 0, 100_000],
    [99_999, 15, 84_999], // 100 000 × 15% = 15 000
  ])('harga %i with diskon %i%% costs %i', (harga, diskon, expected) => {
    expect(discountedPrice(harga, diskon)).toBe(expected);
  });

  it('rounds a fractional discount to whole rupiah', () => {
    // 10 000 × 33% = 3 300; 10 000 × 12.5% would be 1 250
    expect(discountedPrice(5_000, 33)).toBe(1_700);
    expect(discountedPrice(10_000, 12.5)).toBe(8_750);
  });

  it('never goes below zero when rounding up makes the discount exceed the price', () => {
    expect(discountedPrice(149_000, 100)).toBe(0);
    expect(discountedPrice(1_000, 100)).toBe(0);
  });
});

describe('formatRupiah', () => {
  it('groups thousands the Indonesian way, without decimals', () => {
    expect(formatRupiah(99_000)).toBe('Rp 99.000');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1_499.6)).toBe('Rp 1.500');
  });
});

describe('groupThousands', () => {
  it('groups as Intl id-ID does, rounding half away from zero', () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    const values = [
      0,
      7,
      999,
      1000,
      1001,
      99_000,
      123_456,
      1_250_000,
      987_654_321,
      2_147_483_647,
      Number.MAX_SAFE_INTEGER,
      0.5,
      1.5,
      2.5,
      999.5,
      1_499.6,
      1_499.4,
      -1,
      -999,
      -1000,
      -1_250_000,
      -2.5,
    ];
    for (const value of values)
      expect(groupThousands(value), String(value)).toBe(intl.format(value));
  });

  it('writes a negative that rounds to zero as 0, where Intl writes -0', () => {
    expect(groupThousands(-0.4)).toBe('0');
  });
});

describe('soldText (docs/architecture.md §7)', () => {
  it.each([
    [0, '0 terjual'],
    [850, '850 terjual'],
    [999, '999 terjual'],
    [1_000, '1 rb+ terjual'],
    [1_999, '1 rb+ terjual'],
    [12_480, '12 rb+ terjual'],
  ])('%i units read "%s"', (sold, text) => {
    expect(soldText(sold)).toBe(text);
  });
});
