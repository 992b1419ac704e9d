import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode, type SubmitEventHandler } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { ConfirmDialog } from './confirm-dialog';
import { useFocusReturn } from './dialog-focus';
import { Button, IconButton, Spinner } from './ui';

// The add/edit dialog of every admin list. Focus stays inside, Escape or the close button
// closes it, Enter submits; closing a changed form asks first (docs/product.md §4).

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Whether the form differs from what it was opened with. */
  dirty: boolean;
  submitting: boolean;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  /** Shown above the buttons while an upload runs. */
  footer?: ReactNode;
  wide?: boolean;
  /** The submit button's text, when it is not "Simpan". */
  submitLabel?: string;
}

export function FormDialog({
  open,
  title,
  dirty,
  submitting,
  onSubmit,
  onClose,
  children,
  footer,
  wide = false,
  submitLabel = adminCopy.common.save,
}: FormDialogProps) {
  const [askClose, setAskClose] = useState(false);
  const requestClose = () => {
    if (submitting) return;
    if (dirty) setAskClose(true);
    else onClose();
  };
  return (
    <>
      <DialogSheet
        open={open}
        title={title}
        width={wide ? 'wide' : 'normal'}
        onDismiss={requestClose}
      >
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">{children}</div>
          <div className="space-y-3 border-t border-stone-200 px-5 py-4">
            {footer}
            <div className="flex justify-end gap-2">
              <Button tone="secondary" onClick={requestClose} disabled={submitting}>
                {adminCopy.common.cancel}
              </Button>
              <SubmitButton pending={submitting}>
                {submitting ? adminCopy.common.saving : submitLabel}
              </SubmitButton>
            </div>
          </div>
        </form>
      </DialogSheet>
      <ConfirmDialog
        request={
          askClose
            ? {
                question: adminCopy.common.unsavedChanges,
                confirmLabel: adminCopy.common.yesClose,
                tone: 'danger',
                onConfirm: onClose,
              }
            : null
        }
        onClose={() => setAskClose(false)}
      />
    </>
  );
}

const sheetWidth = { narrow: 'sm:max-w-md', normal: 'sm:max-w-lg', wide: 'sm:max-w-2xl' };

/**
 * The frame of the admin's dialogs: a sheet from the bottom on a phone, a centred dialog on a
 * wide screen, with its title bar. Escape, the close button and a click outside call onDismiss.
 */
export function DialogSheet({
  open = true,
  title,
  width = 'normal',
  onDismiss,
  children,
}: {
  open?: boolean;
  title: string;
  width?: keyof typeof sheetWidth;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className={`fixed inset-x-0 bottom-0 z-40 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${sheetWidth[width]}`}
        >
          <DialogHeader title={title} />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A form's submit button: disabled with a spinner while the form is sent. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending}>
      {pending && <Spinner />}
      {children}
    </Button>
  );
}

/** A dialog's title bar: its title and the close button. */
export function DialogHeader({ title }: { title: string }) {
  return (
    <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
      <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
      <Dialog.Close asChild>
        <IconButton label={adminCopy.common.close} icon={X} tone="plain" />
      </Dialog.Close>
    </div>
  );
}
