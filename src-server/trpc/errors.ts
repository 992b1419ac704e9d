import type { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { messages } from '../../src/shared/messages.js';

// Turning any thrown value into an Indonesian, leak-free answer (docs/architecture.md §4).

export interface FieldIssue {
  path: string;
  message: string;
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The Indonesian message a client may see for a TRPCError. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof z.ZodError) {
    return error.cause.issues[0]?.message ?? messages.invalidInput;
  }
  if (error.code === 'INTERNAL_SERVER_ERROR') return messages.internal;
  if (error.code === 'SERVICE_UNAVAILABLE') return messages.unavailable;
  return transportMessages[error.code]?.(error.message) ?? error.message;
}

/**
 * tRPC's own refusals, before any procedure runs, come in English (a body that does not parse,
 * an unknown procedure, a wrong method or content type); visitors get ours. Our procedures'
 * errors of the same codes already carry Indonesian messages and keep them.
 */
const fromTrpc =
  /^(Failed to parse|Unexpected|Unterminated|Expected|Bad escaped|No procedure found|Unsupported content-type|Missing content-type|Only POST|Cannot mix|Unsupported GET|Batching is not enabled|Invalid|"[^"]*" is not valid JSON)/;
const transportMessages: Partial<Record<TRPCError['code'], (message: string) => string>> = {
  PARSE_ERROR: () => messages.badJson,
  BAD_REQUEST: (message) => (fromTrpc.test(message) ? messages.badJson : message),
  NOT_FOUND: (message) => (fromTrpc.test(message) ? messages.routeNotFound : message),
  METHOD_NOT_SUPPORTED: () => messages.methodNotAllowed,
  UNSUPPORTED_MEDIA_TYPE: (message) =>
    fromTrpc.test(message) ? messages.unsupportedMediaType : message,
};
