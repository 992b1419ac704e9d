import type { Produk, ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { Db } from '../../db/connect.js';
import { soldOutAmong } from '../ketersediaan/ketersediaan.queries.js';
import { swatchesForProduk } from '../warna/warna.queries.js';

/**
 * Products as cards show them: each with its first colours, how many it has, and whether
 * nothing is left.
 */
export async function asCards(db: Db, produk: readonly Produk[]): Promise<ProdukCard[]> {
  const ids = produk.map((p) => p.id);
  const [swatches, soldOut] = await Promise.all([
    swatchesForProduk(db, ids),
    soldOutAmong(db, ids),
  ]);
  return produk.map((p) => {
    const found = swatches.get(p.id);
    return {
      ...p,
      warna: found?.swatches ?? [],
      jumlah_warna: found?.total ?? 0,
      stok_habis: soldOut.has(p.id),
    };
  });
}
