import { useState, type ReactNode } from 'react';
import { adminToast, type AdminEntity } from '../../shared/admin-copy';
import { useRowDelete } from '../components/confirm-dialog';
import type { Column, TableSort } from '../components/data-table';
import { ListPage } from '../components/list-page';
import { PagedList, type ListPage as Page } from '../components/list-view';
import { RowActions, type RowAction } from '../components/row-actions';
import { useReopenDraft } from '../lib/form-draft';
import { useLoadFailure } from '../lib/use-load-failure';

// The list kit's page for an entity the admin adds, edits and deletes (docs/product.md §2 Admin
// lists): the page's frame with its filters and search, the paged table with Edit as each row's
// button and the rest (then Hapus, for the main admin) under "Lainnya", the add/edit dialog and
// the delete's question. The list's URL state comes from useSortedList.

/** The row being added or edited, the page's load-failure toast and the row delete. */
export function useEditableList<T>(
  entity: AdminEntity,
  query: { error: unknown },
  remove: (id: number) => Promise<unknown>,
  /** Whether a draft kept in the tab opens the add form again as the page opens. */
  { reopenDraft = true }: { reopenDraft?: boolean } = {},
) {
  useLoadFailure(adminToast.loadFailed(entity), query.error);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  useReopenDraft(reopenDraft ? entity : undefined, setEditing);
  const rowDelete = useRowDelete(entity, remove);
  return { editing, setEditing, rowDelete };
}

type EditableList<T> = ReturnType<typeof useEditableList<T>>;

interface SortedList {
  params: { search: string };
  onSearch: (search: string) => void;
  table: { sort: TableSort; onPage: (page: number) => void };
}

export function EditableListPage<T extends { id: number }>({
  copy,
  list,
  query,
  kit,
  columns,
  empty,
  count,
  sort,
  deleteDetail,
  more,
  filters,
  action,
  notice,
  form,
}: {
  copy: { title: string; intro: string; add: string; searchPlaceholder: string };
  list: SortedList;
  query: Parameters<typeof PagedList<T>>[0]['query'] & { data?: Page<T> | undefined };
  kit: EditableList<T>;
  columns: Column<T>[];
  empty: ReactNode;
  /** A line above the rows saying how many match. */
  count?: (total: number) => string;
  /** The table's sort, where the page keeps its own (the FAQ's spec orders). */
  sort?: TableSort;
  /** What the delete's question names; undefined where the row cannot be deleted. */
  deleteDetail: (row: T) => string | undefined;
  /** The row's other actions, before Hapus. */
  more?: (row: T) => RowAction[];
  filters?: ReactNode;
  /** The header's action instead of the add button. */
  action?: ReactNode;
  /** Between the toolbar and the table. */
  notice?: ReactNode;
  /** The add/edit dialog. */
  form: (editing: T | 'new', close: () => void) => ReactNode;
}) {
  const { editing, setEditing, rowDelete } = kit;
  return (
    <ListPage
      copy={copy}
      onAdd={() => setEditing('new')}
      action={action}
      filters={filters}
      search={list.params.search}
      onSearch={list.onSearch}
    >
      {notice}
      <PagedList
        query={query}
        caption={copy.title}
        empty={empty}
        count={count}
        sort={sort ?? list.table.sort}
        onPage={list.table.onPage}
        columns={columns}
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
      />
      {editing && form(editing, () => setEditing(null))}
      {rowDelete.dialog}
    </ListPage>
  );
}
