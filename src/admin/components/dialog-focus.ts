import { useRef } from 'react';

// Where a closed admin dialog puts the focus (WCAG 2.4.3): back on what had it when the dialog
// opened — the row's "Edit" or "Lainnya", the button inside a form under a question. Radix's
// Dialog and AlertDialog give it to their own `Trigger` only, and ours are opened by plain
// buttons and menu items instead (no Trigger), so left alone the focus would fall to the page.

/** The `onOpenAutoFocus`/`onCloseAutoFocus` of a Radix Dialog.Content or AlertDialog.Content. */
export function useFocusReturn() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    // Runs as the dialog takes the focus, so the page's focused element is still the opener.
    onOpenAutoFocus: () => {
      const opener = document.activeElement;
      returnTo.current = opener instanceof HTMLElement && opener !== document.body ? opener : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const opener = returnTo.current;
      returnTo.current = null;
      // An opener gone with what the dialog did (a deleted row) leaves the rest to Radix.
      if (!opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
  };
}
