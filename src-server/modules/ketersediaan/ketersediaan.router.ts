import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byProdukInput } from '../../../src/shared/schemas/common.js';
import { ketersediaanSaveInput } from '../../../src/shared/schemas/ketersediaan.js';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { isForeignKeyViolation } from '../../db/pg-errors.js';
import { produkPartsInput } from '../../../src/shared/schemas/produk.js';
import {
  listHabisByProduk,
  lockProdukAxes,
  readGrid,
  replaceCells,
} from './ketersediaan.queries.js';

// Availability per colour and size (docs/product.md §10 Availability): the product page reads
// which cells are Habis; any admin edits the grid, as they edit products.

const produkNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });
const notOfProduk = (cause?: unknown) =>
  new TRPCError({ code: 'BAD_REQUEST', message: messages.cellNotOfProduk, cause });

export const ketersediaanRouter = router({
  /** The cells of a product marked Habis (the rest are available). */
  byProduk: publicProcedure
    .input(produkPartsInput)
    .query(({ ctx, input }) => ctx.produkPart(ctx, input, 'habis', listHabisByProduk)),

  grid: adminProcedure.input(byProdukInput).query(async ({ ctx, input }) => {
    const grid = await readGrid(ctx.db, input.idProduk);
    if (!grid) throw produkNotFound();
    return grid;
  }),

  /**
   * Saves a product's grid whole, in one transaction: every cell's colour and size must be the
   * product's own, and a side the product has none of is `null`.
   */
  save: adminProcedure.input(ketersediaanSaveInput).mutation(async ({ ctx, input }) => {
    ctx.change.onlyProduk(input.idProduk);
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const axes = await lockProdukAxes(trx, input.idProduk);
        if (!axes) throw produkNotFound();
        const belongs = (id: number | null, ids: Set<number>) =>
          id === null ? ids.size === 0 : ids.has(id);
        for (const cell of input.cells) {
          if (!belongs(cell.id_warna, axes.warna) || !belongs(cell.id_ukuran, axes.ukuran)) {
            throw notOfProduk();
          }
        }
        await replaceCells(trx, input.idProduk, input.cells);
      });
    } catch (error) {
      // A colour or size deleted while the grid was saved.
      throw isForeignKeyViolation(error) ? notOfProduk(error) : error;
    }
    return { idProduk: input.idProduk };
  }),
});
