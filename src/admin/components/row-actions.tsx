import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { Button, buttonClass } from './ui';

// The actions at the end of a list row (issue 29): the main one (Edit, mostly) a button with
// its name, the rest in a menu "Lainnya" (Radix: arrow keys, Escape, focus back on the button,
// announced as a menu). Every target is at least 32 px high and named in words, on every width.
// Delete is offered only where the admin may delete (the main admin, docs/architecture.md §5),
// so the caller leaves `onDelete` out otherwise.

export interface RowAction {
  /** The words shown. */
  label: string;
  /** The accessible name when the words need the row's name ("Ketersediaan Gamis Aisyah"). */
  ariaLabel?: string | undefined;
  icon: LucideIcon;
  onSelect?: () => void;
  /** A link instead (opened in a new tab: the shop's page). */
  href?: string;
  danger?: boolean;
  disabled?: boolean;
}

export function DeleteButton({
  onClick,
  label = adminCopy.common.delete,
  ariaLabel,
}: {
  onClick: () => void;
  label?: string;
  ariaLabel?: string;
}) {
  return (
    <Button
      tone="secondary"
      size="sm"
      className="text-red-700"
      aria-label={ariaLabel}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The row's delete, as the last item of its menu. */
export const deleteAction = (onSelect: () => void, ariaLabel?: string): RowAction => ({
  label: adminCopy.common.delete,
  ariaLabel,
  icon: Trash2,
  onSelect,
  danger: true,
});

const itemClass =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50';

/** "Lainnya": the row's other actions, in a menu. */
export function MoreActions({ actions }: { actions: RowAction[] }) {
  // What was chosen runs once the menu has closed and given focus back to its button: a dialog
  // it opens then takes focus, and gives it back to the button when it closes.
  const chosen = useRef<(() => void) | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  if (actions.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button ref={trigger} type="button" className={buttonClass('secondary', 'sm')}>
          {adminCopy.common.more}
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 text-stone-800 shadow-lg"
          onCloseAutoFocus={(event) => {
            const run = chosen.current;
            chosen.current = null;
            if (!run) return;
            event.preventDefault();
            trigger.current?.focus();
            run();
          }}
        >
          {actions.map((action) => {
            const Icon = action.icon;
            const content = (
              <>
                <Icon
                  className={`size-4 shrink-0 ${action.danger ? 'text-red-700' : 'text-stone-500'}`}
                  aria-hidden="true"
                />
                {action.label}
              </>
            );
            const className = `${itemClass} ${action.danger ? 'text-red-700' : ''}`;
            return action.href !== undefined ? (
              <DropdownMenu.Item key={action.label} asChild className={className}>
                <a
                  href={action.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={action.ariaLabel}
                >
                  {content}
                </a>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                key={action.label}
                className={className}
                aria-label={action.ariaLabel}
                disabled={action.disabled}
                onSelect={() => {
                  chosen.current = action.onSelect ?? null;
                }}
              >
                {content}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A row's main action, as a button with its words. */
export function MainAction({ action }: { action: RowAction }) {
  const Icon = action.icon;
  return (
    <Button
      tone="secondary"
      size="sm"
      className={action.danger ? 'text-red-700' : ''}
      aria-label={action.ariaLabel}
      disabled={action.disabled}
      onClick={action.onSelect}
    >
      <Icon className="size-4" aria-hidden="true" />
      {action.label}
    </Button>
  );
}

/**
 * Edit as the row's button, and the rest (`more`, then Hapus when the admin may delete) in
 * "Lainnya".
 */
export function RowActions({
  onEdit,
  onDelete,
  more = [],
}: {
  onEdit: () => void;
  onDelete?: (() => void) | undefined;
  more?: RowAction[];
}) {
  return (
    <>
      <MainAction action={{ label: adminCopy.common.edit, icon: Pencil, onSelect: onEdit }} />
      <MoreActions actions={onDelete ? [...more, deleteAction(onDelete)] : more} />
    </>
  );
}
