import type { ReactNode, Ref } from 'react';

// A dialog the browser opens and closes by itself (the HTML popover API): its button has
// `popovertarget`, the dialog is in the server's page, and a tap works before any script has run
// (issue 18, docs/decisions/0015-no-lost-taps.md). The browser also closes it with Escape, moves
// the focus to the element marked `autoFocus` inside when it opens and back to the button when it
// closes, and closes any other open popover when it opens (the menu and the search exclude each
// other). React renders the same markup and only reacts to what the browser did.

/** Marks the dialogs that keep the page behind them from scrolling (src/styles/app.css). */
const MODAL_POPOVER_CLASS = 'modal-popover';

export interface PopoverDialogProps {
  id: string;
  /** The element naming the dialog, and the one describing it. */
  labelledBy: string;
  describedBy?: string;
  /** The dimmed page behind the panel; a tap on it closes the dialog. */
  overlayClassName: string;
  panelClassName: string;
  ref?: Ref<HTMLDivElement>;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

export function PopoverDialog({
  id,
  labelledBy,
  describedBy,
  overlayClassName,
  panelClassName,
  ref,
  onToggle,
  children,
}: PopoverDialogProps) {
  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onToggle={onToggle && ((event) => onToggle(event.nativeEvent.newState === 'open'))}
      // Over the browser's own popover style: the whole screen, the panel placed inside it.
      className={`${MODAL_POPOVER_CLASS} fixed inset-0 m-0 size-auto max-h-none max-w-none overflow-hidden border-0 bg-transparent p-0 text-inherit`}
    >
      {/* The overlay is the page's own part of the dialog: a tap on it closes the dialog and
          does not reach a link underneath. Not a control of its own for a screen reader or Tab. */}
      <button
        type="button"
        popoverTarget={id}
        popoverTargetAction="hide"
        tabIndex={-1}
        aria-hidden
        className={`block size-full cursor-default ${overlayClassName}`}
      />
      <div className={panelClassName}>{children}</div>
    </div>
  );
}

/** The dialog's close button: the browser closes it, and the focus goes back to its button. */
export function PopoverClose({
  target,
  label,
  className,
  children,
}: {
  target: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      popoverTarget={target}
      popoverTargetAction="hide"
      aria-label={label}
      // The focus goes here when the dialog opens, as it did in the script-opened dialog.
      autoFocus
      className={className}
    >
      {children}
    </button>
  );
}

/** Closes the popover if it is open (the browser's method throws on one already closed, in some). */
export function hidePopover(element: HTMLElement | null) {
  if (element?.matches(':popover-open')) element.hidePopover();
}

/** Whether the browser opened the popover before React took the page over. */
export const isPopoverOpen = (element: HTMLElement | null) => !!element?.matches(':popover-open');
