// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Produk, ProdukAdminRow } from '../../shared/schemas/produk';
import { testProduk } from '../../test/produk-fixture';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { failingOnce, retryFailedLoad } from '../test/load-error';
import { ProdukAdminPage } from './produk-admin-page';

const gamis = testProduk(7, {
  nama_produk: 'Gamis Aisyah',
  harga: 150_000,
  diskon: 20,
  jumlah_terjual: 1500,
  kategori: 'gamis',
  deskripsi_produk: 'Gamis katun untuk anak.',
  foto_produk: 'gamis.webp',
  link_shopee: 'https://shopee.co.id/gamis-aisyah',
});
const page = (
  items: (Produk & Partial<Pick<ProdukAdminRow, 'jumlah_warna' | 'jumlah_ukuran'>>)[],
) => ({
  data: {
    items: items.map((row) => ({ jumlah_warna: 0, jumlah_ukuran: 0, ...row })),
    total: items.length,
    page: 1,
    pageSize: 20,
  },
});

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<ProdukAdminPage />, {
    path: '/admin/produk',
    ...options,
    handlers: { 'produk.adminList': () => page([gamis]), ...options.handlers },
  });

const photo = () => new File(['png-bytes'], 'baju.png', { type: 'image/png' });

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

describe('ProdukAdminPage', () => {
  it('shows each row with its photo, category, discounted and original price, sold count and shop link', async () => {
    setup();
    const row = (await screen.findByText('Gamis Aisyah')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Gamis')).toBeInTheDocument();
    // 150.000 − ceil(150.000 / 10.000) × 10.000 × 20 % = 120.000
    expect(cells.getByText('Rp 120.000')).toBeInTheDocument();
    expect(cells.getByText('Rp 150.000').tagName).toBe('S');
    expect(cells.getByText('-20%')).toBeInTheDocument();
    expect(cells.getByText('1 rb+ terjual')).toBeInTheDocument();
    const image = row?.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/produk/gamis.webp');
    expect(image?.getAttribute('srcset')).toContain('/images/produk/gamis-320.webp 320w');
    const link = cells.getByRole('link', { name: /Lihat di toko/ });
    expect(link).toHaveAttribute('href', '/detail/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks every required field and the photo on create, and sends nothing', async () => {
    const { server } = setup({ handlers: { 'produk.create': () => ({ data: gamis }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama produk wajib diisi.')).toBeInTheDocument();
    for (const message of [
      'Harga wajib diisi.',
      'Diskon wajib diisi.',
      'Jumlah terjual wajib diisi.',
      'Kategori wajib diisi.',
      'Deskripsi produk wajib diisi.',
      'Silahkan upload gambar',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Foto produk')).toHaveAccessibleDescription(
      /Silahkan upload gambar/,
    );
    expect(server.calls.map((c) => c.path)).not.toContain('produk.create');
  });

  it('uploads a new product as FormData with the photo and every field, without asking first', async () => {
    const { server } = setup({ handlers: { 'produk.create': () => ({ data: gamis }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produk' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Produk' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('Nama produk'), 'Setelan Koko');
    await userEvent.selectOptions(form.getByLabelText('Kategori'), 'setelan');
    await userEvent.type(form.getByLabelText('Harga (Rp)'), '185000');
    await userEvent.type(form.getByLabelText('Diskon (%)'), '10');
    await userEvent.type(form.getByLabelText('Jumlah terjual'), '42');
    await userEvent.type(form.getByLabelText('Deskripsi produk'), 'Koko dan celana.');
    await userEvent.type(form.getByLabelText('Link Tokopedia'), 'https://tokopedia.com/koko');
    await userEvent.upload(form.getByLabelText('Foto produk'), photo());
    expect(form.getByLabelText('Harga (Rp)')).toHaveAttribute('inputmode', 'numeric');
    expect(form.getByLabelText('Harga (Rp)')).toHaveValue('185.000');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const sent = sentForm(server.calls, 'produk.create');
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'file'))).toEqual({
      nama_produk: 'Setelan Koko',
      kategori: 'setelan',
      harga: '185000',
      diskon: '10',
      jumlah_terjual: '42',
      deskripsi_produk: 'Koko dan celana.',
      link_tokopedia: 'https://tokopedia.com/koko',
      // This dialog adds products shown at once, without a schedule.
      status: 'tayang',
      tayang_mulai: '',
      tayang_sampai: '',
    });
    expect(sent.get('file')).toBeInstanceOf(File);
    expect((sent.get('file') as File).name).toBe('baju.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves an edit only after "Simpan perubahan data produk?" is answered with Ya, Simpan', async () => {
    const { server } = setup({ handlers: { 'produk.update': () => ({ data: gamis }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Produk' });
    expect(dialog).toHaveTextContent('Biarkan kosong jika tidak ingin mengganti foto');
    const name = within(dialog).getByLabelText('Nama produk');
    await userEvent.clear(name);
    await userEvent.type(name, 'Gamis Aisyah Premium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Simpan perubahan data produk?');
    expect(server.calls.map((c) => c.path)).not.toContain('produk.update');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Simpan' }));

    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    const sent = sentForm(server.calls, 'produk.update');
    expect(sent.get('id')).toBe('7');
    expect(sent.get('nama_produk')).toBe('Gamis Aisyah Premium');
    expect(sent.get('link_shopee')).toBe('https://shopee.co.id/gamis-aisyah');
    expect(sent.has('file')).toBe(false);
  });

  /** Opens the create form with every field but the price filled in. */
  async function newProdukForm() {
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produk' }));
    const form = within(screen.getByRole('dialog', { name: 'Tambah Produk' }));
    await userEvent.type(form.getByLabelText('Nama produk'), 'Gamis Aisyah');
    await userEvent.selectOptions(form.getByLabelText('Kategori'), 'gamis');
    await userEvent.type(form.getByLabelText('Diskon (%)'), '0');
    await userEvent.type(form.getByLabelText('Jumlah terjual'), '0');
    await userEvent.type(form.getByLabelText('Deskripsi produk'), 'Adem.');
    await userEvent.upload(form.getByLabelText('Foto produk'), photo());
    return form;
  }

  it.each([
    ['150.000', '150.000'],
    ['150000', '150.000'],
    ['Rp 150.000', '150.000'],
    ['1250000', '1.250.000'],
  ])('saves a price typed as %j, shown as %j while typing', async (typed, shown) => {
    const { server } = setup({ handlers: { 'produk.create': () => ({ data: gamis }) } });
    const form = await newProdukForm();
    await userEvent.type(form.getByLabelText('Harga (Rp)'), typed);
    expect(form.getByLabelText('Harga (Rp)')).toHaveValue(shown);
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(sentForm(server.calls, 'produk.create').get('harga')).toBe(shown.replaceAll('.', ''));
  });

  it.each([
    ['150,5', 'Harga ditulis dalam rupiah bulat, tanpa sen. Contoh: 150.000'],
    ['150.5', 'Harga tidak terbaca. Titik hanya untuk memisahkan ribuan. Contoh: 150.000'],
    ['abc', 'Harga harus berupa angka. Contoh: 150.000'],
  ])('refuses a price typed as %j with "%s" and sends nothing', async (typed, message) => {
    const { server } = setup({ handlers: { 'produk.create': () => ({ data: gamis }) } });
    const form = await newProdukForm();
    await userEvent.type(form.getByLabelText('Harga (Rp)'), typed);
    expect(form.getByLabelText('Harga (Rp)')).toHaveValue(typed);
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Harga (Rp)')).toHaveAccessibleDescription(message);
    expect(server.calls.map((c) => c.path)).not.toContain('produk.create');
  });

  it('asks "Harga Rp 150 — sudah benar?" before creating a product under Rp 1.000', async () => {
    const { server } = setup({ handlers: { 'produk.create': () => ({ data: gamis }) } });
    const form = await newProdukForm();
    await userEvent.type(form.getByLabelText('Harga (Rp)'), '150');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Harga Rp 150 — sudah benar?');
    await userEvent.click(within(question).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.map((c) => c.path)).not.toContain('produk.create');

    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(sentForm(server.calls, 'produk.create').get('harga')).toBe('150');
  });

  it('shows the price being edited grouped, and names the old and new price before saving', async () => {
    const { server } = setup({ handlers: { 'produk.update': () => ({ data: gamis }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const harga = screen.getByLabelText('Harga (Rp)');
    expect(harga).toHaveValue('150.000');
    await userEvent.clear(harga);
    await userEvent.type(harga, '120000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Harga berubah dari Rp 150.000 menjadi Rp 120.000. Simpan perubahan data produk?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(sentForm(server.calls, 'produk.update').get('harga')).toBe('120000');
  });

  it('asks once more for an edited price under Rp 1.000, and Batal there sends nothing', async () => {
    const { server } = setup({ handlers: { 'produk.update': () => ({ data: gamis }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const harga = screen.getByLabelText('Harga (Rp)');
    await userEvent.clear(harga);
    await userEvent.type(harga, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const first = await screen.findByRole('alertdialog');
    expect(first).toHaveTextContent('Harga berubah dari Rp 150.000 menjadi Rp 150.');
    await userEvent.click(within(first).getByRole('button', { name: 'Ya, Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Harga Rp 150 — sudah benar?'),
    );
    // The second question, like the first, starts on the safe answer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus());
    expect(server.calls.map((c) => c.path)).not.toContain('produk.update');
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Batal' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.map((c) => c.path)).not.toContain('produk.update');

    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Harga Rp 150 — sudah benar?'),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(sentForm(server.calls, 'produk.update').get('harga')).toBe('150');
  });

  it('keeps an edit unsent when the save question is answered with Batal', async () => {
    const { server } = setup({ handlers: { 'produk.update': () => ({ data: gamis }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Nama produk'), ' Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Produk' })).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('produk.update');
  });

  it('keeps a category the menu does not know as the chosen option on edit', async () => {
    setup({
      handlers: { 'produk.adminList': () => page([{ ...gamis, kategori: 'koko' }]) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const select = within(screen.getByRole('dialog')).getByLabelText('Kategori');
    expect(select).toHaveValue('koko');
    expect(within(select).getByRole('option', { name: 'koko' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Gamis' })).toBeInTheDocument();
  });

  it("shows the server's field message beside the field and the failure toast", async () => {
    setup({
      handlers: {
        'produk.update': () => ({
          status: 400,
          code: 'BAD_REQUEST',
          message: 'Harga maksimal 1000000000.',
          data: { issues: [{ path: 'harga', message: 'Harga maksimal 1000000000.' }] },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Gagal memperbarui produk!')).toBeInTheDocument();
    const field = screen.getByLabelText('Harga (Rp)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Harga maksimal 1000000000.');
  });

  it("shows the server's 413 message at the photo besides the failure toast", async () => {
    setup({
      handlers: {
        'produk.update': () => ({
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: 'Ukuran gambar maksimal 5 MB.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.upload(screen.getByLabelText('Foto produk'), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Gagal memperbarui produk!')).toBeInTheDocument();
    expect(screen.getByLabelText('Foto produk')).toHaveAccessibleDescription(
      /Ukuran gambar maksimal 5 MB\./,
    );
  });

  it('deletes after "Apakah yakin ingin menghapus produk ini?", naming it and what goes with it', async () => {
    const { server } = setup({
      handlers: {
        'produk.adminList': () => page([{ ...gamis, jumlah_warna: 3, jumlah_ukuran: 4 }]),
        'produk.delete': () => ({ data: { id: 7 } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus produk ini?');
    expect(question).toHaveAccessibleDescription(
      'Apakah yakin ingin menghapus produk ini? Gamis Aisyah beserta 3 warna dan 4 ukuran',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Produk berhasil dihapus!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'produk.delete')?.input).toEqual({ id: 7 });
  });

  it('names only the product when nothing goes with it', async () => {
    setup({
      handlers: {
        'produk.adminList': () => page([{ ...gamis, jumlah_warna: 0, jumlah_ukuran: 2 }]),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Apakah yakin ingin menghapus produk ini?Gamis Aisyah beserta 2 ukuran',
    );
  });

  it('says so in a toast when a delete fails', async () => {
    setup({
      handlers: {
        'produk.delete': () => ({ status: 404, code: 'NOT_FOUND', message: 'x' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }),
    );
    expect(await screen.findByText('Gagal menghapus produk!')).toBeInTheDocument();
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('Gamis Aisyah');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
  });

  it('keeps the name search, the category and the page in the URL', async () => {
    const { server } = setup({
      path: '/admin/produk?search=aisyah&kategori=gamis&page=2',
      handlers: {
        'produk.adminList': () => ({ data: { items: [gamis], total: 21, page: 2, pageSize: 20 } }),
      },
    });
    await screen.findByText('Gamis Aisyah');
    expect(server.calls[0]?.input).toEqual({ search: 'aisyah', kategori: 'gamis', page: 2 });
    expect(screen.getByLabelText('Cari')).toHaveValue('aisyah');
    expect(screen.getByLabelText('Kategori')).toHaveValue('gamis');
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'atasan');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/produk?search=aisyah&kategori=atasan',
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'Semua kategori');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/produk?search=aisyah'),
    );
  });

  it("shows each product's status as a badge, a scheduled one with its start on the shop's clock", async () => {
    setup({
      handlers: {
        'produk.adminList': () =>
          page([
            gamis,
            testProduk(8, { nama_produk: 'Gamis Draf', status: 'draf' }),
            testProduk(9, { nama_produk: 'Gamis Rahasia', status: 'tersembunyi' }),
            testProduk(10, {
              nama_produk: 'Gamis Lebaran',
              tayang_mulai: '2099-03-20T03:00:00.000Z',
            }),
          ]),
      },
    });
    const cell = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      return within(row);
    };
    expect((await cell('Gamis Aisyah')).getByText('Tayang')).toBeInTheDocument();
    expect((await cell('Gamis Draf')).getByText('Draf')).toBeInTheDocument();
    expect((await cell('Gamis Rahasia')).getByText('Tersembunyi')).toBeInTheDocument();
    const lebaran = await cell('Gamis Lebaran');
    expect(lebaran.getByText('Terjadwal')).toBeInTheDocument();
    // 03:00 UTC is 10:00 in Jakarta.
    expect(lebaran.getByText(/^Mulai 20 Mar 2099.*10[.:]00 WIB$/)).toBeInTheDocument();
  });

  it('filters by status, in the URL', async () => {
    const { server } = setup({ path: '/admin/produk?status=draf' });
    await screen.findByText('Gamis Aisyah');
    expect(server.calls[0]?.input).toMatchObject({ status: 'draf' });
    expect(screen.getByLabelText('Status')).toHaveValue('draf');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Terjadwal');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/produk?status=terjadwal'),
    );
  });

  it("sends a schedule typed on the shop's clock as instants, and a cleared one as blank", async () => {
    const scheduled = {
      ...gamis,
      status: 'tersembunyi' as const,
      tayang_sampai: '2099-01-01T00:00:00.000Z',
    };
    const { server } = setup({
      handlers: {
        'produk.adminList': () => page([scheduled]),
        'produk.update': () => ({ data: scheduled }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Produk' }));
    expect(form.getByLabelText(/Status/)).toHaveValue('tersembunyi');
    // 00:00 UTC is 07:00 in Jakarta.
    expect(form.getByLabelText(/Tayang sampai/)).toHaveValue('2099-01-01T07:00');
    await userEvent.selectOptions(form.getByLabelText(/Status/), 'Draf');
    await userEvent.type(form.getByLabelText(/Tayang mulai/), '2098-12-12T10:00');
    await userEvent.clear(form.getByLabelText(/Tayang sampai/));
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, Simpan' }));
    await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('produk.update'));
    const sent = sentForm(server.calls, 'produk.update');
    expect(sent.get('status')).toBe('draf');
    expect(sent.get('tayang_mulai')).toBe('2098-12-12T03:00:00.000Z');
    expect(sent.get('tayang_sampai')).toBe('');
  });

  it('puts a typed name into the URL once the admin pauses', async () => {
    setup();
    await screen.findByText('Gamis Aisyah');
    await userEvent.type(screen.getByLabelText('Cari'), 'koko');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/produk?search=koko'),
    );
  });

  it('says no product matches when the filters find none', async () => {
    setup({
      path: '/admin/produk?kategori=atasan',
      handlers: { 'produk.adminList': () => page([]) },
    });
    expect(await screen.findByText('Tidak ada data produk yang cocok.')).toBeInTheDocument();
  });

  it('shows a failed load with "Coba lagi" instead of the empty list, and loads again', async () => {
    const { server } = setup({ handlers: { 'produk.adminList': failingOnce(page([gamis])) } });
    expect(await screen.findByText('Gagal memuat data produk!')).toBeInTheDocument();
    await retryFailedLoad(server, 'produk.adminList');
    expect(await screen.findByText('Gamis Aisyah')).toBeInTheDocument();
    expect(screen.queryByText('Data gagal dimuat.')).not.toBeInTheDocument();
  });
});
