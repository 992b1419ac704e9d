import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { adminCopy, deleteQuestion, type AdminEntity } from '../../shared/admin-copy';
import { Button, Spinner } from './ui';

// A yes/no question before something that cannot be undone (deletes, saving a product edit,
// the promo check mark, closing a changed form). Focus starts on the safe answer.

export interface ConfirmRequest {
  title?: string;
  question: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Runs on "yes"; the dialog stays open (and busy) until it settles. */
  onConfirm: () => unknown;
}

/**
 * The question before deleting a row of `entity` (docs/product.md §8). A failed delete is already toasted by the
 * mutation; here it only has to close the dialog instead of surfacing as an unhandled error.
 */
export function deleteRequest(entity: AdminEntity, run: () => Promise<unknown>): ConfirmRequest {
  return {
    title: adminCopy.common.deleteTitle,
    question: deleteQuestion(entity),
    confirmLabel: adminCopy.common.yesDelete,
    tone: 'danger',
    onConfirm: () => run().catch(() => undefined),
  };
}

export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      await request.onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <AlertDialog.Root
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-stone-900">
            {request?.title ?? adminCopy.common.confirmTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {request?.question}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button tone="secondary" disabled={busy}>
                {adminCopy.common.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              tone={request?.tone ?? 'primary'}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy && <Spinner />}
              {request?.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
