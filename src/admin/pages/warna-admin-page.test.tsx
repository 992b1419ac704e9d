// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WarnaWithProduk } from '../../shared/schemas/warna-write';
import { testProduk } from '../../test/produk-fixture';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { retryFailedLoad, serverFailure } from '../test/load-error';
import { WarnaAdminPage } from './warna-admin-page';
import { chooseRowAction } from '../../test/row-actions';

const navy: WarnaWithProduk = {
  id: 31,
  id_produk: 5,
  warna: 'Navy',
  foto: 'navy.webp',
  nama_produk: 'Gamis Aisyah',
};
const page = (items: WarnaWithProduk[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});
const options = [
  { id: 5, nama_produk: 'Gamis Aisyah', foto_produk: 'gamis.webp' },
  { id: 8, nama_produk: 'Koko Rayyan', foto_produk: 'koko.webp' },
];

const setup = (more: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<WarnaAdminPage />, {
    path: '/admin/warna',
    ...more,
    handlers: {
      'warna.adminList': () => page([navy]),
      'produk.options': (input) => {
        const search = ((input as { search?: string }).search ?? '').toLowerCase();
        return { data: options.filter((o) => o.nama_produk.toLowerCase().includes(search)) };
      },
      'produk.adminById': () => ({ data: testProduk(5, { nama_produk: 'Gamis Aisyah' }) }),
      ...more.handlers,
    },
  });

const photo = () => new File(['png-bytes'], 'navy.png', { type: 'image/png' });

const sentForm = (calls: { path: string; input: unknown }[], path: string) => {
  const input = calls.find((c) => c.path === path)?.input;
  expect(input).toBeInstanceOf(FormData);
  return input as FormData;
};

