// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RiwayatBaris, RiwayatEntry } from '../../shared/schemas/riwayat';
import type { FakeHandler } from '../../test/fake-trpc';
import { renderAdmin } from '../test/render-admin';
import { RiwayatAdminPage } from './riwayat-admin-page';

const long = 'Gamis katun adem. '.repeat(12);
const admin = { id: 1, nama: 'admin' };
const change = (kolom: string, sebelum: unknown, sesudah: unknown) => ({
  kolom,
  sebelum,
  sesudah,
  rahasia: false,
});
const baris = (id: number, values: Partial<RiwayatBaris>): RiwayatBaris => ({
  id,
  entitas: 'produk',
  idEntitas: String(id),
  idProduk: id,
  label: null,
  aksi: 'diubah',
  perubahan: [],
  ...values,
});
const entry = (id: number, values: Partial<RiwayatEntry>): RiwayatEntry => ({
  id,
  tindakan: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  waktu: '2026-11-20T17:30:00.000Z',
  pengguna: admin,
  baris: [],
  jumlah: [],
  dibatalkan: null,
  membatalkan: false,
  jenis: null,
  ...values,
});

const nine = [11, 12, 13, 14, 15, 16, 17, 18, 19];
const entries: RiwayatEntry[] = [
  entry(60, {
    baris: [
      baris(51, {
        idEntitas: '35',
        idProduk: 35,
        label: 'Gamis Anak Aisyah',
        aksi: 'dibuat',
        perubahan: [change('harga', null, 150000), change('kategori', null, 'gamis')],
      }),
      baris(52, {
        entitas: 'foto',
        idEntitas: '880',
        idProduk: 35,
        label: 'Foto 2',
        aksi: 'dibuat',
        perubahan: [
          change('foto', null, 'f0ca2087-1b2c-4d5e-8f90-123456789abc.webp'),
          change('id_warna', null, 94),
        ],
      }),
      // A cell written before its name was stored: named from today's names.
      baris(53, {
        entitas: 'ketersediaan',
        idEntitas: '35/94/179',
        idProduk: 35,
        label: '',
        aksi: 'dibuat',
        perubahan: [change('tersedia', null, false)],
      }),
    ],
    jumlah: [
      { entitas: 'produk', aksi: 'dibuat', n: 1 },
      { entitas: 'foto', aksi: 'dibuat', n: 1 },
      { entitas: 'ketersediaan', aksi: 'dibuat', n: 1 },
    ],
  }),
  entry(50, {
    membatalkan: true,
    baris: nine.map((id) =>
      baris(id + 100, {
        idEntitas: String(id),
        idProduk: id,
        label: `Gamis ${id}`,
        perubahan: [change('diskon', 20, id % 2 === 0 ? 5 : 10)],
      }),
    ),
    jumlah: [{ entitas: 'produk', aksi: 'diubah', n: 9 }],
  }),
  entry(40, {
    dibatalkan: { waktu: '2026-11-20T17:35:00.000Z', pengguna: admin, kembalikan: false },
    jenis: 'ubah-massal',
    baris: nine.map((id) =>
      baris(id + 200, {
        idEntitas: String(id),
        idProduk: id,
        label: `Gamis ${id}`,
        perubahan: [change('diskon', 5, 20)],
      }),
    ),
    jumlah: [{ entitas: 'produk', aksi: 'diubah', n: 9 }],
  }),
  entry(30, {
    baris: [
      baris(30, {
        idEntitas: '12',
        idProduk: 12,
        label: 'Gamis Aisyah',
        perubahan: [
          change('harga', 150000, 135000),
          change('link_shopee', null, 'https://shopee.co.id/etalase.kids/gamis-aisyah'),
          change('deskripsi_produk', 'Adem.', long),
        ],
      }),
    ],
    jumlah: [{ entitas: 'produk', aksi: 'diubah', n: 1 }],
  }),
  entry(2, {
    waktu: '2026-11-19T01:00:00.000Z',
    pengguna: null,
    baris: [
      baris(2, {
        entitas: 'pengguna',
        idEntitas: '4',
        idProduk: null,
        label: 'rina',
        perubahan: [{ kolom: 'password_hash', rahasia: true }],
      }),
    ],
    jumlah: [{ entitas: 'pengguna', aksi: 'diubah', n: 1 }],
  }),
];

/** A bulk price change of 12 products that Riwayat can take back. */
const hargaMassal = entry(70, {
  jenis: 'ubah-massal',
  waktu: '2026-11-28T12:31:00.000Z',
  baris: [
    baris(71, { label: 'Khimar Salwa', perubahan: [change('harga', 150000, 165000)] }),
    baris(72, { label: 'Tunik Nadia', perubahan: [change('harga', 100000, 110000)] }),
  ],
  jumlah: [{ entitas: 'produk', aksi: 'diubah', n: 12 }],
});

/** A dated discount's start, recorded by the system. */
const diskonMulai = entry(80, {
  jenis: 'diskon-mulai',
  pengguna: null,
  waktu: '2026-11-28T17:00:00.000Z',
  baris: [
    baris(81, {
      entitas: 'diskon',
      idEntitas: '7',
      idProduk: null,
      label: 'Diskon Lebaran',
      perubahan: [change('keadaan', 'Terjadwal', 'Berjalan')],
    }),
  ],
  jumlah: [{ entitas: 'diskon', aksi: 'diubah', n: 1 }],
});

