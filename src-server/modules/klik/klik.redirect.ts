import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isKanalKeluar,
  produkWhatsappMessage,
  whatsappLink,
  whatsappTopicMessage,
  type KanalKeluar,
} from '../../../src/shared/keluar.js';
import { discountedPrice } from '../../../src/shared/price.js';
import { findProdukById } from '../produk/produk.queries.js';
import { findWarna } from '../warna/warna.queries.js';
import type { AppDeps } from '../../trpc/context.js';
import { isPersonRequest } from '../../http/visitor.js';
import { recordKlik } from './klik.queries.js';
import { SESSION_COOKIE } from '../auth/session-token.js';

// /keluar: every button that leaves the shop (docs/product.md §10). The target is always a link
// the shop stored (on the product, or in its settings), never one from the request, so there is
// no open redirect; a missing product, link or channel is the 404 page.

/** One click per client, target and minute is counted (a double tap, a back-and-forth). */
export const REPEAT_WINDOW_MS = 60_000;

const MAX_ID = 2_147_483_647;

/** A row id written the plain way (`12`, not `0x0c` or `1e1`), else 0. */
function idFrom(text: string): number {
  const id = /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : 0;
  return id <= MAX_ID ? id : 0;
}

interface Target {
  url: string;
  kanal: KanalKeluar;
  idProduk: number | null;
}

/** Only https links leave the shop (docs/architecture.md §7); anything else is not followed. */
function safeUrl(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    // `href` is the parsed link, percent-encoded: a pasted en dash cannot break the header.
    const url = new URL(link);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

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

  async function count(request: FastifyRequest, target: Target): Promise<void> {
    if (!isClick(request)) return;
    try {
      // Kept for a minute in the limiter's store (memory or Redis), never in the database.
      // The button, not the URL: `?x=1`, `?x=2` … are the same click.
      const button = JSON.stringify([
        request.routeOptions.url,
        request.params,
        (request.query as { warna?: unknown }).warna,
      ]);
      const client = createHash('sha256')
        .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}\n${button}`)
        .digest('base64url');
      const first = await rateLimiter.hit(`klik:${client}`, {
        limit: 1,
        windowMs: REPEAT_WINDOW_MS,
      });
      if (!first.allowed) return;
      await recordKlik(db, { ...target, timeZone: config.shop.timeZone });
    } catch (error) {
      // A lost count never keeps a visitor from the shop they asked for.
      request.log.warn({ err: error }, 'click not counted');
    }
  }

  async function leave(request: FastifyRequest, reply: FastifyReply, target: Target | undefined) {
    if (!target) {
      reply.callNotFound();
      return reply;
    }
    await count(request, target);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .redirect(target.url, 302);
  }

  function shopTarget(kanal: string): Target | undefined {
    if (!isKanalKeluar(kanal)) return undefined;
    const url =
      kanal === 'whatsapp'
        ? whatsappLink(config.shop.whatsapp)
        : safeUrl(config.shop.marketplaces[kanal]);
    return url ? { url, kanal, idProduk: null } : undefined;
  }

  function shopTopicTarget(topic: string): Target | undefined {
    const message = whatsappTopicMessage(topic, config.shop.name);
    if (!message) return undefined;
    return { url: whatsappLink(config.shop.whatsapp, message), kanal: 'whatsapp', idProduk: null };
  }

  async function produkTarget(
    idParam: string,
    kanal: string,
    warnaParam: unknown,
  ): Promise<Target | undefined> {
    const id = idFrom(idParam);
    if (!isKanalKeluar(kanal) || id === 0) return undefined;
    const produk = await findProdukById(db, id);
    if (!produk) return undefined;
    if (kanal !== 'whatsapp') {
      const url = safeUrl(produk[`link_${kanal}`]);
      return url ? { url, kanal, idProduk: produk.id } : undefined;
    }
    // The colour chosen on the page, when it is one of this product's; else none.
    const idWarna = typeof warnaParam === 'string' ? idFrom(warnaParam) : 0;
    const warna = idWarna ? await findWarna(db, idWarna) : undefined;
    const colour = warna?.id_produk === produk.id ? warna : undefined;
    const page = `${config.publicUrl}/detail/${produk.id}${colour ? `?warna=${colour.id}` : ''}`;
    const message = produkWhatsappMessage(config.shop.name, {
      nama_produk: produk.nama_produk,
      price: discountedPrice(produk.harga, produk.diskon),
      url: page,
      warna: colour?.warna,
    });
    return { url: whatsappLink(config.shop.whatsapp, message), kanal, idProduk: produk.id };
  }

  app.get<{ Params: { kanal: string } }>('/keluar/toko/:kanal', (request, reply) =>
    leave(request, reply, shopTarget(request.params.kanal)),
  );
  app.get<{ Params: { topic: string } }>('/keluar/toko/whatsapp/:topic', (request, reply) =>
    leave(request, reply, shopTopicTarget(request.params.topic)),
  );
  app.get<{ Params: { id: string; kanal: string }; Querystring: { warna?: unknown } }>(
    '/keluar/:id/:kanal',
    async (request, reply) =>
      leave(
        request,
        reply,
        await produkTarget(request.params.id, request.params.kanal, request.query.warna),
      ),
  );
}
