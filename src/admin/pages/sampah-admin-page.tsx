import { keepPreviousData } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import {
  SAMPAH_DAYS,
  SAMPAH_JENIS,
  SAMPAH_SORT_KEYS,
  type SampahItem,
} from '../../shared/schemas/sampah';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { ChoiceOptions, choiceOf } from '../components/choice-options';
import { useConfirm } from '../components/confirm-dialog';
import { SelectFilter } from '../components/list-controls';
import { SortedListPage } from '../components/list-page';
import { nameColumn } from '../components/list-view';
import { MainAction, MoreActions } from '../components/row-actions';
import { Badge } from '../components/ui';
import { toastFailure, toastSuccess } from '../lib/toast';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { useLoadFailure } from '../lib/use-load-failure';
import { useUndoDelete } from '../lib/use-write-handlers';

// Sampah (docs/product.md §12): what was deleted, by whom and when, how long it stays, with
// Pulihkan and Hapus permanen. The main admin's, as deleting is. Filtered by kind, searched by name
// or who deleted, sorted by a column, all in the URL with the page.

const copy = adminCopy.sampah;
const listDefaults = { jenis: '', ...searchSortDefaults };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the purge, counted up: "1 hari lagi" until its last day is over. */
function daysLeft(item: SampahItem, now: number): number {
  return Math.ceil((Date.parse(item.dihapusPermanenAt) - now) / DAY_MS);
}

export function SampahAdminPage() {
  const site = useSite();
  const sorted = useSortedList(listDefaults, SAMPAH_SORT_KEYS);
  const { params, setParams } = sorted;
  const jenis = choiceOf(SAMPAH_JENIS, params.jenis);
  const list = trpc.sampah.list.useQuery(
    { jenis, ...sorted.input },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(copy.loadFailed, list.error);
  const questions = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);
  const restore = useUndoDelete();
  const utils = trpc.useUtils();
  const purge = trpc.sampah.deleteForever.useMutation({
    onSuccess: () => void utils.sampah.invalidate(),
  });
  const dateFormat = new Intl.DateTimeFormat('id-ID', {
    timeZone: site.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const zone = adminCopy.produk.zoneLabel(site.timeZone);
  // The days left are counted from when the page opened.
  const [now] = useState(() => Date.now());

  const askPurge = (item: SampahItem) =>
    questions.ask({
      title: copy.purgeTitle,
      question: copy.purgeQuestion,
      detail: `${copy.jenis[item.jenis]}: ${item.label}`,
      confirmLabel: copy.purgeConfirm,
      tone: 'danger',
      onConfirm: () =>
        purge
          .mutateAsync({ id: item.id })
          .then(() => toastSuccess(copy.purged(item.label)))
          .catch((error: unknown) => toastFailure(copy.purgeFailed, error)),
    });

  return (
    <SortedListPage
      copy={{ ...copy, intro: copy.intro(SAMPAH_DAYS) }}
      list={sorted}
      query={list}
      filters={
        <SelectFilter
          label={copy.jenisFilter}
          value={jenis ?? ''}
          onChange={(value) => setParams({ jenis: value })}
        >
          <ChoiceOptions none={copy.allJenis} values={SAMPAH_JENIS} labels={copy.jenis} />
        </SelectFilter>
      }
      empty={jenis || params.search ? copy.noMatch : copy.empty}
      columns={[
        nameColumn<SampahItem>(copy.fields.nama, 'nama', 'label', { wrap: 'break-words' }),
        {
          header: copy.fields.jenis,
          sortKey: 'jenis',
          cell: (row) => <Badge tone="brand">{copy.jenis[row.jenis]}</Badge>,
        },
        {
          header: copy.fields.dihapusOleh,
          sortKey: 'dihapus_oleh',
          cell: (row) => row.dihapusOleh,
        },
        {
          header: copy.fields.dihapusAt,
          sortKey: 'dihapus_at',
          className: 'md:whitespace-nowrap',
          cell: (row) => `${dateFormat.format(new Date(row.dihapusAt))} ${zone}`,
        },
        {
          header: copy.fields.sisa,
          className: 'md:whitespace-nowrap',
          cell: (row) => copy.daysLeft(daysLeft(row, now)),
        },
      ]}
      actions={(row) => (
        <>
          <MainAction
            action={{
              label: copy.restore,
              ariaLabel: copy.restoreLabel(row.label),
              icon: RotateCcw,
              disabled: busy === row.id,
              onSelect: () => {
                setBusy(row.id);
                void restore(row.jenis, row).finally(() => setBusy(null));
              },
            }}
          />
          <MoreActions
            actions={[
              {
                label: copy.purge,
                ariaLabel: copy.purgeLabel(row.label),
                icon: Trash2,
                danger: true,
                onSelect: () => askPurge(row),
              },
            ]}
          />
        </>
      )}
    >
      {questions.dialog}
    </SortedListPage>
  );
}
