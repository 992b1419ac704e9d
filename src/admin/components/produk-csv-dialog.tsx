import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useFocusReturn } from './dialog-focus';
import { DialogHeader } from './form-dialog';

// The frame of the catalogue's CSV dialogs (docs/product.md §11 Ekspor dan impor CSV): a sheet from the bottom on a
// phone, a centred dialog on a wide screen, like the admin's other dialogs.

export function CsvDialog({
  title,
  onClose,
  children,
  footer,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}) {
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          {...focusReturn}
          aria-describedby={undefined}
          className={`fixed inset-x-0 bottom-0 z-40 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${wide ? 'sm:max-w-2xl' : 'sm:max-w-lg'}`}
        >
          <DialogHeader title={title} />
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-5 py-4">
            {footer}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
