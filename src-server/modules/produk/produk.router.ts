import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { RECOMMENDATION_COUNT } from '../../../src/shared/limits.js';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import { produkListInput, produkSearchInput } from '../../../src/shared/schemas/produk.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { pickBestSeller } from './best-seller.js';
import {
  bestSellerCandidates,
  findProdukById,
  listAllProduk,
  listProdukPage,
  randomProdukExcept,
  searchProduk,
} from './produk.queries.js';

export const produkRouter = router({
  list: publicProcedure.input(produkListInput).query(async ({ ctx, input }) => {
    const { items, total } = await listProdukPage(ctx.db, {
      kategori: input.kategori,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    return { items, total, page: input.page, pageSize: input.pageSize };
  }),

  /** Every product (of one category): what the legacy GET /produk and /kategoriproduk answer. */
  all: publicProcedure
    .input(z.object({ kategori: produkListInput.shape.kategori }).default({ kategori: undefined }))
    .query(({ ctx, input }) => listAllProduk(ctx.db, input.kategori)),

  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const produk = await findProdukById(ctx.db, input.id);
    if (!produk) throw new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });
    return produk;
  }),

  search: publicProcedure
    .input(produkSearchInput)
    .query(({ ctx, input }) => searchProduk(ctx.db, input.query, input.limit)),

  bestSeller: publicProcedure.query(async ({ ctx }) =>
    pickBestSeller(await bestSellerCandidates(ctx.db)),
  ),

  recommendations: publicProcedure
    .input(byIdInput)
    .query(({ ctx, input }) => randomProdukExcept(ctx.db, input.id, RECOMMENDATION_COUNT)),
});
