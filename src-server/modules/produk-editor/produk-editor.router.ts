import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  produkEditorSaveInput,
  stagedUploadInput,
  type StagedFoto,
} from '../../../src/shared/schemas/produk-editor.js';
import { stageEditorImage } from '../../images/staged-images.js';
import { acceptUpload } from '../../images/upload.js';
import {
  adminProcedure,
  adminStagingProcedure,
  mainAdminProcedure,
  router,
} from '../../trpc/init.js';
import { draftFromProduk, readProdukEditor } from './produk-editor.read.js';
import { saveProdukEditor } from './produk-editor.save.js';

// The product editor (docs/product.md §5 Editor produk): one screen for a product with its
// photos, colours, sizes and availability. Any admin adds and changes; removing a photo, a
// colour or a size is a delete, which is the main admin's, so a save that removes goes through
// `saveWithRemovals`.

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });

export const produkEditorRouter = router({
  byId: adminProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const data = await readProdukEditor(ctx.db, input.id);
    if (!data) throw notFound();
    return data;
  }),

  /** One photo into the staging area: checked and re-encoded now, named by the save. */
  upload: adminStagingProcedure
    .input(stagedUploadInput)
    .mutation(async ({ ctx, input }): Promise<StagedFoto> => {
      const image = await acceptUpload(input.file);
      await stageEditorImage(ctx.storage, image);
      return { berkas: image.file, kodeWarna: image.colour };
    }),

  /** "Duplikat": a copy of the product to open as a new one (nothing is saved yet). */
  duplicate: adminStagingProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const draft = await draftFromProduk(ctx.db, ctx.storage, input.id);
    if (!draft) throw notFound();
    return draft;
  }),

  save: adminProcedure.input(produkEditorSaveInput).mutation(({ ctx, input }) => {
    if (input.id !== undefined) ctx.change.onlyProduk(input.id);
    return saveProdukEditor(ctx, input, { mayRemove: false });
  }),

  saveWithRemovals: mainAdminProcedure.input(produkEditorSaveInput).mutation(({ ctx, input }) => {
    if (input.id !== undefined) ctx.change.onlyProduk(input.id);
    return saveProdukEditor(ctx, input, { mayRemove: true });
  }),
});
