import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/**
 * Whether a request comes from a person's browser as they asked for it: not a crawler or a chat
 * app's link preview (`isbot`), not a client without a user agent, and not a prefetch or
 * prerender. What the shop counts (click-outs, searches with no result) counts only these.
 */
export function isPersonRequest(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  if (!agent || isbot(agent)) return false;
  const purpose = `${String(request.headers['sec-purpose'] ?? '')} ${String(request.headers.purpose ?? '')} ${String(request.headers['x-moz'] ?? '')}`;
  return !/prefetch|prerender/i.test(purpose);
}
