import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

// A Radix dialog, in a chunk of its own that loads when a dialog first opens
// (src/components/shop/lazy-modal.tsx): no storefront page needs it to show or to hydrate.

/** The dialog's parts, handed to its content (so callers never import Radix themselves). */
export interface ModalParts {
  Title: typeof Dialog.Title;
  Description: typeof Dialog.Description;
  Close: typeof Dialog.Close;
}

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (the button that opened it). */
  returnFocus?: RefObject<HTMLElement | null>;
  overlayClassName: string;
  contentClassName: string;
  children: (parts: ModalParts) => ReactNode;
}

const parts: ModalParts = {
  Title: Dialog.Title,
  Description: Dialog.Description,
  Close: Dialog.Close,
};

export default function Modal({
  open,
  onOpenChange,
  returnFocus,
  overlayClassName,
  contentClassName,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          className={contentClassName}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  event.preventDefault();
                  returnFocus.current?.focus();
                }
              : undefined
          }
        >
          {children(parts)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
