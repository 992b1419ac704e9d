import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type RawServerDefault,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { Config } from './config.js';
import { CacheRegistry } from './services/change-feed/cache-registry.js';
import { ChangeFeed } from './services/change-feed/change-feed.js';
import type { Db } from './db/connect.js';
import { registerClient, type ClientMode } from './http/client.js';
import { registerAppIcons } from './http/app-icons.js';
import { registerSeoRoutes } from './modules/produk/seo.js';
import { registerShareImages } from './modules/produk/share-images.js';
import { registerErrorHandling } from './http/errors.js';
import { registerCloseAfterAnswer } from './http/graceful-close.js';
import { redactedRequest } from './http/log-redaction.js';
import { registerHealthRoutes } from './http/health.js';
import { answerUnroutable } from './http/unroutable.js';
import { registerImageRoutes } from './http/images.js';
import { metricsListener, registerMetrics } from './http/metrics.js';
import {
  registerBackupReadings,
  registerCacheReadings,
  registerJobReadings,
  registerMemoryReadings,
  registerOutboxReadings,
  registerPoolReadings,
} from './http/metrics-readings.js';
import { registerStagedPhotos } from './http/staged-photos.js';
import { registerLihatDiToko } from './modules/produk/lihat-di-toko.js';
import { isPreviewAddress, withoutForeignColour } from './http/cache-key.js';
import { registerResponseCache, type ResponseCache } from './http/response-cache.js';
import {
  createCatalogueCache,
  isColourOf,
  keptCatalogue,
} from './modules/catalogue/catalogue.queries.js';
import { registerLegacyBodyParsers } from './http/legacy-body.js';
import type { RateLimiter } from './http/rate-limiter.js';
import { createRateLimiter } from './http/rate-limiter-redis.js';
import { accessGuard, type CallerFor, type RestOptions } from './http/rest.js';
import { registerCrossOriginGuard, registerSecurityHeaders } from './http/security.js';
import { registerTrpcTransportGuards } from './http/trpc-transport.js';
import { faqRest } from './modules/faq/faq.rest.js';
import { registerProdukViews } from './modules/klik/dilihat.hook.js';
import { registerKlikRedirects } from './modules/klik/klik.redirect.js';
import { registerKampanyeRedirects } from './modules/kampanye/kampanye.redirect.js';
import { visitorKeys } from './modules/klik/visitor-key.js';
import { createSearchCaches } from './modules/search/index.js';
import { createSearchTally, type SearchTally } from './modules/search/search-tally.js';
import { ShopSettingsSource } from './modules/site/shop-settings.js';
import { registerKabarStokForms } from './modules/kabar-stok/kabar-stok.rest.js';
import { registerUnsubscribeForm } from './modules/promo/unsubscribe-form.js';
import { produkRest } from './modules/produk/produk.rest.js';
import { produkPart } from './modules/produk/produk-parts.js';
import { scheduleJob } from './modules/produk/jadwal-tayang.js';
import { riwayatPurgeJob } from './modules/riwayat/riwayat-purge.js';
import {
  smtpSecrets,
  smtpTransport,
  OUTBOX_JOB,
  outboxJob,
  type MailTransport,
  type WorkerOptions,
} from './services/outbox/worker.js';
import { composeDeps, registerMailKinds } from './services/outbox/compose.js';
import { kabarStokMailKinds } from './modules/kabar-stok/kabar-stok-mail.js';
import { kampanyeMailKinds } from './modules/kampanye/kampanye-compose.js';
import { promoMailKinds } from './modules/promo/promo-compose.js';
import { registerConfirmLink } from './modules/promo/confirm-link.js';
import { promoRest } from './modules/promo/promo.rest.js';
import { testimoniRest } from './modules/testimoni/testimoni.rest.js';
import { ukuranRest } from './modules/ukuran/ukuran.rest.js';
import { userRest } from './modules/user/user.rest.js';
import { warnaRest } from './modules/warna/warna.rest.js';
import { registerAllSampahKinds } from './sampah-kinds.js';
import { registerAllKembalikanKinds } from './riwayat-kinds.js';
import { cdnPurgeJob, purgeOnPublish } from './services/cdn/cdn-purge-job.js';
import { JobQueue } from './services/jobs/job-queue.js';
import { Metrics } from './services/metrics/metrics.js';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';
import { appRouter, callerFactory, type AppRouter } from './app-router.js';
import { createContext, type AppDeps } from './trpc/context.js';
import { createKeptReads } from './trpc/kept-reads.js';
import { ProcedureTimings } from './trpc/procedure-timing.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Where images live; without one, the settings' (createStorage), closed with the app. */
  storage?: Storage;
  /** Without one, the settings' (Redis with REDIS_URL, else memory), closed with the app. */
  rateLimiter?: RateLimiter;
  client?: ClientMode;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /**
   * How this instance hears of content changes. Without one, only its own writes count: right
   * for the embedded database (one process) and for tests; main.ts listens on PostgreSQL.
   */
  changes?: ChangeFeed;
  /** The clock the announcement's start and end are timed by; tests move it. */
  clock?: () => number;
  /**
   * Whether this instance keeps the schedule's timer (on by default); a test that moves the
   * schedule itself turns it off.
   */
  scheduleTimer?: boolean;
  /**
   * How this instance hands mail over: without one, SMTP_URL's (nodemailer), and no worker
   * at all without SMTP_URL (the mail waits in Kotak keluar). Tests give their own.
   */
  mailTransport?: MailTransport;
  /** The outbox worker's options (tests: short backoff and poll). */
  mailWorker?: Partial<
    Pick<WorkerOptions, 'maxAttempts' | 'baseBackoffMs' | 'leaseMs' | 'campaignPerMinute'>
  > & {
    pollMs?: number;
  };
  /**
   * The longest wait of any job's poll (ms; pg-boss polls no faster than every 500 ms): tests
   * shorten it so nothing waits for the production intervals.
   */
  jobPollMs?: number;
  /** Told of every route as it is added: the property tests send hostile input to each one. */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Searches waiting to be counted; `flush()` waits for them (tests, app close). */
    searchTally: SearchTally;
    /** What the response cache holds (tests, the soak's report). */
    responseCache: ResponseCache;
    /** Every cache of the app, named, sized and counted (deps.caches). */
    caches: CacheRegistry;
    /** Each tRPC procedure's calls and times so far (trpc/procedure-timing.ts). */
    procedureTimings: ProcedureTimings;
    /** The background jobs' queue (services/jobs); main.ts adds its own before the app is ready. */
    jobs: JobQueue;
    /** What /metrics shows; anything may add a reading (services/metrics, docs/decisions/0045). */
    metrics: Metrics;
    /** METRICS_PORT's listener, for main.ts to listen on 127.0.0.1; none without that setting. */
    metricsListener: FastifyInstance | undefined;
  }
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Request lines log the URL without secrets in it (http/log-redaction.ts). */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { req: redactedRequest, ...logger.serializers } };
}