const setup = (path = '/admin/riwayat', revert?: FakeHandler) =>
  renderAdmin(<RiwayatAdminPage />, {
    path,
    handlers: {
      ...(revert && { 'riwayat.revert': revert }),
      'riwayat.list': () => ({
        data: {
          items: [diskonMulai, hargaMassal, ...entries],
          total: entries.length + 2,
          page: 1,
          pageSize: 20,
          nama: { 'warna:94': 'Merah', 'ukuran:179': 'M', 'produk:35': 'Gamis Anak Aisyah' },
        },
      }),
      'riwayat.pelaku': () => ({ data: [admin] }),
    },
  });

const rowWith = async (text: string) => {
  const rows = await screen.findAllByRole('row');
  const row = rows.find((r) => r.textContent.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

describe('RiwayatAdminPage', () => {
  it('shows one entry per action in the owner’s words, its rows by their names a click away', async () => {
    setup();
    const created = await rowWith('Produk baru: Gamis Anak Aisyah');
    // Everything the one save wrote is behind one "Lihat 3 perubahan".
    await userEvent.click(within(created).getByText('Lihat 3 perubahan'));
    expect(created).toHaveTextContent('Kategori: Gamis');
    expect(created).toHaveTextContent('Foto 2 — dibuat');
    expect(created).toHaveTextContent('Warna: Merah');
    expect(created).toHaveTextContent('Foto: gambar');
    expect(created).toHaveTextContent('Ketersediaan: Merah / M — dibuat');
    expect(created).not.toHaveTextContent('f0ca2087');
    expect(created).not.toHaveTextContent('(id)');
    expect(created).not.toHaveTextContent('35/94/179');
  });

  it('names a bulk discount once, marks it "Dibatalkan", and its undo as a Pembatalan', async () => {
    setup();
    const bulk = await rowWith('Diskon 20% untuk 9 produk');
    expect(bulk).toHaveTextContent('Dibatalkan');
    expect(bulk).toHaveTextContent('Dibatalkan 21 Nov 2026');
    expect(within(bulk).getByText('Lihat 9 perubahan')).toBeInTheDocument();
    // The undo puts back each product's own discount.
    const undo = await rowWith('Diskon diubah untuk 9 produk');
    expect(undo).toHaveTextContent('Pembatalan');
    expect(undo).not.toHaveTextContent('Dibatalkan');
  });

  it('shows each change as field: before → after, on the shop’s clock, secrets hidden', async () => {
    setup();
    const changed = await rowWith('Produk diubah: Gamis Aisyah');
    await userEvent.click(within(changed).getByText('Lihat 1 perubahan'));
    expect(changed).toHaveTextContent('Harga: Rp 150.000 → Rp 135.000');
    expect(changed).toHaveTextContent(
      'Link Shopee: — → https://shopee.co.id/etalase.kids/gamis-aisyah',
    );
    // 00:30 on the 21st in Jakarta.
    expect(within(changed).getAllByText(/21 Nov 2026/).length).toBeGreaterThan(0);
    expect(within(changed).getByText('Lihat semua')).toBeInTheDocument();
    const secret = await rowWith('User diubah: rina');
    await userEvent.click(within(secret).getByText('Lihat 1 perubahan'));
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

  it('offers "Kembalikan" on a bulk edit, asks naming what happens, and shows a refusal in place', async () => {
    const refusal =
      'Tidak bisa dikembalikan: harga "Gamis Aisyah" sudah diubah lagi setelah tindakan ini.';
    const { server } = setup('/admin/riwayat', () => ({
      status: 409,
      code: 'CONFLICT',
      message: refusal,
    }));
    const bulk = await rowWith('Harga diubah untuk 12 produk');
    // Taken back already ("Dibatalkan"), or not a kind Riwayat takes back: no button.
    expect(within(await rowWith('Diskon 20% untuk 9 produk')).queryByRole('button')).toBeNull();
    expect(within(await rowWith('Produk baru')).queryByRole('button')).toBeNull();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Kembalikan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Kembalikan 12 produk ke nilai sebelum Ubah massal 28 Nov 2026, 19.31?',
    );
    expect(dialog).toHaveTextContent('Harga diubah untuk 12 produk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, kembalikan' }));
    expect(await within(bulk).findByRole('alert')).toHaveTextContent(refusal);
    expect(server.calls.find((c) => c.path === 'riwayat.revert')?.input).toEqual({
      tindakan: hargaMassal.tindakan,
    });
  });

  it('says how many products came back after a revert', async () => {
    setup('/admin/riwayat', () => ({ data: { count: 12 } }));
    const bulk = await rowWith('Harga diubah untuk 12 produk');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Kembalikan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, kembalikan' }));
    expect(
      await screen.findByText('12 produk dikembalikan ke nilai sebelumnya.'),
    ).toBeInTheDocument();
  });

  it('names a dated discount’s start, and asks before ending it', async () => {
    setup('/admin/riwayat', () => ({ data: { count: 0 } }));
    const start = await rowWith('Diskon dimulai: Diskon Lebaran');
    await userEvent.click(within(start).getByRole('button', { name: 'Kembalikan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Akhiri diskon ini sekarang? Harga produknya kembali seperti sebelum diskon dimulai 29 Nov 2026, 00.00.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, kembalikan' }));
    expect(
      await screen.findByText('Diskon diakhiri; harga produknya kembali seperti sebelumnya.'),
    ).toBeInTheDocument();
  });
});
