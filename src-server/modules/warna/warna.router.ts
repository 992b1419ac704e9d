import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput, byProdukInput } from '../../../src/shared/schemas/common.js';
import {
  warnaAdminListInput,
  warnaCreateInput,
  warnaListInput,
  warnaUpdateInput,
} from '../../../src/shared/schemas/warna-write.js';
import { acceptUpload, updateWithImage, writeWithImage } from '../../images/upload.js';
import { warnaFolder } from '../../images/folders.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { produkPartsInput } from '../../../src/shared/schemas/produk.js';
import { withExistingProduk } from '../../trpc/with-existing-produk.js';
import {
  findWarna,
  insertWarna,
  listWarnaByProduk,
  listWarnaForAdmin,
  lockWarnaFoto,
  pageWarnaForAdmin,
  updateWarna,
} from './warna.queries.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.warnaNotFound });

export const warnaRouter = router({
  byProduk: publicProcedure
    .input(produkPartsInput)
    .query(({ ctx, input }) => ctx.produkPart(ctx, input, 'warna', listWarnaByProduk)),

  /** The same whatever the product's status, for the admin's photo manager. */
  adminByProduk: adminProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => listWarnaByProduk(ctx.db, input.idProduk)),

  list: adminProcedure
    .input(warnaListInput)
    .query(({ ctx, input }) => listWarnaForAdmin(ctx.db, input)),

  adminList: adminProcedure.input(warnaAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageWarnaForAdmin(ctx.db, filters, { page, pageSize });
  }),

  create: adminProcedure.input(warnaCreateInput).mutation(({ ctx, input }) =>
    withExistingProduk(ctx.db, input.idProduk, async () => {
      const image = await acceptUpload(input.file);
      return writeWithImage(ctx, warnaFolder(input.idProduk), image, (trx) =>
        insertWarna(trx, {
          id_produk: input.idProduk,
          warna: input.warna,
          foto: image.file,
          kode_warna: image.colour,
        }),
      );
    }),
  ),

  update: adminProcedure.input(warnaUpdateInput).mutation(async ({ ctx, input }) => {
    const existing = await findWarna(ctx.db, input.id);
    // Through another product's path the colour does not exist: it never moves (docs/product.md §5).
    if (!existing || (input.idProduk !== undefined && input.idProduk !== existing.id_produk)) {
      throw notFound();
    }
    const image = input.file && (await acceptUpload(input.file));
    const warna = await updateWithImage(ctx, warnaFolder(existing.id_produk), image, {
      lockFoto: (trx) => lockWarnaFoto(trx, input.id),
      update: (trx, foto) =>
        updateWarna(trx, input.id, {
          warna: input.warna,
          ...(foto !== undefined && image && { foto, kode_warna: image.colour }),
        }),
    });
    if (!warna) throw notFound();
    return warna;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const sampah = await trashRow(ctx.db, 'warna', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
