// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ProdukCard } from '../../shared/schemas/produk';
import { NEUTRAL_SWATCH, swatchColour } from '../../shared/warna-swatch';
import { ProductCard } from './product-card';

const produk = (warna: ProdukCard['warna'], jumlah_warna: number): ProdukCard => ({
  id: 7,
  nama_produk: 'Gamis Aisyah',
  harga: 150_000,
  diskon: 20,
  jumlah_terjual: 1500,
  deskripsi_produk: '',
  kategori: 'gamis',
  foto_produk: 'a.webp',
  link_shopee: null,
  link_tokopedia: null,
  link_tiktok: null,
  status: 'tayang',
  tayang_mulai: null,
  tayang_sampai: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  warna,
  jumlah_warna,
  stok_habis: false,
});

const swatch = (id: number, warna: string, kode_warna: string | null = null) => ({
  id,
  warna,
  kode_warna,
});

function renderCard(card: ProdukCard) {
  return render(
    <MemoryRouter>
      <ProductCard produk={card} />
    </MemoryRouter>,
  );
}

describe('ProductCard colours', () => {
  it('shows up to four dots in their colours and "+N" for the rest, named for screen readers', () => {
    const { container } = renderCard(
      produk(
        [
          swatch(1, 'Sage', '#9bb39a'),
          swatch(2, 'Navy'),
          swatch(3, 'Motif Bunga'),
          swatch(4, 'Merah Marun'),
        ],
        6,
      ),
    );
    const dots = [...container.querySelectorAll<HTMLElement>('span[title]')];
    expect(dots.map((d) => [d.title, d.style.backgroundColor])).toEqual([
      ['Sage', 'rgb(155, 179, 154)'],
      ['Navy', 'rgb(30, 58, 95)'],
      ['Motif Bunga', 'rgb(214, 211, 209)'],
      ['Merah Marun', 'rgb(220, 38, 38)'],
    ]);
    expect(screen.getByText('+2')).toBeTruthy();
    expect(
      screen.getByText('6 warna: Sage, Navy, Motif Bunga, Merah Marun dan lainnya'),
    ).toBeTruthy();
  });

  it('shows no "+N" when every colour has its dot, and no dots without colours', () => {
    renderCard(produk([swatch(1, 'Putih')], 1));
    expect(screen.getByText('1 warna: Putih')).toBeTruthy();
    expect(screen.queryByText(/^\+/)).toBeNull();

    const { container } = renderCard(produk([], 0));
    expect(container.querySelectorAll('span[title]')).toHaveLength(0);
  });
});

describe('ProductCard availability', () => {
  it('says "Stok habis" only on a product with nothing left', () => {
    renderCard({ ...produk([], 0), stok_habis: true });
    expect(screen.getByText('Stok habis')).toBeTruthy();
  });

  it('says nothing of stock while something is left', () => {
    renderCard(produk([], 0));
    expect(screen.queryByText('Stok habis')).toBeNull();
  });
});

describe('swatchColour', () => {
  it('prefers the colour from the photo, then the first known word of the name', () => {
    expect(swatchColour('#123456', 'Merah')).toBe('#123456');
    expect(swatchColour(null, 'Biru Dongker')).toBe('#2563eb');
    expect(swatchColour(null, 'Dusty Pink')).toBe('#c9a3a3');
    expect(swatchColour(null, 'PINK')).toBe('#f9a8d4');
    expect(swatchColour(null, 'Motif Kotak')).toBe(NEUTRAL_SWATCH);
    expect(swatchColour(null, 'constructor')).toBe(NEUTRAL_SWATCH);
  });
});
