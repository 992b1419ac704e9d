import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { copy } from '../../src/shared/copy.js';
import { isApiPath, plainPage } from './client.js';
import { toErrorResponse } from './errors.js';

const notFoundPage = plainPage(copy.notFound.metaTitle, copy.notFound.title);

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (an escape that decodes to no text,
 * a segment past maxParamLength) is answered here, before any route, hook or error handler.
 * Fastify's own answer is English JSON, even for a page. No page has such an address.
 */
export function answerUnroutable(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = toErrorResponse(error);
  request.log.info({ status, code: error.code }, 'request rejected');
  void reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  if (isApiPath(request.url)) {
    void reply.status(status).send(body);
    return;
  }
  void reply
    .status(404)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(notFoundPage);
}
