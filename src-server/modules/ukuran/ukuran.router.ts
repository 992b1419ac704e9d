import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  ukuranAdminListInput,
  ukuranCreateInput,
  ukuranListInput,
  ukuranUpdateInput,
} from '../../../src/shared/schemas/ukuran-write.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { produkPartsInput } from '../../../src/shared/schemas/produk.js';
import { withExistingProduk } from '../../trpc/with-existing-produk.js';
import {
  findUkuran,
  insertUkuran,
  listUkuranByProduk,
  listUkuranForAdmin,
  pageUkuranForAdmin,
  updateUkuran,
} from './ukuran.queries.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.ukuranNotFound });

export const ukuranRouter = router({
  byProduk: publicProcedure
    .input(produkPartsInput)
    .query(({ ctx, input }) => ctx.produkPart(ctx, input, 'ukuran', listUkuranByProduk)),

  list: adminProcedure
    .input(ukuranListInput)
    .query(({ ctx, input }) => listUkuranForAdmin(ctx.db, input)),

  adminList: adminProcedure.input(ukuranAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageUkuranForAdmin(ctx.db, filters, { page, pageSize });
  }),

  create: adminProcedure.input(ukuranCreateInput).mutation(({ ctx, input }) => {
    const { idProduk, ...values } = input;
    return withExistingProduk(ctx.db, idProduk, () => insertUkuran(ctx.db, idProduk, values));
  }),

  update: adminProcedure.input(ukuranUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, idProduk, ...values } = input;
    const existing = await findUkuran(ctx.db, id);
    // Through another product's path the row does not exist: it never moves (docs/product.md §5).
    if (!existing || (idProduk !== undefined && idProduk !== existing.id_produk)) throw notFound();
    const updated = await updateUkuran(ctx.db, id, values);
    if (!updated) throw notFound();
    return updated;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const sampah = await trashRow(ctx.db, 'ukuran', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
