import { initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { messages } from '../../src/shared/messages.js';
import { MAIN_ADMIN_ID } from '../../src/shared/roles.js';
import { ANY_CHANGE, type Change } from '../services/change-feed/change-feed.js';
import { runAsPelaku } from '../db/pelaku.js';
import type { RateLimitRule } from '../http/rate-limiter.js';
import { resolveSessionUser } from '../services/session/session.js';
import type { SessionUser } from '../services/session/session.queries.js';
import { isStorageUnavailable } from '../storage/storage.js';
import type { Context } from './context.js';
import { isPreviewRead, keptReadKey, keptReadsFor } from './kept-reads.js';
import { noteShown, type Shows } from './shown-produk.js';
import { isDatabaseUnavailable, isRefusedValue } from '../db/pg-errors.js';
import { publicMessage, zodIssues } from './errors.js';

// The one initTRPC. The procedure builders at the bottom are the only place where roles are
// decided (docs/architecture.md §5, docs/conventions.md rule 2): resolvers never check roles themselves.

/** Who may call a procedure; the REST adapters read it to refuse before reading a body. */
export type Access = 'admin' | 'mainAdmin';
export interface ProcedureMeta {
  access?: Access;
  /** What of the catalogue a public read shows (shown-produk.ts); unsaid, anything. */
  shows?: Shows;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    errorFormatter({ shape, error }) {
      return {
        message: publicMessage(error),
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: error.cause instanceof z.ZodError ? zodIssues(error.cause) : undefined,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

type MiddlewareResult = Awaited<ReturnType<Parameters<typeof t.middleware>[0]>>;

/**
 * A value PostgreSQL refuses is a 400; a database that cannot be reached a 503 (docs/architecture.md
 * §4, §7). Throws those; hands back any other result as it is.
 */
function withAvailability(result: MiddlewareResult): MiddlewareResult {
  if (!result.ok && isRefusedValue(result.error.cause)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: messages.invalidInput,
      cause: result.error,
    });
  }
  // Images in S3 that cannot be reached are the same kind of outage (docs/decisions/0009).
  if (
    !result.ok &&
    (isDatabaseUnavailable(result.error.cause) || isStorageUnavailable(result.error.cause))
  ) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.unavailable,
      cause: result.error,
    });
  }
  return result;
}

/**
 * Every procedure's first step: its time (procedure-timing.ts), the outages above, and a
 * visitor's read of the catalogue made once until the catalogue changes (kept-reads.ts). One
 * middleware, not three: each step of tRPC's chain copies the context, eight times for a product
 * page's reads (issue 18 item 2).
 */
const publicRead = t.middleware(async (call) => {
  const { ctx, path, type, meta } = call;
  const result = await timed(ctx, { path, type }, () => visitorRead(call));
  // What the answer shows, for the response cache to keep it past other products' changes.
  if (type === 'query' && ctx.sessionToken === undefined) {
    const shows = result.ok ? meta?.shows : undefined;
    // Read only where it says something: a call refused before its input was read (a 401 to
    // input that cannot be parsed) keeps its answer.
    const input = shows === 'inputProduk' ? await call.getRawInput() : undefined;
    noteShown(ctx.req, shows, input, result.ok ? result.data : undefined);
  }
  return result;
});

/** Runs the call, and counts its time whatever becomes of it (an outage throws). */
async function timed(
  ctx: Context,
  call: { path: string; type: string },
  run: () => Promise<MiddlewareResult>,
): Promise<MiddlewareResult> {
  const started = performance.now();
  let ok = false;
  try {
    const result = await run();
    ok = result.ok;
    return result;
  } finally {
    ctx.timings.record({ ...call, ok }, performance.now() - started, ctx.log);
  }
}

