import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_PATH, unsubscribePath } from '../../../src/shared/newsletter-consent.js';
import { isOneClick, registerStopLinkBodies } from '../../http/stop-link-body.js';
import type { CallerFor } from '../../http/rest.js';

// The unsubscribe page's button (docs/product.md §10) is a plain form post, so it works in any
// mail app's browser without JavaScript: the subscription ends, and a redirect shows the result.
// A GET never unsubscribes: mail scanners open links in e-mails before people do.
// The same address takes the one-click POST of RFC 8058 (the List-Unsubscribe header of every
// e-mail and campaign, docs/decisions/0025): the token in the link's query,
// `List-Unsubscribe=One-Click` in the body (urlencoded or multipart, as mailbox providers post it)
// or no body at all, no login and no page, so it answers 200 (or 404 for a link that no longer
// works).

export async function registerUnsubscribeForm(app: FastifyInstance, api: CallerFor): Promise<void> {
  await app.register(async (form) => {
    await registerStopLinkBodies(form);
    form.post<{ Body: Record<string, unknown> | undefined; Querystring: { token?: unknown } }>(
      UNSUBSCRIBE_PATH,
      async (request, reply) => {
        const fromBody = request.body?.token;
        const fromQuery = request.query.token;
        const token =
          typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : '';
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        if (isOneClick(request.body)) {
          try {
            await api(request, reply).promo.unsubscribe({ token });
            return await reply.type('text/plain; charset=utf-8').send('Berhenti berlangganan.');
          } catch {
            return reply.code(404).type('text/plain; charset=utf-8').send('Tautan tidak berlaku.');
          }
        }
        try {
          await api(request, reply).promo.unsubscribe({ token });
          return await reply.redirect(`${UNSUBSCRIBE_PATH}?selesai=1`, 303);
        } catch {
          // Already used, never valid, or limited: the page says the link no longer works.
          return reply.redirect(`${unsubscribePath(encodeURIComponent(token))}&gagal=1`, 303);
        }
      },
    );
  });
}
