// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProdukAdminRow } from '../../shared/schemas/produk';
import { testProduk } from '../../test/produk-fixture';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { ProdukAdminPage } from './produk-admin-page';

// The product list's row choice and bulk actions (docs/product.md §11 Aksi massal): ticking
// rows, the page, every product the filter matches; each action's one confirmation naming how
// many; the toast's Batalkan; the sort in the URL.

const row = (id: number, values: Parameters<typeof testProduk>[1] = {}): ProdukAdminRow => ({
  ...testProduk(id, { nama_produk: `Gamis ${id}`, harga: 100_000, diskon: 0, ...values }),
  jumlah_warna: 0,
  jumlah_ukuran: 0,
  diskon_berlaku: null,
});
const firstPage = [row(7, { harga: 150_000, diskon: 20 }), row(8), row(9)];
const secondPage = [row(10), row(11)];

/** A list of 45 products, 3 a page here; page 2 answers other rows. */
const listOf =
  (total = 45) =>
  (input: unknown) => {
    const page = (input as { page?: number }).page ?? 1;
    return {
      data: { items: page === 1 ? firstPage : secondPage, total, page, pageSize: 3 },
    };
  };

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<ProdukAdminPage />, {
    path: '/admin/produk',
    ...options,
    handlers: { 'produk.adminList': listOf(), ...options.handlers },
  });

const tick = async (name: string) => userEvent.click(await screen.findByLabelText(`Pilih ${name}`));
/** The header's checkbox (the phone's copy of it is in the DOM too: jsdom applies no CSS). */
const pageBox = () => screen.getAllByLabelText('Pilih semua di halaman ini')[0] as HTMLElement;
const bar = () => screen.getByRole('region', { name: 'Aksi untuk produk yang dipilih' });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  // jsdom has no pointer capture; a toast (its Batalkan button) asks for it when pressed.
  Object.assign(Element.prototype, {
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    hasPointerCapture: () => false,
  });
});

describe('choosing products on the list', () => {
  it('ticks rows, shows how many in the bar, and clears with Batal pilih', async () => {
    setup();
    expect(await screen.findByText('Gamis 7')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aksi untuk produk yang dipilih' })).toBeNull();
    await tick('Gamis 7');
    await tick('Gamis 9');
    expect(within(bar()).getByText('2 produk dipilih')).toBeInTheDocument();
    expect(pageBox()).not.toBeChecked();
    expect((pageBox() as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Batal pilih' }));
    expect(screen.queryByRole('region', { name: 'Aksi untuk produk yang dipilih' })).toBeNull();
    expect(screen.getByLabelText('Pilih Gamis 7')).not.toBeChecked();
  });

  it('ticks the page, then offers every product the filter matches, less those unticked', async () => {
    setup({ path: '/admin/produk?kategori=gamis' });
    await screen.findByText('Gamis 7');
    await userEvent.click(pageBox());
    expect(within(bar()).getByText('3 produk dipilih')).toBeInTheDocument();
    expect(screen.getByText('3 produk di halaman ini dipilih.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Pilih semua 45 produk yang cocok dengan filter' }),
    );
    expect(
      screen.getByText('Semua 45 produk yang cocok dengan filter dipilih.'),
    ).toBeInTheDocument();
    expect(within(bar()).getByText('45 produk dipilih')).toBeInTheDocument();
    await tick('Gamis 8');
    expect(within(bar()).getByText('44 produk dipilih')).toBeInTheDocument();
    expect(
      screen.getByText('44 dari 45 produk yang cocok dengan filter dipilih.'),
    ).toBeInTheDocument();
    // Rows of another page are chosen too.
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByLabelText('Pilih Gamis 10')).toBeChecked();
  });

  it('keeps the choice while paging and forgets it when the filter changes', async () => {
    setup();
    await tick('Gamis 7');
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    await tick('Gamis 11');
    expect(within(bar()).getByText('2 produk dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    expect(await screen.findByLabelText('Pilih Gamis 7')).toBeChecked();
    // A sort keeps it too: the same products match.
    await userEvent.click(screen.getAllByRole('button', { name: /^Harga/ })[0] as HTMLElement);
    expect(within(bar()).getByText('2 produk dipilih')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draf');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Aksi untuk produk yang dipilih' })).toBeNull(),
    );
    // Back to the first filter: the old choice does not come back.
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    expect(await screen.findByLabelText('Pilih Gamis 7')).not.toBeChecked();
  });
});

