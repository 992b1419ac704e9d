import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from '../trpc/app-router.js';
import { createContext, type AppDeps } from '../trpc/context.js';

/**
 * A REST adapter's only way into the business logic: the same procedures the tRPC clients
 * call, with the same context, so roles and validation cannot differ (DESIGN §2).
 */
export type CallerFor = (req: FastifyRequest, res: FastifyReply) => ReturnType<typeof createCaller>;

export function callerFactory(deps: AppDeps): CallerFor {
  return (req, res) => createCaller(createContext(deps, req, res));
}

export interface RestOptions {
  api: CallerFor;
}
