import { describe, expect, it } from 'vitest';
import { fieldLabel, formatValue } from './riwayat-format';

const instant = (date: Date) => date.toISOString();

describe('a history value', () => {
  it('reads prices as Rupiah, discounts as percent, statuses and settings by their names', () => {
    expect(formatValue('harga', 150000, instant).text).toBe('Rp 150.000');
    expect(formatValue('diskon', 10, instant).text).toBe('10%');
    expect(formatValue('status', 'draf', instant).text).toBe('Draf');
    expect(formatValue('harga', null, instant).text).toBe('—');
    expect(fieldLabel('harga')).toBe('Harga');
    expect(fieldLabel('isi.name')).toBe('Nama toko');
    expect(fieldLabel('lingkar_dada')).toBe('Lingkar dada');
    expect(fieldLabel('kolom_baru')).toBe('kolom_baru');
  });

  it('keeps links whole and shortens only long texts', () => {
    const link = `https://shopee.co.id/${'a'.repeat(200)}`;
    expect(formatValue('link_shopee', link, instant)).toEqual({
      text: link,
      link: true,
      long: false,
    });
    expect(formatValue('deskripsi_produk', 'x'.repeat(121), instant).long).toBe(true);
    expect(formatValue('deskripsi_produk', 'x'.repeat(120), instant).long).toBe(false);
  });

  it('shows an instant on the clock it is given', () => {
    expect(formatValue('tayang_mulai', '2026-12-12T00:00:00+00:00', instant).text).toBe(
      '2026-12-12T00:00:00.000Z',
    );
  });
});
