import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import { testimoniListInput } from '../../../src/shared/schemas/testimoni.js';
import {
  testimoniAdminListInput,
  testimoniCreateInput,
  testimoniUpdateInput,
} from '../../../src/shared/schemas/testimoni-write.js';
import { acceptUpload, updateWithImage, writeWithImage } from '../../images/upload.js';
import { TESTIMONI_FOLDER } from '../../images/folders.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { produkPartsInput } from '../../../src/shared/schemas/produk.js';
import { withExistingProduk } from '../../trpc/with-existing-produk.js';
import {
  insertTestimoni,
  listAllTestimoni,
  listTestimoniByProduk,
  listTestimoniPage,
  lockTestimoniFoto,
  pageTestimoniForAdmin,
  updateTestimoni,
} from './testimoni.queries.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.testimoniNotFound });

export const testimoniRouter = router({
  list: publicProcedure.input(testimoniListInput).query(async ({ ctx, input }) => {
    const { items, total } = await listTestimoniPage(ctx.db, {
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    return { items, total, page: input.page, pageSize: input.pageSize };
  }),

  /** Every testimonial, newest first: what the legacy GET /testimoni answers. */
  all: publicProcedure.query(({ ctx }) => listAllTestimoni(ctx.db)),

  byProduk: publicProcedure
    .input(produkPartsInput)
    .query(({ ctx, input }) => ctx.produkPart(ctx, input, 'testimoni', listTestimoniByProduk)),

  adminList: adminProcedure.input(testimoniAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageTestimoniForAdmin(ctx.db, filters, { page, pageSize });
  }),

  create: adminProcedure.input(testimoniCreateInput).mutation(({ ctx, input }) => {
    const { file, id_produk, ...values } = input;
    return withExistingProduk(ctx.db, id_produk, async () => {
      const image = await acceptUpload(file);
      return writeWithImage(ctx, TESTIMONI_FOLDER, image, (trx) =>
        insertTestimoni(trx, {
          ...values,
          id_produk: id_produk ?? null,
          foto_testimoni: image.file,
        }),
      );
    });
  }),

  update: adminProcedure.input(testimoniUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, file, id_produk, ...values } = input;
    const testimoni = await withExistingProduk(ctx.db, id_produk, async () => {
      const image = file && (await acceptUpload(file));
      return updateWithImage(ctx, TESTIMONI_FOLDER, image, {
        lockFoto: (trx) => lockTestimoniFoto(trx, id),
        update: (trx, foto) =>
          updateTestimoni(trx, id, {
            ...values,
            id_produk: id_produk ?? null,
            ...(foto !== undefined && { foto_testimoni: foto }),
          }),
      });
    });
    if (!testimoni) throw notFound();
    return testimoni;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const sampah = await trashRow(ctx.db, 'testimoni', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
