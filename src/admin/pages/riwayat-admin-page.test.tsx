// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RiwayatEntry } from '../../shared/schemas/riwayat';
import { renderAdmin } from '../test/render-admin';
import { RiwayatAdminPage } from './riwayat-admin-page';

const long = 'Gamis katun adem. '.repeat(12);
const entries: RiwayatEntry[] = [
  {
    id: 3,
    waktu: '2026-11-20T17:30:00.000Z',
    pengguna: { id: 1, nama: 'admin' },
    entitas: 'produk',
    idEntitas: '12',
    idProduk: 12,
    label: 'Gamis Aisyah',
    aksi: 'diubah',
    perubahan: [
      { kolom: 'harga', sebelum: 150000, sesudah: 135000, rahasia: false },
      {
        kolom: 'link_shopee',
        sebelum: null,
        sesudah: 'https://shopee.co.id/etalase.kids/gamis-aisyah',
        rahasia: false,
      },
      { kolom: 'deskripsi_produk', sebelum: 'Adem.', sesudah: long, rahasia: false },
    ],
  },
  {
    id: 2,
    waktu: '2026-11-19T01:00:00.000Z',
    pengguna: null,
    entitas: 'pengguna',
    idEntitas: '4',
    idProduk: null,
    label: 'rina',
    aksi: 'diubah',
    perubahan: [{ kolom: 'password_hash', rahasia: true }],
  },
];

const setup = (path = '/admin/riwayat') =>
  renderAdmin(<RiwayatAdminPage />, {
    path,
    handlers: {
      'riwayat.list': () => ({ data: { items: entries, total: 2, page: 1, pageSize: 20 } }),
      'riwayat.pelaku': () => ({ data: [{ id: 1, nama: 'admin' }] }),
    },
  });

describe('RiwayatAdminPage', () => {
  it('shows each change as field: before → after, on the shop’s clock, secrets hidden', async () => {
    setup();
    const rows = await screen.findAllByRole('row');
    const change = rows.find((row) => row.textContent.includes('Gamis Aisyah'));
    if (!change) throw new Error('no row for the product');
    expect(change).toHaveTextContent('Harga: Rp 150.000 → Rp 135.000');
    expect(change).toHaveTextContent(
      'Link Shopee: — → https://shopee.co.id/etalase.kids/gamis-aisyah',
    );
    // 00:30 on the 21st in Jakarta.
    expect(within(change).getByText(/21 Nov 2026/)).toBeInTheDocument();
    expect(within(change).getByText('Lihat semua')).toBeInTheDocument();
    const secret = rows.find((row) => row.textContent.includes('rina'));
    expect(secret).toHaveTextContent('Password: diubah (tidak ditampilkan)');
    expect(secret).toHaveTextContent('Sistem');
  });

  it('keeps its filters in the URL and asks the server for them', async () => {
    const { server } = setup('/admin/riwayat?entitas=produk&id=12');
    expect(await screen.findByText('Hanya Produk #12')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'admin' });
    await userEvent.selectOptions(screen.getByLabelText('Oleh'), 'admin');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/riwayat?entitas=produk&id=12&pengguna=1',
    );
    const lists = server.calls.filter((c) => c.path === 'riwayat.list');
    expect(lists.at(-1)?.input).toMatchObject({ entitas: 'produk', id: '12', pengguna: 1 });
  });
});
