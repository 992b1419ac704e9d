// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { retryFailedLoad, serverFailure } from '../test/load-error';
import { UkuranAdminPage } from './ukuran-admin-page';
import { chooseRowAction } from '../../test/row-actions';

const row = {
  id: 11,
  id_produk: 5,
  nama_produk: 'Gamis Aisyah',
  usia: '3-4 tahun',
  ukuran: 'M',
  panjang_atasan: '74',
  lingkar_dada: '60',
  panjang_tangan: null,
  panjang_bawahan: '',
};
const page = (items: (typeof row)[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});
const options = [
  { id: 5, nama_produk: 'Gamis Aisyah', foto_produk: 'a.jpg' },
  { id: 9, nama_produk: 'Koko Hasan', foto_produk: 'b.jpg' },
];

// Sonner keeps its toasts between tests (a new Toaster replays them): start each test clean.
beforeEach(() => {
  toast.dismiss();
});

const setup = (options_: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<UkuranAdminPage />, {
    path: '/admin/ukuran',
    ...options_,
    handlers: {
      'ukuran.adminList': () => page([row]),
      'produk.options': () => ({ data: options }),
      ...options_.handlers,
    },
  });

const callsTo = (server: ReturnType<typeof setup>['server'], path: string) =>
  server.calls.filter((c) => c.path === path);

async function pickProduk(container: HTMLElement, label: string, name: string) {
  await userEvent.type(within(container).getByRole('combobox', { name: label }), name.slice(0, 4));
  await userEvent.click(await within(container).findByRole('option', { name }));
}

