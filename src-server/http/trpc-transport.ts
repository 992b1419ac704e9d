import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../src/shared/messages.js';
import { multipartByteLimit, refuseOversizedMultipart } from './multipart-limits.js';

// What the tRPC adapter cannot be trusted with is refused before it runs, in our words: it
// would answer these with a 500 or read past our limits.

/** Queries are GETs, mutations POSTs; HEAD is answered by tRPC itself (204). */
const TRPC_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * A procedure path, or several joined by commas for a batch. The router has decoded the URL
 * once already and tRPC decodes it again, so a decoded `%` would throw inside tRPC.
 */
const procedurePath = /^[A-Za-z0-9_.,]{1,500}$/;

async function refuseUnservable(request: FastifyRequest, reply: FastifyReply) {
  // Undici's Request, which the adapter builds, throws on TRACE and the like.
  if (!TRPC_METHODS.has(request.method)) {
    return reply
      .status(405)
      .header('allow', [...TRPC_METHODS].join(', '))
      .send({ message: messages.methodNotAllowed });
  }
  const { path } = request.params as { path?: string };
  if (path === undefined || !procedurePath.test(path)) {
    return reply.status(404).send({ message: messages.routeNotFound });
  }
}

/**
 * tRPC reads a multipart body straight from the socket, past Fastify's body limit, so an upload
 * must declare its size and stay within one image (or one catalogue CSV) plus its form fields.
 */
async function limitUploadBody(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length)) {
    return reply.status(411).send({ message: messages.payloadTooLarge });
  }
  const limit = multipartByteLimit(request);
  if (length > limit.bytes) return reply.status(413).send({ message: limit.message });
}

/** For the scope the tRPC plugin is registered in. */
export function registerTrpcTransportGuards(scope: FastifyInstance): void {
  scope.addHook('onRequest', refuseUnservable);
  scope.addHook('onRequest', limitUploadBody);
  scope.addHook('preHandler', refuseOversizedMultipart);
}
