import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../../src-server/app-router';

// A tRPC link for image uploads. tRPC's own links send with fetch(), which cannot report upload
// progress; this one sends the FormData with XMLHttpRequest and reports progress through the
// operation's context (`onUploadProgress`), so the form shows a real progress bar.

export interface UploadContext extends Record<string, unknown> {
  onUploadProgress?: (fraction: number) => void;
}

interface TrpcErrorBody {
  error: { message: string; code: number; data?: Record<string, unknown> };
}

/** What the server answered, as tRPC's error shape; non-tRPC answers (a 413 from the body limit) too. */
function errorBody(status: number, text: string, fallback: string): TrpcErrorBody {
  try {
    const parsed = JSON.parse(text) as Partial<TrpcErrorBody> & { message?: string };
    if (parsed.error) return parsed as TrpcErrorBody;
    return {
      error: { message: parsed.message ?? fallback, code: -32000, data: { httpStatus: status } },
    };
  } catch {
    return { error: { message: fallback, code: -32000, data: { httpStatus: status } } };
  }
}

export function uploadLink(options: { url: string; networkError: string }): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${options.url}/${op.path}`);
        const { onUploadProgress } = op.context as UploadContext;
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            try {
              const body = JSON.parse(xhr.responseText) as { result: { data: unknown } };
              onUploadProgress?.(1);
              observer.next({ result: { type: 'data', data: body.result.data } });
              observer.complete();
              return;
            } catch {
              // falls through to the error below
            }
          }
          observer.error(
            TRPCClientError.from(errorBody(xhr.status, xhr.responseText, options.networkError)),
          );
        };
        xhr.onerror = () => {
          observer.error(TRPCClientError.from(new TypeError(options.networkError)));
        };
        xhr.send(op.input as FormData);
        return () => {
          xhr.abort();
        };
      });
}
