import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import { SINONIM_SORT_KEYS, sinonimCreateInput, type Sinonim } from '../../shared/schemas/sinonim';
import { trpc } from '../../lib/trpc';
import { TextField } from '../components/form-fields';
import { httpStatusOf, serverMessageOf } from '../lib/errors';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { EditableListPage, useEditableList } from '../kit/editable-list';
import { EntityFormDialog, useEntityForm } from '../kit/entity-form';

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
  const kit = useEntityForm('sinonim', editing, form, {
    copy,
    fields: ['kata'],
    onClose,
    onError: (error) => {
      // A term another group holds: the server names it, said at the line itself.
      const taken = httpStatusOf(error) === 409 ? serverMessageOf(error) : undefined;
      if (taken) form.setError('kata', { type: 'server', message: taken });
    },
  });
  const create = trpc.sinonim.create.useMutation(kit.handlers);
  const update = trpc.sinonim.update.useMutation(kit.handlers);
  const submit = form.handleSubmit(({ kata }) => {
    // The server reads the same comma-separated line and checks it again.
    const line = kata.join(', ');
    if (isNew) create.mutate({ kata: line });
    else update.mutate({ id: editing.id, kata: line });
  });
  return (
    <EntityFormDialog {...kit.dialog} writes={[create, update]} submit={submit}>
      <TextField
        label={copy.fields.kata}
        hint={copy.fields.kataHint}
        autoComplete="off"
        error={form.formState.errors.kata}
        {...form.register('kata')}
      />
    </EntityFormDialog>
  );
}

export function SinonimAdminPage() {
  const list = useSortedList(searchSortDefaults, SINONIM_SORT_KEYS);
  const kit = useEditableList(trpc.sinonim, 'sinonim', list.input);

  return (
    <EditableListPage
      {...{ copy, list, kit }}
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
      deleteDetail={(row) => deleteDetail.sinonim(row.kata)}
      form={(editing, close) => <SinonimFormDialog editing={editing} onClose={close} />}
    />
  );
}
