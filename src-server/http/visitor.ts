import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/**
 * Whether a request comes from a person's browser as they asked for it: not a crawler or a chat
 * app's link preview (`isbot`), not a client without a user agent, and not a prefetch or
 * prerender. What the shop counts (click-outs, searches with no result) counts only these.
 */
export function isPersonRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  const agent = headers['user-agent'];
  if (!agent || isBotAgent(agent)) return false;
  return !(
    isPrefetch(headers['sec-purpose']) ||
    isPrefetch(headers.purpose) ||
    isPrefetch(headers['x-moz'])
  );
}

const isPrefetch = (purpose: string | string[] | undefined) =>
  purpose !== undefined && /prefetch|prerender/i.test(String(purpose));

/**
 * isbot's answers for the user agents seen lately. Its list is one long pattern (microseconds
 * a test), and product page views ask it on every page (modules/klik/dilihat.hook.ts), while a
 * shop's visitors come with a few hundred different user agents: a lookup instead. Bounded by
 * starting afresh when full (a client inventing user agents costs the memo, not memory).
 */
const MAX_KNOWN_AGENTS = 1_000;
const knownAgents = new Map<string, boolean>();

function isBotAgent(agent: string): boolean {
  let bot = knownAgents.get(agent);
  if (bot === undefined) {
    bot = isbot(agent);
    if (knownAgents.size >= MAX_KNOWN_AGENTS) knownAgents.clear();
    knownAgents.set(agent, bot);
  }
  return bot;
}
