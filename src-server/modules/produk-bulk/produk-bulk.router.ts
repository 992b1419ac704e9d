import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { bulkDiskonName } from '../../../src/shared/diskon.js';
import { groupThousands } from '../../../src/shared/price.js';
import {
  BULK_MAX,
  produkBulkDiskonInput,
  produkBulkHapusInput,
  produkBulkInput,
  produkBulkUndoInput,
  type BulkTarget,
} from '../../../src/shared/schemas/produk-bulk.js';
import type { Trashed } from '../../../src/shared/schemas/sampah.js';
import { adminProcedure, mainAdminProcedure, router } from '../../trpc/init.js';
import { moveToSampah } from '../../services/sampah/sampah.queries.js';
import type { Db } from '../../db/connect.js';
import { currentTindakan } from '../../db/pelaku.js';
import { markUndo } from '../../services/riwayat/riwayat.queries.js';
import { recordTindakan } from '../../services/riwayat/kembalikan.js';
import { applyBulkChange, lockTarget, writeBack } from './produk-bulk.queries.js';
import { insertDiskon } from '../diskon/diskon.queries.js';

// Bulk actions on the product list (docs/product.md §11 Aksi massal): one transaction each, all
// or nothing. Changing category, discount, price or status is any admin's, as editing a product
// is; moving to Sampah is the main admin's, as deleting is. Each answers what undoes it, and its
// action in Riwayat (`tindakan`), which the undo names so the history shows it "Dibatalkan".

/**
 * The products to act on, locked; refused when none match, or when a filter matches more than
 * one "Batalkan" can write back (BULK_MAX), so every bulk change can be undone.
 */
async function lockChosen(trx: Db, target: BulkTarget): Promise<number[]> {
  const ids = await lockTarget(trx, target);
  if (ids.length === 0) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages.bulkNothing });
  }
  if (ids.length > BULK_MAX) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: messages.bulkTooMany(groupThousands(BULK_MAX)),
    });
  }
  return ids;
}

export const produkBulkRouter = router({
  update: adminProcedure.input(produkBulkInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const ids = await lockChosen(trx, input.target);
      const sebelum = await applyBulkChange(trx, ids, input.ubah);
      // Riwayat can take it back later ("Kembalikan", produk-bulk.kembalikan.ts).
      await recordTindakan(trx, 'ubah-massal');
      return { count: ids.length, sebelum, tindakan: currentTindakan() };
    }),
  ),

  /**
   * "Atur diskon" with "sampai" (docs/product.md §14): a dated discount for the chosen products,
   * running from now, instead of overwriting their own discounts. Dated discounts are the main
   * admin's, as on /admin/diskon; ending or deleting it there is the way back.
   */
  dateDiskon: mainAdminProcedure.input(produkBulkDiskonInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      if (Date.parse(input.sampai) <= Date.now()) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: messages.diskonSampaiPast });
      }
      const ids = await lockChosen(trx, input.target);
      const nama = input.nama || bulkDiskonName(input.sampai, ctx.config.shop.timeZone);
      const id = await insertDiskon(trx, {
        nama,
        persen: input.persen,
        cakupan: 'produk',
        kategori: [],
        produk: ids,
        status: 'aktif',
        mulai: new Date().toISOString(),
        sampai: input.sampai,
      });
      return { count: ids.length, id, nama, tindakan: currentTindakan() };
    }),
  ),

  /** "Batalkan" after `ubah`: every product back to what it held. */
  undo: adminProcedure.input(produkBulkUndoInput).mutation(async ({ ctx, input }) => ({
    count: await ctx.db.transaction().execute(async (trx) => {
      if (input.membatalkan) await markUndo(trx, input.membatalkan, ctx.user.id);
      return writeBack(trx, input.sebelum);
    }),
  })),

  /** Into Sampah, each with its colours, sizes and photos; undone by sampah.restoreMany. */
  delete: mainAdminProcedure.input(produkBulkHapusInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const ids = await lockChosen(trx, input.target);
      const sampah: Trashed[] = [];
      for (const id of ids) {
        const trashed = await moveToSampah(trx, 'produk', id, ctx.user);
        if (trashed) sampah.push(trashed);
      }
      return {
        count: sampah.length,
        sampah: sampah.map((s) => s.id),
        tindakan: currentTindakan(),
      };
    }),
  ),
});
