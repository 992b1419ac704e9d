// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduk } from '../../test/produk-fixture';
import { FaqAdminPage } from '../pages/faq-admin-page';
import { ProdukAdminPage } from '../pages/produk-admin-page';
import { renderAdmin } from '../test/render-admin';

// An admin form kept as a draft in the tab: a reload (or a trip to the login page) opens the
// form again with what was typed; a save or a close on purpose forgets it; a file is never kept.

const gamis = testProduk(7, {
  nama_produk: 'Gamis Aisyah',
  harga: 150_000,
  kategori: 'gamis',
  deskripsi_produk: 'Gamis katun untuk anak.',
});
const handlers = {
  'produk.adminList': () => ({ data: { items: [gamis], total: 1, page: 1, pageSize: 20 } }),
  'produk.adminById': () => ({ data: gamis }),
  'produk.update': () => ({ data: gamis }),
};
const open = (keepDrafts: boolean) =>
  renderAdmin(<ProdukAdminPage />, { path: '/admin/produk', handlers, keepDrafts });

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('the product form’s draft', () => {
  it('comes back after a reload, for a new product and for an edit, without the photo', async () => {
    const first = open(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Produk' }));
    let dialog = screen.getByRole('dialog', { name: 'Tambah Produk' });
    await userEvent.type(within(dialog).getByLabelText('Nama produk'), 'Koko Baru');
    await userEvent.type(within(dialog).getByLabelText('Deskripsi produk'), 'Belum disimpan.');
    await userEvent.upload(
      within(dialog).getByLabelText(/Foto produk/),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    first.unmount();
    expect(window.sessionStorage.getItem('etalase-admin-draft:produk')).not.toMatch(/a\.png/);

    const second = open(true);
    dialog = await screen.findByRole('dialog', { name: 'Tambah Produk' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Isian yang belum tersimpan dipulihkan.',
    );
    expect(within(dialog).getByLabelText('Nama produk')).toHaveValue('Koko Baru');
    expect(within(dialog).getByLabelText('Deskripsi produk')).toHaveValue('Belum disimpan.');
    second.unmount();

    // An edit: the row is read again and its form opened with the draft over it.
    const third = open(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Produk' });
    await userEvent.clear(within(dialog).getByLabelText('Nama produk'));
    await userEvent.type(within(dialog).getByLabelText('Nama produk'), 'Gamis Aisyah Baru');
    third.unmount();
    open(true);
    dialog = await screen.findByRole('dialog', { name: 'Edit Produk' });
    expect(within(dialog).getByLabelText('Nama produk')).toHaveValue('Gamis Aisyah Baru');
    expect(within(dialog).getByLabelText('Harga (Rp)')).toHaveValue('150.000');
  });

  it('is forgotten once saved, and when the form is closed on purpose', async () => {
    open(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Produk' });
    await userEvent.type(within(dialog).getByLabelText('Nama produk'), ' Baru');
    expect(window.sessionStorage.getItem('etalase-admin-draft:produk')).toMatch(
      /Gamis Aisyah Baru/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(window.sessionStorage.getItem('etalase-admin-draft:produk')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Produk' });
    await userEvent.type(within(dialog).getByLabelText('Nama produk'), ' Lagi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Tutup' }),
    );
    expect(window.sessionStorage.getItem('etalase-admin-draft:produk')).toBeNull();
  });
});

describe('the other forms’ drafts', () => {
  it('bring a new FAQ back after a reload', async () => {
    const faqPage = (keepDrafts: boolean) =>
      renderAdmin(<FaqAdminPage />, {
        path: '/admin/faq',
        keepDrafts,
        handlers: {
          'faq.adminList': () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }),
        },
      });
    const first = faqPage(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah FAQ' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah FAQ' });
    await userEvent.type(within(dialog).getByLabelText('Pertanyaan'), 'Ada ukuran jumbo?');
    await userEvent.type(within(dialog).getByLabelText('Jawaban'), 'Ada, sampai 5XL.');
    first.unmount();

    faqPage(true);
    const again = await screen.findByRole('dialog', { name: 'Tambah FAQ' });
    expect(within(again).getByLabelText('Pertanyaan')).toHaveValue('Ada ukuran jumbo?');
    expect(within(again).getByLabelText('Jawaban')).toHaveValue('Ada, sampai 5XL.');
    expect(within(again).getByRole('status')).toHaveTextContent('dipulihkan');
  });
});
