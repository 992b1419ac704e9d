import type { Produk, ProdukCard } from '../../../src/shared/schemas/produk.js';
import type { Db } from '../../db/connect.js';
import type { Context } from '../../trpc/context.js';
import { cardsFromCatalogue } from '../catalogue/catalogue.queries.js';
import { soldOutAmong } from '../ketersediaan/ketersediaan.queries.js';
import { swatchesForProduk } from '../warna/warna.queries.js';
import { visitorCatalogue } from './produk-parts.js';

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

/**
 * Products as cards show them, for a read: from the catalogue kept in memory for a visitor (as
 * their other reads), else from the database.
 */
export async function cardsFor(ctx: Context, produk: readonly Produk[]): Promise<ProdukCard[]> {
  const catalogue = await visitorCatalogue(ctx);
  return catalogue ? cardsFromCatalogue(catalogue, produk) : asCards(ctx.db, produk);
}
