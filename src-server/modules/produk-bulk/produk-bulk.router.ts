import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import {
  produkBulkHapusInput,
  produkBulkInput,
  produkBulkUndoInput,
} from '../../../src/shared/schemas/produk-bulk.js';
import type { Trashed } from '../../../src/shared/schemas/sampah.js';
import { adminProcedure, mainAdminProcedure, router } from '../../trpc/init.js';
import { moveToSampah } from '../sampah/sampah.queries.js';
import { applyBulkChange, lockTarget, writeBack } from './produk-bulk.queries.js';

// Bulk actions on the product list (docs/product.md §11 Bulk actions): one transaction each, all
// or nothing. Changing category, discount, price or status is any admin's, as editing a product
// is; moving to Sampah is the main admin's, as deleting is. Each answers what undoes it.

const nothing = () => new TRPCError({ code: 'BAD_REQUEST', message: messages.bulkNothing });

export const produkBulkRouter = router({
  ubah: adminProcedure.input(produkBulkInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const ids = await lockTarget(trx, input.target);
      if (ids.length === 0) throw nothing();
      const sebelum = await applyBulkChange(trx, ids, input.ubah);
      return { count: ids.length, sebelum };
    }),
  ),

  /** "Batalkan" after `ubah`: every product back to what it held. */
  batalkan: adminProcedure.input(produkBulkUndoInput).mutation(async ({ ctx, input }) => ({
    count: await ctx.db.transaction().execute((trx) => writeBack(trx, input.sebelum)),
  })),

  /** Into Sampah, each with its colours, sizes and photos; undone by sampah.pulihkanBanyak. */
  hapus: mainAdminProcedure.input(produkBulkHapusInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const ids = await lockTarget(trx, input.target);
      if (ids.length === 0) throw nothing();
      const sampah: Trashed[] = [];
      for (const id of ids) {
        const trashed = await moveToSampah(trx, 'produk', id, ctx.user);
        if (trashed) sampah.push(trashed);
      }
      return { count: sampah.length, sampah: sampah.map((s) => s.id) };
    }),
  ),
});
