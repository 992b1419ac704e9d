import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useRef, useState } from 'react';
import { adminCopy, deleteQuestion, type AdminEntity } from '../../shared/admin-copy';
import { useMe } from '../lib/me';
import { useFocusReturn } from './dialog-focus';
import { Button, Spinner } from './ui';

// A yes/no question before something that cannot be undone (deletes, saving a product edit,
// the promo check mark, closing a changed form). Focus starts on the safe answer.

export interface ConfirmRequest {
  title?: string;
  question: string;
  /** The row the question is about, named beneath it. */
  detail?: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Runs on "yes"; the dialog stays open (and busy) until it settles. */
  onConfirm: () => unknown;
  /** A question asked once this one is answered "yes" (a second look at an odd value). */
  next?: ConfirmRequest;
}

/**
 * The question before deleting a row of `entity` (docs/product.md §8), with the row named
 * (`adminCopy` deleteDetail) beneath it. A failed delete is already toasted by the
 * mutation; here it only has to close the dialog instead of surfacing as an unhandled error.
 */
export function deleteRequest(
  entity: AdminEntity,
  detail: string,
  run: () => Promise<unknown>,
): ConfirmRequest {
  return {
    title: adminCopy.common.deleteTitle,
    question: deleteQuestion(entity),
    detail,
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
  const focusReturn = useFocusReturn();
  // The follow-up belongs to the request that led to it; a new request starts from its own question.
  const [followUp, setFollowUp] = useState<{ of: ConfirmRequest; ask: ConfirmRequest } | null>(
    null,
  );
  const shown = request && (followUp?.of === request ? followUp.ask : request);
  const close = () => {
    setFollowUp(null);
    onClose();
  };
  // A follow-up question starts, like the first, with focus on the safe answer.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const asking = followUp?.ask;
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
  }, [asking]);
  const confirm = async () => {
    if (!shown) return;
    setBusy(true);
    try {
      await shown.onConfirm();
    } finally {
      setBusy(false);
      if (shown.next) setFollowUp({ of: request, ask: shown.next });
      else close();
    }
  };
  return (
    <AlertDialog.Root
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open && !busy) close();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-stone-900">
            {shown?.title ?? adminCopy.common.confirmTitle}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-stone-700">
              <p>{shown?.question}</p>
              {shown?.detail && (
                <p className="font-semibold break-words text-stone-900">{shown.detail}</p>
              )}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild ref={cancelRef}>
              <Button tone="secondary" disabled={busy}>
                {adminCopy.common.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button tone={shown?.tone ?? 'primary'} disabled={busy} onClick={() => void confirm()}>
              {busy && <Spinner />}
              {shown?.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A page's one question dialog: `ask` shows a question, `dialog` is where the page renders it. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return {
    ask: setRequest,
    dialog: <ConfirmDialog request={request} onClose={() => setRequest(null)} />,
  };
}

/**
 * A list's row deletes (docs/product.md §8): `onDelete(id, detail)` is a row's delete button's
 * handler for the main admin, who alone deletes, and undefined (no button) for anyone else.
 */
export function useRowDelete(entity: AdminEntity, remove: (id: number) => Promise<unknown>) {
  const me = useMe();
  const confirm = useConfirm();
  return {
    ...confirm,
    onDelete: (id: number, detail: string) =>
      me.isMainAdmin
        ? () => confirm.ask(deleteRequest(entity, detail, () => remove(id)))
        : undefined,
  };
}
