import { ArrowDown, ArrowUp, EyeOff, Eye } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { imageSrcSet, penawaranImagePath } from '../../shared/images';
import { MAX_PAGE_SIZE } from '../../shared/limits';
import { formatRupiah } from '../../shared/price';
import { PENAWARAN_SORT_KEYS, type PenawaranAdmin } from '../../shared/schemas/penawaran';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { Illustration } from '../../components/shop/illustrations';
import { PenawaranFormDialog } from '../components/penawaran-form-dialog';
import { TayangBadge } from '../components/tayang-badge';
import { AddButton, NewTabButtonLink, Thumbnail } from '../components/ui';
import { toastFailure, toastSuccess } from '../lib/toast';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { EditableListPage, useEditableList } from '../kit/editable-list';

// Admin Penawaran (docs/product.md §12): the special offers in the order /penawarankhusus shows
// them, moved up and down with buttons (keyboard first: the focus stays on the moved offer);
// add, edit, retire (Draf) and show again, as with products; delete (into Sampah) for the main
// admin. Searched and sorted by a column, in the URL; moving needs the whole list in its own order.

const copy = adminCopy.penawaran;

function Picture({ row }: { row: PenawaranAdmin }) {
  if (row.foto) {
    const src = penawaranImagePath(row.foto);
    return <Thumbnail src={src} srcSet={imageSrcSet(src)} alt={row.nama} />;
  }
  return (
    <span className="block w-16 shrink-0 overflow-hidden rounded-lg">
      <Illustration name={row.ilustrasi} className="w-full" />
    </span>
  );
}

function PriceCell({ row }: { row: PenawaranAdmin }) {
  return (
    <div className="space-y-0.5">
      <p className="font-semibold text-stone-900">{formatRupiah(row.harga)}</p>
      {row.hargaCoret !== null && row.hargaCoret > row.harga && (
        <p className="text-xs whitespace-nowrap text-stone-500">
          <s>{formatRupiah(row.hargaCoret)}</s>
          {row.diskon !== null && <span className="ml-1 font-bold">-{row.diskon}%</span>}
        </p>
      )}
    </div>
  );
}

/**
 * Moving offers up and down in the page's own order; after a move the focus stays on the moved
 * offer's button (it moved with its row), or on its other one at the top or bottom.
 */
function useReorder(rows: PenawaranAdmin[], canReorder: boolean) {
  const [announcement, setAnnouncement] = useState('');
  const utils = trpc.useUtils();
  const reorder = trpc.penawaran.reorder.useMutation({
    onError: (error) => toastFailure(adminToast.updateFailed('penawaran'), error),
    onSettled: () => utils.penawaran.invalidate(),
  });
  const moved = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    const last = moved.current;
    if (!last || reorder.isPending) return;
    const index = rows.findIndex((r) => r.id === last.id);
    const first = index === 0;
    const final = index === rows.length - 1;
    // At the top or bottom its own button is disabled: the other one keeps the focus.
    const direction =
      last.direction === 'up' && first
        ? 'down'
        : last.direction === 'down' && final
          ? 'up'
          : last.direction;
    buttons.current.get(`${last.id}-${direction}`)?.focus();
  }, [rows, reorder.isPending]);

  const move = (row: PenawaranAdmin, direction: 'up' | 'down') => {
    const ids = rows.map((r) => r.id);
    const from = ids.indexOf(row.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, row.id);
    moved.current = { id: row.id, direction };
    reorder.mutate(
      { ids },
      { onSuccess: () => setAnnouncement(copy.moved(row.nama, to + 1, ids.length)) },
    );
  };

  const arrow = (row: PenawaranAdmin, index: number, direction: 'up' | 'down') => (
    <button
      type="button"
      ref={(element) => {
        const key = `${row.id}-${direction}`;
        if (element) buttons.current.set(key, element);
        else buttons.current.delete(key);
      }}
      className="rounded-md border border-stone-300 p-1.5 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
      aria-label={direction === 'up' ? copy.moveUp(row.nama) : copy.moveDown(row.nama)}
      disabled={
        !canReorder ||
        reorder.isPending ||
        (direction === 'up' ? index === 0 : index === rows.length - 1)
      }
      onClick={() => move(row, direction)}
    >
      {direction === 'up' ? (
        <ArrowUp className="size-4" aria-hidden="true" />
      ) : (
        <ArrowDown className="size-4" aria-hidden="true" />
      )}
    </button>
  );

  /** The position cell: the offer's place and its two move buttons. */
  const cell = (row: PenawaranAdmin) => {
    const index = rows.indexOf(row);
    return (
      <div className="flex items-center gap-1.5">
        <span className="w-5 text-center font-semibold text-stone-700">{row.urutan}</span>
        {arrow(row, index, 'up')}
        {arrow(row, index, 'down')}
      </div>
    );
  };
  return { announcement, cell };
}

