import { TRPCClientError } from '@trpc/client';

// Reading what the server said about a failed call: its status, its Indonesian message, and
// the messages it gave for single fields (shown beside the field in the forms).

interface ErrorData {
  httpStatus?: number;
  issues?: { path: string; message: string }[];
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  return dataOf(error)?.httpStatus;
}

/** The server's messages for the input's parts, each with its path (`warna.1.warna`). */
export function issuesOf(error: unknown): { path: string; message: string }[] {
  return dataOf(error)?.issues ?? [];
}

/** Field name → the server's message for it (the first one, if several). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of dataOf(error)?.issues ?? []) {
    const field = issue.path.split('.')[0];
    if (field && !(field in result)) result[field] = issue.message;
  }
  return result;
}

/** The server's message, when it sent one a person can read. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError && dataOf(error)?.httpStatus ? error.message : undefined;
}
