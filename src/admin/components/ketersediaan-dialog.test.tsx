// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KetersediaanGrid } from '../../shared/schemas/ketersediaan';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { KetersediaanDialog } from './ketersediaan-dialog';

const grid: KetersediaanGrid = {
  produk: { id: 7, nama_produk: 'Gamis Aisyah' },
  warna: [
    { id: 11, warna: 'Sage', kode_warna: '#9bb39a' },
    { id: 12, warna: 'Navy', kode_warna: null },
  ],
  ukuran: [
    { id: 21, usia: '3-4 tahun', ukuran: 'S' },
    { id: 22, usia: '5-6 tahun', ukuran: 'M' },
  ],
  cells: [{ id_warna: 12, id_ukuran: 22, tersedia: false, stok: null }],
};

function setup(handlers = {}) {
  const onClose = vi.fn();
  const view = renderAdmin(<KetersediaanDialog produk={grid.produk} onClose={onClose} />, {
    // Any admin edits availability, as they edit products.
    me: secondAdmin,
    handlers: {
      'ketersediaan.grid': () => ({ data: grid }),
      'ketersediaan.save': () => ({ data: { idProduk: 7 } }),
      // Two visitors wait for Navy M to be back (docs/product.md §12 Kabar stok).
      'kabarStok.waiting': () => ({
        data: { cells: [{ id_warna: 12, id_ukuran: 22, jumlah: 2 }] },
      }),
      ...handlers,
    },
  });
  return { ...view, onClose };
}

const cell = (name: string) => screen.getByRole('button', { name: `Tersedia: ${name}` });

describe('KetersediaanDialog', () => {
  it('shows sizes × colours as toggles, the saved marks pressed or not', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Ketersediaan — Gamis Aisyah' });
    const table = await within(dialog).findByRole('table');
    expect(table).toHaveAccessibleName('Ketersediaan Gamis Aisyah per ukuran dan warna');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ukuran', 'Sage', 'Navy']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['S · 3-4 tahun', 'M · 5-6 tahun']);
    expect(cell('Sage, S · 3-4 tahun')).toHaveAttribute('aria-pressed', 'true');
    expect(cell('Sage, S · 3-4 tahun')).toHaveTextContent('Tersedia');
    expect(cell('Navy, M · 5-6 tahun')).toHaveAttribute('aria-pressed', 'false');
    expect(cell('Navy, M · 5-6 tahun')).toHaveTextContent('Habis');
    expect(screen.getByText('1 dari 4 habis')).toBeInTheDocument();
    expect(await within(table).findByText('2 menunggu')).toBeInTheDocument();
    expect(screen.getByText('2 menunggu kabar stok')).toBeInTheDocument();
  });

  it('marks a cell with one tap and saves every cell of the grid at once', async () => {
    const { server, onClose } = setup();
    await screen.findByRole('table');
    await userEvent.click(cell('Sage, M · 5-6 tahun'));
    expect(cell('Sage, M · 5-6 tahun')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(cell('Navy, M · 5-6 tahun'));
    expect(cell('Navy, M · 5-6 tahun')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Ketersediaan berhasil diperbarui!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'ketersediaan.save')?.input).toEqual({
      idProduk: 7,
      cells: [
        { id_warna: 11, id_ukuran: 21, tersedia: true, stok: null },
        { id_warna: 11, id_ukuran: 22, tersedia: false, stok: null },
        { id_warna: 12, id_ukuran: 21, tersedia: true, stok: null },
        { id_warna: 12, id_ukuran: 22, tersedia: true, stok: null },
      ],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('takes optional counts, a count of 0 being Habis', async () => {
    const { server } = setup();
    await screen.findByRole('table');
    await userEvent.click(screen.getByLabelText('Isi jumlah stok (opsional, 0 berarti habis)'));
    await userEvent.type(screen.getByLabelText('Jumlah stok Sage, S · 3-4 tahun'), '0');
    expect(cell('Sage, S · 3-4 tahun')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(screen.getByLabelText('Jumlah stok Navy, M · 5-6 tahun'), '5');
    expect(cell('Navy, M · 5-6 tahun')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Ketersediaan berhasil diperbarui!');
    const saved = server.calls.find((c) => c.path === 'ketersediaan.save')?.input as {
      cells: unknown[];
    };
    expect(saved.cells).toContainEqual({ id_warna: 11, id_ukuran: 21, tersedia: false, stok: 0 });
    expect(saved.cells).toContainEqual({ id_warna: 12, id_ukuran: 22, tersedia: true, stok: 5 });
  });

  it('says what the server refused and stays open', async () => {
    const { onClose } = setup({
      'ketersediaan.save': () => ({
        status: 400,
        message: 'Warna atau ukuran itu bukan milik produk ini. Muat ulang halaman lalu coba lagi.',
        code: 'BAD_REQUEST',
      }),
    });
    await screen.findByRole('table');
    await userEvent.click(cell('Sage, S · 3-4 tahun'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal memperbarui ketersediaan!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives a product without colours one column, "Semua warna", saved without a colour', async () => {
    const { server } = setup({
      'ketersediaan.grid': () => ({ data: { ...grid, warna: [], cells: [] } }),
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ukuran', 'Semua warna']);
    await userEvent.click(cell('Semua warna, M · 5-6 tahun'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Ketersediaan berhasil diperbarui!');
    expect(server.calls.find((c) => c.path === 'ketersediaan.save')?.input).toEqual({
      idProduk: 7,
      cells: [
        { id_warna: null, id_ukuran: 21, tersedia: true, stok: null },
        { id_warna: null, id_ukuran: 22, tersedia: false, stok: null },
      ],
    });
  });
});
