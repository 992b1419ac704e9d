import formbody from '@fastify/formbody';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_HOME,
  LOGIN_PATH,
  loginPath,
  safeAdminPath,
  type LoginReason,
} from '../../src/shared/admin-paths.js';
import { escapeJsonForHtml } from '../../src/shared/escape-json.js';
import { resolveSessionUser } from '../services/session/session.js';
import { createContext, type AppDeps } from '../trpc/context.js';
import type { CallerFor } from './rest.js';
import { MAIN_ADMIN_ID } from '../../src/shared/roles.js';

// The login page and the admin area's door (docs/architecture.md §5, §8). The server decides: without a
// live session no admin code is sent, only a redirect to /login; with one, /login is skipped.

export interface AdminPageRenderers {
  /** Renders a public page (the login page is one) with the storefront's server renderer. */
  renderPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** The admin shell's HTML for `url`. */
  adminPage: (url: string) => Promise<string>;
  /** The procedures, as the login form calls them. */
  api: CallerFor;
}

/** Never indexed, never kept by a browser or proxy: the pages change with who is logged in. */
function privatePage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}

/** `next` from the query string. Given twice it arrives as an array, and then counts as none. */
function queryNext(query: { next?: unknown }): string | undefined {
  return typeof query.next === 'string' ? query.next : undefined;
}

function reasonFor(error: unknown): LoginReason {
  if (!(error instanceof TRPCError)) return 'gagal';
  switch (getHTTPStatusCodeFromError(error)) {
    case 401:
      return 'kredensial';
    case 429:
      return 'terlalu-sering';
    case 500:
    case 503:
      return 'gangguan';
    default:
      return 'gagal';
  }
}

export async function registerAdminPages(
  app: FastifyInstance,
  deps: AppDeps,
  { renderPage, adminPage, api }: AdminPageRenderers,
): Promise<void> {
  const sessionUser = (request: FastifyRequest, reply: FastifyReply) =>
    resolveSessionUser(createContext(deps, request, reply));

  app.get<{ Querystring: { next?: unknown } }>(LOGIN_PATH, async (request, reply) => {
    if (await sessionUser(request, reply)) {
      return privatePage(reply).redirect(safeAdminPath(queryNext(request.query)), 302);
    }
    privatePage(reply);
    return renderPage(request, reply);
  });

  const adminShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await sessionUser(request, reply);
    if (!user) return privatePage(reply).redirect(loginPath({ next: request.url }), 302);
    const me = { ...user, isMainAdmin: user.id === MAIN_ADMIN_ID };
    const html = (await adminPage(request.url)).replace('<!--admin-me-->', () =>
      escapeJsonForHtml(JSON.stringify(me)),
    );
    return privatePage(reply).type('text/html; charset=utf-8').send(html);
  };
  app.get(ADMIN_HOME, adminShell);
  app.get(`${ADMIN_HOME}/*`, adminShell);

  // The login form works before the page's JavaScript has loaded: a plain form post, answered
  // with a redirect (to the admin area, or back to the form with the reason it failed).
  await app.register(async (form) => {
    await form.register(formbody, { bodyLimit: 16 * 1024 });
    form.post<{ Body: Record<string, unknown> | undefined; Querystring: { next?: unknown } }>(
      LOGIN_PATH,
      async (request, reply) => {
        const body = request.body ?? {};
        const next = safeAdminPath(
          typeof body.next === 'string' ? body.next : queryNext(request.query),
        );
        try {
          await api(request, reply).auth.login({
            username: typeof body.username === 'string' ? body.username : '',
            password: typeof body.password === 'string' ? body.password : '',
          });
          return await privatePage(reply).redirect(next, 303);
        } catch (error) {
          const reason = reasonFor(error);
          const retryAfter = Number(reply.getHeader('retry-after'));
          return privatePage(reply).redirect(
            loginPath({
              next,
              reason,
              ...(reason === 'terlalu-sering' && retryAfter > 0 && { wait: retryAfter }),
            }),
            303,
          );
        }
      },
    );
  });
}
