import { useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import type { AdminUser } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { ListBody } from '../components/list-view';
import { RowActions } from '../components/row-actions';
import { AddButton, Badge, PageHeader } from '../components/ui';
import { UserFormDialog } from '../components/user-form-dialog';
import { useMe } from '../lib/me';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { MAIN_ADMIN_ID } from '../../shared/roles';

// Admin users (docs/product.md §2 Admin lists, docs/architecture.md §5): the main admin's page. Usernames only (the
// spec's plain-text password column is dropped); the main admin (id 1) cannot be deleted.

const copy = adminCopy.user;

export function UserAdminPage() {
  const me = useMe();
  const list = trpc.user.list.useQuery();
  useLoadFailure(adminToast.loadFailed('user'), list.error);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.user.delete.useMutation(useWriteHandlers('user', 'deleted'));

  const rows = list.data ?? [];
  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={<AddButton onClick={() => setEditing('new')}>{copy.add}</AddButton>}
      />
      <ListBody
        query={list}
        rows={rows}
        caption={copy.title}
        empty={copy.empty}
        summary={<p className="mb-3 text-sm text-stone-600">{copy.count(rows.length)}</p>}
        columns={[
          {
            header: copy.fields.username,
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
                    setConfirm(
                      deleteRequest('user', deleteDetail.user(row.username), () =>
                        remove.mutateAsync({ id: row.id }),
                      ),
                    )
            }
          />
        )}
      />
      {editing && <UserFormDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
