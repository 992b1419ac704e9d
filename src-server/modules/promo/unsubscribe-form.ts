import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_PATH, unsubscribePath } from '../../../src/shared/newsletter-consent.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContext, type AppDeps } from '../../trpc/context.js';

// The unsubscribe page's button (docs/product.md §10) is a plain form post, so it works in any
// mail app's browser without JavaScript: the subscription ends, and a redirect shows the result.
// A GET never unsubscribes: mail scanners open links in e-mails before people do.

export async function registerUnsubscribeForm(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (form) => {
    await form.register(formbody, { bodyLimit: 4 * 1024 });
    form.post<{ Body: Record<string, unknown> | undefined }>(
      UNSUBSCRIBE_PATH,
      async (request, reply) => {
        const token = typeof request.body?.token === 'string' ? request.body.token : '';
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        try {
          await createCaller(createContext(deps, request, reply)).promo.unsubscribe({ token });
          return await reply.redirect(`${UNSUBSCRIBE_PATH}?selesai=1`, 303);
        } catch {
          // Already used, never valid, or limited: the page says the link no longer works.
          return reply.redirect(`${unsubscribePath(encodeURIComponent(token))}&gagal=1`, 303);
        }
      },
    );
  });
}
