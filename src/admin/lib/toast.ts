import { toast } from 'sonner';
import type { AdminEntity } from '../../shared/admin-copy';
import { adminToast } from '../../shared/admin-copy';
import { serverMessageOf } from './errors';

// Toasts stay 3 seconds (docs/product.md §9); success green, failure red for every entity (docs/architecture.md §7).
export const TOAST_DURATION_MS = 3000;

export function toastSuccess(message: string): void {
  toast.success(message, { duration: TOAST_DURATION_MS });
}

/** The spec's failure text, with the server's reason beneath it when it gave one. */
export function toastFailure(message: string, error?: unknown): void {
  const reason = error === undefined ? undefined : serverMessageOf(error);
  toast.error(message, {
    duration: TOAST_DURATION_MS,
    ...(reason && reason !== message && { description: reason }),
  });
}

export type WriteKind = 'created' | 'updated' | 'deleted';

const failureOf = {
  created: adminToast.createFailed,
  updated: adminToast.updateFailed,
  deleted: adminToast.deleteFailed,
} as const;

export function toastWrite(entity: AdminEntity, kind: WriteKind, error?: unknown): void {
  if (error === undefined) toastSuccess(adminToast[kind](entity));
  else toastFailure(failureOf[kind](entity), error);
}
