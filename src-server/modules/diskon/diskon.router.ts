import { TRPCError } from '@trpc/server';
import { diskonEditable } from '../../../src/shared/diskon.js';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  diskonCreateInput,
  diskonListInput,
  diskonUpdateInput,
  type DiskonAdmin,
  type DiskonWriteInput,
} from '../../../src/shared/schemas/diskon.js';
import type { Db } from '../../db/connect.js';
import { allProdukExist } from '../../db/produk-exists.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import {
  endDiskon,
  findDiskon,
  insertDiskon,
  lockDiskon,
  pageDiskonAdmin,
  updateDiskon,
  updateRunningDiskon,
} from './diskon.queries.js';

// Dated discounts (docs/product.md §14): the main admin's alone (docs/architecture.md §5), like
// the shop's settings. Every write changes prices anywhere, so it drops every kept page.

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.diskonNotFound });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

async function checkProduk(trx: Db, input: DiskonWriteInput): Promise<void> {
  if (input.cakupan === 'produk' && !(await allProdukExist(trx, input.produk))) {
    throw badRequest(messages.diskonProdukMissing);
  }
}

/** Whether the edit of a running discount changes more than its name and end. */
function changesMoreThanNameAndEnd(current: DiskonAdmin, input: DiskonWriteInput): boolean {
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((x, i) => x === b[i]);
  return (
    input.persen !== current.persen ||
    input.cakupan !== current.cakupan ||
    input.status !== current.status ||
    Date.parse(input.mulai) !== Date.parse(current.mulai) ||
    (input.cakupan === 'kategori' && !same(input.kategori, current.kategori)) ||
    (input.cakupan === 'produk' &&
      !same(
        input.produk,
        current.produk.map((p) => p.id),
      ))
  );
}

export const diskonRouter = router({
  adminList: mainAdminProcedure
    .input(diskonListInput)
    .query(({ ctx, input }) =>
      pageDiskonAdmin(
        ctx.db,
        { search: input.search },
        { page: input.page, pageSize: input.pageSize },
      ),
    ),

  get: mainAdminProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const found = await findDiskon(ctx.db, input.id);
    if (!found) throw notFound();
    return found;
  }),

  create: mainAdminProcedure.input(diskonCreateInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const values = input as DiskonWriteInput;
      await checkProduk(trx, values);
      const id = await insertDiskon(trx, values);
      return (await findDiskon(trx, id)) as DiskonAdmin;
    }),
  ),

  /**
   * Everything while Draf or Terjadwal; once running, its name and end only (an end in the
   * past is "Akhiri sekarang", `end`); nothing once ended.
   */
  update: mainAdminProcedure.input(diskonUpdateInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const { id, ...rest } = input;
      const values = rest as DiskonWriteInput;
      const current = await lockDiskon(trx, id);
      if (!current) throw notFound();
      const editable = diskonEditable(current.keadaan);
      if (editable === 'tidak') throw badRequest(messages.diskonEnded);
      if (editable === 'nama-sampai') {
        if (changesMoreThanNameAndEnd(current, values)) throw badRequest(messages.diskonLocked);
        if (values.sampai !== null && Date.parse(values.sampai) <= Date.now()) {
          throw badRequest(messages.diskonSampaiPast);
        }
        await updateRunningDiskon(trx, id, values);
      } else {
        await checkProduk(trx, values);
        await updateDiskon(trx, id, values);
      }
      return (await findDiskon(trx, id)) as DiskonAdmin;
    }),
  ),

  /** "Akhiri sekarang": a running discount ends at once; its products' own discounts are back. */
  end: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await endDiskon(ctx.db, input.id))) {
      if (!(await findDiskon(ctx.db, input.id))) throw notFound();
      throw new TRPCError({ code: 'CONFLICT', message: messages.diskonNotRunning });
    }
    return (await findDiskon(ctx.db, input.id)) as DiskonAdmin;
  }),

  /** Into Sampah (docs/decisions/0021) with its chosen products. */
  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const sampah = await trashRow(ctx.db, 'diskon', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