describe('UkuranAdminPage', () => {
  it('lists each row with its product, the measures in cm and "-" where one is missing', async () => {
    setup();
    const cells = await screen.findAllByRole('cell');
    const texts = cells.map((cell) => cell.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['Gamis Aisyah', '3-4 tahun', 'M', '74 cm', '60 cm', '-']),
    );
    expect(texts.filter((text) => text === '-')).toHaveLength(2);
  });

  it('asks for the product, usia and ukuran and sends nothing while they are missing', async () => {
    const { server } = setup({ handlers: { 'ukuran.create': () => ({ data: row }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Ukuran' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Produk wajib dipilih.')).toBeInTheDocument();
    expect(screen.getByText('Usia wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Ukuran wajib diisi.')).toBeInTheDocument();
    expect(callsTo(server, 'ukuran.create')).toHaveLength(0);
  });

  it('adds a row for the chosen product, leaving empty measures out, and says so', async () => {
    const { server } = setup({ handlers: { 'ukuran.create': () => ({ data: row }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Ukuran' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Ukuran' });
    await pickProduk(dialog, 'Produk', 'Koko Hasan');
    await userEvent.type(within(dialog).getByLabelText('Usia'), '5-6 tahun');
    await userEvent.type(within(dialog).getByLabelText('Ukuran'), 'L');
    await userEvent.type(within(dialog).getByLabelText(/^Lingkar dada/), '64');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Ukuran berhasil ditambahkan!')).toBeInTheDocument();
    expect(callsTo(server, 'ukuran.create')[0]?.input).toEqual({
      idProduk: 9,
      usia: '5-6 tahun',
      ukuran: 'L',
      panjang_atasan: null,
      lingkar_dada: '64',
      panjang_tangan: null,
      panjang_bawahan: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the product locked when editing and saves the row under the same product', async () => {
    const { server } = setup({
      handlers: { 'ukuran.update': (input) => ({ data: { ...row, ...(input as object) } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ukuran' });
    expect(within(dialog).getByText('Produk tidak dapat diubah setelah dibuat')).toBeVisible();
    expect(within(dialog).getByText('Gamis Aisyah')).toBeVisible();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    const ukuran = within(dialog).getByLabelText('Ukuran');
    await userEvent.clear(ukuran);
    await userEvent.type(ukuran, 'L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Ukuran berhasil diperbarui!')).toBeInTheDocument();
    expect(callsTo(server, 'ukuran.update')[0]?.input).toEqual({
      id: 11,
      idProduk: 5,
      usia: '3-4 tahun',
      ukuran: 'L',
      panjang_atasan: '74',
      lingkar_dada: '60',
      panjang_tangan: null,
      panjang_bawahan: null,
    });
  });

  it("shows the server's field message beside the field and a red failure toast", async () => {
    const { server } = setup({
      handlers: {
        'ukuran.update': () => ({
          status: 400,
          code: 'BAD_REQUEST',
          message: 'Usia maksimal 50 karakter.',
          data: { issues: [{ path: 'usia', message: 'Usia maksimal 50 karakter.' }] },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Usia'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(callsTo(server, 'ukuran.update')).toHaveLength(1));
    const toast = await screen.findByText('Gagal memperbarui ukuran!');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    const field = screen.getByLabelText('Usia');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Usia maksimal 50 karakter.');
    expect(screen.getByRole('dialog', { name: 'Edit Ukuran' })).toBeInTheDocument();
  });

  it('says when adding failed', async () => {
    setup({
      handlers: {
        'ukuran.create': () => ({
          status: 404,
          code: 'NOT_FOUND',
          message: 'Produk tidak ditemukan.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Ukuran' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Ukuran' });
    await pickProduk(dialog, 'Produk', 'Koko Hasan');
    await userEvent.type(within(dialog).getByLabelText('Usia'), '1-2 tahun');
    await userEvent.type(within(dialog).getByLabelText('Ukuran'), 'S{Enter}');
    expect(await screen.findByText('Gagal menambahkan ukuran!')).toBeInTheDocument();
    expect(screen.getByText('Produk tidak ditemukan.')).toBeInTheDocument();
  });

  it('deletes after the confirmation, for the main admin', async () => {
    const { server } = setup({ handlers: { 'ukuran.delete': () => ({ data: { id: 11 } }) } });
    await chooseRowAction('Hapus');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus ukuran ini?');
    expect(question).toHaveTextContent('Ukuran M (3-4 tahun) dari Gamis Aisyah');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Ukuran berhasil dihapus!')).toBeInTheDocument();
    expect(callsTo(server, 'ukuran.delete')[0]?.input).toEqual({ id: 11 });
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('Gamis Aisyah');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // Edit is all there is: no menu of other actions.
    expect(screen.queryByRole('button', { name: 'Lainnya' })).not.toBeInTheDocument();
  });

  it('reads the product filter and search from the URL and names the product after a reload', async () => {
    const { server } = setup({
      path: '/admin/ukuran?produk=5&search=M&page=2',
      handlers: {
        'ukuran.adminList': () => page([]),
        'produk.adminById': () => ({ data: { id: 5, nama_produk: 'Gamis Aisyah' } }),
      },
    });
    await waitFor(() =>
      expect(callsTo(server, 'ukuran.adminList')[0]?.input).toEqual({
        idProduk: 5,
        search: 'M',
        page: 2,
      }),
    );
    expect(await screen.findByText('Gamis Aisyah')).toBeVisible();
    expect(callsTo(server, 'produk.adminById')[0]?.input).toEqual({ id: 5 });
    expect(screen.getByRole('searchbox', { name: 'Cari' })).toHaveValue('M');
  });

  it('puts a chosen product and the search text in the URL, back on page 1', async () => {
    const { server } = setup({ path: '/admin/ukuran?page=3' });
    await screen.findByText('Gamis Aisyah');
    await pickProduk(document.body, 'Produk', 'Koko Hasan');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/ukuran?produk=9'),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'XL');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/ukuran?produk=9&search=XL'),
    );
    await waitFor(() =>
      expect(callsTo(server, 'ukuran.adminList').at(-1)?.input).toEqual({
        idProduk: 9,
        search: 'XL',
        page: 1,
      }),
    );
    // The name was just picked: no need to ask the server for it.
    expect(callsTo(server, 'produk.adminById')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Semua' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/ukuran?search=XL'),
    );
  });

  it('offers the filtered product when adding a row', async () => {
    setup({
      path: '/admin/ukuran?produk=5',
      handlers: { 'produk.adminById': () => ({ data: { id: 5, nama_produk: 'Gamis Aisyah' } }) },
    });
    await screen.findByRole('cell', { name: 'Gamis Aisyah' });
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Ukuran' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Ukuran' });
    expect(within(dialog).getByText('Gamis Aisyah')).toBeVisible();
  });

  it('says nothing matches when the list is empty', async () => {
    setup({ handlers: { 'ukuran.adminList': () => page([]) } });
    expect(await screen.findByText('Tidak ada data ukuran yang cocok.')).toBeInTheDocument();
  });

  it('toasts a load failure and shows it with "Coba lagi" instead of the empty list', async () => {
    const { server } = setup({ handlers: { 'ukuran.adminList': () => serverFailure } });
    expect(await screen.findByText('Gagal memuat data ukuran!')).toBeInTheDocument();
    await retryFailedLoad(server, 'ukuran.adminList');
  });
});
