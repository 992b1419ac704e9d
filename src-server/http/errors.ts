import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '../../src/shared/messages.js';
import { isDatabaseUnavailable } from '../db/pg-errors.js';
import { publicMessage, zodIssues, type FieldIssue } from '../trpc/errors.js';

// The one place that turns errors into HTTP answers for everything outside /api/trpc
// (REST adapters, uploads, static files): `{ message, issues? }`, Indonesian, never a stack
// trace or SQL (docs/architecture.md §4).

export interface ErrorBody {
  message: string;
  issues?: FieldIssue[];
}

const messageByStatus: Record<number, string> = {
  400: messages.invalidInput,
  404: messages.routeNotFound,
  405: messages.methodNotAllowed,
  413: messages.payloadTooLarge,
  414: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.rateLimited(60),
  503: messages.unavailable,
};

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof TRPCError) {
    const unavailable =
      error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause);
    const status = unavailable ? 503 : getHTTPStatusCodeFromError(error);
    const body: ErrorBody = { message: unavailable ? messages.unavailable : publicMessage(error) };
    if (error.cause instanceof z.ZodError) body.issues = zodIssues(error.cause);
    return { status, body };
  }
  if (error instanceof z.ZodError) {
    return {
      status: 400,
      body: {
        message: error.issues[0]?.message ?? messages.invalidInput,
        issues: zodIssues(error),
      },
    };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: messages.unavailable } };
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    const message =
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      code === 'ETALASE_MALFORMED_BODY'
        ? messages.badJson
        : code === 'FST_REQ_FILE_TOO_LARGE'
          ? messages.imageTooLarge
          : (messageByStatus[status] ?? messages.invalidInput);
    return { status, body: { message } };
  }
  return { status: 500, body: { message: messages.internal } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else {
      const code = (error as { code?: unknown }).code;
      request.log.info({ status, code, message: body.message }, 'request rejected');
    }
    return reply.status(status).send(body);
  });
}
