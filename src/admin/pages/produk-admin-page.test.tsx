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
import { chooseRowAction } from '../../test/row-actions';

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
    items: items.map((row) => ({
      jumlah_warna: 0,
      jumlah_ukuran: 0,
      diskon_berlaku: null,
      ...row,
    })),
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
    // Edit is the row's button; the rest are in its menu "Lainnya", each named with the product.
    expect(cells.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(cells.getByRole('button', { name: 'Lainnya' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Lihat di toko: Gamis Aisyah (tab baru)',
      'Ketersediaan Gamis Aisyah',
      'Foto Gamis Aisyah',
      null,
    ]);
    expect(menu.getAllByRole('menuitem').at(-1)).toHaveTextContent('Hapus');
    const link = menu.getByRole('menuitem', { name: /Lihat di toko/ });
    expect(link).toHaveAttribute('href', '/detail/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sends "Lihat di toko" of a product visitors cannot open to its preview, and shows a photo-less Draf without a broken image', async () => {
    const draf = testProduk(8, {
      nama_produk: 'Koko Setengah Jadi',
      status: 'draf',
      foto_produk: '',
    });
    const later = testProduk(9, {
      nama_produk: 'Koko Lebaran',
      tayang_mulai: '2099-01-01T00:00:00.000Z',
    });
    setup({ handlers: { 'produk.adminList': () => page([gamis, draf, later]) } });
    const rowOf = async (nama: string) =>
      within((await screen.findByText(nama)).closest('tr') as HTMLElement);
    // Where the row's "Lihat di toko" (in its menu "Lainnya") leads; the menu is closed after.
    const shopLink = async (nama: string) => {
      await userEvent.click((await rowOf(nama)).getByRole('button', { name: 'Lainnya' }));
      const menu = within(await screen.findByRole('menu'));
      const href = menu.getByRole('menuitem', { name: /Lihat di toko/ }).getAttribute('href');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return href;
    };
    expect(await shopLink('Gamis Aisyah')).toBe('/detail/7');
    expect(await shopLink('Koko Setengah Jadi')).toBe('/admin/produk/8/toko');
    expect(await shopLink('Koko Lebaran')).toBe('/admin/produk/9/toko');
    expect(
      (await screen.findByText('Koko Setengah Jadi')).closest('tr')?.querySelector('img'),
    ).toBeNull();
  });

  it('opens the product editor to add a product', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produk' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/produk/baru');
  });

  it('opens a product in the editor from its row', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/produk/7');
  });

  it('deletes after "Apakah yakin ingin menghapus produk ini?", naming it and what goes with it', async () => {
    const { server } = setup({
      handlers: {
        'produk.adminList': () => page([{ ...gamis, jumlah_warna: 3, jumlah_ukuran: 4 }]),
        'produk.delete': () => ({ data: { id: 7 } }),
      },
    });
    await chooseRowAction('Hapus');
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
    await chooseRowAction('Hapus');
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
    await chooseRowAction('Hapus');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }),
    );
    expect(await screen.findByText('Gagal menghapus produk!')).toBeInTheDocument();
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('Gamis Aisyah');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lainnya' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Foto Gamis Aisyah' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Hapus' })).not.toBeInTheDocument();
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
