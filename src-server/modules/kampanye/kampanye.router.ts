import { TRPCError } from '@trpc/server';
import { kampanyeMessages } from '../../../src/shared/kampanye-copy.js';
import { byIdInput } from '../../../src/shared/schemas/common.js';
import {
  kampanyeCreateInput,
  kampanyeListInput,
  kampanyePratinjauInput,
  kampanyeUjiInput,
  kampanyeUpdateInput,
  type KampanyeDetail,
  type KampanyeSendInfo,
} from '../../../src/shared/schemas/kampanye.js';
import { mainAdminProcedure, router } from '../../trpc/init.js';
import { previewKampanyeMail } from './kampanye-compose.js';
import { composeDeps } from '../../services/outbox/compose.js';
import {
  countConfirmed,
  deleteKampanye,
  enqueueKampanyeUji,
  findKampanyeDetail,
  findUserEmail,
  insertKampanye,
  pageKampanye,
  sendKampanye,
  updateKampanye,
  type WriteResult,
} from './kampanye.queries.js';

// Campaigns (issue 21 item 3, docs/decisions/0029): the main admin's alone, as the subscribers'
// addresses and the outbox are (docs/decisions/0025). A Draf is written, tried by a test mail to
// the admin, then sent once to the confirmed addresses; the outbox's worker hands it over at
// the campaign mail's per-minute limit, and the page follows its progress.

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: kampanyeMessages.notFound });

/** The value of a write, or the 4xx that says why not. */
function valueOf<T>(result: WriteResult<T>): T {
  if (result.ok) return result.value;
  switch (result.reason) {
    case 'missing':
      throw notFound();
    case 'sent':
      throw new TRPCError({ code: 'CONFLICT', message: kampanyeMessages.notDraft });
    case 'produk':
      throw new TRPCError({ code: 'BAD_REQUEST', message: kampanyeMessages.produkMissing });
    case 'none':
      throw new TRPCError({ code: 'BAD_REQUEST', message: kampanyeMessages.noRecipients });
  }
}

export const kampanyeRouter = router({
  list: mainAdminProcedure.input(kampanyeListInput).query(async ({ ctx, input }) => ({
    ...(await pageKampanye(ctx.db, input)),
    /** False: nothing leaves, campaign mail waits in Kotak keluar (SMTP_URL unset). */
    smtpConfigured: ctx.config.mail.smtpUrl !== undefined,
  })),

  byId: mainAdminProcedure
    .input(byIdInput)
    .query(async ({ ctx, input }): Promise<KampanyeDetail> => {
      const found = await findKampanyeDetail(ctx.db, input.id);
      if (!found) throw notFound();
      return found;
    }),

  /** Who a send would reach now, where a test goes, and how mail leaves. */
  sendInfo: mainAdminProcedure.query(async ({ ctx }): Promise<KampanyeSendInfo> => ({
    terkonfirmasi: await countConfirmed(ctx.db),
    emailSaya: await findUserEmail(ctx.db, ctx.user.id),
    smtpConfigured: ctx.config.mail.smtpUrl !== undefined,
    perMinute: ctx.config.mail.campaignPerMinute,
  })),

  /** The editor's fields as the mail shows them (HTML for a sandboxed frame, and the text). */
  preview: mainAdminProcedure
    .input(kampanyePratinjauInput.extend({ id: byIdInput.shape.id.optional() }))
    .query(async ({ ctx, input }) => {
      const mail = await previewKampanyeMail(composeDeps(ctx), {
        kampanyeId: input.id ?? null,
        subjek: input.subjek.trim(),
        isi: input.isi.replace(/\r\n?/g, '\n').trim(),
        produk: input.produk,
      });
      return { subject: mail.subject, html: mail.html, text: mail.text };
    }),

  create: mainAdminProcedure.input(kampanyeCreateInput).mutation(async ({ ctx, input }) => ({
    id: valueOf(await insertKampanye(ctx.db, input, ctx.user.id)),
  })),

  update: mainAdminProcedure.input(kampanyeUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, ...fields } = input;
    valueOf(await updateKampanye(ctx.db, id, fields));
    return { id };
  }),

  delete: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    valueOf(await deleteKampanye(ctx.db, input.id));
    return { id: input.id };
  }),

  /** One mail to the admin: their own address, or the one they give (kept for next time). */
  sendTest: mainAdminProcedure.input(kampanyeUjiInput).mutation(async ({ ctx, input }) => {
    const saved = await findUserEmail(ctx.db, ctx.user.id);
    const email = input.email ?? saved;
    if (!email) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: kampanyeMessages.emailRequired });
    }
    valueOf(
      await enqueueKampanyeUji(ctx.db, {
        id: input.id,
        email,
        userId: ctx.user.id,
        saveEmail: email !== saved,
      }),
    );
    return { id: input.id, email };
  }),

  /** Sends a Draf to every confirmed address, once (decision 0029). */
  send: mainAdminProcedure.input(byIdInput).mutation(async ({ ctx, input }) => ({
    id: input.id,
    penerima: valueOf(await sendKampanye(ctx.db, input.id, ctx.user.id)),
  })),
});
