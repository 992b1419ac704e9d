import { TRPCError } from '@trpc/server';
import { copy } from '../../../src/shared/copy.js';
import { MAX_PRODUK_FOTO } from '../../../src/shared/limits.js';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput, byProdukInput } from '../../../src/shared/schemas/common.js';
import {
  fotoCreateInput,
  fotoReorderInput,
  fotoUpdateInput,
} from '../../../src/shared/schemas/foto.js';
import type { Db } from '../../db/connect.js';
import { PRODUK_FOLDER } from '../../images/folders.js';
import { acceptUpload, discardImages, writeWithImage } from '../../images/upload.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { produkPartsInput } from '../../../src/shared/schemas/produk.js';
import { withExistingProduk } from '../../trpc/with-existing-produk.js';
import {
  countFoto,
  deleteFoto,
  ensureMainFotoRow,
  findFoto,
  insertFoto,
  listFotoByProduk,
  lockProdukForFoto,
  reorderFoto,
  syncMainFoto,
  updateFoto,
  warnaOfProduk,
} from './foto.queries.js';

// A product's photos (docs/product.md §5 Foto produk): added one upload at a time (the admin
// sends several one after another), ordered, each with its alt text and optionally one of the
// product's colours. Every write locks the product, and leaves `produk.foto_produk` naming the
// first photo (foto.queries.ts syncMainFoto) in the same transaction.

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.fotoNotFound });
const produkNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });
const tooMany = () =>
  new TRPCError({ code: 'BAD_REQUEST', message: messages.fotoTooMany(MAX_PRODUK_FOTO) });

/** The colour's name, when `idWarna` is one of the product's colours; else a 400. */
async function colourOf(db: Db, idProduk: number, idWarna: number | undefined) {
  if (idWarna === undefined) return undefined;
  const warna = await warnaOfProduk(db, idProduk, idWarna);
  if (warna === undefined) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages.fotoWarnaForeign });
  }
  return warna;
}

export const fotoRouter = router({
  byProduk: publicProcedure
    .input(produkPartsInput)
    .query(({ ctx, input }) => ctx.produkPart(ctx, input, 'foto', listFotoByProduk)),

  /** The same whatever the product's status, for the admin's photo manager. */
  adminByProduk: adminProcedure
    .input(byProdukInput)
    .query(({ ctx, input }) => listFotoByProduk(ctx.db, input.idProduk)),

  create: adminProcedure.input(fotoCreateInput).mutation(({ ctx, input }) =>
    withExistingProduk(ctx.db, input.idProduk, async () => {
      // Counted before the image is decoded, and again under the lock.
      if ((await countFoto(ctx.db, input.idProduk, null)).all >= MAX_PRODUK_FOTO) throw tooMany();
      const image = await acceptUpload(input.file);
      return writeWithImage(ctx, PRODUK_FOLDER, image, async (trx) => {
        const nama = await lockProdukForFoto(trx, input.idProduk);
        if (nama === undefined) throw produkNotFound();
        await ensureMainFotoRow(trx, input.idProduk);
        const warna = await colourOf(trx, input.idProduk, input.idWarna);
        const counts = await countFoto(trx, input.idProduk, input.idWarna ?? null);
        if (counts.all >= MAX_PRODUK_FOTO) throw tooMany();
        const row = await insertFoto(trx, {
          id_produk: input.idProduk,
          id_warna: input.idWarna ?? null,
          foto: image.file,
          alt: input.alt ?? copy.produk.photoAlt(nama, warna, counts.ofColour),
          urutan: counts.nextPlace,
        });
        await syncMainFoto(trx, input.idProduk);
        return row;
      });
    }),
  ),

  update: adminProcedure.input(fotoUpdateInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const existing = await findFoto(trx, input.id);
      if (!existing || (await lockProdukForFoto(trx, existing.id_produk)) === undefined) {
        throw notFound();
      }
      await colourOf(trx, existing.id_produk, input.idWarna);
      const updated = await updateFoto(trx, input.id, {
        alt: input.alt,
        id_warna: input.idWarna ?? null,
      });
      if (!updated) throw notFound();
      return updated;
    }),
  ),

  /** The photos in a new order; the first becomes the main photo. */
  reorder: adminProcedure.input(fotoReorderInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      if ((await lockProdukForFoto(trx, input.idProduk)) === undefined) throw produkNotFound();
      const current = await listFotoByProduk(trx, input.idProduk);
      const given = new Set(input.ids);
      if (current.length !== given.size || current.some((f) => !given.has(f.id))) {
        throw new TRPCError({ code: 'CONFLICT', message: messages.fotoOrderStale });
      }
      await reorderFoto(trx, input.idProduk, input.ids);
      await syncMainFoto(trx, input.idProduk);
      return listFotoByProduk(trx, input.idProduk);
    }),
  ),

  /** Deleting is the main admin's, as for every row; the last photo of a product stays. */
  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const deleted = await ctx.db.transaction().execute(async (trx) => {
      const existing = await findFoto(trx, input.id);
      if (!existing || (await lockProdukForFoto(trx, existing.id_produk)) === undefined) {
        throw notFound();
      }
      if ((await countFoto(trx, existing.id_produk, null)).all <= 1) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: messages.fotoLastOne });
      }
      const removed = await deleteFoto(trx, input.id);
      if (!removed) throw notFound();
      await syncMainFoto(trx, existing.id_produk);
      return removed;
    });
    await discardImages(ctx.storage, [{ folder: PRODUK_FOLDER, file: deleted.foto }], ctx.log);
    return { id: input.id };
  }),
});
