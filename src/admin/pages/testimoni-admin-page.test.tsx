// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { retryFailedLoad, serverFailure } from '../test/load-error';
import { TestimoniAdminPage } from './testimoni-admin-page';
import { chooseRowAction } from '../../test/row-actions';

const testimoni = {
  id: 7,
  nama_pembeli: 'Bunda Rani',
  deskripsi_testimoni: 'Bahannya adem, anak suka sekali.',
  sumber_testimoni: 'shopee' as const,
  foto_testimoni: 'rani.jpg',
  id_produk: 5 as number | null,
  nama_produk: 'Gamis Aisyah' as string | null,
  createdAt: '2026-11-01T03:00:00.000Z',
};
const unlinked = {
  ...testimoni,
  id: 8,
  nama_pembeli: 'Ibu Sari',
  id_produk: null,
  nama_produk: null,
};
const page = (items: (typeof testimoni)[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});
const options = [
  { id: 5, nama_produk: 'Gamis Aisyah', foto_produk: 'a.jpg' },
  { id: 9, nama_produk: 'Koko Hasan', foto_produk: 'b.jpg' },
];
const photo = () => new File(['png-bytes'], 'rani.png', { type: 'image/png' });

// Sonner keeps its toasts between tests (a new Toaster replays them): start each test clean.
beforeEach(() => {
  toast.dismiss();
});

// jsdom has no object URLs; the photo field previews the chosen file with one.
beforeAll(() => {
  if (typeof URL.createObjectURL !== 'function') {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
  }
});

const setup = (options_: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<TestimoniAdminPage />, {
    path: '/admin/testimoni',
    ...options_,
    handlers: {
      'testimoni.adminList': () => page([testimoni]),
      'produk.options': () => ({ data: options }),
      'produk.adminById': () => ({ data: { id: 5, nama_produk: 'Gamis Aisyah' } }),
      ...options_.handlers,
    },
  });

type Server = ReturnType<typeof setup>['server'];
const callsTo = (server: Server, path: string) => server.calls.filter((c) => c.path === path);
/** The FormData a write sent, as plain entries. */
const sentForm = (server: Server, path: string) => {
  const input = callsTo(server, path)[0]?.input;
  expect(input).toBeInstanceOf(FormData);
  return Object.fromEntries((input as FormData).entries());
};

async function fillNew(dialog: HTMLElement) {
  await userEvent.upload(within(dialog).getByLabelText('Foto testimoni'), photo());
  await userEvent.type(within(dialog).getByLabelText('Nama pembeli'), 'Bunda Rani');
  await userEvent.type(within(dialog).getByLabelText('Deskripsi testimoni'), 'Adem dan rapi.');
  await userEvent.selectOptions(within(dialog).getByLabelText('Sumber testimoni'), 'tokopedia');
}

