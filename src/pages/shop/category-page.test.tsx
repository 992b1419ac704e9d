// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProduk } from '../../test/produk-fixture';
import { renderPage } from '../../test/render-page';
import { CategoryPage } from './category-page';

const produk = (id: number) =>
  testProduk(id, { nama_produk: `Produk ${id}`, diskon: 10, jumlah_terjual: 1_500 });

function setup(path: string, total: number) {
  return renderPage(<CategoryPage />, {
    path,
    pattern: '/kategori/:filter?',
    handlers: {
      'produk.filterOptions': () => ({
        data: {
          usia: ['1-2 tahun', '3-4 tahun'],
          warna: ['Sage'],
          // No price span: no product has the category.
          harga: total > 0 ? { min: 50_000, max: 150_000 } : null,
        },
      }),
      'produk.list': (input) => {
        const { page, pageSize } = input as { page: number; pageSize: number };
        const first = (page - 1) * pageSize;
        const count = Math.max(0, Math.min(pageSize, total - first));
        return {
          data: {
            items: Array.from({ length: count }, (_, i) => produk(first + i + 1)),
            total,
            page,
            pageSize,
          },
        };
      },
    },
  });
}

describe('CategoryPage', () => {
  it('asks for twelve of the category and says how many it shows of how many', async () => {
    const { server } = setup('/kategori/gamis', 30);
    expect(await screen.findByText('Menampilkan 12 dari 30 produk')).toBeInTheDocument();
    expect(server.calls[0]).toEqual({
      path: 'produk.list',
      input: { kategori: 'gamis', page: 1, pageSize: 12, urut: 'terbaru' },
    });
    expect(screen.getAllByRole('link', { name: /Produk \d+/ })).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gamis Anak');
    const card = screen.getAllByRole('link', { name: /Produk 1\b/ })[0] as HTMLElement;
    expect(card).toHaveAttribute('href', '/detail/1');
    expect(within(card).getByText('-10%')).toBeInTheDocument();
    expect(within(card).getByText('1 rb+ terjual')).toBeInTheDocument();
  });

  it('reads the page from the URL and links the pages', async () => {
    const { server } = setup('/kategori/gamis?page=3', 30);
    expect(await screen.findByText('Menampilkan 6 dari 30 produk')).toBeInTheDocument();
    expect(server.calls[0]?.input).toMatchObject({ page: 3 });
    const nav = screen.getByRole('navigation', { name: 'Halaman' });
    expect(within(nav).getByRole('link', { name: 'Halaman 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Halaman sebelumnya' })).toHaveAttribute(
      'href',
      '/kategori/gamis?page=2',
    );
    expect(within(nav).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute(
      'href',
      '/kategori/gamis',
    );
    expect(within(nav).queryByRole('link', { name: 'Halaman berikutnya' })).not.toBeInTheDocument();
  });

  it('shows the empty message for an offered category without products, without pagination', async () => {
    setup('/kategori/setelan', 0);
    expect(
      await screen.findByText('Produk tidak ditemukan untuk kategori ini.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Setelan');
    expect(screen.queryByRole('navigation', { name: 'Halaman' })).not.toBeInTheDocument();
  });

  it('reads the category as the server does, whatever its case', async () => {
    setup('/kategori/Setelan', 0);
    expect(
      await screen.findByText('Produk tidak ditemukan untuk kategori ini.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Setelan');
  });

  it('is the not-found page for a category the shop does not offer and no product has', async () => {
    setup('/kategori/sepatu', 0);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ups! Halaman yang kamu cari tidak ditemukan.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Produk tidak ditemukan untuk kategori ini.'),
    ).not.toBeInTheDocument();
  });

  it('lists the products of a category an admin typed, under the "all" hero', async () => {
    setup('/kategori/mukena', 3);
    expect(await screen.findByText('Menampilkan 3 dari 3 produk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Semua Koleksi');
  });

  it('switches category from the dropdown, in the spec order', async () => {
    setup('/kategori', 5);
    await screen.findByText('Menampilkan 5 dari 5 produk');
    const select = screen.getByRole('combobox', { name: 'Kategori' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Semua produk', 'Laki-laki', 'Perempuan', 'Setelan', 'Gamis', 'Atasan']);
    await userEvent.selectOptions(select, 'setelan');
    expect(screen.getByTestId('location')).toHaveTextContent('/kategori/setelan');
  });
});
