import { keepPreviousData } from '@tanstack/react-query';
import type { DecorateProcedure } from '@trpc/react-query/shared';
import { useState, type ReactNode } from 'react';
import { adminToast, type AdminEntity } from '../../shared/admin-copy';
import { useRowDelete } from '../components/confirm-dialog';
import { SortedListPage } from '../components/list-page';
import type { ListPage as Page } from '../components/list-view';
import { RowActions, type RowAction } from '../components/row-actions';
import { useReopenDraft } from '../lib/form-draft';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers, type WriteHandlers } from '../lib/use-write-handlers';

// The list kit's page for an entity the admin adds, edits and deletes (docs/product.md §2 Admin
// lists): the page's frame with its filters and search, the paged table with Edit as each row's
// button and the rest (then Hapus, for the main admin) under "Lainnya", the add/edit dialog and
// the delete's question. The list's URL state comes from useSortedList.

/** An editable list's `adminList` query, as the tRPC client decorates it: a page of rows. */
interface AdminListDef {
  input: unknown;
  output: Page<{ id: number }>;
  transformer: boolean;
  errorShape: unknown;
}

/** The procedures of an editable entity's router the list reads and deletes with. */
interface EditableProcedures<D extends AdminListDef> {
  adminList: DecorateProcedure<'query', D>;
  delete: {
    useMutation: (handlers: WriteHandlers) => {
      mutateAsync: (input: { id: number }) => Promise<unknown>;
    };
  };
}

/**
 * An editable list's page of rows (kept while the next one loads, a toast when it fails), the
 * row being added or edited, and the row delete (into Sampah, with its toast's "Batalkan").
 */
export function useEditableList<D extends AdminListDef>(
  procedures: EditableProcedures<D>,
  entity: AdminEntity,
  input: D['input'],
  /** Whether a draft kept in the tab opens the add form again as the page opens. */
  { reopenDraft = true }: { reopenDraft?: boolean } = {},
) {
  const query = procedures.adminList.useQuery(input, { placeholderData: keepPreviousData });
  useLoadFailure(adminToast.loadFailed(entity), query.error);
  const [editing, setEditing] = useState<D['output']['items'][number] | 'new' | null>(null);
  useReopenDraft(reopenDraft ? entity : undefined, setEditing);
  const remove = procedures.delete.useMutation(useWriteHandlers(entity, 'deleted'));
  const rowDelete = useRowDelete(entity, (id) => remove.mutateAsync({ id }));
  return { query, editing, setEditing, rowDelete };
}

export function EditableListPage<T extends { id: number }>({
  kit,
  deleteDetail,
  more,
  form,
  ...page
}: Omit<Parameters<typeof SortedListPage<T>>[0], 'query' | 'actions' | 'onAdd' | 'children'> & {
  copy: { add: string };
  kit: {
    query: Parameters<typeof SortedListPage<T>>[0]['query'];
    editing: T | 'new' | null;
    setEditing: (editing: T | 'new' | null) => void;
    rowDelete: ReturnType<typeof useRowDelete>;
  };
  /** What the delete's question names; undefined where the row cannot be deleted. */
  deleteDetail: (row: T) => string | undefined;
  /** The row's other actions, before Hapus. */
  more?: (row: T) => RowAction[];
  /** The add/edit dialog. */
  form: (editing: T | 'new', close: () => void) => ReactNode;
}) {
  const { query, editing, setEditing, rowDelete } = kit;
  return (
    <SortedListPage
      {...page}
      query={query}
      onAdd={() => setEditing('new')}
      actions={(row) => {
        const detail = deleteDetail(row);
        return (
          <RowActions
            onEdit={() => setEditing(row)}
            more={more?.(row)}
            onDelete={detail === undefined ? undefined : rowDelete.onDelete(row.id, detail)}
          />
        );
      }}
    >
      {editing && form(editing, () => setEditing(null))}
      {rowDelete.dialog}
    </SortedListPage>
  );
}
