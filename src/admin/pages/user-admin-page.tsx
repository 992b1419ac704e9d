import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminCopy, adminToast, deleteQuestion } from '../../shared/admin-copy';
import type { AdminUser } from '../../shared/schemas/user';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { UserFormDialog } from '../components/user-form-dialog';
import { Badge, Button, EmptyState, LoadingRows, PageHeader } from '../components/ui';
import { useMe } from '../lib/me';
import { toastWrite } from '../lib/toast';
import { useLoadFailure } from '../lib/use-load-failure';
import { MAIN_ADMIN_ID } from '../../shared/roles';

// Admin users (SPEC §2 Admin lists, DESIGN §5): the main admin's page. Usernames only (the
// spec's plain-text password column is dropped); the main admin (id 1) cannot be deleted.

const copy = adminCopy.user;

export function UserAdminPage() {
  const me = useMe();
  const utils = trpc.useUtils();
  const list = trpc.user.list.useQuery();
  useLoadFailure(adminToast.loadFailed('user'), list.error);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.user.delete.useMutation({
    onSuccess: () => {
      toastWrite('user', 'deleted');
      void utils.user.invalidate();
    },
    onError: (error) => toastWrite('user', 'deleted', error),
  });

  const rows = list.data ?? [];
  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {copy.add}
          </Button>
        }
      />
      {list.isPending ? (
        <LoadingRows label={adminCopy.common.loading} />
      ) : rows.length === 0 ? (
        <EmptyState>{copy.empty}</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-stone-600">{copy.count(rows.length)}</p>
          <DataTable
            caption={copy.title}
            rows={rows}
            rowKey={(row) => row.id}
            busy={list.isFetching}
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
              <>
                <Button tone="secondary" size="sm" onClick={() => setEditing(row)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {adminCopy.common.edit}
                </Button>
                {row.id !== MAIN_ADMIN_ID && (
                  <Button
                    tone="secondary"
                    size="sm"
                    className="text-red-700"
                    onClick={() =>
                      setConfirm({
                        title: adminCopy.common.deleteTitle,
                        question: deleteQuestion('user'),
                        confirmLabel: adminCopy.common.yesDelete,
                        tone: 'danger',
                        onConfirm: () => remove.mutateAsync({ id: row.id }).catch(() => undefined),
                      })
                    }
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {adminCopy.common.delete}
                  </Button>
                )}
              </>
            )}
          />
        </>
      )}
      {editing && <UserFormDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