describe('TestimoniAdminPage', () => {
  it('lists photo, buyer, words, source and a link to the linked product in a new tab', async () => {
    setup({ handlers: { 'testimoni.adminList': () => page([testimoni, unlinked]) } });
    const image = await screen.findByRole('img', { name: 'Foto dari Bunda Rani' });
    expect(image).toHaveAttribute('src', '/images/testimoni/rani.jpg');
    expect(image.getAttribute('srcset')).toContain('/images/testimoni/rani-320.webp 320w');
    expect(screen.getAllByText('Bahannya adem, anak suka sekali.')).toHaveLength(2);
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Shopee')).toHaveLength(2);
    const link = screen.getByRole('link', { name: /Gamis Aisyah/ });
    expect(screen.queryByText(/Produk #/)).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/detail/5');
    const sari = screen.getByText('Ibu Sari').closest('tr');
    expect(within(sari as HTMLElement).getByText('—')).toBeInTheDocument();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('asks for a photo ("Silahkan upload gambar") and the required fields before sending', async () => {
    const { server } = setup({ handlers: { 'testimoni.create': () => ({ data: testimoni }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Silahkan upload gambar')).toBeInTheDocument();
    expect(screen.getByText('Nama pembeli wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Deskripsi testimoni wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Sumber testimoni wajib diisi.')).toBeInTheDocument();
    expect(callsTo(server, 'testimoni.create')).toHaveLength(0);
  });

  it('offers the three sources behind a "Pilih sumber" placeholder', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    const select = screen.getByLabelText('Sumber testimoni');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('value')]),
    ).toEqual([
      ['Pilih sumber', ''],
      ['Shopee', 'shopee'],
      ['Tokopedia', 'tokopedia'],
      ['TikTok', 'tiktok'],
    ]);
  });

  it('sends the fields, the photo and the linked product as FormData, and says so', async () => {
    const { server } = setup({ handlers: { 'testimoni.create': () => ({ data: testimoni }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Testimoni' });
    await fillNew(dialog);
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Produk terkait' }), 'Koko');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Koko Hasan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Testimoni berhasil ditambahkan!')).toBeInTheDocument();
    const sent = sentForm(server, 'testimoni.create');
    expect(sent).toMatchObject({
      nama_pembeli: 'Bunda Rani',
      deskripsi_testimoni: 'Adem dan rapi.',
      sumber_testimoni: 'tokopedia',
      id_produk: '9',
    });
    expect(sent.file).toBeInstanceOf(File);
    expect((sent.file as File).name).toBe('rani.png');
    expect(Object.keys(sent).sort()).toEqual(
      ['deskripsi_testimoni', 'file', 'id_produk', 'nama_pembeli', 'sumber_testimoni'].sort(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no id_produk when the testimonial is about no product', async () => {
    const { server } = setup({ handlers: { 'testimoni.create': () => ({ data: testimoni }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Testimoni' });
    expect(within(dialog).getByRole('combobox', { name: 'Produk terkait' })).toHaveAttribute(
      'placeholder',
      'Tidak terkait produk',
    );
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Testimoni berhasil ditambahkan!')).toBeInTheDocument();
    expect(sentForm(server, 'testimoni.create')).not.toHaveProperty('id_produk');
  });

  it('shows an upload progress bar while sending', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    setup({
      handlers: {
        'testimoni.create': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Testimoni' });
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByRole('button', { name: /Menyimpan/ })).toBeDisabled();
    answer({ data: testimoni });
    expect(await screen.findByText('Testimoni berhasil ditambahkan!')).toBeInTheDocument();
  });

  it('shows a red toast when adding fails', async () => {
    setup({
      handlers: {
        'testimoni.create': () => ({
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Testimoni' });
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const toast = await screen.findByText('Gagal menambahkan testimoni!');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('dialog', { name: 'Tambah Testimoni' })).toBeInTheDocument();
  });

  it("shows the server's message for a refused photo beside the photo", async () => {
    setup({
      handlers: {
        'testimoni.create': () => ({
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'File harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Testimoni' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Testimoni' });
    await fillNew(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'File harus berupa gambar JPEG, PNG, WebP, AVIF atau GIF.',
    );
  });

  it("puts the server's field message on the field", async () => {
    setup({
      handlers: {
        'testimoni.update': () => ({
          status: 400,
          code: 'BAD_REQUEST',
          message: 'Nama pembeli maksimal 100 karakter.',
          data: {
            issues: [{ path: 'nama_pembeli', message: 'Nama pembeli maksimal 100 karakter.' }],
          },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Nama pembeli'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal memperbarui testimoni!')).toBeInTheDocument();
    const field = screen.getByLabelText('Nama pembeli');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Nama pembeli maksimal 100 karakter.');
  });

  it('edits without a new photo, can remove the product link, and says so', async () => {
    const { server } = setup({ handlers: { 'testimoni.update': () => ({ data: testimoni }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Testimoni' });
    expect(dialog).toHaveTextContent('Biarkan kosong jika tidak ingin mengganti foto');
    expect(await within(dialog).findByText('Gamis Aisyah')).toBeVisible();
    expect(callsTo(server, 'produk.adminById')[0]?.input).toEqual({ id: 5 });
    expect(within(dialog).getByLabelText('Sumber testimoni')).toHaveValue('shopee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus tautan produk' }));
    expect(within(dialog).getByRole('combobox', { name: 'Produk terkait' })).toHaveAttribute(
      'placeholder',
      'Tidak terkait produk',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Testimoni berhasil diperbarui!')).toBeInTheDocument();
    expect(sentForm(server, 'testimoni.update')).toEqual({
      id: '7',
      nama_pembeli: 'Bunda Rani',
      deskripsi_testimoni: 'Bahannya adem, anak suka sekali.',
      sumber_testimoni: 'shopee',
    });
  });

  it('links an edited testimonial to another product', async () => {
    const { server } = setup({ handlers: { 'testimoni.update': () => ({ data: testimoni }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Testimoni' });
    await within(dialog).findByText('Gamis Aisyah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ganti produk' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Produk terkait' }), 'Koko');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Koko Hasan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Testimoni berhasil diperbarui!')).toBeInTheDocument();
    expect(sentForm(server, 'testimoni.update')).toMatchObject({ id: '7', id_produk: '9' });
  });

  it('edits keeping the product link and replacing the photo', async () => {
    const { server } = setup({ handlers: { 'testimoni.update': () => ({ data: testimoni }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Testimoni' });
    await userEvent.upload(within(dialog).getByLabelText('Foto testimoni'), photo());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Testimoni berhasil diperbarui!')).toBeInTheDocument();
    const sent = sentForm(server, 'testimoni.update');
    expect(sent).toMatchObject({ id: '7', id_produk: '5' });
    expect(sent.file).toBeInstanceOf(File);
  });

  it('deletes after the confirmation "Apakah Anda yakin ingin menghapus testimoni ini?"', async () => {
    const { server } = setup({ handlers: { 'testimoni.delete': () => ({ data: { id: 7 } }) } });
    await chooseRowAction('Hapus');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah Anda yakin ingin menghapus testimoni ini?');
    expect(question).toHaveTextContent('Testimoni dari Bunda Rani');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Testimoni berhasil dihapus!')).toBeInTheDocument();
    expect(callsTo(server, 'testimoni.delete')[0]?.input).toEqual({ id: 7 });
  });

  it('says when deleting failed, in red', async () => {
    setup({
      handlers: {
        'testimoni.delete': () => ({ status: 404, code: 'NOT_FOUND', message: 'x' }),
      },
    });
    await chooseRowAction('Hapus');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }),
    );
    const toast = await screen.findByText('Gagal menghapus testimoni!');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('Bunda Rani');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // Edit is all there is: no menu of other actions.
    expect(screen.queryByRole('button', { name: 'Lainnya' })).not.toBeInTheDocument();
  });

  it('keeps the source filter and the search in the URL', async () => {
    const { server } = setup({ path: '/admin/testimoni?sumber=shopee&search=adem&page=2' });
    await screen.findByText('Bunda Rani');
    expect(callsTo(server, 'testimoni.adminList')[0]?.input).toEqual({
      sumber: 'shopee',
      search: 'adem',
      page: 2,
    });
    expect(screen.getByLabelText('Sumber')).toHaveValue('shopee');
    await userEvent.selectOptions(screen.getByLabelText('Sumber'), 'tiktok');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/testimoni?sumber=tiktok&search=adem',
      ),
    );
    await waitFor(() =>
      expect(callsTo(server, 'testimoni.adminList').at(-1)?.input).toEqual({
        sumber: 'tiktok',
        search: 'adem',
        page: 1,
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sumber'), 'Semua sumber');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/testimoni?search=adem'),
    );
  });

  it('says nothing matches when the list is empty', async () => {
    setup({ handlers: { 'testimoni.adminList': () => page([]) } });
    expect(await screen.findByText('Tidak ada data testimoni yang cocok.')).toBeInTheDocument();
  });

  it('toasts a load failure and shows it with "Coba lagi" instead of the empty list', async () => {
    const { server } = setup({ handlers: { 'testimoni.adminList': () => serverFailure } });
    expect(await screen.findByText('Gagal memuat data testimoni!')).toBeInTheDocument();
    await retryFailedLoad(server, 'testimoni.adminList');
  });
});

describe('sorting by a column', () => {
  it('sorts by a header button, up then down, keeping the sort in the URL and back on page 1', async () => {
    const { server } = setup({ path: '/admin/testimoni?search=bunda&page=2' });
    await screen.findByText('Bunda Rani');
    const header = screen.getByRole('columnheader', { name: 'Nama pembeli' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button', { name: 'Nama pembeli' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/testimoni?search=bunda&urut=nama_pembeli',
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(callsTo(server, 'testimoni.adminList').at(-1)?.input).toEqual({
        search: 'bunda',
        urut: 'nama_pembeli',
        arah: 'asc',
        page: 1,
      }),
    );
    // The keyboard: the header's button, Enter.
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/testimoni?search=bunda&urut=nama_pembeli&arah=desc',
      ),
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads the sort and page from the URL, and sends no key it does not know', async () => {
    const { server } = setup({ path: '/admin/testimoni?urut=sumber&arah=desc&page=3' });
    await screen.findByText('Bunda Rani');
    expect(callsTo(server, 'testimoni.adminList')[0]?.input).toEqual({
      search: '',
      urut: 'sumber',
      arah: 'desc',
      page: 3,
    });
    expect(screen.getByRole('columnheader', { name: 'Sumber' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('ignores a sort key an old link names', async () => {
    const { server } = setup({ path: '/admin/testimoni?urut=foto_testimoni' });
    await screen.findByText('Bunda Rani');
    expect(callsTo(server, 'testimoni.adminList')[0]?.input).toEqual({ search: '', page: 1 });
  });
});
