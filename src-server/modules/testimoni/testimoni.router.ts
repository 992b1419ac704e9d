import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput, byProdukInput } from '../../../src/shared/schemas/common.js';
import { testimoniListInput } from '../../../src/shared/schemas/testimoni.js';
import {
  testimoniAdminListInput,
  testimoniCreateInput,
  testimoniUpdateInput,
} from '../../../src/shared/schemas/testimoni-write.js';
import { acceptUpload, discardImages, writeWithImage } from '../../images/upload.js';
import { isForeignKeyViolation } from '../../trpc/errors.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { produkExists } from '../produk/produk.queries.js';
import {
  deleteTestimoni,
  insertTestimoni,
  listAllTestimoni,
  listTestimoniByProduk,
  listTestimoniPage,
  lockTestimoniFoto,
  pageTestimoniForAdmin,
  updateTestimoni,
} from './testimoni.queries.js';

const TESTIMONI_FOLDER = 'testimoni';
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.testimoniNotFound });
const produkNotFound = (cause?: unknown) =>
  new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound, cause });

/** The optional product link must point at a product that exists. */
async function checkProduk(
  ctx: { db: Parameters<typeof produkExists>[0] },
  idProduk: number | undefined,
) {
  if (idProduk !== undefined && !(await produkExists(ctx.db, idProduk))) throw produkNotFound();
}

const asProdukNotFound = (error: unknown): never => {
  throw isForeignKeyViolation(error) ? produkNotFound(error) : error;
};

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
    .input(byProdukInput)
    .query(({ ctx, input }) => listTestimoniByProduk(ctx.db, input.idProduk)),

  adminList: adminProcedure.input(testimoniAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageTestimoniForAdmin(ctx.db, filters, { page, pageSize });
  }),

  create: adminProcedure.input(testimoniCreateInput).mutation(async ({ ctx, input }) => {
    const { file, id_produk, ...values } = input;
    await checkProduk(ctx, id_produk);
    const image = await acceptUpload(file);
    return writeWithImage(ctx.storage, TESTIMONI_FOLDER, image, () =>
      insertTestimoni(ctx.db, {
        ...values,
        id_produk: id_produk ?? null,
        foto_testimoni: image.file,
      }),
    ).catch(asProdukNotFound);
  }),

  update: adminProcedure.input(testimoniUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, file, id_produk, ...values } = input;
    await checkProduk(ctx, id_produk);
    const image = file && (await acceptUpload(file));
    const { testimoni, replaced } = await writeWithImage(ctx.storage, TESTIMONI_FOLDER, image, () =>
      ctx.db.transaction().execute(async (trx) => {
        const currentFoto = await lockTestimoniFoto(trx, id);
        if (currentFoto === undefined) throw notFound();
        const updated = await updateTestimoni(trx, id, {
          ...values,
          id_produk: id_produk ?? null,
          ...(image && { foto_testimoni: image.file }),
        });
        return { testimoni: updated, replaced: image ? currentFoto : undefined };
      }),
    ).catch(asProdukNotFound);
    if (!testimoni) throw notFound();
    if (replaced)
      await discardImages(ctx.storage, [{ folder: TESTIMONI_FOLDER, file: replaced }], ctx.log);
    return testimoni;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const foto = await deleteTestimoni(ctx.db, input.id);
    if (foto === undefined) throw notFound();
    await discardImages(ctx.storage, [{ folder: TESTIMONI_FOLDER, file: foto }], ctx.log);
    return { id: input.id };
  }),
});
