import type { Produk, ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { Db } from '../../db/connect.js';
import { swatchesForProduk } from '../warna/warna.queries.js';

/** Products as cards show them: each with its first colours and how many it has. */
export async function asCards(db: Db, produk: readonly Produk[]): Promise<ProdukCard[]> {
  const swatches = await swatchesForProduk(
    db,
    produk.map((p) => p.id),
  );
  return produk.map((p) => {
    const found = swatches.get(p.id);
    return { ...p, warna: found?.swatches ?? [], jumlah_warna: found?.total ?? 0 };
  });
}
