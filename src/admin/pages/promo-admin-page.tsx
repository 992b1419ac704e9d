import { keepPreviousData } from '@tanstack/react-query';
import { Check, Download, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { PROMO_SORT_KEYS, type PromoAdminRow } from '../../shared/schemas/promo';
import { trpc } from '../../lib/trpc';
import { useRowDelete } from '../components/confirm-dialog';
import { SortedListPage } from '../components/list-page';
import { nameColumn } from '../components/list-view';
import { DeleteButton } from '../components/row-actions';
import { Button, Spinner } from '../components/ui';
import { useMe } from '../lib/me';
import { toastFailure, toastSuccess } from '../lib/toast';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { useLoadFailure } from '../lib/use-load-failure';
import { useShopDateFormat } from '../lib/use-shop-date-format';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { downloadFile } from '../lib/download-file';

// Promo sign-ups (docs/product.md §2 Admin lists, §4): newest first or by a column, search every text
// shown (e-mail, voucher, consent), all in the URL with the page; the checked mark
// with both confirmations, stored on the server and counted per calendar month (docs/architecture.md §7),
// delete for the main admin, and the whole list as a CSV file.

const copy = adminCopy.promo;
const listDefaults = searchSortDefaults;

function CheckToggle({
  row,
  disabled,
  onToggle,
}: {
  row: PromoAdminRow;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={row.checked}
      aria-label={copy.checkedLabel(row.email)}
      title={row.checked ? copy.uncheck : copy.check}
      disabled={disabled}
      onClick={onToggle}
      className="group -my-1 inline-flex min-h-9 items-center gap-2 rounded-lg py-1 pr-2 text-sm font-semibold text-stone-700 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors ${
          row.checked
            ? 'border-brand-600 bg-brand-600 text-white group-hover:border-brand-700 group-hover:bg-brand-700'
            : 'border-stone-400 bg-white text-transparent group-hover:border-brand-600'
        }`}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
      <span aria-hidden="true">{row.checked ? copy.fields.checked : copy.notChecked}</span>
    </button>
  );
}

/** The list as a CSV file, and for the main admin the mailing file with its links. */
function PromoDownloads() {
  const me = useMe();
  const utils = trpc.useUtils();
  const [downloading, setDownloading] = useState(false);
  const downloadCsv = async (withLinks: boolean) => {
    setDownloading(true);
    try {
      // Always fresh: a mark set a moment ago must be in the file.
      const { filename, csv } = await (
        withLinks ? utils.promo.exportMailingCsv : utils.promo.exportCsv
      ).fetch(undefined, { staleTime: 0 });
      downloadFile(filename, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      toastFailure(copy.downloadFailed, error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button tone="secondary" disabled={downloading} onClick={() => void downloadCsv(false)}>
        {downloading ? <Spinner /> : <Download className="size-4" aria-hidden="true" />}
        {downloading ? copy.downloading : copy.download}
      </Button>
      {/* The links erase addresses: the main admin's (the server refuses anyone else). */}
      {me.isMainAdmin && (
        <Button tone="secondary" disabled={downloading} onClick={() => void downloadCsv(true)}>
          <Download className="size-4" aria-hidden="true" />
          {copy.downloadMailing}
        </Button>
      )}
    </div>
  );
}

export function PromoAdminPage() {
  const me = useMe();
  const utils = trpc.useUtils();
  const list = useSortedList(listDefaults, PROMO_SORT_KEYS);
  const { setParams } = list;
  const query = trpc.promo.adminList.useQuery(list.input, { placeholderData: keepPreviousData });
  useLoadFailure(adminToast.loadFailed('promo'), query.error);
  const dateFormat = useShopDateFormat();

  const setChecked = trpc.promo.setChecked.useMutation({
    onSuccess: (_row, input) => {
      toastSuccess(input.checked ? copy.checked : copy.unchecked);
      void utils.promo.invalidate();
    },
    onError: (error) => toastFailure(copy.checkFailed, error),
  });
  const remove = trpc.promo.delete.useMutation(useWriteHandlers('promo', 'deleted'));
  const questions = useRowDelete('promo', (id) => remove.mutateAsync({ id }));

  const askToggle = (row: PromoAdminRow) =>
    questions.ask(
      row.checked
        ? {
            question: copy.uncheckQuestion,
            confirmLabel: copy.uncheckConfirm,
            onConfirm: () =>
              setChecked.mutateAsync({ id: row.id, checked: false }).catch(() => undefined),
          }
        : {
            question: copy.checkQuestion,
            confirmLabel: copy.checkConfirm,
            onConfirm: () =>
              setChecked.mutateAsync({ id: row.id, checked: true }).catch(() => undefined),
          },
    );

  // A delete can empty the last page: step back to the page that now is the last.
  const data = query.data;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && data.page > 1) {
      setParams({ page: Math.ceil(data.total / data.pageSize) });
    }
  }, [data, setParams]);

  return (
    <SortedListPage
      {...{ copy, list, query }}
      notice={
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-stone-700">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {copy.monthlyNote}
        </p>
      }
      action={<PromoDownloads />}
      columns={[
        nameColumn<PromoAdminRow>(copy.fields.email, 'email', 'email', { wrap: 'break-all' }),
        {
          header: copy.fields.createdAt,
          sortKey: 'dibuat',
          className: 'md:whitespace-nowrap',
          cell: (row) => (
            <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>
          ),
        },
        {
          header: copy.fields.voucher,
          sortKey: 'voucher',
          className: 'md:whitespace-nowrap',
          cell: (row) => (
            <span className="text-sm">
              <span className="font-mono font-semibold">{row.voucherCode ?? copy.noVoucher}</span>
              <span className="block text-xs text-stone-500">
                {row.confirmedAt ? copy.confirmed : copy.notConfirmed}
              </span>
            </span>
          ),
        },
        {
          header: copy.fields.consent,
          sortKey: 'persetujuan',
          className: 'md:whitespace-nowrap',
          cell: (row) =>
            row.consentAt ? (
              <span className="text-sm">
                <time dateTime={row.consentAt}>{dateFormat.format(new Date(row.consentAt))}</time>
                <span className="block text-xs text-stone-500">
                  {copy.consentDetail(row.consentVersion ?? '', row.consentPage ?? '')}
                </span>
              </span>
            ) : (
              <span className="text-sm text-stone-500">{copy.noConsent}</span>
            ),
        },
        {
          header: copy.fields.checked,
          sortKey: 'dicentang',
          className: 'items-center md:whitespace-nowrap',
          cell: (row) => (
            <CheckToggle
              row={row}
              disabled={setChecked.isPending && setChecked.variables.id === row.id}
              onToggle={() => askToggle(row)}
            />
          ),
        },
      ]}
      actions={
        me.isMainAdmin
          ? (row) => (
              <DeleteButton
                onClick={() => questions.onDelete(row.id, deleteDetail.promo(row.email))?.()}
              />
            )
          : undefined
      }
    >
      {questions.dialog}
    </SortedListPage>
  );
}
