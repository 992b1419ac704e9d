import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../src/shared/messages.js';
import { EMBED_SOURCES } from '../../src/shared/schemas/pengaturan.js';
import type { Config } from '../config.js';
import type { ClientMode } from './client.js';

// Web security that applies to every response (docs/architecture.md §5, §6): headers, and refusing
// state-changing requests that another site's page sent.

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Where a WhatsApp chat link leads: wa.me, which forwards to api.whatsapp.com. */
const WHATSAPP_ORIGINS = ['https://wa.me', 'https://api.whatsapp.com'];

/**
 * The same headers on every answer, made once: helmet's middleware is built here, at start.
 * (@fastify/helmet built it anew for every request, parsing the policy each time: a seventh of a
 * kept page's CPU, docs/decisions/0055.)
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  client: ClientMode,
): void {
  const https = config.publicUrl.startsWith('https://');
  // Frames only from the map and video sites the Pengaturan page accepts (the settings change
  // without a restart; this policy is made once), and from whatever SHOP_* named at start.
  const embeds = [
    ...new Set(
      [
        ...Object.values(EMBED_SOURCES).flatMap((sources) => sources.map((s) => s.origin)),
        originOf(config.shop.mapEmbedUrl),
        originOf(config.shop.videoEmbedUrl),
      ].filter((o): o is string => o !== undefined),
    ),
  ];
  const applyHeaders = helmet({
    // Vite's dev server injects inline scripts and a websocket for hot reload.
    contentSecurityPolicy:
      client === 'vite'
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              // React style attributes (style={{…}}) need inline styles; no inline script.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              frameSrc: embeds.length > 0 ? embeds : ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              // The product page's WhatsApp order is a GET form to /keluar, which redirects to
              // WhatsApp: form-action holds for the redirects too (docs/product.md §10).
              formAction: ["'self'", ...WHATSAPP_ORIGINS],
              frameAncestors: ["'none'"],
              ...(https ? { upgradeInsecureRequests: [] } : {}),
            },
          },
    hsts: config.isProduction && https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, () => done());
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write whose Origin (or Sec-Fetch-Site) says another site's page sent it is refused with 403:
 * the session cookie would otherwise ride along. Clients that send no Origin (curl, server-to-
 * server, legacy tools) are not browsers acting for someone else, so they pass. The allowed
 * origin is PUBLIC_URL's (docs/architecture.md §5), or, with PUBLIC_URL unset, the request's own.
 */
export function registerCrossOriginGuard(app: FastifyInstance, config: Config): void {
  const publicOrigin = originOf(config.publicUrl);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (safeMethods.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    // The Host header is the client's to choose, so it counts only when no PUBLIC_URL says
    // where the shop lives (development on localhost or a LAN address).
    const ownOrigin = config.publicUrlConfigured
      ? undefined
      : `${request.protocol}://${request.host}`;
    const crossSite = fetchSite === 'cross-site';
    const foreignOrigin = origin !== undefined && origin !== ownOrigin && origin !== publicOrigin;
    if (crossSite || foreignOrigin) {
      request.log.warn({ origin, fetchSite }, 'cross-origin write refused');
      return reply.status(403).send({ message: messages.crossOrigin });
    }
  });
}
