import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_PATH, unsubscribePath } from '../../../src/shared/newsletter-consent.js';
import { registerStopLinkBodies, stopLinkRoute } from '../../http/stop-link-body.js';
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
    stopLinkRoute(form, {
      path: UNSUBSCRIBE_PATH,
      linkPath: unsubscribePath,
      stopped: 'Berhenti berlangganan.',
      stop: (token, request, reply) => api(request, reply).promo.unsubscribe({ token }),
    });
  });
}
