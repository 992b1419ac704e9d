import type { FastifyInstance } from 'fastify';
import {
  CONFIRM_PATH,
  confirmedPath,
  CONFIRMED_PATH,
} from '../../../src/shared/newsletter-consent.js';
import type { AppDeps } from '../../trpc/context.js';
import { confirmPromoByToken } from './promo.queries.js';
import { unsubscribeTokens } from '../../services/outbox/unsubscribe-token.js';

// The first e-mail's confirmation link (double opt-in, docs/decisions/0025): following it
// confirms the address, makes the welcome voucher and writes its mail, then the visitor lands on
// a page that shows the code (read again by the token, so the page shows nothing without it).
// A GET that writes, unlike the unsubscribe link: a mail scanner that opens it proves only that
// the mail reached the mailbox it was sent to, which is what confirming checks; and confirming
// twice changes nothing.

export function registerConfirmLink(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { token?: unknown } }>(CONFIRM_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const confirmed =
      /^[0-9a-f]{64}$/.test(token) &&
      (await confirmPromoByToken(
        deps.db,
        token,
        unsubscribeTokens(deps.config),
        (await deps.settings.current()).name,
      ));
    return reply.redirect(confirmed ? confirmedPath(token) : `${CONFIRMED_PATH}?gagal=1`, 303);
  });
}