beforeEach(() => {
  // Toasts outlive a test in sonner's store; each test starts with none.
  toast.dismiss();
  // jsdom has no object URLs; the photo preview asks for one.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('WarnaAdminPage', () => {
  it('shows each colour with its photo and its product', async () => {
    setup();
    const row = (await screen.findByText('Navy')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Gamis Aisyah')).toBeInTheDocument();
    const image = row.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/produk/5/navy.webp');
    expect(image?.getAttribute('srcset')).toContain('/images/produk/5/navy-640.webp 640w');
  });

  it('asks for a product, a name and "Silakan upload gambar!" on create, and sends nothing', async () => {
    const { server } = setup({ handlers: { 'warna.create': () => ({ data: navy }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Warna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Silakan upload gambar!')).toBeInTheDocument();
    expect(screen.getByText('Produk wajib dipilih.')).toBeInTheDocument();
    expect(screen.getByText('Nama warna wajib diisi.')).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('warna.create');
  });

  it('searches products with produk.options and uploads the chosen one with name and photo', async () => {
    const { server } = setup({ handlers: { 'warna.create': () => ({ data: navy }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Warna' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Tambah Warna' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Produk' }), 'koko');
    await waitFor(() =>
      expect(server.calls).toContainEqual({ path: 'produk.options', input: { search: 'koko' } }),
    );
    await userEvent.click(await dialog.findByRole('option', { name: 'Koko Rayyan' }));
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    expect(dialog.getByText('Koko Rayyan')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Nama warna'), 'Hijau Sage');
    await userEvent.upload(dialog.getByLabelText('Foto warna'), photo());
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Warna berhasil ditambahkan!')).toBeInTheDocument();
    const sent = sentForm(server.calls, 'warna.create');
    expect(sent.get('idProduk')).toBe('8');
    expect(sent.get('warna')).toBe('Hijau Sage');
    expect((sent.get('file') as File).name).toBe('navy.png');
  });

  it('shows the product locked on edit and sends no product with the change', async () => {
    const { server } = setup({ handlers: { 'warna.update': () => ({ data: navy }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialogElement = screen.getByRole('dialog', { name: 'Edit Warna' });
    const dialog = within(dialogElement);
    expect(dialog.getByText('Gamis Aisyah')).toBeInTheDocument();
    expect(dialog.getByText('Produk tidak dapat diubah setelah dibuat')).toBeInTheDocument();
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    expect(dialogElement).toHaveTextContent('Biarkan kosong jika tidak ingin mengganti foto');
    const name = dialog.getByLabelText('Nama warna');
    await userEvent.clear(name);
    await userEvent.type(name, 'Biru Dongker');
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Warna berhasil diperbarui!')).toBeInTheDocument();
    const sent = sentForm(server.calls, 'warna.update');
    expect([...sent.keys()].sort()).toEqual(['id', 'warna']);
    expect(sent.get('id')).toBe('31');
    expect(sent.get('warna')).toBe('Biru Dongker');
  });

  it("shows the server's field message beside the field and the failure toast", async () => {
    setup({
      handlers: {
        'warna.update': () => ({
          status: 400,
          code: 'BAD_REQUEST',
          message: 'Nama warna maksimal 100 karakter.',
          data: { issues: [{ path: 'warna', message: 'Nama warna maksimal 100 karakter.' }] },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal memperbarui warna!')).toBeInTheDocument();
    const field = screen.getByLabelText('Nama warna');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Nama warna maksimal 100 karakter.');
  });

  it("shows the server's 415 message at the photo and the failure toast on create", async () => {
    setup({
      handlers: {
        'warna.create': () => ({
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'File harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Warna' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Tambah Warna' }));
    await userEvent.type(dialog.getByRole('combobox', { name: 'Produk' }), 'gamis');
    await userEvent.click(await dialog.findByRole('option', { name: 'Gamis Aisyah' }));
    await userEvent.type(dialog.getByLabelText('Nama warna'), 'Navy');
    await userEvent.upload(dialog.getByLabelText('Foto warna'), photo());
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal menambahkan warna!')).toBeInTheDocument();
    expect(dialog.getByLabelText('Foto warna')).toHaveAccessibleDescription(
      /File harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF\./,
    );
  });

  it('deletes after "Apakah yakin ingin menghapus warna ini?"', async () => {
    const { server } = setup({ handlers: { 'warna.delete': () => ({ data: { id: 31 } }) } });
    await chooseRowAction('Hapus');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus warna ini?');
    expect(question).toHaveTextContent('Warna Navy dari Gamis Aisyah');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Warna berhasil dihapus!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'warna.delete')?.input).toEqual({ id: 31 });
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('Navy');
    // Edit is all there is: no menu of other actions.
    expect(screen.queryByRole('button', { name: 'Lainnya' })).not.toBeInTheDocument();
  });

  it('keeps the product filter and the search in the URL and shows the product by name after a reload', async () => {
    const { server } = setup({ path: '/admin/warna?produk=5&search=navy' });
    await screen.findByText('Navy');
    expect(server.calls.find((c) => c.path === 'warna.adminList')?.input).toEqual({
      idProduk: 5,
      search: 'navy',
      page: 1,
    });
    expect(server.calls).toContainEqual({ path: 'produk.adminById', input: { id: 5 } });
    const filter = screen.getByText('Gamis Aisyah', { selector: 'span' });
    expect(filter).toBeInTheDocument();
    expect(screen.getByLabelText('Cari')).toHaveValue('navy');
    await userEvent.click(screen.getByRole('button', { name: 'Semua' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/warna?search=navy'),
    );
  });

  it('puts a product chosen in the filter into the URL', async () => {
    setup();
    await screen.findByText('Navy');
    await userEvent.type(screen.getByRole('combobox', { name: 'Produk' }), 'koko');
    await userEvent.click(await screen.findByRole('option', { name: 'Koko Rayyan' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/warna?produk=8'),
    );
    expect(screen.getByText('Koko Rayyan')).toBeInTheDocument();
  });

  it('says no colour matches when the list is empty', async () => {
    setup({ handlers: { 'warna.adminList': () => page([]) } });
    expect(await screen.findByText('Tidak ada data warna yang cocok.')).toBeInTheDocument();
  });

  it('toasts a load failure and shows it with "Coba lagi" instead of the empty list', async () => {
    const { server } = setup({ handlers: { 'warna.adminList': () => serverFailure } });
    expect(await screen.findByText('Gagal memuat data warna!')).toBeInTheDocument();
    await retryFailedLoad(server, 'warna.adminList');
  });
});
