import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../trpc/context.js';
import { isPersonRequest } from '../../http/visitor.js';
import { SESSION_COOKIE } from '../../services/session/session-token.js';
import { KlikTally } from './klik-tally.js';
import { produkTarget, shopTarget, shopTopicTarget, type Target } from './klik-targets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Click-outs waiting to be written; `flush()` waits for them (tests, app close). */
    klikTally: KlikTally;
  }
}

// /keluar: every button that leaves the shop (docs/product.md §10). The target is always a link
// the shop stored (on the product, or in its settings), never one from the request, so there is
// no open redirect; a missing product, link or channel is the 404 page.

/**
 * Crawlers, link previews in chats, prefetches and HEAD requests are not clicks, nor are the
 * shop's own admins trying the buttons (signed in: a session cookie), as with the searches the
 * dashboard counts.
 */
function isClick(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.cookies[SESSION_COOKIE] === undefined &&
    isPersonRequest(request)
  );
}

export function registerKlikRedirects(app: FastifyInstance, deps: AppDeps): void {
  const { config, db, rateLimiter } = deps;

  const tally = new KlikTally({
    db,
    rateLimiter,
    timeZone: config.shop.timeZone,
    log: app.log,
  });
  app.decorate('klikTally', tally);
  app.addHook('onClose', () => tally.flush());

  /**
   * Counted after the answer, never awaited. A repeat is the same client (its address, as every
   * limit in the shop knows a client), the same product and channel within the window: another
   * user agent or query string is not another person.
   */
  function count(request: FastifyRequest, target: Target): void {
    if (!isClick(request)) return;
    const key = createHash('sha256')
      .update(JSON.stringify([request.ip, target.kanal, target.idProduk, target.detail ?? null]))
      .digest('base64url');
    tally.add({
      key,
      kanal: target.kanal,
      idProduk: target.idProduk,
      idPenawaran: target.idPenawaran ?? null,
    });
  }

  async function leave(request: FastifyRequest, reply: FastifyReply, target: Target | undefined) {
    if (!target) {
      reply.callNotFound();
      return reply;
    }
    if (target.back !== undefined)
      return reply.header('cache-control', 'no-store').redirect(target.back, 303);
    count(request, target);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .redirect(target.url, 302);
  }

  app.get<{ Params: { kanal: string } }>('/keluar/toko/:kanal', async (request, reply) =>
    leave(request, reply, await shopTarget(deps, request.params.kanal)),
  );
  app.get<{ Params: { topic: string } }>('/keluar/toko/whatsapp/:topic', async (request, reply) =>
    leave(request, reply, await shopTopicTarget(deps, request.params.topic)),
  );
  app.get<{
    Params: { id: string; kanal: string };
    Querystring: { warna?: unknown; ukuran?: unknown };
  }>('/keluar/:id/:kanal', async (request, reply) =>
    leave(
      request,
      reply,
      await produkTarget(
        deps,
        request.params.id,
        request.params.kanal,
        request.query.warna,
        request.query.ukuran,
      ),
    ),
  );
}
