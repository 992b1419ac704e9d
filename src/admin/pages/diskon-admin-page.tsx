import { CircleStop, History } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import { riwayatHistoryPath } from '../../shared/admin-paths';
import type { DiskonKeadaan } from '../../shared/diskon';
import type { DiskonAdmin } from '../../shared/schemas/diskon';
import { trpc } from '../../lib/trpc';
import type { Column } from '../components/data-table';
import { useConfirm } from '../components/confirm-dialog';
import { DiskonFormDialog } from '../components/diskon-form-dialog';
import { kategoriName } from '../components/produk-bulk';
import { Badge } from '../components/ui';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useShopDateFormat } from '../lib/use-shop-date-format';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { EditableListPage, useEditableList } from '../kit/editable-list';

// Diskon (docs/product.md §14): the main admin's dated discounts, running first, with where each
// stands (Draf, Terjadwal, Berjalan, Berakhir), its window on the shop's clock, how many
// products it covers, its Riwayat (where its start can be taken back), and "Akhiri sekarang"
// for a running one, after a question naming what happens. Adding and editing in the dialog; deleting into Sampah.

const copy = adminCopy.diskon;
const listDefaults = { ...searchSortDefaults };

const tones: Record<DiskonKeadaan, 'neutral' | 'brand' | 'sun'> = {
  draf: 'neutral',
  terjadwal: 'sun',
  berjalan: 'brand',
  berakhir: 'neutral',
};

function useColumns(): Column<DiskonAdmin>[] {
  const dateFormat = useShopDateFormat();
  const when = (instant: string) => dateFormat.format(new Date(instant));
  return [
    {
      header: copy.fields.nama,
      bare: true,
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{row.nama}</p>
          <p className="text-xs text-stone-600">
            {row.cakupan === 'kategori'
              ? `${copy.cakupan.kategori}: ${row.kategori.map(kategoriName).join(', ')}`
              : copy.cakupan[row.cakupan]}
            {' · '}
            {copy.jumlahProduk(row.jumlahProduk)}
          </p>
        </div>
      ),
    },
    {
      header: copy.fields.persen,
      className: 'whitespace-nowrap',
      cell: (row) => <span className="font-bold text-rose-700">-{row.persen}%</span>,
    },
    {
      header: copy.fields.status,
      cell: (row) => <Badge tone={tones[row.keadaan]}>{copy.keadaan[row.keadaan]}</Badge>,
    },
    {
      header: `${copy.fields.mulai} – ${copy.fields.sampai}`,
      cell: (row) => (
        <span className="text-sm text-stone-700">
          {copy.window(when(row.mulai), row.sampai === null ? null : when(row.sampai))}
        </span>
      ),
    },
  ];
}

export function DiskonAdminPage() {
  const list = useSortedList(listDefaults, []);
  const { params } = list;
  const kit = useEditableList(trpc.diskon, 'diskon', {
    search: params.search,
    page: list.input.page,
  });
  const { query } = kit;
  const utils = trpc.useUtils();
  const end = trpc.diskon.end.useMutation({
    onError: (error) => toastFailure(copy.endFailed, error),
    onSettled: () => Promise.all([utils.diskon.invalidate(), utils.produk.invalidate()]),
  });
  const confirm = useConfirm();
  const navigate = useNavigate();
  const askEnd = (row: DiskonAdmin) =>
    confirm.ask({
      title: copy.endTitle,
      question: copy.endQuestion(row.nama, row.persen),
      confirmLabel: copy.endConfirm,
      tone: 'danger',
      onConfirm: () =>
        end
          .mutateAsync({ id: row.id })
          .then(() => toastSuccess(copy.ended(row.nama)))
          .catch(() => undefined),
    });

  return (
    <>
      <EditableListPage
        {...{ copy, list, query, kit }}
        empty={params.search ? copy.noMatch : copy.empty}
        columns={useColumns()}
        more={(row) => [
          {
            label: copy.riwayat,
            ariaLabel: copy.riwayatLabel(row.nama),
            icon: History,
            onSelect: () => void navigate(riwayatHistoryPath('diskon', row.id)),
          },
          ...(row.keadaan === 'berjalan'
            ? [
                {
                  label: copy.end,
                  ariaLabel: copy.endLabel(row.nama),
                  icon: CircleStop,
                  danger: true,
                  onSelect: () => askEnd(row),
                },
              ]
            : []),
        ]}
        deleteDetail={(row) => deleteDetail.diskon(row.nama, row.persen)}
        form={(editing, close) => <DiskonFormDialog editing={editing} onClose={close} />}
      />
      {confirm.dialog}
    </>
  );
}