async function visitorRead({
  ctx,
  path,
  type,
  meta,
  getRawInput,
  next,
}: Parameters<Parameters<typeof t.middleware>[0]>[0]): Promise<MiddlewareResult> {
  const keeper = keptReadsFor(ctx, { path, type, hasAccessRule: meta?.access !== undefined });
  if (!keeper) return withAvailability(await next());
  const rawInput = await getRawInput();
  if (isPreviewRead(rawInput)) return withAvailability(await next());
  try {
    return await keeper.get(keptReadKey(path, rawInput), async () => {
      const result = withAvailability(await next());
      // A failure is not kept (the keeper forgets a rejected answer); its callers get it.
      if (!result.ok) throw new FailedRead(result);
      // tRPC hands the call's context back with its answer: kept, it would hold this request's
      // context (its database, caches, request) for every later reader, and be counted in the
      // keeper's bytes. The answer is all a later reader needs.
      return { marker: result.marker, ok: true, data: result.data };
    });
  } catch (error) {
    if (error instanceof FailedRead) return error.result;
    throw error;
  }
}

/** Carries a failed read's result out of the keeper, which keeps only what succeeds. */
class FailedRead extends Error {
  constructor(readonly result: MiddlewareResult) {
    super('failed read');
  }
}

export const publicProcedure = t.procedure.use(publicRead);

/**
 * The one check of who may call what: `admin` needs a live session (the browser's flags count
 * for nothing), `mainAdmin` that session to be user 1's. Throws 401 or 403; answers the user.
 */
export async function checkAccess(ctx: Context, access: Access): Promise<SessionUser> {
  const user = await resolveSessionUser(ctx);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.loginRequired });
  if (access === 'mainAdmin' && user.id !== MAIN_ADMIN_ID) {
    throw new TRPCError({ code: 'FORBIDDEN', message: messages.mainAdminOnly });
  }
  return user;
}

function procedureFor(access: Access, changesShop = true) {
  return publicProcedure.meta({ access }).use(async ({ ctx, type, next }) => {
    const user = await checkAccess(ctx, access);
    const change = new ChangeScope();
    // Every database write the call makes is history under this admin's name (db/pelaku.ts).
    const result = await runAsPelaku(user, () => next({ ctx: { user, change } }));
    // Admin writes are the only way the shop's content changes, so each one that succeeds
    // (committed by now) drops the pages and answers kept for visitors, on every instance:
    // all of them, or those showing the products the write says it alone touched.
    if (changesShop && type === 'mutation' && result.ok) {
      await ctx.changes.publish(ctx.db, ctx.log, change.value);
    }
    return result;
  });
}

/** What an admin write says it touched; unsaid, anything (services/change-feed/change-feed.ts). */
export class ChangeScope {
  #value: Change = ANY_CHANGE;

  /**
   * The write touches only these products' own content (their row, photos, colours, sizes,
   * availability), nothing another product's page or the shop's settings show.
   */
  onlyProduk(...ids: number[]): void {
    this.#value = { produk: ids };
  }

  get value(): Change {
    return this.#value;
  }
}

/** Any logged-in admin. */
export const adminProcedure = procedureFor('admin');

/**
 * Any logged-in admin, for a write visitors cannot see (a photo staged for the product editor):
 * the pages kept for visitors stay.
 */
export const adminStagingProcedure = procedureFor('admin', false);

/** The main admin only: deletes and user management. */
export const mainAdminProcedure = procedureFor('mainAdmin');

/** A 429 that says when to try again, in the header and in the message. */
export function tooManyRequests(ctx: Context, retryAfterSeconds: number): TRPCError {
  void ctx.res.header('Retry-After', String(retryAfterSeconds));
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: messages.rateLimited(retryAfterSeconds),
  });
}

/** Limits how often one client may call a procedure (sign-up, e-mail check, login). */
export function rateLimited(name: string, rule: RateLimitRule) {
  return t.middleware(async ({ ctx, next }) => {
    const { allowed, retryAfterSeconds } = await ctx.rateLimiter.hit(
      `${name}:${ctx.clientIp}`,
      rule,
    );
    if (!allowed) throw tooManyRequests(ctx, retryAfterSeconds);
    return next();
  });
}