describe('bulk actions', () => {
  it('changes prices by a typed percentage after one confirmation, and Batalkan puts them back', async () => {
    const sebelum = [
      { id: 7, kategori: 'atasan', diskon: 20, harga: 150_000, status: 'tayang' },
      { id: 8, kategori: 'atasan', diskon: 0, harga: 100_000, status: 'tayang' },
    ];
    const { server } = setup({
      handlers: {
        'produkBulk.update': () => ({
          data: { count: 2, sebelum, tindakan: '6f1d3c1e-2b7a-4c55-9a43-0e8b2f6d1a10' },
        }),
        'produkBulk.undo': () => ({ data: { count: 2 } }),
      },
    });
    await tick('Gamis 7');
    await tick('Gamis 8');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Ubah harga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah harga · 2 produk' });
    const field = within(dialog).getByLabelText('Perubahan harga (%)');
    await userEvent.type(field, '10,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(
      within(dialog).getByText('Persen harus bilangan bulat, tanpa koma. Contoh: 10 atau -10.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '10%');
    // The examples follow the shop's one price rule: 165 000 with 20 % off (of 170 000) shows
    // 131 000.
    expect(within(dialog).getByText(/Rp 150\.000 → Rp 165\.000/)).toBeInTheDocument();
    expect(within(dialog).getByText('(di toko Rp 131.000)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Ubah harga 2 produk: naik 10%?');
    expect(server.calls.some((c) => c.path === 'produkBulk.update')).toBe(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ubah' }));

    expect(await screen.findByText('Harga 2 produk dinaikkan 10%.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'produkBulk.update')?.input).toEqual({
      target: { ids: [7, 8] },
      ubah: { aksi: 'harga', persen: 10 },
    });
    // Done: the dialogs are closed and nothing is chosen any more.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Aksi untuk produk yang dipilih' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Perubahan pada 2 produk dibatalkan.')).toBeInTheDocument();
    // It names the change it undoes, for Riwayat to show it "Dibatalkan".
    expect(server.calls.find((c) => c.path === 'produkBulk.undo')?.input).toEqual({
      sebelum,
      membatalkan: '6f1d3c1e-2b7a-4c55-9a43-0e8b2f6d1a10',
    });
  });

  it('sends the filter, less the unticked rows, when every matching product is chosen', async () => {
    const { server } = setup({
      path: '/admin/produk?search=gamis&status=draf&urut=harga',
      handlers: {
        'produkBulk.update': () => ({ data: { count: 44, sebelum: [] } }),
      },
    });
    await screen.findByText('Gamis 7');
    await userEvent.click(pageBox());
    await userEvent.click(
      screen.getByRole('button', { name: 'Pilih semua 45 produk yang cocok dengan filter' }),
    );
    await tick('Gamis 9');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Ubah status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah status · 44 produk' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Status baru'), 'Tersembunyi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Ubah status 44 produk menjadi Tersembunyi?');
    expect(question).toHaveTextContent('Termasuk produk yang cocok dengan filter di halaman lain.');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ubah' }));
    expect(await screen.findByText('Status 44 produk diubah menjadi Tersembunyi.')).toBeVisible();
    expect(server.calls.find((c) => c.path === 'produkBulk.update')?.input).toEqual({
      target: { filter: { search: 'gamis', status: 'draf' }, kecuali: [9] },
      ubah: { aksi: 'status', status: 'tersembunyi' },
    });
  });

  it('sets a category and a discount, naming the value in the question', async () => {
    const { server } = setup({
      handlers: { 'produkBulk.update': () => ({ data: { count: 1, sebelum: [] } }) },
    });
    await tick('Gamis 8');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Ubah kategori' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ubah kategori · 1 produk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    expect(within(dialog).getByText('Kategori wajib diisi.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Kategori baru'), 'Laki-laki');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    let question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Ubah kategori 1 produk menjadi Laki-laki?');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ubah' }));
    expect(await screen.findByText('Kategori 1 produk diubah menjadi Laki-laki.')).toBeVisible();

    await tick('Gamis 8');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Atur diskon' }));
    dialog = await screen.findByRole('dialog', { name: 'Atur diskon · 1 produk' });
    await userEvent.type(within(dialog).getByLabelText('Diskon baru (%)'), '25%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Atur diskon 1 produk menjadi 25%?');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ubah' }));
    expect(await screen.findByText('Diskon 1 produk diatur menjadi 25%.')).toBeVisible();
    expect(server.calls.filter((c) => c.path === 'produkBulk.update').map((c) => c.input)).toEqual([
      { target: { ids: [8] }, ubah: { aksi: 'kategori', kategori: 'lakilaki' } },
      { target: { ids: [8] }, ubah: { aksi: 'diskon', diskon: 25 } },
    ]);
  });

  it('makes a dated discount when "Atur diskon" has an end, for the main admin alone', async () => {
    const { server } = setup({
      handlers: {
        'produkBulk.dateDiskon': () => ({
          data: { count: 1, id: 3, nama: 'Diskon s.d. 10 Apr', tindakan: 'x' },
        }),
      },
    });
    await tick('Gamis 8');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Atur diskon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur diskon · 1 produk' });
    await userEvent.type(within(dialog).getByLabelText('Diskon baru (%)'), '30');
    fireEvent.change(within(dialog).getByLabelText('Sampai (opsional)'), {
      target: { value: '2030-04-10T23:59' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Buat diskon bertanggal 30% untuk 1 produk, sampai 10 Apr, 23.59 WIB?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ubah' }));
    expect(await screen.findByText('Diskon s.d. 10 Apr berlaku untuk 1 produk.')).toBeVisible();
    expect(
      server.calls.filter((c) => c.path === 'produkBulk.dateDiskon').map((c) => c.input),
    ).toEqual([{ target: { ids: [8] }, persen: 30, sampai: '2030-04-10T16:59:00.000Z' }]);
    expect(server.calls.some((c) => c.path === 'produkBulk.update')).toBe(false);
  });

  it('offers no end to an admin who is not the main admin', async () => {
    setup({ me: secondAdmin });
    await tick('Gamis 8');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Atur diskon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur diskon · 1 produk' });
    expect(within(dialog).queryByLabelText('Sampai (opsional)')).toBeNull();
  });

  it('keeps the dialog open with what was typed when the server refuses, and says why', async () => {
    setup({
      handlers: {
        'produkBulk.update': () => ({
          status: 400,
          code: 'BAD_REQUEST',
          message:
            'Harga Gamis 7 akan menjadi kurang dari Rp 1 atau melebihi batas. Tidak ada yang diubah.',
        }),
      },
    });
    await tick('Gamis 7');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Ubah harga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah harga · 1 produk' });
    await userEvent.type(within(dialog).getByLabelText('Perubahan harga (%)'), 'turun 99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Ubah harga 1 produk: turun 99%?');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Ubah' }));
    expect(await screen.findByText('Gagal mengubah produk!')).toBeInTheDocument();
    expect(screen.getByText(/Harga Gamis 7 akan menjadi kurang dari Rp 1/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ubah harga · 1 produk' })).toBeInTheDocument();
    expect(screen.getByLabelText('Perubahan harga (%)')).toHaveValue('turun 99');
  });

  it('moves the chosen products to Sampah for the main admin, and Batalkan restores them', async () => {
    const { server } = setup({
      handlers: {
        'produkBulk.delete': () => ({
          data: { count: 2, sampah: [31, 32], tindakan: '0b4b8f8e-51c3-4d2e-8f0a-7d9e3c2a5b64' },
        }),
        'sampah.restoreMany': () => ({ data: { count: 2 } }),
      },
    });
    await tick('Gamis 7');
    await tick('Gamis 8');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Pindahkan ke Sampah' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Pindahkan 2 produk ke Sampah?');
    expect(question).toHaveTextContent('bisa dipulihkan dari Sampah selama 30 hari');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Pindahkan' }));
    expect(await screen.findByText('2 produk dipindahkan ke Sampah.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'produkBulk.delete')?.input).toEqual({
      target: { ids: [7, 8] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('2 produk dipulihkan.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'sampah.restoreMany')?.input).toEqual({
      ids: [31, 32],
      membatalkan: '0b4b8f8e-51c3-4d2e-8f0a-7d9e3c2a5b64',
    });
  });

  it('offers no Sampah to a second admin', async () => {
    setup({ me: secondAdmin });
    await tick('Gamis 7');
    expect(within(bar()).getByRole('button', { name: 'Ubah harga' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Pindahkan ke Sampah' })).toBeNull();
  });
});

describe('sorting the product list', () => {
  it('sorts by a column header, keeping the sort in the URL and sending it to the server', async () => {
    const { server } = setup({ path: '/admin/produk?search=gamis' });
    await screen.findByText('Gamis 7');
    const header = screen.getByRole('columnheader', { name: /Terjual/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/produk?search=gamis&urut=terjual',
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('urut=terjual&arah=desc'),
    );
    await waitFor(() =>
      expect(server.calls.at(-1)?.input).toEqual({
        search: 'gamis',
        urut: 'terjual',
        arah: 'desc',
        page: 1,
      }),
    );
  });
});
