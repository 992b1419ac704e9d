import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { FAQ_SORTS, type Faq, type FaqSort } from '../../shared/schemas/faq';
import { faqCreateInput } from '../../shared/schemas/faq-write';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { Toolbar } from '../components/data-table';
import { FormDialog } from '../components/form-dialog';
import { TextAreaField, TextField } from '../components/form-fields';
import { SearchFilter, SelectFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { RowActions } from '../components/row-actions';
import { AddButton, PageHeader } from '../components/ui';
import { useMe } from '../lib/me';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useFormDraft, useReopenDraft } from '../lib/form-draft';
import { DraftRestored } from '../components/draft-restored';

// Admin FAQ (docs/product.md §2 Admin lists): sort terbaru/terlama/A-Z/Z-A, search over question and
// answer, add, edit, and delete for the main admin.

const copy = adminCopy.faq;
const listDefaults = { search: '', sort: 'terbaru' };
const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium' });

type FaqForm = { pertanyaan: string; jawaban: string };
const fields = ['pertanyaan', 'jawaban'] as const;

function FaqFormDialog({ editing, onClose }: { editing: Faq | 'new'; onClose: () => void }) {
  const isNew = editing === 'new';
  const form = useForm<FaqForm>({
    resolver: zodResolver(faqCreateInput),
    defaultValues: isNew
      ? { pertanyaan: '', jawaban: '' }
      : { pertanyaan: editing.pertanyaan, jawaban: editing.jawaban },
  });
  const kind = isNew ? 'created' : 'updated';
  const draft = useFormDraft('faq', isNew ? 'new' : editing.id, form);
  const close = () => {
    draft.clear();
    onClose();
  };
  const handlers = useWriteHandlers('faq', kind, {
    onSuccess: close,
    onError: (error) => showServerErrors(error, form.setError, fields),
  });
  const create = trpc.faq.create.useMutation(handlers);
  const update = trpc.faq.update.useMutation(handlers);
  const submit = form.handleSubmit((values) => {
    if (isNew) create.mutate(values);
    else update.mutate({ id: editing.id, ...values });
  });
  const { errors } = form.formState;
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
        label={copy.fields.pertanyaan}
        error={errors.pertanyaan}
        {...form.register('pertanyaan')}
      />
      <TextAreaField
        label={copy.fields.jawaban}
        rows={6}
        error={errors.jawaban}
        {...form.register('jawaban')}
      />
    </FormDialog>
  );
}

export function FaqAdminPage() {
  const me = useMe();
  const [params, setParams] = useListParams(listDefaults);
  const sort: FaqSort = (FAQ_SORTS as readonly string[]).includes(params.sort)
    ? (params.sort as FaqSort)
    : 'terbaru';
  const list = trpc.faq.adminList.useQuery(
    { search: params.search, sort, page: params.page },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('faq'), list.error);
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  useReopenDraft('faq', setEditing);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.faq.delete.useMutation(useWriteHandlers('faq', 'deleted'));

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={<AddButton onClick={() => setEditing('new')}>{copy.add}</AddButton>}
      />
      <Toolbar>
        <SearchFilter
          placeholder={copy.searchPlaceholder}
          value={params.search}
          onChange={(search) => setParams({ search })}
        />
        <SelectFilter
          label={copy.sortLabel}
          value={sort}
          onChange={(value) => setParams({ sort: value })}
        >
          {FAQ_SORTS.map((option) => (
            <option key={option} value={option}>
              {copy.sorts[option]}
            </option>
          ))}
        </SelectFilter>
      </Toolbar>
      <PagedList
        query={list}
        caption={copy.title}
        empty={params.search ? copy.noMatch : copy.empty}
        onPage={(page) => setParams({ page })}
        columns={[
          {
            header: copy.fields.pertanyaan,
            bare: true,
            className: 'md:w-1/3',
            cell: (row) => <p className="font-semibold text-stone-900">{row.pertanyaan}</p>,
          },
          {
            header: copy.fields.jawaban,
            cell: (row) => <p className="line-clamp-3 text-stone-700">{row.jawaban}</p>,
          },
          {
            header: copy.fields.createdAt,
            className: 'whitespace-nowrap',
            cell: (row) => dateFormat.format(new Date(row.createdAt)),
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={
              me.isMainAdmin
                ? () =>
                    setConfirm(
                      deleteRequest('faq', deleteDetail.faq(row.pertanyaan), () =>
                        remove.mutateAsync({ id: row.id }),
                      ),
                    )
                : undefined
            }
          />
        )}
      />
      {editing && <FaqFormDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
