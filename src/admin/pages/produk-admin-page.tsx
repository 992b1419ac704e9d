import { keepPreviousData } from '@tanstack/react-query';
import { Eye, ExternalLink, Grid3x3, Images } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { produkEditorPath } from '../../shared/admin-paths';
import { imageSrcSet, produkImagePath } from '../../shared/images';
import { KATEGORI, isKnownKategori } from '../../shared/kategori';
import { discountedPrice, formatRupiah, soldText } from '../../shared/price';
import type { Produk } from '../../shared/schemas/produk';
import { PRODUK_STATUS_FILTERS, type ProdukStatusFilter } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import { PratinjauDialog } from '../components/pratinjau-dialog';
import { ProdukCsvExport } from '../components/produk-csv-export';
import { ProdukCsvImport } from '../components/produk-csv-import-dialog';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { Toolbar } from '../components/data-table';
import { SearchFilter, SelectFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { KetersediaanDialog } from '../components/ketersediaan-dialog';
import { FotoProdukDialog } from '../components/foto-produk-manager';
import { RowActions } from '../components/row-actions';
import { TayangBadge } from '../components/tayang-badge';
import { AddButton, Badge, Button, buttonClass, PageHeader, Thumbnail } from '../components/ui';
import { useMe } from '../lib/me';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';

// Admin products (issue 7): search by name and filter by category (both in the URL), each row
// with its photo, price as the shop shows it, sold count and a link to its public page.

const copy = adminCopy.produk;
const listDefaults = { search: '', kategori: '', status: '' };

const isStatusFilter = (value: string): value is ProdukStatusFilter =>
  (PRODUK_STATUS_FILTERS as readonly string[]).includes(value);

/** The menu's label for a known category; a free-text one as it is stored. */
function kategoriLabel(kategori: string): string {
  return KATEGORI.find((k) => k.slug === kategori)?.label ?? kategori;
}

function PriceCell({ produk }: { produk: Produk }) {
  if (produk.diskon <= 0) {
    return <span className="font-semibold text-stone-900">{formatRupiah(produk.harga)}</span>;
  }
  return (
    <div className="space-y-0.5">
      <p className="font-semibold text-stone-900">
        {formatRupiah(discountedPrice(produk.harga, produk.diskon))}
      </p>
      <p className="flex items-center gap-2">
        <s className="text-xs text-stone-500">{formatRupiah(produk.harga)}</s>
        <Badge tone="sun">-{produk.diskon}%</Badge>
      </p>
    </div>
  );
}

export function ProdukAdminPage() {
  const me = useMe();
  const site = useSite();
  const [params, setParams] = useListParams(listDefaults);
  const list = trpc.produk.adminList.useQuery(
    {
      search: params.search,
      kategori: params.kategori || undefined,
      status: isStatusFilter(params.status) ? params.status : undefined,
      page: params.page,
    },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('produk'), list.error);
  const [stock, setStock] = useState<Produk | null>(null);
  const [photosOf, setPhotosOf] = useState<Produk | null>(null);
  const [previewOf, setPreviewOf] = useState<Produk | null>(null);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.produk.delete.useMutation(useWriteHandlers('produk', 'deleted'));

  const filtered = params.search !== '' || params.kategori !== '' || params.status !== '';
  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={
          <div className="flex flex-wrap gap-2">
            <ProdukCsvExport
              filters={{
                search: params.search,
                kategori: params.kategori || undefined,
                status: isStatusFilter(params.status) ? params.status : undefined,
              }}
              filtered={filtered}
            />
            <ProdukCsvImport />
            <AddButton onClick={() => void navigate(produkEditorPath('baru'))}>
              {copy.add}
            </AddButton>
          </div>
        }
      />
      <Toolbar>
        <SearchFilter
          placeholder={copy.searchPlaceholder}
          value={params.search}
          onChange={(search) => setParams({ search })}
        />
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
          <option value="">{copy.allStatus}</option>
          {PRODUK_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {copy.status[status]}
            </option>
          ))}
        </SelectFilter>
      </Toolbar>
      <PagedList
        query={list}
        caption={copy.title}
        empty={filtered ? copy.empty : copy.none}
        onPage={(page) => setParams({ page })}
        columns={[
          {
            header: copy.fields.produk,
            bare: true,
            cell: (row) => (
              <div className="flex items-center gap-3">
                <Thumbnail
                  src={produkImagePath(row.foto_produk)}
                  srcSet={imageSrcSet(produkImagePath(row.foto_produk))}
                  alt=""
                />
                <p className="line-clamp-2 font-semibold text-stone-900">{row.nama_produk}</p>
              </div>
            ),
          },
          {
            header: copy.fields.status,
            cell: (row) => <TayangBadge row={row} timeZone={site.timeZone} />,
          },
          {
            header: copy.fields.kategori,
            cell: (row) => <Badge tone="brand">{kategoriLabel(row.kategori)}</Badge>,
          },
          {
            header: copy.fields.price,
            className: 'md:whitespace-nowrap',
            cell: (row) => <PriceCell produk={row} />,
          },
          {
            header: copy.fields.sold,
            className: 'md:whitespace-nowrap',
            cell: (row) => soldText(row.jumlah_terjual),
          },
        ]}
        actions={(row) => (
          <>
            <a
              href={`/detail/${row.id}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={copy.viewInShopLabel(row.nama_produk)}
              className={`${buttonClass('ghost', 'sm')} whitespace-nowrap`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {copy.viewInShop}
            </a>
            {/* A product visitors see listed is seen through "Lihat di toko". */}
            {row.status !== 'tayang' || row.tayang_mulai !== null ? (
              <Button
                tone="secondary"
                size="sm"
                aria-label={copy.pratinjauLabel(row.nama_produk)}
                onClick={() => setPreviewOf(row)}
              >
                <Eye className="size-4" aria-hidden="true" />
                {copy.pratinjau}
              </Button>
            ) : null}
            <Button
              tone="secondary"
              size="sm"
              aria-label={adminCopy.ketersediaan.actionLabel(row.nama_produk)}
              onClick={() => setStock(row)}
            >
              <Grid3x3 className="size-4" aria-hidden="true" />
              {adminCopy.ketersediaan.action}
            </Button>
            <Button
              tone="secondary"
              size="sm"
              aria-label={adminCopy.foto.actionLabel(row.nama_produk)}
              onClick={() => setPhotosOf(row)}
            >
              <Images className="size-4" aria-hidden="true" />
              {adminCopy.foto.action}
            </Button>
            <RowActions
              onEdit={() => void navigate(produkEditorPath(row.id))}
              onDelete={
                me.isMainAdmin
                  ? () =>
                      setConfirm(
                        deleteRequest(
                          'produk',
                          deleteDetail.produk(row.nama_produk, row.jumlah_warna, row.jumlah_ukuran),
                          () => remove.mutateAsync({ id: row.id }),
                        ),
                      )
                  : undefined
              }
            />
          </>
        )}
      />
      {stock && <KetersediaanDialog produk={stock} onClose={() => setStock(null)} />}
      {photosOf && <FotoProdukDialog produk={photosOf} onClose={() => setPhotosOf(null)} />}
      {previewOf && <PratinjauDialog produk={previewOf} onClose={() => setPreviewOf(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
