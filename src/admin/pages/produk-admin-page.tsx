import { keepPreviousData } from '@tanstack/react-query';
import { Eye, ExternalLink, Grid3x3, Images, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { lihatDiTokoHref, produkEditorPath } from '../../shared/admin-paths';
import { KATEGORI, isKnownKategori } from '../../shared/kategori';
import { discountedPrice, formatRupiah, soldText } from '../../shared/price';
import {
  PRODUK_ADMIN_SORT_KEYS,
  type Produk,
  type ProdukAdminRow,
} from '../../shared/schemas/produk';
import type { BulkTargetInput } from '../../shared/schemas/produk-bulk';
import { PRODUK_STATUS_FILTERS, type ProdukStatusFilter } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import { PratinjauDialog } from '../components/pratinjau-dialog';
import { ProdukCsvExport } from '../components/produk-csv-export';
import { ProdukCsvImport } from '../components/produk-csv-import-dialog';
import { trpc } from '../../lib/trpc';
import { useRowDelete } from '../components/confirm-dialog';
import type { Column } from '../components/data-table';
import { ChoiceOptions } from '../components/choice-options';
import { SelectFilter } from '../components/list-controls';
import { ListPage } from '../components/list-page';
import { PagedList } from '../components/list-view';
import { KetersediaanDialog } from '../components/ketersediaan-dialog';
import { FotoProdukDialog } from '../components/foto-produk-manager';
import { kategoriName, ProdukBulkActions, SelectAllMatching } from '../components/produk-bulk';
import { TayangBadge } from '../components/tayang-badge';
import { MainAction, MoreActions, deleteAction } from '../components/row-actions';
import { AddButton, Badge, ProdukThumbnail } from '../components/ui';
import { useMe } from '../lib/me';
import { chosenCount, isChosen, pageState, useRowSelection } from '../lib/row-selection';
import { useListParams } from '../lib/use-list-params';
import { sortDefaults, useListSort } from '../lib/use-list-sort';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';

// Admin products (issue 7; issue 20 item 5): search every text the table shows, filter by
// category and status, sort by a column (all in the URL with the page), each row with its
// photo, price as the shop shows it, sold count and a link to its public page; rows chosen for
// a bulk action (docs/product.md §11 Aksi massal).

const copy = adminCopy.produk;
const bulkCopy = adminCopy.produkBulk;
const listDefaults = { search: '', kategori: '', status: '', ...sortDefaults };

const isStatusFilter = (value: string): value is ProdukStatusFilter =>
  (PRODUK_STATUS_FILTERS as readonly string[]).includes(value);

/** Which dated discount sets the price to visitors now, when one does (docs/product.md §14). */
function DiskonBerlaku({ produk }: { produk: ProdukAdminRow }) {
  if (!produk.diskon_berlaku) return null;
  const { nama, persen } = produk.diskon_berlaku;
  return (
    // Wraps under the price (the column is nowrap), so the table keeps its width at 1280 px.
    <p className="max-w-32 text-xs font-semibold whitespace-normal text-rose-700">
      {adminCopy.diskon.berlaku(nama, persen)}
    </p>
  );
}

function PriceCell({ produk }: { produk: ProdukAdminRow }) {
  if (produk.diskon <= 0) {
    return (
      <div className="space-y-0.5">
        <span className="font-semibold text-stone-900">{formatRupiah(produk.harga)}</span>
        <DiskonBerlaku produk={produk} />
      </div>
    );
  }
  return (
    <div className="space-y-0.5">
      <p className="font-semibold text-stone-900">
        {formatRupiah(discountedPrice(produk.harga, produk.diskon))}
      </p>
      <p className="flex items-center gap-2">
        <s className="text-xs text-stone-600">{formatRupiah(produk.harga)}</s>
        <Badge tone="sun">-{produk.diskon}%</Badge>
      </p>
      <DiskonBerlaku produk={produk} />
    </div>
  );
}

/** The toolbar's category and status filters, after the search. */
function ProdukFilters({
  params,
  setParams,
}: {
  params: { kategori: string; status: string };
  setParams: (changes: { kategori?: string; status?: string }) => void;
}) {
  return (
    <>
      <SelectFilter
        label={copy.kategoriFilter}
        value={params.kategori}
        onChange={(kategori) => setParams({ kategori })}
      >
        <option value="">{copy.allKategori}</option>
        {KATEGORI.map((k) => (
          <option key={k.slug} value={k.slug}>
            {k.label}
          </option>
        ))}
        {params.kategori && !isKnownKategori(params.kategori) && (
          <option value={params.kategori}>{params.kategori}</option>
        )}
      </SelectFilter>
      <SelectFilter
        label={copy.statusFilter}
        value={isStatusFilter(params.status) ? params.status : ''}
        onChange={(status) => setParams({ status })}
      >
        <ChoiceOptions none={copy.allStatus} values={PRODUK_STATUS_FILTERS} labels={copy.status} />
      </SelectFilter>
    </>
  );
}

/** The list's columns: photo and name, status, category, price as the shop shows it, sold. */
const produkColumns = (timeZone: string): Column<ProdukAdminRow>[] => [
  {
    header: copy.fields.produk,
    sortKey: 'nama',
    bare: true,
    className: 'md:min-w-48',
    cell: (row) => (
      <div className="flex items-center gap-3">
        <ProdukThumbnail foto={row.foto_produk} />
        <p className="line-clamp-2 font-semibold text-stone-900">{row.nama_produk}</p>
      </div>
    ),
  },
  {
    header: copy.fields.status,
    sortKey: 'status',
    cell: (row) => <TayangBadge row={row} timeZone={timeZone} />,
  },
  {
    header: copy.fields.kategori,
    sortKey: 'kategori',
    cell: (row) => <Badge tone="brand">{kategoriName(row.kategori)}</Badge>,
  },
  {
    header: copy.fields.price,
    sortKey: 'harga',
    className: 'md:whitespace-nowrap',
    cell: (row) => <PriceCell produk={row} />,
  },
  {
    header: copy.fields.sold,
    sortKey: 'terjual',
    className: 'md:whitespace-nowrap',
    cell: (row) => soldText(row.jumlah_terjual),
  },
];

/**
 * Edit as the row's button (to the editor); the shop's page, the preview, availability,
 * photos and, for the main admin, delete under "Lainnya".
 */
function ProdukRowActions({
  row,
  now,
  open,
  onDelete,
}: {
  row: Produk;
  /** The instant "Lihat di toko" is judged at. */
  now: number;
  open: (dialog: 'stock' | 'photos' | 'preview', row: Produk) => void;
  onDelete: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  return (
    <>
      <MainAction
        action={{
          label: adminCopy.common.edit,
          icon: Pencil,
          onSelect: () => void navigate(produkEditorPath(row.id)),
        }}
      />
      <MoreActions
        actions={[
          {
            label: copy.viewInShop,
            ariaLabel: copy.viewInShopLabel(row.nama_produk),
            icon: ExternalLink,
            // A product visitors cannot open yet opens its signed preview (the server decides).
            href: lihatDiTokoHref(row, now),
          },
          // A product visitors see listed is seen through "Lihat di toko".
          ...(row.status !== 'tayang' || row.tayang_mulai !== null
            ? [
                {
                  label: copy.pratinjau,
                  ariaLabel: copy.pratinjauLabel(row.nama_produk),
                  icon: Eye,
                  onSelect: () => open('preview', row),
                },
              ]
            : []),
          {
            label: adminCopy.ketersediaan.action,
            ariaLabel: adminCopy.ketersediaan.actionLabel(row.nama_produk),
            icon: Grid3x3,
            onSelect: () => open('stock', row),
          },
          {
            label: adminCopy.foto.action,
            ariaLabel: adminCopy.foto.actionLabel(row.nama_produk),
            icon: Images,
            onSelect: () => open('photos', row),
          },
          ...(onDelete ? [deleteAction(onDelete)] : []),
        ]}
      />
    </>
  );
}

export function ProdukAdminPage() {
  const me = useMe();
  const site = useSite();
  const [params, setParams] = useListParams(listDefaults);
  const sort = useListSort(PRODUK_ADMIN_SORT_KEYS, params, setParams);
  const filters = {
    search: params.search,
    kategori: params.kategori || undefined,
    status: isStatusFilter(params.status) ? params.status : undefined,
  };
  const list = trpc.produk.adminList.useQuery(
    { ...filters, ...sort.input, page: params.page },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('produk'), list.error);
  const [dialog, setDialog] = useState<{ kind: 'stock' | 'photos' | 'preview'; row: Produk }>();
  const closeDialog = () => setDialog(undefined);
  // The instant "Lihat di toko" is judged at (the server judges again as it is opened).
  const [now] = useState(() => Date.now());
  const navigate = useNavigate();
  const remove = trpc.produk.delete.useMutation(useWriteHandlers('produk', 'deleted'));
  const rowDelete = useRowDelete('produk', (id) => remove.mutateAsync({ id }));

  // The choice belongs to the filter (not to the sort or the page): paging keeps it.
  const chosen = useRowSelection(JSON.stringify(filters));
  const rows = list.data?.items ?? [];
  const pageIds = rows.map((row) => row.id);
  const total = list.data?.total ?? 0;
  const count = chosenCount(chosen.selection, total);
  const chosenHere = rows.filter((row) => isChosen(chosen.selection, row.id));
  const onPage = pageState(chosen.selection, pageIds);
  const target: BulkTargetInput =
    chosen.selection.mode === 'ids'
      ? { ids: [...chosen.selection.ids] }
      : { filter: filters, kecuali: [...chosen.selection.kecuali] };

  const filtered = params.search !== '' || params.kategori !== '' || params.status !== '';
  return (
    <ListPage
      copy={copy}
      action={
        <div className="flex flex-wrap gap-2">
          <ProdukCsvExport filters={filters} filtered={filtered} />
          <ProdukCsvImport />
          <AddButton onClick={() => void navigate(produkEditorPath('baru'))}>{copy.add}</AddButton>
        </div>
      }
      searchFirst
      filters={<ProdukFilters params={params} setParams={setParams} />}
      search={params.search}
      onSearch={(search) => setParams({ search })}
    >
      <PagedList
        query={list}
        caption={copy.title}
        empty={filtered ? copy.empty : copy.none}
        onPage={(page) => setParams({ page })}
        sort={sort.table}
        summary={
          <SelectAllMatching
            pageChosen={onPage === 'all'}
            allMatching={chosen.selection.mode === 'filter' && count > 0}
            count={count}
            total={total}
            pageRows={rows.length}
            filtered={filtered}
            onChooseAll={chosen.chooseAllMatching}
            onClear={chosen.clear}
          />
        }
        selection={{
          isSelected: (row) => isChosen(chosen.selection, row.id),
          onToggle: (row, on) => chosen.toggle([row.id], on),
          page: onPage,
          onTogglePage: (on) => chosen.toggle(pageIds, on),
          rowLabel: (row) => bulkCopy.selectRow(row.nama_produk),
          pageLabel: bulkCopy.selectPage,
        }}
        columns={produkColumns(site.timeZone)}
        actions={(row) => (
          <ProdukRowActions
            row={row}
            now={now}
            open={(kind, of) => setDialog({ kind, row: of })}
            onDelete={rowDelete.onDelete(
              row.id,
              deleteDetail.produk(row.nama_produk, row.jumlah_warna, row.jumlah_ukuran),
            )}
          />
        )}
      />
      <ProdukBulkActions
        count={count}
        target={target}
        acrossPages={chosen.selection.mode === 'filter' || count > chosenHere.length}
        rows={chosenHere}
        canTrash={me.isMainAdmin}
        onClear={chosen.clear}
        onDone={chosen.clear}
      />
      {dialog?.kind === 'stock' && <KetersediaanDialog produk={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'photos' && <FotoProdukDialog produk={dialog.row} onClose={closeDialog} />}
      {dialog?.kind === 'preview' && <PratinjauDialog produk={dialog.row} onClose={closeDialog} />}
      {rowDelete.dialog}
    </ListPage>
  );
}
