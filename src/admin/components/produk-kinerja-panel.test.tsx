// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProdukKinerja } from '../../shared/schemas/klik';
import type { TopSearchSummary } from '../../shared/schemas/pencarian';
import { renderAdmin } from '../test/render-admin';
import { ProdukKinerjaPanel } from './produk-kinerja-panel';

const none = { shopee: 0, tokopedia: 0, tiktok: 0, whatsapp: 0 };

function kinerja(hari: 7 | 30): ProdukKinerja {
  const factor = hari === 7 ? 1 : 4;
  return {
    hari,
    dilihat: 58 * factor,
    totalKlik: 7 * factor,
    klikLain: 3,
    rasioKlik: 7 / 58,
    jumlahProduk: 60,
    items: [
      {
        id: 3,
        nama_produk: 'Gamis Aisyah',
        dilihat: 50 * factor,
        klik: { shopee: 2 * factor, tokopedia: 1, tiktok: 0, whatsapp: 1 },
        totalKlik: 4,
        rasioKlik: 0.08,
      },
      {
        id: 9,
        nama_produk: 'Peci Rajut',
        dilihat: 0,
        klik: { ...none, tiktok: 1 },
        totalKlik: 1,
        rasioKlik: null,
      },
    ],
  };
}

const searches = (hari: 7 | 30): TopSearchSummary => ({
  hari,
  total: 1234,
  items: [
    { kueri: hari === 7 ? 'gamis' : 'mukena', jumlah: 1200 },
    { kueri: 'koko', jumlah: 34 },
  ],
});

describe('ProdukKinerjaPanel', () => {
  it('shows views, clicks per channel and click-through per product, and the most searched terms, for 7 or 30 days', async () => {
    const { server } = renderAdmin(<ProdukKinerjaPanel />, {
      handlers: {
        'klik.produk': (input) => ({ data: kinerja((input as { hari: 7 | 30 }).hari) }),
        'pencarian.top': (input) => ({ data: searches((input as { hari: 7 | 30 }).hari) }),
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Dilihat, klik per kanal dan rasio klik per produk, 7 hari terakhir',
    });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual([
      'Produk',
      'Dilihat',
      'Shopee',
      'Tokopedia',
      'TikTok Shop',
      'WhatsApp',
      'Rasio klik',
    ]);
    const gamis = within(table).getByRole('row', { name: /Gamis Aisyah/ });
    expect(
      within(gamis)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50', '2', '1', '0', '1', '8%']);
    expect(within(gamis).getByRole('link', { name: 'Gamis Aisyah' })).toHaveAttribute(
      'href',
      '/detail/3',
    );
    // A product clicked but not seen in the window has no ratio, and says so.
    const peci = within(table).getByRole('row', { name: /Peci Rajut/ });
    expect(within(peci).getAllByRole('cell').at(-1)).toHaveTextContent('–belum dilihat');
    // Totals, and that the list is cut.
    const totals = screen.getAllByText('Rasio klik', { selector: 'dt' })[0]?.closest('dl');
    expect(totals).toHaveTextContent('Dilihat58Klik7Rasio klik12,1%');
    // Why the click-outs panel counts more for the same days: 7 + 3 = 10.
    expect(screen.getByTestId('kinerja-klik-note')).toHaveTextContent(
      '7 klik pada tombol halaman produk. Panel “Klik ke marketplace & WhatsApp” untuk hari yang sama menghitung juga 3 klik pada tombol toko (footer, kontak, penawaran) dan produk yang sudah dihapus: 10 klik.',
    );
    // Nothing over 100 %: no note about it.
    expect(screen.queryByText(/Lebih dari 100%/)).not.toBeInTheDocument();
    // On a phone each product is a card with its numbers named.
    const cards = screen.getByRole('list', { name: /per produk, 7 hari terakhir/ });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(
      'Gamis AisyahDilihat50Klik4Rasio klik8%Shopee2Tokopedia1TikTok Shop0WhatsApp1',
    );
    expect(
      screen.getByText('Menampilkan 2 produk paling banyak dilihat dari 60 produk.'),
    ).toBeVisible();
    // Searched terms, each a link to the search page.
    const terms = screen.getByRole('list', { name: 'Kata pencarian' });
    expect(within(terms).getByRole('link', { name: 'gamis' })).toHaveAttribute(
      'href',
      '/cari?q=gamis',
    );
    expect(terms).toHaveTextContent('dicari 1.200 kali');
    expect(screen.getByText('1.234 pencarian')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '30 hari' }));
    await screen.findByRole('table', { name: /30 hari terakhir/ });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Kata pencarian' })).getByRole('link', {
          name: 'mukena',
        }),
      ).toBeVisible(),
    );
    expect(server.calls.map((c) => [c.path, c.input])).toEqual(
      expect.arrayContaining([
        ['klik.produk', { hari: 30 }],
        ['pencarian.top', { hari: 30 }],
      ]),
    );
  });

  it('marks a click-through over 100 % and says why under the numbers', async () => {
    const over: ProdukKinerja = {
      hari: 7,
      dilihat: 4,
      totalKlik: 5,
      klikLain: 0,
      rasioKlik: 1.25,
      jumlahProduk: 1,
      items: [
        {
          id: 3,
          nama_produk: 'Gamis Aisyah',
          dilihat: 4,
          klik: { ...none, shopee: 3, whatsapp: 2 },
          totalKlik: 5,
          rasioKlik: 1.25,
        },
      ],
    };
    renderAdmin(<ProdukKinerjaPanel />, {
      handlers: {
        'klik.produk': () => ({ data: over }),
        'pencarian.top': () => ({ data: searches(7) }),
      },
    });
    const table = await screen.findByRole('table', { name: /7 hari terakhir/ });
    const row = within(table).getByRole('row', { name: /Gamis Aisyah/ });
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('125%*');
    expect(screen.getByText(/^\* Lebih dari 100%: satu kunjungan/)).toBeVisible();
    // Every click was on a product's button: no note about other clicks.
    expect(screen.queryByTestId('kinerja-klik-note')).not.toBeInTheDocument();
  });

  it('says when nothing was seen or searched yet', async () => {
    renderAdmin(<ProdukKinerjaPanel />, {
      handlers: {
        'klik.produk': () => ({
          data: {
            hari: 7,
            dilihat: 0,
            totalKlik: 0,
            klikLain: 0,
            rasioKlik: null,
            jumlahProduk: 0,
            items: [],
          },
        }),
        'pencarian.top': () => ({ data: { hari: 7, total: 0, items: [] } }),
      },
    });
    expect(
      await screen.findByText('Belum ada produk yang dilihat atau diklik dalam 7 hari terakhir.'),
    ).toBeVisible();
    expect(await screen.findByText('Belum ada pencarian dalam 7 hari terakhir.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
