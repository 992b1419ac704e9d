import type { BestSellerLabel, Produk } from '../../../src/shared/schemas/produk.js';

const byNewest = (a: Produk, b: Produk) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The home page's four Best Seller cards (docs/architecture.md §7): TERLARIS = most sold (ties: lower id);
 * TERMURAH = lowest harga among the rest (ties: lower id); TERBARU = the two newest among the
 * rest. Four distinct products, fewer when the catalogue is smaller.
 */
export function pickBestSeller<T extends Produk>(
  products: readonly T[],
): { label: BestSellerLabel; produk: T }[] {
  const cards: { label: BestSellerLabel; produk: T }[] = [];
  const taken = new Set<number>();
  const rest = () => products.filter((p) => !taken.has(p.id));
  const take = (label: BestSellerLabel, produk: T | undefined) => {
    if (!produk) return;
    taken.add(produk.id);
    cards.push({ label, produk });
  };

  take(
    'TERLARIS',
    [...rest()].sort((a, b) => b.jumlah_terjual - a.jumlah_terjual || a.id - b.id)[0],
  );
  take('TERMURAH', [...rest()].sort((a, b) => a.harga - b.harga || a.id - b.id)[0]);
  const newest = [...rest()].sort(byNewest);
  take('TERBARU', newest[0]);
  take('TERBARU', newest[1]);
  return cards;
}
