import { faqListInput } from '../../../src/shared/schemas/faq.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { listFaq } from './faq.queries.js';

export const faqRouter = router({
  list: publicProcedure.input(faqListInput).query(({ ctx, input }) => listFaq(ctx.db, input)),
});