/**
 * Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client that sends the
 * header itself), so a count becomes proxy-addr's hop rule: the nearest `n` hops are proxies.
 * Safe only when the app is reachable through those proxies alone (README, TRUST_PROXY).
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The server's own options: logging, proxies, timeouts, request ids, limits (buildApp). */
function serverOptions(options: BuildAppOptions): FastifyHttpOptions<RawServerDefault> {
  const { config } = options;
  return {
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: withRedaction(options.logger ?? { level: config.logLevel }) }),
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow or stalled clients are cut off (issue 8 item 4): the request must arrive whole in
    // time (else 408), and connections idle in the middle of a request or between two close.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // How often Node looks for requests past those two limits (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, config.http.headersTimeoutMs),
    },
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
    frameworkErrors: answerUnroutable,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Probes hit these every few seconds; their lines would drown the useful ones.
    logController: new LogController({
      disableRequestLogging: (req: { url?: string }) =>
        req.url === '/healthz' || req.url === '/readyz',
    }),
  };
}

/** Builds the whole app without listening (docs/conventions.md: only main.ts listens). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  registerAllSampahKinds();
  registerAllKembalikanKinds();
  // The outbox knows no feature: each says how its kinds of mail are made (services/outbox).
  registerMailKinds({ ...promoMailKinds, ...kabarStokMailKinds, ...kampanyeMailKinds });
  const app = Fastify(serverOptions(options));
  const changes = options.changes ?? new ChangeFeed({ live: true });
  const rateLimiter = options.rateLimiter ?? (await createRateLimiter(config, app.log));
  // Every cache is made here, with the app, and registered: none outlives it or is shared.
  const caches = new CacheRegistry();
  const searchCaches = createSearchCaches(changes);
  const jobs = new JobQueue({
    db,
    log: app.log,
    ...(options.jobPollMs !== undefined && { maxPollMs: options.jobPollMs }),
  });
  const deps: AppDeps = {
    config,
    db,
    storage: options.storage ?? (await createStorage(config)),
    rateLimiter,
    changes,
    visitorKey: visitorKeys(config),
    timings: new ProcedureTimings({ slowMs: config.slowProcedureMs }),
    searchTally: createSearchTally({
      db,
      rateLimiter,
      timeZone: config.shop.timeZone,
      log: app.log,
    }),
    produkPart,
    searchCaches,
    caches,
    keptReads: caches.register(createKeptReads(changes)),
    catalogueCache: caches.register(createCatalogueCache(changes)),
    jobs,
    settings: new ShopSettingsSource({
      db,
      changes,
      config,
      ...(options.clock && { now: options.clock }),
    }),
  };
  caches.register(searchCaches.pages);
  caches.register(searchCaches.dictionary);
  caches.register(searchCaches.synonyms);
  const api = callerFactory(deps);
  // What was made here is let go here; what the caller gave, the caller closes.
  app.decorate('shopSettings', deps.settings);
  app.decorate('searchTally', deps.searchTally);
  app.decorate('procedureTimings', deps.timings);
  app.decorate('caches', caches);
  app.addHook('onClose', async () => {
    await deps.searchTally.flush();
    deps.settings.close();
    if (!options.rateLimiter) await deps.rateLimiter.close();
    if (!options.storage) await deps.storage.close?.();
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // The background jobs read tables: the queue starts when the app is ready, which the caller
  // makes it only once the database is (main.ts: after prepareDatabase and its migrations), so
  // none reads a table a migration has yet to make (issue 29). main.ts adds the sweeps, the
  // Sampah purge and the table maintenance before then (docs/decisions/0030).
  app.decorate('jobs', jobs);
  // Scheduled products appear and disappear on time, the kept pages renewed (jadwal-tayang.ts).
  if (options.scheduleTimer ?? true) jobs.define(scheduleJob({ db, changes, log: app.log }));
  // The history's entries older than 12 months go (riwayat-purge.ts).
  jobs.define(riwayatPurgeJob({ db, log: app.log }));
  // Each change written here purges its tags at the CDN in front (docs/decisions/0044).
  const cdnPurge = config.cdn && cdnPurgeJob(config.cdn, app.log);
  if (cdnPurge) {
    jobs.define(cdnPurge);
    purgeOnPublish(changes, jobs, app.log);
  }
  // The outbox is sent where there is somewhere to send it (services/outbox/worker.ts).
  const transport =
    options.mailTransport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined);
  if (transport) {
    jobs.define(
      outboxJob({
        compose: composeDeps(deps),
        transport,
        from: config.mail.from,
        secrets: smtpSecrets(config.mail.smtpUrl),
        log: app.log,
        campaignPerMinute: config.mail.campaignPerMinute,
        ...options.mailWorker,
      }),
    );
    // Mail is written by requests that change something, and sent once they are answered (their
    // transaction committed): such an answer wakes the outbox rather than leave it to the poll.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        jobs.nudge(OUTBOX_JOB);
      }
      done();
    });
  }
  app.addHook('onReady', async () => {
    await jobs.startOrWait();
  });
  const metrics = appMetrics(app, deps, jobs);
  app.decorate('metrics', metrics);
  app.decorate(
    'metricsListener',
    config.metrics.port === undefined ? undefined : metricsListener(app, metrics),
  );
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport?.close?.();
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerCloseAfterAnswer(app);

  const client = options.client ?? 'none';
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Pages are made per request: a light brotli level keeps compression cheap on two cores.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config, client);
  // After the security headers (a kept answer gets them too) and the cookie parser.
  const responseCache = registerResponseCache(app, deps.changes, {
    enabled: config.responseCache,
    cdn: config.cdn,
    keptAddress: (address) =>
      withoutForeignColour(address, async (produkId, warnaId) =>
        isColourOf(await keptCatalogue(db, deps.catalogueCache), produkId, warnaId),
      ).catch(() => address),
  });
  caches.register(responseCache, 'the products a change names (else every change)');
  app.decorate('responseCache', responseCache);
  // Where every answer passes, kept ones included (docs/decisions/0010).
  registerProdukViews(app, deps, deps.visitorKey);
  registerCrossOriginGuard(app, config);
  registerErrorHandling(app);
  registerHealthRoutes(app, db);
  await registerImageRoutes(app, deps.storage);
  registerStagedPhotos(app, deps);
  registerLihatDiToko(app, deps, api);

  await registerApi(app, deps, api);

  registerSeoRoutes(app, deps);
  registerKlikRedirects(app, deps);
  registerKampanyeRedirects(app, deps);
  await registerUnsubscribeForm(app, api);
  await registerKabarStokForms(app, deps, api);
  registerConfirmLink(app, deps);
  registerAppIcons(app, deps);
  registerShareImages(app, deps);
  await registerClient(app, client, deps, { router: appRouter, api });
  return app;
}

/** The app's metrics: each request and procedure, and the state read when scraped. */
function appMetrics(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): Metrics {
  const metrics = new Metrics({ log: app.log });
  registerMetrics(app, metrics, { config: deps.config, timings: deps.timings });
  registerCacheReadings(metrics, deps.caches);
  registerJobReadings(metrics, jobs);
  registerOutboxReadings(metrics, deps.db);
  registerPoolReadings(metrics, deps.db);
  registerMemoryReadings(metrics, deps.db);
  registerBackupReadings(metrics, deps.db);
  return metrics;
}

