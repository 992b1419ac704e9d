import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  penawaranAdminListInput,
  penawaranCreateInput,
  penawaranReorderInput,
  penawaranStatusInput,
  penawaranUpdateInput,
  type PenawaranWriteInput,
} from '../../../src/shared/schemas/penawaran.js';
import type { Db } from '../../db/connect.js';
import { allProdukExist } from '../../db/produk-exists.js';
import { PENAWARAN_FOLDER } from '../../images/folders.js';
import {
  acceptUpload,
  discardImages,
  updateWithImage,
  writeWithImage,
} from '../../images/upload.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  insertPenawaran,
  listPenawaranKartu,
  lockPenawaranFoto,
  lockPenawaranOrder,
  pagePenawaranAdmin,
  reorderPenawaran,
  setPenawaranStatus,
  updatePenawaran,
} from './penawaran.queries.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';

// The special offers (docs/product.md §13 Penawaran): /penawarankhusus reads them; any admin
// adds, edits, reorders and retires them (as with products); deleting is the main admin's
// (docs/architecture.md §5). A photo enters as every upload does (images/upload.ts).

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.penawaranNotFound });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

async function checkIncluded(trx: Db, input: PenawaranWriteInput): Promise<void> {
  if (!(await allProdukExist(trx, input.produk))) {
    throw badRequest(messages.penawaranProdukMissing);
  }
}

export const penawaranRouter = router({
  /** The offers visitors see, in the owner's order. */
  list: publicProcedure.query(({ ctx }) => listPenawaranKartu(ctx.db)),

  adminList: adminProcedure.input(penawaranAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pagePenawaranAdmin(ctx.db, filters, { page, pageSize }, ctx.config.shop.timeZone);
  }),

  create: adminProcedure.input(penawaranCreateInput).mutation(async ({ ctx, input }) => {
    if (input.gambar === 'foto' && !input.file) throw badRequest(messages.penawaranFotoRequired);
    const image =
      input.gambar === 'foto' && input.file ? await acceptUpload(input.file) : undefined;
    return writeWithImage(ctx, PENAWARAN_FOLDER, image, async (trx) => {
      await checkIncluded(trx, input);
      return insertPenawaran(trx, input, image?.file ?? null);
    });
  }),

  update: adminProcedure.input(penawaranUpdateInput).mutation(async ({ ctx, input }) => {
    const image =
      input.gambar === 'foto' && input.file ? await acceptUpload(input.file) : undefined;
    // What the locked row held, and the photo given up for a drawn picture (removed once committed).
    const photo: { current: string | null; dropped: string | null } = {
      current: null,
      dropped: null,
    };
    const updated = await updateWithImage(ctx, PENAWARAN_FOLDER, image, {
      lockFoto: async (trx) => {
        const found = await lockPenawaranFoto(trx, input.id);
        if (found === undefined) return undefined;
        photo.current = found;
        // updateWithImage reads "no row" as undefined and replaces only a named file.
        return found ?? '';
      },
      update: async (trx, newFoto) => {
        await checkIncluded(trx, input);
        let foto: string | null;
        if (input.gambar !== 'foto') {
          foto = null;
          photo.dropped = photo.current;
        } else {
          foto = newFoto ?? photo.current;
          if (foto === null) throw badRequest(messages.penawaranFotoRequired);
        }
        return updatePenawaran(trx, input.id, input, foto);
      },
    });
    if (!updated) throw notFound();
    if (photo.dropped)
      await discardImages(
        ctx.storage,
        [{ folder: PENAWARAN_FOLDER, file: photo.dropped }],
        ctx.log,
      );
    return updated;
  }),

  /** The offers in a new order: every offer once, as the admin's list showed them. */
  reorder: adminProcedure.input(penawaranReorderInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const current = await lockPenawaranOrder(trx);
      const given = new Set(input.ids);
      if (current.length !== given.size || current.some((id) => !given.has(id))) {
        throw new TRPCError({ code: 'CONFLICT', message: messages.penawaranOrderStale });
      }
      await reorderPenawaran(trx, input.ids);
      return { ids: input.ids };
    }),
  ),

  /** Retire an offer (Draf or Tersembunyi) or show it again, from the list. */
  setStatus: adminProcedure.input(penawaranStatusInput).mutation(async ({ ctx, input }) => {
    if (!(await setPenawaranStatus(ctx.db, input.id, input.status))) throw notFound();
    return input;
  }),

  /** Into Sampah (docs/decisions/0021): its products, click-outs and photo come back with it. */
  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const sampah = await trashRow(ctx.db, 'penawaran', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