export function PenawaranAdminPage() {
  const site = useSite();
  const sorted = useSortedList(searchSortDefaults, PENAWARAN_SORT_KEYS);
  const { params } = sorted;
  // The offer's form keeps no draft to open again.
  const kit = useEditableList(
    trpc.penawaran,
    'penawaran',
    { ...sorted.input, pageSize: MAX_PAGE_SIZE },
    { reopenDraft: false },
  );
  const list = kit.query;
  const utils = trpc.useUtils();
  const setStatus = trpc.penawaran.setStatus.useMutation({
    onError: (error) => toastFailure(adminToast.updateFailed('penawaran'), error),
    onSettled: () => utils.penawaran.invalidate(),
  });

  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  // The page's order, whole, on this page (no search, no other sort, every offer read): it can be
  // changed here.
  const inOwnOrder =
    params.search === '' &&
    (sorted.input.urut === undefined ||
      (sorted.input.urut === 'urutan' && sorted.input.arah === 'asc'));
  const canReorder = inOwnOrder && list.data !== undefined && list.data.total === rows.length;
  const order = useReorder(rows, canReorder);

  const toggle = (row: PenawaranAdmin) => {
    const status = row.status === 'draf' ? 'tayang' : 'draf';
    setStatus.mutate(
      { id: row.id, status },
      {
        onSuccess: () =>
          toastSuccess(status === 'draf' ? copy.retired(row.nama) : copy.shown(row.nama)),
      },
    );
  };

  return (
    <EditableListPage
      {...{ copy, kit }}
      list={sorted}
      action={
        <div className="flex flex-wrap gap-2">
          <NewTabButtonLink href="/penawarankhusus" tone="secondary" rel="noopener">
            {copy.viewPage}
          </NewTabButtonLink>
          <AddButton onClick={() => kit.setEditing('new')}>{copy.add}</AddButton>
        </div>
      }
      beforeTable={
        <>
          {!inOwnOrder && <p className="mb-3 text-sm text-stone-600">{copy.orderHint}</p>}
          <p className="sr-only" aria-live="polite">
            {order.announcement}
          </p>
        </>
      }
      columns={[
        {
          header: copy.fields.urutan,
          sortKey: 'urutan',
          className: 'whitespace-nowrap',
          cell: order.cell,
        },
        {
          header: copy.fields.nama,
          sortKey: 'nama',
          bare: true,
          cell: (row) => (
            <div className="flex items-center gap-3">
              <Picture row={row} />
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{row.nama}</p>
                <p className="line-clamp-2 text-xs text-stone-600">{row.deskripsi}</p>
              </div>
            </div>
          ),
        },
        { header: copy.fields.price, sortKey: 'harga', cell: (row) => <PriceCell row={row} /> },
        {
          header: copy.fields.status,
          sortKey: 'status',
          cell: (row) => <TayangBadge row={row} timeZone={site.timeZone} />,
        },
        {
          header: copy.fields.klik,
          sortKey: 'klik',
          className: 'whitespace-nowrap',
          cell: (row) => <span title={copy.klik(row.klik)}>{row.klik}</span>,
        },
      ]}
      more={(row) => [
        {
          label: row.status === 'draf' ? copy.show : copy.retire,
          ariaLabel: row.status === 'draf' ? copy.showLabel(row.nama) : copy.retireLabel(row.nama),
          icon: row.status === 'draf' ? Eye : EyeOff,
          disabled: setStatus.isPending,
          onSelect: () => toggle(row),
        },
      ]}
      deleteDetail={(row) => deleteDetail.penawaran(row.nama, row.produk.length)}
      form={(editing, close) => <PenawaranFormDialog editing={editing} onClose={close} />}
    />
  );
}