/** /api: tRPC at /api/trpc and the legacy REST adapters, never kept by a browser or proxy. */
async function registerApi(app: FastifyInstance, deps: AppDeps, api: CallerFor): Promise<void> {
  await app.register(
    async (scope) => {
      // Answers depend on who asks (sessions) and change with every admin edit.
      scope.addHook('onSend', async (request, reply) => {
        // A preview read (a product's preview link) shows what visitors do not see: private too.
        if (isPreviewAddress(request.url)) void reply.header('cache-control', 'private, no-store');
        else if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      });

      await scope.register(
        async (trpc) => {
          registerTrpcTransportGuards(trpc);
          await trpc.register(fastifyTRPCPlugin, {
            trpcOptions: {
              router: appRouter,
              createContext: ({ req, res }) => createContext(deps, req, res),
              onError: ({ error, path, req }) => {
                if (error.code === 'INTERNAL_SERVER_ERROR') {
                  req.log.error({ err: error, path }, 'procedure failed');
                }
              },
            } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
          });
        },
        { prefix: '/trpc' },
      );

      await scope.register(async (legacy) => {
        await registerLegacyBodyParsers(legacy);
        const rest: RestOptions = { api, guard: accessGuard(deps, appRouter) };
        for (const routes of [
          produkRest,
          warnaRest,
          ukuranRest,
          testimoniRest,
          faqRest,
          promoRest,
          userRest,
        ]) {
          routes(legacy, rest);
        }
      });
    },
    { prefix: '/api' },
  );
}
