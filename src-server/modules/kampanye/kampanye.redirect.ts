import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KAMPANYE_LINK_PREFIX } from '../../../src/shared/schemas/kampanye.js';
import { isPersonRequest } from '../../http/visitor.js';
import type { AppDeps } from '../../trpc/context.js';
import { SESSION_COOKIE } from '../../services/session/session-token.js';
import { CountTally } from '../../services/tally/count-tally.js';
import { findKampanyeLink, recordKampanyeKlik } from './kampanye.queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Campaign clicks waiting to be written; `flush()` waits for them (tests, app close). */
    kampanyeKlikTally: CountTally<PendingKampanyeKlik>;
  }
}

// A campaign mail's links (docs/decisions/0029): /keluar/kampanye/{kampanye}[/{produk}] counts a
// click for the campaign (and product) and sends the reader on to the product's page, or the
// shop's home. The page is found from the ids, the product must be one of the campaign's: the
// link cannot be made to lead anywhere else (no open redirect). Counted as click-outs are
// (docs/decisions/0010): after the answer, once per client and link a minute, never a crawler,
// a link preview or a signed-in admin trying the mail.

interface PendingKampanyeKlik {
  key: string;
  idKampanye: number;
  idProduk: number | null;
}

const MAX_ID = 2_147_483_647;
const REPEAT_WINDOW_MS = 60_000;
const MAX_PENDING = 1_000;

/** A row id written the plain way (`12`, not `0x0c` or `1e1`), else 0. */
function idFrom(text: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : 0;
  return id <= MAX_ID ? id : 0;
}

export function registerKampanyeRedirects(app: FastifyInstance, deps: AppDeps): void {
  const { config, db, rateLimiter } = deps;
  const tally = new CountTally<PendingKampanyeKlik>({
    rateLimiter,
    name: 'kampanye-klik',
    label: 'campaign clicks',
    windowMs: REPEAT_WINDOW_MS,
    record: (fresh) => recordKampanyeKlik(db, fresh, config.shop.timeZone),
    log: app.log,
    maxPending: MAX_PENDING,
  });
  app.decorate('kampanyeKlikTally', tally);
  app.addHook('onClose', () => tally.flush());

  async function follow(
    request: FastifyRequest,
    reply: FastifyReply,
    kampanyeParam: string,
    produkParam: string | undefined,
  ) {
    const idKampanye = idFrom(kampanyeParam);
    const idProduk = produkParam === undefined ? null : idFrom(produkParam);
    const link =
      idKampanye === 0 || idProduk === 0
        ? undefined
        : await findKampanyeLink(db, idKampanye, idProduk);
    if (!link) {
      reply.callNotFound();
      return reply;
    }
    // Only a sent campaign's readers count: the owner's test mail and preview do not.
    if (
      link.sent &&
      request.method === 'GET' &&
      request.cookies[SESSION_COOKIE] === undefined &&
      isPersonRequest(request)
    ) {
      tally.add({
        key: createHash('sha256')
          .update(JSON.stringify([request.ip, idKampanye, idProduk]))
          .digest('base64url'),
        idKampanye,
        idProduk,
      });
    }
    const path = link.produkPage && idProduk !== null ? `/detail/${idProduk}` : '/';
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .redirect(`${config.publicUrl}${path}`, 302);
  }

  app.get<{ Params: { kampanye: string } }>(
    `${KAMPANYE_LINK_PREFIX}/:kampanye`,
    async (request, reply) => follow(request, reply, request.params.kampanye, undefined),
  );
  app.get<{ Params: { kampanye: string; produk: string } }>(
    `${KAMPANYE_LINK_PREFIX}/:kampanye/:produk`,
    async (request, reply) =>
      follow(request, reply, request.params.kampanye, request.params.produk),
  );
}
