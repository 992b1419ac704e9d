import { describe, expect, it } from 'vitest';
import { isTrackingParam, pageAddress } from './page-query';

describe('a page’s address as the page reads it', () => {
  it('drops the click ids and campaign tags that shared links carry', () => {
    expect(pageAddress('/?fbclid=IwAR0abc')).toBe('/');
    expect(pageAddress('/penawarankhusus?utm_source=ig&utm_medium=story&igshid=x')).toBe(
      '/penawarankhusus',
    );
    expect(pageAddress('/detail/7?gclid=Cj0&ttclid=E.C&srsltid=Afm')).toBe('/detail/7');
    for (const name of ['fbclid', 'gclid', 'ttclid', 'igshid', 'UTM_Source', 'utm_content']) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    expect(isTrackingParam('page')).toBe(false);
    expect(isTrackingParam('warna')).toBe(false);
  });

  it('keeps a category’s filters, order and page in one order, and only readable values', () => {
    expect(
      pageAddress('/kategori/gamis?page=2&urut=termurah&fbclid=x&usia=3-4+tahun&warna=Sage'),
    ).toBe('/kategori/gamis?usia=3-4+tahun&warna=Sage&urut=termurah&page=2');
    expect(pageAddress('/kategori?harga_max=150.000&harga_min=100000')).toBe(
      '/kategori?harga_min=100000&harga_max=150000',
    );
    expect(pageAddress('/kategori?urut=TERMURAH&page=abc')).toBe('/kategori');
    expect(pageAddress('/kategori?page=1&urut=terbaru')).toBe('/kategori');
    // Only sold-out products hidden: `tersedia=1` exactly, after the prices; anything else is off.
    expect(pageAddress('/kategori/gamis?urut=termurah&tersedia=1&fbclid=x&harga_max=150000')).toBe(
      '/kategori/gamis?harga_max=150000&tersedia=1&urut=termurah',
    );
    for (const odd of ['tersedia=0', 'tersedia=ya', 'tersedia=', 'tersedia=true']) {
      expect(pageAddress(`/kategori?${odd}`), odd).toBe('/kategori');
    }
  });

  it('keeps a product page’s colour and a list’s page, nothing else', () => {
    expect(pageAddress('/detail/7?warna=12&utm_source=wa')).toBe('/detail/7?warna=12');
    expect(pageAddress('/detail/7?warna=biru')).toBe('/detail/7');
    expect(pageAddress('/testimoni?page=3&x=1')).toBe('/testimoni?page=3');
    expect(pageAddress('/FAQ?ref=ig')).toBe('/FAQ');
  });

  it('keeps what the search and the login read, without tracking, in one order', () => {
    expect(pageAddress('/cari?utm_source=x&q=gamis&page=2')).toBe('/cari?page=2&q=gamis');
    expect(pageAddress('/login?next=%2Fadmin%2Fproduk')).toBe('/login?next=%2Fadmin%2Fproduk');
  });
});
