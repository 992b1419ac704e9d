import type { FastifyRequest } from 'fastify';

// Secrets that travel in a URL never reach the logs: the newsletter unsubscribe link's token
// (docs/decisions/0011) is a key to someone's subscription.

export function redactUrl(url: string | undefined): string | undefined {
  // In a page's query (`?token=…`) and inside a tRPC call's encoded input alike.
  return url
    ?.replace(/([?&]token=)[^&#]*/gi, '$1[disembunyikan]')
    .replace(/[0-9a-f]{64}/gi, '[disembunyikan]');
}

/** Fastify's request fields, with the URL redacted. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
