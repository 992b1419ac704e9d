import { toast } from 'sonner';
import type { AdminEntity } from '../../shared/admin-copy';
import { adminCopy, adminToast } from '../../shared/admin-copy';
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

/**
 * A delete into Sampah: the spec's success text, what went, and "Batalkan" (docs/product.md
 * §12). It stays longer than the others, so there is time to reach the button (WCAG 2.2.1);
 * hovering or focusing it holds it open.
 */
export const UNDO_TOAST_DURATION_MS = 10_000;

export function toastTrashed(entity: AdminEntity, label: string, undo: () => void): void {
  toast.success(adminToast.deleted(entity), {
    duration: UNDO_TOAST_DURATION_MS,
    description: adminCopy.sampah.movedToSampah(label),
    action: { label: adminCopy.sampah.undo, onClick: undo },
  });
}

/**
 * A change that can be undone (a bulk action, docs/product.md §11 Aksi massal): what was done,
 * and "Batalkan", held as long as a delete's toast.
 */
export function toastUndoable(message: string, undoLabel: string, undo: () => void): void {
  toast.success(message, {
    duration: UNDO_TOAST_DURATION_MS,
    action: { label: undoLabel, onClick: undo },
  });
}
