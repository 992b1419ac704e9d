import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import {
  FAQ_SORT_COLUMNS,
  FAQ_SORT_KEYS,
  FAQ_SORTS,
  type Faq,
  type FaqSort,
} from '../../shared/schemas/faq';
import { faqCreateInput } from '../../shared/schemas/faq-write';
import { trpc } from '../../lib/trpc';
import type { Column } from '../components/data-table';
import { TextAreaField, TextField } from '../components/form-fields';
import { SelectFilter } from '../components/list-controls';
import { labelledFields } from '../lib/register-field';
import { nameColumn } from '../components/list-view';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { EditableListPage, useEditableList } from '../kit/editable-list';
import { EntityFormDialog, useEntityForm, type EntityDialogProps } from '../kit/entity-form';

// Admin FAQ (docs/product.md §2 Admin lists): sort terbaru/terlama/A-Z/Z-A (`?sort=`), or by a column
// (`?urut=jawaban&arah=desc`, which wins), search over question and answer, add, edit, and delete
// for the main admin. One select names the spec's orders and the column sorts they leave out, on
// every screen width, so the table's own phone select is not shown.

const copy = adminCopy.faq;
const listDefaults = { sort: 'terbaru', ...searchSortDefaults };
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium' });

type FaqForm = { pertanyaan: string; jawaban: string };
const fields = ['pertanyaan', 'jawaban'] as const;

function FaqFormDialog({ editing, onClose }: EntityDialogProps<Faq>) {
  const isNew = editing === 'new';
  const form = useForm<FaqForm>({
    resolver: zodResolver(faqCreateInput),
    defaultValues: isNew
      ? { pertanyaan: '', jawaban: '' }
      : { pertanyaan: editing.pertanyaan, jawaban: editing.jawaban },
  });
  const kit = useEntityForm('faq', editing, form, { copy, fields, onClose });
  const create = trpc.faq.create.useMutation(kit.handlers);
  const update = trpc.faq.update.useMutation(kit.handlers);
  const submit = form.handleSubmit((values) => {
    if (isNew) create.mutate(values);
    else update.mutate({ id: editing.id, ...values });
  });
  const field = labelledFields(form, copy.fields);
  return (
    <EntityFormDialog {...kit.dialog} writes={[create, update]} submit={submit}>
      <TextField {...field('pertanyaan')} />
      <TextAreaField {...field('jawaban')} rows={6} />
    </EntityFormDialog>
  );
}

const columns: Column<Faq>[] = [
  nameColumn<Faq>(copy.fields.pertanyaan, 'pertanyaan', 'pertanyaan', { className: 'md:w-1/3' }),
  {
    header: copy.fields.jawaban,
    sortKey: 'jawaban',
    cell: (row) => <p className="line-clamp-3 text-stone-700">{row.jawaban}</p>,
  },
  {
    header: copy.fields.createdAt,
    sortKey: 'dibuat',
    className: 'whitespace-nowrap',
    cell: (row) => dateFormat.format(new Date(row.createdAt)),
  },
];

/** The spec order a column sort is, if it is one. */
const presetOf = (urut: string, arah: string): FaqSort | undefined =>
  FAQ_SORTS.find((s) => FAQ_SORT_COLUMNS[s].urut === urut && FAQ_SORT_COLUMNS[s].arah === arah);

/** The column sorts the spec's orders leave out, as the select offers them. */
const otherSorts = FAQ_SORT_KEYS.flatMap((urut) =>
  (['asc', 'desc'] as const)
    .filter((arah) => presetOf(urut, arah) === undefined)
    .map((arah) => ({
      value: `${urut}:${arah}`,
      label: adminCopy.common.sortOption(
        columns.find((c) => c.sortKey === urut)?.header ?? urut,
        arah,
      ),
    })),
);

export function FaqAdminPage() {
  const list = useSortedList(listDefaults, FAQ_SORT_KEYS);
  const { params, setParams } = list;
  const preset: FaqSort = (FAQ_SORTS as readonly string[]).includes(params.sort)
    ? (params.sort as FaqSort)
    : 'terbaru';
  const byColumn = list.input.urut !== undefined;
  // The order shown: a column's when one is chosen, else the spec order's.
  const shown = byColumn ? list.table.sort : { ...list.table.sort, ...FAQ_SORT_COLUMNS[preset] };
  const kit = useEditableList(
    trpc.faq,
    'faq',
    byColumn ? list.input : { search: params.search, sort: preset, page: params.page },
  );
  const chooseSort = (value: string) => {
    if ((FAQ_SORTS as readonly string[]).includes(value)) {
      setParams({ sort: value, urut: '', arah: 'asc' });
    } else {
      const [urut = '', arah = 'asc'] = value.split(':');
      setParams({ urut, arah, sort: listDefaults.sort });
    }
  };

  return (
    <EditableListPage
      {...{ copy, list, kit }}
      filters={
        <SelectFilter
          label={copy.sortLabel}
          value={presetOf(shown.urut ?? '', shown.arah) ?? `${shown.urut}:${shown.arah}`}
          onChange={chooseSort}
        >
          {FAQ_SORTS.map((option) => (
            <option key={option} value={option}>
              {copy.sorts[option]}
            </option>
          ))}
          {otherSorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectFilter>
      }
      sort={{
        ...shown,
        phoneSelect: false,
        onSort: (urut, arah) => setParams({ urut, arah, sort: listDefaults.sort }),
      }}
      columns={columns}
      deleteDetail={(row) => deleteDetail.faq(row.pertanyaan)}
      form={(editing, close) => <FaqFormDialog editing={editing} onClose={close} />}
    />
  );
}
