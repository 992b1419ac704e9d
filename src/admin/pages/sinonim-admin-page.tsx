import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { sinonimCreateInput, type Sinonim } from '../../shared/schemas/sinonim';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { FormDialog } from '../components/form-dialog';
import { TextField } from '../components/form-fields';
import { ListBody } from '../components/list-view';
import { RowActions } from '../components/row-actions';
import { AddButton, PageHeader } from '../components/ui';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { useMe } from '../lib/me';
import { useLoadFailure } from '../lib/use-load-failure';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useFormDraft, useReopenDraft } from '../lib/form-draft';
import { DraftRestored } from '../components/draft-restored';

// Search synonyms (docs/product.md §10): groups of words a shopper uses for the same thing, one
// line each, its terms separated by commas. Any admin adds and edits; the main admin deletes.

const copy = adminCopy.sinonim;
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium' });

type SinonimForm = { kata: string };

function SinonimFormDialog({
  editing,
  onClose,
}: {
  editing: Sinonim | 'new';
  onClose: () => void;
}) {
  const isNew = editing === 'new';
  const form = useForm<SinonimForm, unknown, { kata: string[] }>({
    resolver: zodResolver(sinonimCreateInput),
    defaultValues: { kata: isNew ? '' : editing.kata.join(', ') },
  });
  const draft = useFormDraft('sinonim', isNew ? 'new' : editing.id, form);
  const close = () => {
    draft.clear();
    onClose();
  };
  const handlers = useWriteHandlers('sinonim', isNew ? 'created' : 'updated', {
    onSuccess: close,
    onError: (error) => {
      showServerErrors(error, form.setError, ['kata']);
      // A term another group holds: the server names it, said at the line itself.
      const taken = httpStatusOf(error) === 409 ? serverMessageOf(error) : undefined;
      if (taken) form.setError('kata', { type: 'server', message: taken });
    },
  });
  const create = trpc.sinonim.create.useMutation(handlers);
  const update = trpc.sinonim.update.useMutation(handlers);
  const submit = form.handleSubmit(({ kata }) => {
    // The server reads the same comma-separated line and checks it again.
    const line = kata.join(', ');
    if (isNew) create.mutate({ kata: line });
    else update.mutate({ id: editing.id, kata: line });
  });
  return (
    <FormDialog
      open
      title={isNew ? copy.createTitle : copy.editTitle}
      dirty={form.formState.isDirty}
      submitting={create.isPending || update.isPending}
      onSubmit={(event) => void submit(event)}
      onClose={close}
    >
      {draft.restored && <DraftRestored />}
      <TextField
        label={copy.fields.kata}
        hint={copy.fields.kataHint}
        autoComplete="off"
        error={form.formState.errors.kata}
        {...form.register('kata')}
      />
    </FormDialog>
  );
}

export function SinonimAdminPage() {
  const me = useMe();
  const list = trpc.sinonim.list.useQuery();
  useLoadFailure(adminToast.loadFailed('sinonim'), list.error);
  const [editing, setEditing] = useState<Sinonim | 'new' | null>(null);
  useReopenDraft('sinonim', setEditing);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.sinonim.delete.useMutation(useWriteHandlers('sinonim', 'deleted'));

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
            header: copy.fields.kata,
            bare: true,
            cell: (row) => (
              <ul className="flex flex-wrap gap-1.5" aria-label={row.kata.join(', ')}>
                {row.kata.map((term) => (
                  <li
                    key={term}
                    className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-100"
                  >
                    {term}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            header: copy.fields.updatedAt,
            className: 'whitespace-nowrap',
            cell: (row) => dateFormat.format(new Date(row.updatedAt)),
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={
              me.isMainAdmin
                ? () =>
                    setConfirm(
                      deleteRequest('sinonim', deleteDetail.sinonim(row.kata), () =>
                        remove.mutateAsync({ id: row.id }),
                      ),
                    )
                : undefined
            }
          />
        )}
      />
      {editing && <SinonimFormDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
