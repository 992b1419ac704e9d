import { Pencil, Trash2 } from 'lucide-react';
import { adminCopy } from '../../shared/admin-copy';
import { Button } from './ui';

// The buttons at the end of a list row. Delete is offered only where the admin may delete
// (the main admin, docs/architecture.md §5), so the caller leaves `onDelete` out otherwise.

export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button tone="secondary" size="sm" className="text-red-700" onClick={onClick}>
      <Trash2 className="size-4" aria-hidden="true" />
      {adminCopy.common.delete}
    </Button>
  );
}

export function RowActions({
  onEdit,
  onDelete,
}: {
  onEdit: () => void;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      <Button tone="secondary" size="sm" onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
        {adminCopy.common.edit}
      </Button>
      {onDelete && <DeleteButton onClick={onDelete} />}
    </>
  );
}
