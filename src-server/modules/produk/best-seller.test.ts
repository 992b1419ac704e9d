import { describe, expect, it } from 'vitest';
import { testProduk } from '../../../src/test/produk-fixture.js';
import { pickBestSeller } from './best-seller.js';

const produk = testProduk;

const summary = (cards: ReturnType<typeof pickBestSeller>) =>
  cards.map((c) => `${c.label}:${c.produk.id}`);

describe('pickBestSeller (docs/architecture.md §7)', () => {
  it('picks the top seller, then the cheapest and the two newest of the rest', () => {
    const products = [
      produk(1, { jumlah_terjual: 500, harga: 90_000 }),
      produk(2, { jumlah_terjual: 9_000, harga: 150_000 }),
      produk(3, { jumlah_terjual: 10, harga: 60_000 }),
      produk(4, { jumlah_terjual: 20, harga: 200_000 }),
      produk(5, { jumlah_terjual: 30, harga: 120_000 }),
      produk(6, { jumlah_terjual: 40, harga: 130_000 }),
    ];
    expect(summary(pickBestSeller(products))).toEqual([
      'TERLARIS:2',
      'TERMURAH:3',
      'TERBARU:6',
      'TERBARU:5',
    ]);
  });

  it('breaks a tie in units sold by the lower id', () => {
    const products = [produk(7, { jumlah_terjual: 100 }), produk(3, { jumlah_terjual: 100 })];
    expect(pickBestSeller(products)[0]?.produk.id).toBe(3);
  });

  it('never shows the top seller twice, even when it is also the cheapest and newest', () => {
    const products = [
      produk(1, { harga: 200_000 }),
      produk(2, { harga: 150_000 }),
      produk(3, { harga: 120_000 }),
      produk(9, { jumlah_terjual: 99_999, harga: 10_000 }),
    ];
    const cards = pickBestSeller(products);
    expect(summary(cards)).toEqual(['TERLARIS:9', 'TERMURAH:3', 'TERBARU:2', 'TERBARU:1']);
    expect(new Set(cards.map((c) => c.produk.id)).size).toBe(4);
  });

  it('orders products created at the same moment by the higher id as newer', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const products = [
      produk(1, { jumlah_terjual: 5 }),
      produk(2, { harga: 1 }),
      produk(3, { createdAt: at }),
      produk(4, { createdAt: at }),
    ];
    expect(summary(pickBestSeller(products)).slice(2)).toEqual(['TERBARU:4', 'TERBARU:3']);
  });

  it('shows fewer cards for a small catalogue and none for an empty one', () => {
    expect(summary(pickBestSeller([produk(1), produk(2)]))).toEqual(['TERLARIS:1', 'TERMURAH:2']);
    expect(pickBestSeller([])).toEqual([]);
  });
});
