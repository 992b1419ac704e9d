import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { SINONIM_SORT_KEYS, sinonimCreateInput, type Sinonim } from '../../shared/schemas/sinonim';
import { trpc } from '../../lib/trpc';
import { useRowDelete } from '../components/confirm-dialog';
import { FormDialog } from '../components/form-dialog';
import { TextField } from '../components/form-fields';
import { ListPage } from '../components/list-page';
import { PagedList } from '../components/list-view';
import { RowActions } from '../components/row-actions';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { useLoadFailure } from '../lib/use-load-failure';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useFormDraft, useReopenDraft } from '../lib/form-draft';
import { DraftRestored } from '../components/draft-restored';

// Search synonyms (docs/product.md §10): groups of words a shopper uses for the same thing, one
// line each, its terms separated by commas. Any admin adds and edits; the main admin deletes. Paged on
// the server, searched by any term and sorted by a column, all in the URL.

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
  const list = useSortedList(searchSortDefaults, SINONIM_SORT_KEYS);
  const query = trpc.sinonim.adminList.useQuery(list.input, {
    placeholderData: keepPreviousData,
  });
  useLoadFailure(adminToast.loadFailed('sinonim'), query.error);
  const [editing, setEditing] = useState<Sinonim | 'new' | null>(null);
  useReopenDraft('sinonim', setEditing);
  const remove = trpc.sinonim.delete.useMutation(useWriteHandlers('sinonim', 'deleted'));
  const rowDelete = useRowDelete('sinonim', (id) => remove.mutateAsync({ id }));

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
            header: copy.fields.kata,
            sortKey: 'kata',
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
            sortKey: 'diubah',
            className: 'whitespace-nowrap',
            cell: (row) => dateFormat.format(new Date(row.updatedAt)),
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={rowDelete.onDelete(row.id, deleteDetail.sinonim(row.kata))}
          />
        )}
      />
      {editing && <SinonimFormDialog editing={editing} onClose={() => setEditing(null)} />}
      {rowDelete.dialog}
    </ListPage>
  );
}
