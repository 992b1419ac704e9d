import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  sinonimAdminListInput,
  sinonimCreateInput,
  sinonimUpdateInput,
} from '../../../src/shared/schemas/sinonim.js';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { adminProcedure, mainAdminProcedure, router } from '../../trpc/init.js';
import {
  deleteSinonim,
  insertSinonim,
  pageSinonim,
  takenTerm,
  updateSinonim,
} from './sinonim.queries.js';

// The search synonyms in the admin area (docs/product.md §10): any admin adds and edits a
// group, the main admin deletes one, as with the FAQ.

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.sinonimNotFound });
const taken = (kata: string) =>
  new TRPCError({ code: 'CONFLICT', message: messages.sinonimTaken(kata) });

/**
 * Writes a group in a transaction, refusing a term another group holds (checked first for a
 * message that names it; the primary key catches a write that raced the check). Synonym writes
 * take turns: two saves inserting the same terms in other orders each held a term the other
 * waited for (a deadlock, 40P01, a 500); one after the other, the second finds the terms taken.
 */
async function writeGroup<T>(
  db: Db,
  kata: string[],
  exceptId: number | undefined,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('etalase:sinonim'))`.execute(trx);
      const term = await takenTerm(trx, kata, exceptId);
      if (term) throw taken(term);
      return write(trx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw taken((await takenTerm(db, kata, exceptId)) ?? kata[0] ?? '');
  }
}

export const sinonimRouter = router({
  adminList: adminProcedure.input(sinonimAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageSinonim(ctx.db, filters, { page, pageSize });
  }),

  create: adminProcedure.input(sinonimCreateInput).mutation(async ({ ctx, input }) => {
    const id = await writeGroup(ctx.db, input.kata, undefined, (trx) =>
      insertSinonim(trx, input.kata),
    );
    return { id, kata: input.kata };
  }),

  update: adminProcedure.input(sinonimUpdateInput).mutation(async ({ ctx, input }) => {
    const found = await writeGroup(ctx.db, input.kata, input.id, (trx) =>
      updateSinonim(trx, input.id, input.kata),
    );
    if (!found) throw notFound();
    return { id: input.id, kata: input.kata };
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await deleteSinonim(ctx.db, input.id))) throw notFound();
    return { id: input.id };
  }),
});
