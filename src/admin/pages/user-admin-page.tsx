import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import { USER_SORT_KEYS } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { Badge } from '../components/ui';
import { UserFormDialog } from '../components/user-form-dialog';
import { useMe } from '../lib/me';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { EditableListPage, useEditableList } from '../kit/editable-list';
import { MAIN_ADMIN_ID } from '../../shared/roles';

// Admin users (docs/product.md §2 Admin lists, docs/architecture.md §5): the main admin's page. Usernames only (the
// spec's plain-text password column is dropped); the main admin (id 1) cannot be deleted. Paged on
// the server, searched and sorted by username, all in the URL.

const copy = adminCopy.user;

export function UserAdminPage() {
  const me = useMe();
  const list = useSortedList(searchSortDefaults, USER_SORT_KEYS);
  const kit = useEditableList(trpc.user, 'user', list.input, { reopenDraft: false });

  return (
    <EditableListPage
      {...{ copy, list, kit }}
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
      deleteDetail={(row) =>
        row.id === MAIN_ADMIN_ID ? undefined : deleteDetail.user(row.username)
      }
      form={(editing, close) => <UserFormDialog editing={editing} onClose={close} />}
    />
  );
}
