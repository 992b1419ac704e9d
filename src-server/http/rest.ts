import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppRouter, createCaller } from '../app-router.js';
import { createContext, type AppDeps } from '../trpc/context.js';
import { checkAccess, type ProcedureMeta } from '../trpc/init.js';

/**
 * A REST adapter's only way into the business logic: the same procedures the tRPC clients
 * call, with the same context, so roles and validation cannot differ (docs/architecture.md §2).
 */
export type CallerFor = (req: FastifyRequest, res: FastifyReply) => ReturnType<typeof createCaller>;

/**
 * An onRequest hook for a REST write that calls `procedure`: the caller's session and role are
 * checked, by the procedure's own rule, before the body is read, so an anonymous write is
 * refused without parsing anything. The procedure checks again when it runs.
 */
export function accessGuard(
  deps: AppDeps,
  appRouter: AppRouter,
): (procedure: string) => onRequestAsyncHookHandler {
  // Flat at run time ('faq.create' → procedure), whatever the nested type says.
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: ProcedureMeta } } | undefined
  >;
  return (procedure) => {
    const found = procedures[procedure];
    // A typo here would leave a write unguarded until its procedure runs: fail at start-up.
    if (!found) throw new Error(`accessGuard: no procedure ${procedure}`);
    const access = found._def.meta?.access;
    return async (req, res) => {
      if (access) await checkAccess(createContext(deps, req, res), access);
    };
  };
}

export interface RestOptions {
  api: CallerFor;
  /** `{ onRequest: guard('faq.create') }` on every write route (see accessGuard). */
  guard: ReturnType<typeof accessGuard>;
}

/**
 * A legacy DELETE's answer, `{ id }` as documented (docs/product.md §7): the row went to Sampah,
 * which the admin's undo reads from the tRPC answer; the legacy one stays as it was.
 */
export async function legacyDeleted(deleted: Promise<{ id: number }>): Promise<{ id: number }> {
  const { id } = await deleted;
  return { id };
}
