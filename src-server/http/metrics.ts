import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { messages } from '../../src/shared/messages.js';
import type { Config } from '../config.js';
import type { Metrics } from '../services/metrics/metrics.js';
import type { ProcedureTimings } from '../trpc/procedure-timing.js';
import { pageRoute } from './metrics-routes.js';

// /metrics in Prometheus's text format (docs/decisions/0045). Closed by default: it answers on the
// app's port only to METRICS_TOKEN as a bearer token, and on METRICS_PORT only on 127.0.0.1
// (main.ts listens there). The response cache never keeps it (cache-key.ts).

export const METRICS_PATH = '/metrics';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The label of the route that answered: Fastify's route pattern (`/api/trpc/:path`), never the
 * address (its ids and queries would make a series each); a page the not-found handler rendered
 * by its page route (metrics-routes.ts). Every label comes from a bounded set.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return pageRoute(request.url, reply.statusCode);
  // The client build's files are a route each: one label for them all.
  return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
}

/** Whether `authorization` carries `token` as a bearer token, compared in constant time. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  // Digests of equal length: timingSafeEqual neither throws nor tells the token's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

async function answerScrape(metrics: Metrics, reply: FastifyReply) {
  const { text, contentType } = await metrics.scrape();
  return reply.header('cache-control', 'no-store').type(contentType).send(text);
}

/**
 * Counts every request by route, method and status class, and every tRPC call by procedure,
 * and serves /metrics on the app's port when a token is set. Only when metrics are on (a token
 * or a port): otherwise nothing is added to a request's path.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { config: Config; timings: ProcedureTimings },
): void {
  const { token, port } = options.config.metrics;
  if (token === undefined && port === undefined) return;
  metrics.collectProcessMetrics();
  const requests = metrics.histogram({
    name: 'etalase_http_request_duration_seconds',
    help: 'HTTP requests answered (_count) and how long each took, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'],
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        route: routeLabel(request, reply),
        method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const procedures = metrics.histogram({
    name: 'etalase_trpc_procedure_duration_seconds',
    help: 'tRPC calls (_count) and how long each took, by procedure, type and outcome.',
    labelNames: ['procedure', 'type', 'outcome'],
  });
  options.timings.observe((call, ms) => {
    const outcome = call.ok ? 'ok' : 'error';
    procedures.observe({ procedure: call.path, type: call.type, outcome }, ms / 1000);
  });
  if (token === undefined) return;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({ message: messages.metricsTokenWrong });
    }
    return answerScrape(metrics, reply);
  });
}

/**
 * The listener METRICS_PORT names (main.ts makes it listen on 127.0.0.1): /metrics without a
 * token, nothing else. Closed with `app`; made before `app` is ready.
 */
export function metricsListener(app: FastifyInstance, metrics: Metrics): FastifyInstance {
  const listener = Fastify({ loggerInstance: app.log.child({ listener: 'metrics' }) });
  listener.get(METRICS_PATH, async (_request, reply) => answerScrape(metrics, reply));
  app.addHook('onClose', async () => {
    await listener.close();
  });
  return listener;
}
