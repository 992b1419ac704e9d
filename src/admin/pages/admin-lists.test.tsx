// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '../../test/fake-trpc';
import { renderAdmin } from '../test/render-admin';
import { expectHeaderSort, expectNoSortSent, expectSortFromUrl } from '../test/list-sort';
import { PenawaranAdminPage } from './penawaran-admin-page';
import { PromoAdminPage } from './promo-admin-page';
import { SampahAdminPage } from './sampah-admin-page';
import { SinonimAdminPage } from './sinonim-admin-page';
import { UkuranAdminPage } from './ukuran-admin-page';
import { UserAdminPage } from './user-admin-page';
import { WarnaAdminPage } from './warna-admin-page';

// Every admin list sorts by its columns the same way (issue 20 item 5): a header sorts up then
// down, the URL keeps the sort beside the list's other state and drops the page, a sort read from
// the URL is asked for and shown, and a key an old link names that the list does not know is
// never sent. The testimonial and FAQ lists have their own tests (their pages' files).

const pageOf = (items: object[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

interface ListCase {
  element: ReactNode;
  base: string;
  /** Query string of the list's other state, kept by a sort. */
  state: string;
  procedure: string;
  row: object;
  /** Text of the row, once the list has loaded. */
  ready: string;
  /** The column a header sorts by in the test, and the one read from the URL. */
  header: [string, string];
  fromUrl: [string, string];
  handlers?: Record<string, FakeHandler>;
}

const options = { 'produk.options': () => ({ data: [] }) };

const lists: Record<string, ListCase> = {
  warna: {
    element: <WarnaAdminPage />,
    base: '/admin/warna',
    state: 'search=navy',
    procedure: 'warna.adminList',
    row: { id: 31, id_produk: 5, warna: 'Navy', foto: 'navy.webp', nama_produk: 'Gamis Aisyah' },
    ready: 'Navy',
    header: ['Nama warna', 'warna'],
    fromUrl: ['Produk', 'produk'],
    handlers: options,
  },
  ukuran: {
    element: <UkuranAdminPage />,
    base: '/admin/ukuran',
    state: 'search=m',
    procedure: 'ukuran.adminList',
    row: {
      id: 11,
      id_produk: 5,
      nama_produk: 'Gamis Aisyah',
      usia: '3-4 tahun',
      ukuran: 'M',
      panjang_atasan: '74',
      lingkar_dada: '60',
      panjang_tangan: null,
      panjang_bawahan: null,
    },
    ready: '3-4 tahun',
    header: ['Lingkar dada', 'lingkar_dada'],
    fromUrl: ['Usia', 'usia'],
    handlers: options,
  },
  promo: {
    element: <PromoAdminPage />,
    base: '/admin/promo',
    state: 'search=aisyah',
    procedure: 'promo.adminList',
    row: {
      id: 12,
      email: 'bunda.aisyah@example.id',
      createdAt: '2026-10-31T20:30:00.000Z',
      checked: false,
      checkedAt: null,
      consentAt: null,
      voucherCode: 'SELAMAT-AB12',
    },
    ready: 'bunda.aisyah@example.id',
    header: ['Voucher', 'voucher'],
    fromUrl: ['Sudah dicek', 'dicentang'],
  },
  sinonim: {
    element: <SinonimAdminPage />,
    base: '/admin/sinonim',
    state: 'search=gamis',
    procedure: 'sinonim.adminList',
    row: { id: 3, kata: ['gamis', 'dress', 'abaya'], updatedAt: '2026-11-20T03:00:00.000Z' },
    ready: 'dress',
    header: ['Kata atau frasa', 'kata'],
    fromUrl: ['Diubah', 'diubah'],
  },
  user: {
    element: <UserAdminPage />,
    base: '/admin/user',
    state: 'search=r',
    procedure: 'user.adminList',
    row: { id: 2, username: 'rina' },
    ready: 'rina',
    header: ['Username', 'username'],
    fromUrl: ['Username', 'username'],
  },
  penawaran: {
    element: <PenawaranAdminPage />,
    base: '/admin/penawaran',
    state: 'search=paket',
    procedure: 'penawaran.adminList',
    row: {
      id: 1,
      slug: 'paket-lebaran-ceria',
      nama: 'Paket Lebaran Ceria',
      deskripsi: 'Gamis atau koko pilihan.',
      foto: null,
      ilustrasi: 'lebaran',
      harga: 180_000,
      hargaCoret: 418_000,
      diskon: 26,
      produk: [],
      harga_coret: 418_000,
      diskon_tetap: 26,
      pesan_whatsapp: null,
      urutan: 1,
      status: 'tayang',
      tayang_mulai: null,
      tayang_sampai: null,
      klik: 4,
    },
    ready: 'Paket Lebaran Ceria',
    header: ['Klik', 'klik'],
    fromUrl: ['Harga', 'harga'],
  },
  sampah: {
    element: <SampahAdminPage />,
    base: '/admin/sampah',
    state: 'jenis=penawaran&search=paket',
    procedure: 'sampah.list',
    row: {
      id: 4,
      jenis: 'penawaran',
      idEntitas: 9,
      label: 'Paket Akikah Spesial',
      dihapusOleh: 'admin',
      dihapusAt: '2026-11-20T03:00:00.000Z',
      dihapusPermanenAt: '2026-12-20T03:00:00.000Z',
    },
    ready: 'Paket Akikah Spesial',
    header: ['Dihapus oleh', 'dihapus_oleh'],
    fromUrl: ['Nama', 'nama'],
  },
};

const open = (list: ListCase, query: string) =>
  renderAdmin(list.element, {
    path: `${list.base}?${query}`,
    handlers: { [list.procedure]: () => pageOf([list.row]), ...list.handlers },
  });

describe.each(Object.entries(lists))('the %s list', (_name, list) => {
  it('sorts by a header, up then down, keeping its other state in the URL, back on page 1', async () => {
    const { server } = open(list, `${list.state}&page=2`);
    await screen.findByText(list.ready);
    const [column, key] = list.header;
    await expectHeaderSort(server, {
      column,
      key,
      procedure: list.procedure,
      url: `${list.base}?${list.state}`,
    });
  });

  it('reads the sort and the page from the URL', async () => {
    const [column, key] = list.fromUrl;
    const { server } = open(list, `urut=${key}&arah=desc&page=3`);
    await expectSortFromUrl(server, { column, key, procedure: list.procedure });
  });

  it('sends no sort key an old link names that the list does not know', async () => {
    const { server } = open(list, 'urut=id');
    await screen.findByText(list.ready);
    expectNoSortSent(server, list.procedure);
  });
});

describe('the offers', () => {
  const offers = (query: string) => {
    const first = lists.penawaran as ListCase;
    const second = { ...first.row, id: 2, nama: 'Paket Akikah Spesial', urutan: 2 };
    return renderAdmin(first.element, {
      path: `${first.base}?${query}`,
      handlers: { [first.procedure]: () => pageOf([first.row, second]) },
    });
  };
  const hint = 'Urutan hanya bisa diubah tanpa pencarian, dalam urutan bawaan (kolom Urutan).';
  const move = () => screen.getByRole('button', { name: 'Turunkan Paket Lebaran Ceria' });

  it('move in their own order, up or down', async () => {
    offers('urut=urutan');
    await screen.findByText('Paket Lebaran Ceria');
    expect(move()).toBeEnabled();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('sorted by another column, say why they cannot be moved, and offer no move', async () => {
    offers('urut=nama');
    await screen.findByText('Paket Lebaran Ceria');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(move()).toBeDisabled();
  });
});
