// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ukuran } from '../../shared/schemas/ukuran';
import { measureText, SizeTable, sizeColumns } from './size-table';

const row = (id: number, values: Partial<Ukuran> = {}): Ukuran => ({
  id,
  id_produk: 1,
  usia: `${id} tahun`,
  ukuran: 'M',
  panjang_atasan: '46',
  lingkar_dada: '60',
  panjang_tangan: null,
  panjang_bawahan: null,
  ...values,
});

describe('SizeTable', () => {
  it('shows sleeve and bottom lengths only when some row has them', () => {
    expect(sizeColumns([row(1), row(2)])).toEqual(['panjang_atasan', 'lingkar_dada']);
    expect(sizeColumns([row(1), row(2, { panjang_tangan: '30' })])).toEqual([
      'panjang_atasan',
      'lingkar_dada',
      'panjang_tangan',
    ]);
    expect(sizeColumns([row(1, { panjang_bawahan: '50' })])).toEqual([
      'panjang_atasan',
      'lingkar_dada',
      'panjang_bawahan',
    ]);
  });

  it('appends cm to measures and shows - for a missing one', () => {
    render(
      <SizeTable rows={[row(1, { panjang_tangan: '30' }), row(2, { panjang_atasan: '  ' })]} />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Usia',
      'Ukuran',
      'Panjang Atasan',
      'Lingkar Dada',
      'Panjang Tangan',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['M', '46 cm', '60 cm', '30 cm']);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['M', '-', '60 cm', '-']);
    expect(measureText(null)).toBe('-');
  });

  it('says so when a product has no sizes', () => {
    render(<SizeTable rows={[]} />);
    expect(
      screen.getByText('Informasi ukuran tidak tersedia untuk produk ini.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
