import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { QueryClient } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { copy } from '../../src/shared/copy.js';
import { messages } from '../../src/shared/messages.js';
import { pageAddress } from '../../src/shared/page-query.js';
import { clientDistDir, projectRoot, serverDistDir } from '../paths.js';
import type { AppRouter } from '../app-router.js';
import { createContext, type AppDeps } from '../trpc/context.js';
import { slashlessAddress } from './trailing-slash.js';
import { registerAdminPages } from './admin-pages.js';
import { fillTemplate } from './page-template.js';
import { hasControlCharacter, isPreviewAddress } from './cache-key.js';
import type { RenderPage } from './ssr-contract.js';
import type { CallerFor } from './rest.js';

// Serves the React app: every path that is not an API, image or file gets a page rendered on
// the server with its data (docs/architecture.md §8). The build in production, Vite's dev server (with hot
// reload) in development, nothing in API tests.

/**
 * `static`: the build; `vite`: the dev server; `none`: API only; or a render function and page
 * template given directly (tests render pages from the source this way).
 */
export type ClientMode =
  'static' | 'vite' | 'none' | { render: RenderPage; template: string; adminTemplate?: string };

interface Renderer {
  template(url: string): Promise<string>;
  /** The admin area's page: an empty shell the admin bundle renders into (docs/architecture.md §8). */
  adminTemplate(url: string): Promise<string>;
  render: RenderPage;
  fixStack?(error: Error): void;
}

/** A path no route has: rendering it renders the 404 page (with status 404). */
const NOT_FOUND_PATH = '/404';

/** Whether a failed prefetch was refused as invalid input (tRPC's BAD_REQUEST). */
function isBadInput(error: unknown): boolean {
  const e = error as { code?: unknown; data?: { code?: unknown } } | null;
  return e?.code === 'BAD_REQUEST' || e?.data?.code === 'BAD_REQUEST';
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

function apiNotFound(reply: FastifyReply) {
  return reply.status(404).send({ message: messages.routeNotFound });
}

/** The app's procedures, which the composition hands over: pages read their data through them. */
export interface PageProcedures {
  router: AppRouter;
  api: CallerFor;
}

export async function registerClient(
  app: FastifyInstance,
  mode: ClientMode,
  deps: AppDeps,
  procedures: PageProcedures,
): Promise<void> {
  if (mode === 'none') {
    app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
    return;
  }
  const load: () => Promise<Renderer> =
    typeof mode === 'object'
      ? () =>
          Promise.resolve({
            render: mode.render,
            template: () => Promise.resolve(mode.template),
            adminTemplate: () => Promise.resolve(mode.adminTemplate ?? mode.template),
          })
      : mode === 'vite'
        ? await viteRenderer(app)
        : await staticRenderer(app);

  // The spec's FAQ path is /FAQ; the lower-case one is what people type.
  app.get('/faq', (_request, reply) => reply.redirect('/FAQ', 301));

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const renderer = await load();
    const helpers = () =>
      createServerSideHelpers({
        router: procedures.router,
        ctx: createContext(deps, request, reply),
        queryClient: new QueryClient({
          defaultOptions: { queries: { staleTime: 60_000, retry: false } },
        }),
      });
    // The page as it reads its address: a click id or a stray parameter never reaches its
    // markup (src/shared/page-query.ts). A path with a line break or another control character
    // names no page.
    const url = hasControlCharacter(request.url) ? NOT_FOUND_PATH : pageAddress(request.url);
    try {
      // A parameter no real value has (a NUL byte, an over-long category) is bad input, not an
      // outage: such a page does not exist (docs/architecture.md §7).
      const page = await renderer.render({ url, helpers: helpers() }).catch((error: unknown) => {
        if (!isBadInput(error)) throw error;
        return renderer.render({ url: NOT_FOUND_PATH, helpers: helpers() });
      });
      const template = await renderer.template(url);
      const html = fillTemplate(template, page);
      return await reply
        .status(page.status)
        .header(
          'cache-control',
          isPreviewAddress(request.url)
            ? 'private, no-store'
            : (reply.getHeader('cache-control') ?? 'no-cache'),
        )
        .type('text/html; charset=utf-8')
        .send(html);
    } catch (error) {
      if (error instanceof Error) renderer.fixStack?.(error);
      request.log.error({ err: error }, 'page render failed');
      return reply.status(503).type('text/html; charset=utf-8').send(failurePage);
    }
  };

  await registerAdminPages(app, deps, {
    api: procedures.api,
    renderPage,
    adminPage: async (url) => (await load()).adminTemplate(url),
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(reply);
    }
    const slashless = slashlessAddress(request.url);
    if (slashless !== undefined) return reply.redirect(slashless, 301);
    return renderPage(request, reply);
  });
}

