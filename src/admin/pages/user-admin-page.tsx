import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { USER_SORT_KEYS, type AdminUser } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { deleteRequest, useConfirm } from '../components/confirm-dialog';
import { ListPage } from '../components/list-page';
import { PagedList } from '../components/list-view';
import { RowActions } from '../components/row-actions';
import { Badge } from '../components/ui';
import { UserFormDialog } from '../components/user-form-dialog';
import { useMe } from '../lib/me';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { MAIN_ADMIN_ID } from '../../shared/roles';

// Admin users (docs/product.md §2 Admin lists, docs/architecture.md §5): the main admin's page. Usernames only (the
// spec's plain-text password column is dropped); the main admin (id 1) cannot be deleted. Paged on
// the server, searched and sorted by username, all in the URL.

const copy = adminCopy.user;

export function UserAdminPage() {
  const me = useMe();
  const list = useSortedList(searchSortDefaults, USER_SORT_KEYS);
  const query = trpc.user.adminList.useQuery(list.input, { placeholderData: keepPreviousData });
  useLoadFailure(adminToast.loadFailed('user'), query.error);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const questions = useConfirm();
  const remove = trpc.user.delete.useMutation(useWriteHandlers('user', 'deleted'));

  return (
    <ListPage
      copy={copy}
      onAdd={() => setEditing('new')}
      search={list.params.search}
      onSearch={list.onSearch}
    >
      <PagedList
        query={query}
        caption={copy.title}
        empty={list.params.search ? copy.noMatch : copy.empty}
        count={copy.count}
        {...list.table}
        columns={[
          {
            header: copy.fields.username,
            sortKey: 'username',
            bare: true,
            cell: (row) => (
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-all text-stone-900">{row.username}</span>
                {row.id === MAIN_ADMIN_ID && <Badge tone="brand">{copy.mainAdmin}</Badge>}
                {row.id === me.id && <Badge tone="sun">{copy.you}</Badge>}
              </div>
            ),
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={
              row.id === MAIN_ADMIN_ID
                ? undefined
                : () =>
                    questions.ask(
                      deleteRequest('user', deleteDetail.user(row.username), () =>
                        remove.mutateAsync({ id: row.id }),
                      ),
                    )
            }
          />
        )}
      />
      {editing && <UserFormDialog editing={editing} onClose={() => setEditing(null)} />}
      {questions.dialog}
    </ListPage>
  );
}
