import type { Db } from '../../db/connect.js';
import type { Context } from '../../trpc/context.js';
import { readsAsVisitor } from '../../trpc/kept-reads.js';
import {
  keptCatalogue,
  partsFromCatalogue,
  type Catalogue,
} from '../catalogue/catalogue.queries.js';
import { isPratinjauValid } from './pratinjau-token.js';
import { isProdukReachable } from './produk.queries.js';

// A product's colours, sizes, photos, testimonials and marks as visitors read them: only while
// the product is reachable by its link (src/shared/tayang.ts), or with its preview link's token.
// The colours', sizes', photos' and testimonials' routers sit below the product and read it
// through `ctx.produkPart`, which the composition sets to `produkPart` (app.ts).

type Parts = ReturnType<typeof partsFromCatalogue>;

/** The catalogue in memory for a visitor's read, or undefined when it must go to the database. */
export function visitorCatalogue(ctx: Context): Promise<Catalogue> | undefined {
  return readsAsVisitor(ctx) ? keptCatalogue(ctx.db, ctx.catalogueCache) : undefined;
}

/** Whether the read carries a valid preview token for this product. */
export function isPreview(ctx: Context, idProduk: number, pratinjau: string | undefined): boolean {
  return pratinjau !== undefined && isPratinjauValid(ctx.config, idProduk, pratinjau, Date.now());
}

/**
 * One part of a product for a public read: from the catalogue kept in memory for a visitor, else
 * from the database; none when visitors do not reach the product. A preview reads the database,
 * whatever the product's status, and is never kept (kept-reads.ts).
 */
export type ProdukPartReader = typeof produkPart;

export async function produkPart<K extends keyof Parts>(
  ctx: Context,
  input: { idProduk: number; pratinjau?: string | undefined },
  part: K,
  read: (db: Db, idProduk: number) => Promise<Parts[K]>,
): Promise<Parts[K]> {
  if (isPreview(ctx, input.idProduk, input.pratinjau)) return read(ctx.db, input.idProduk);
  const catalogue: Catalogue | undefined = await visitorCatalogue(ctx);
  if (catalogue) return partsFromCatalogue(catalogue, input.idProduk)[part];
  if (!(await isProdukReachable(ctx.db, input.idProduk))) return [] as Parts[K];
  return read(ctx.db, input.idProduk);
}