/** A page of its own, without the app: for when the app cannot render one. */
export function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#2d2a26"><h1>${title}</h1><p>${text}</p><p><a href="/">${copy.notFound.backHome}</a></p></body></html>`;
}

/** What a visitor sees when a page cannot be rendered at all (e.g. the database is down). */
const failurePage = plainPage(copy.unavailable.title, messages.unavailable);

/**
 * Files of the client build a browser may fetch: not the page templates (only ever served
 * rendered), not the source maps (built for the size check, never published) and not the build
 * manifest (`.vite/`, read by the server; it names every source file, the admin's too).
 */
export function isServedClientFile(pathName: string): boolean {
  return (
    pathName !== '/index.html' &&
    pathName !== '/admin.html' &&
    !pathName.endsWith('.map') &&
    !pathName.startsWith('/.')
  );
}

/**
 * The page template with the built stylesheet inside it instead of linked: a page paints without
 * waiting for a second request (issue 9: nothing render-blocking that can be inlined). Its
 * `url(./…)` references are relative to assets/, so they are made absolute.
 */
export async function inlineStylesheet(template: string, clientDir: string): Promise<string> {
  const link = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  if (!link?.[1]) return template;
  const css = await fs.readFile(path.join(clientDir, link[1]), 'utf8');
  if (/<\/style/i.test(css)) return template;
  const inline = css.replace(/url\(\.\//g, 'url(/assets/');
  return template.replace(link[0], () => `<style>${inline}</style>`);
}

async function staticRenderer(app: FastifyInstance): Promise<() => Promise<Renderer>> {
  const built = await fs.readFile(path.join(clientDistDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`The client is not built (${clientDistDir}); run \`npm run build\`.`);
  });
  const template = await inlineStylesheet(built, clientDistDir);
  const entry = (await import(pathToFileURL(path.join(serverDistDir, 'entry-server.js')).href)) as {
    render: RenderPage;
  };
  await app.register(fastifyStatic, {
    root: clientDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    allowedPath: isServedClientFile,
    setHeaders(reply, filePath) {
      // Vite puts content hashes in every name under assets/, so they never change.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  const adminTemplate = await fs.readFile(path.join(clientDistDir, 'admin.html'), 'utf8');
  const renderer: Renderer = {
    template: () => Promise.resolve(template),
    adminTemplate: () => Promise.resolve(adminTemplate),
    render: entry.render,
  };
  return () => Promise.resolve(renderer);
}

async function viteRenderer(app: FastifyInstance): Promise<() => Promise<Renderer>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: projectRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  // Loaded per request, so edits to pages show up on the next reload.
  return async () => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage };
    return {
      render: entry.render,
      template: async (url: string) =>
        vite.transformIndexHtml(
          url,
          await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8'),
        ),
      adminTemplate: async (url: string) =>
        vite.transformIndexHtml(
          url,
          await fs.readFile(path.join(projectRoot, 'admin.html'), 'utf8'),
        ),
      fixStack: (error) => {
        vite.ssrFixStacktrace(error);
      },
    };
  };
}
