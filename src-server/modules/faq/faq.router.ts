import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import { faqAdminListInput, faqListInput } from '../../../src/shared/schemas/faq.js';
import { faqCreateInput, faqUpdateInput } from '../../../src/shared/schemas/faq-write.js';
import { adminProcedure, mainAdminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { trashRow } from '../../services/sampah/sampah.queries.js';
import { insertFaq, listFaq, pageFaq, updateFaq } from './faq.queries.js';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: messages.faqNotFound });

export const faqRouter = router({
  list: publicProcedure
    .meta({ shows: 'noProduct' })
    .input(faqListInput)
    .query(({ ctx, input }) => listFaq(ctx.db, input)),

  adminList: adminProcedure.input(faqAdminListInput).query(({ ctx, input }) => {
    const { page, pageSize, ...filters } = input;
    return pageFaq(ctx.db, filters, { page, pageSize });
  }),

  create: adminProcedure
    .input(faqCreateInput)
    .mutation(({ ctx, input }) => insertFaq(ctx.db, input)),

  update: adminProcedure.input(faqUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...values } = input;
    const updated = await updateFaq(ctx.db, id, values);
    if (!updated) throw notFound();
    return updated;
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const sampah = await trashRow(ctx.db, 'faq', input.id, ctx.user);
    if (!sampah) throw notFound();
    return { id: input.id, sampah };
  }),
});
