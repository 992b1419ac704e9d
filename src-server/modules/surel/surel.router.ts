import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import { surelListInput, type SurelDetail } from '../../../src/shared/schemas/surel.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import { composeDeps, composeSurel } from '../../services/outbox/compose.js';
import { findSurel, pageSurelForAdmin } from '../../services/outbox/outbox.queries.js';

// Kotak keluar (docs/product.md §12): the shop's outbox, main admin only. A message is shown as
// it goes out except for its links' tokens: the confirmation and unsubscribe (or stop) links are
// masked (MASKED_TOKEN), so the owner can neither confirm an address for its subscriber nor
// unsubscribe it from here (docs/decisions/0025). The mail sent keeps its working links.

export const surelRouter = router({
  list: mainAdminProcedure.input(surelListInput).query(async ({ ctx, input }) => ({
    ...(await pageSurelForAdmin(ctx.db, input)),
    /** False: nothing leaves, everything waits here (SMTP_URL unset). */
    smtpConfigured: ctx.config.mail.smtpUrl !== undefined,
  })),

  byId: mainAdminProcedure.input(byIdInput).query(async ({ ctx, input }): Promise<SurelDetail> => {
    const found = await findSurel(ctx.db, input.id);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: messages.surelNotFound });
    const mail = await composeSurel(composeDeps(ctx, { masked: true }), found.ref);
    return {
      ...found.row,
      html: mail?.html ?? '',
      text: mail?.text ?? '',
      headers: mail?.headers ?? {},
    };
  }),
});
