import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, hasFilters } from './produk-filter';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('filtersFromSearch', () => {
  it('reads every filter and the order from the URL', () => {
    expect(
      read('usia=3-4+tahun&warna=Sage&harga_min=100000&harga_max=150000&urut=terlaris'),
    ).toEqual({
      usia: '3-4 tahun',
      warna: 'Sage',
      hargaMin: 100_000,
      hargaMax: 150_000,
      urut: 'terlaris',
    });
  });

  it('leaves out what makes no sense instead of failing', () => {
    expect(
      read(`usia=&warna=${'x'.repeat(101)}&harga_min=abc&harga_max=-5&urut=murah&page=2`),
    ).toEqual({
      usia: undefined,
      warna: undefined,
      hargaMin: undefined,
      hargaMax: undefined,
      urut: 'terbaru',
    });
    expect(read('harga_max=99999999999').hargaMax).toBeUndefined();
    expect(read('harga_min=1e5').hargaMin).toBeUndefined();
    // A decimal is no whole-rupiah price (a number field may send one).
    expect(read('harga_min=99999.5').hargaMin).toBeUndefined();
    expect(read('harga_min=1.50').hargaMin).toBeUndefined();
    expect(hasFilters(read('urut=termahal'))).toBe(false);
  });

  it('reads prices written the Indonesian way and bounds given the wrong way round', () => {
    expect(read('harga_min=150.000&harga_max=100 000')).toMatchObject({
      hargaMin: 100_000,
      hargaMax: 150_000,
    });
  });
});

describe('filtersToSearch', () => {
  const filters = read('urut=termurah&harga_max=150000&usia=3-4 tahun');

  it('writes the filters in one order, the order and the page last', () => {
    expect(filtersToSearch(filters, { page: 2 })).toBe(
      '?usia=3-4+tahun&harga_max=150000&urut=termurah&page=2',
    );
    expect(filtersToSearch(read(''))).toBe('');
    expect(filtersToSearch(read(''), { page: 1 })).toBe('');
  });

  it('leaves the order out of the canonical URL', () => {
    expect(filtersToSearch(filters, { withSort: false })).toBe('?usia=3-4+tahun&harga_max=150000');
  });

  it('reads back what it writes', () => {
    expect(read(filtersToSearch(filters).slice(1))).toEqual(filters);
  });
});
