import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { registerClient, type ClientMode } from './http/client.js';
import { registerErrorHandling } from './http/errors.js';
import { registerHealthRoutes } from './http/health.js';
import { registerImageRoutes } from './http/images.js';
import { RateLimiter } from './http/rate-limiter.js';
import { callerFactory, type RestOptions } from './http/rest.js';
import { faqRest } from './modules/faq/faq.rest.js';
import { produkRest } from './modules/produk/produk.rest.js';
import { promoRest } from './modules/promo/promo.rest.js';
import { testimoniRest } from './modules/testimoni/testimoni.rest.js';
import { ukuranRest } from './modules/ukuran/ukuran.rest.js';
import { warnaRest } from './modules/warna/warna.rest.js';
import { LocalDiskStorage } from './storage/local-disk-storage.js';
import type { Storage } from './storage/storage.js';
import { appRouter, type AppRouter } from './trpc/app-router.js';
import { createContext, type AppDeps } from './trpc/context.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  storage?: Storage;
  client?: ClientMode;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole app without listening (STYLE: only main.ts listens). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const deps: AppDeps = {
    config,
    db,
    storage: options.storage ?? new LocalDiskStorage(config.uploadDir),
    rateLimiter: new RateLimiter(),
  };

  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    // A caller's (or load balancer's) request id is kept only when it is harmless to log and
    // echo; otherwise one is made. Fastify would take the header verbatim, so it is read here.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming)
        ? incoming
        : randomUUID();
    },
    routerOptions: { maxParamLength: 1000, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Probes hit these every few seconds; their lines would drown the useful ones.
    logController: new LogController({
      disableRequestLogging: (req: { url?: string }) =>
        req.url === '/healthz' || req.url === '/readyz',
    }),
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyCookie);
  registerErrorHandling(app);
  registerHealthRoutes(app, db);
  await registerImageRoutes(app, config.uploadDir);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  const rest: RestOptions = { api: callerFactory(deps) };
  await app.register(
    (api, _opts, done) => {
      for (const routes of [produkRest, warnaRest, ukuranRest, testimoniRest, faqRest, promoRest]) {
        routes(api, rest);
      }
      done();
    },
    { prefix: '/api' },
  );

  await registerClient(app, options.client ?? 'none');
  return app;
}
