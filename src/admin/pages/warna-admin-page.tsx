import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { imageSrcSet, warnaImagePath } from '../../shared/images';
import type { WarnaWithProduk } from '../../shared/schemas/warna-write';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { Toolbar } from '../components/data-table';
import { SearchFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { ProdukFilterPicker, produkIdOf, useProdukFilter } from '../components/produk-filter';
import { RowActions } from '../components/row-actions';
import { AddButton, PageHeader, Thumbnail } from '../components/ui';
import { WarnaFormDialog } from '../components/warna-form-dialog';
import { useMe } from '../lib/me';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useReopenDraft } from '../lib/form-draft';

// Admin colours (docs/product.md §2 Admin lists): filter by product and search text, both in the URL
// (`?produk=12&search=navy`), add, edit, and delete for the main admin.

const copy = adminCopy.warna;
const listDefaults = { produk: '', search: '' };

export function WarnaAdminPage() {
  const me = useMe();
  const [params, setParams] = useListParams(listDefaults);
  const idProduk = produkIdOf(params.produk);
  const filter = useProdukFilter(idProduk, copy);
  const list = trpc.warna.adminList.useQuery(
    { idProduk, search: params.search, page: params.page },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('warna'), list.error);
  const [editing, setEditing] = useState<WarnaWithProduk | 'new' | null>(null);
  useReopenDraft('warna', setEditing);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.warna.delete.useMutation(useWriteHandlers('warna', 'deleted'));

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={<AddButton onClick={() => setEditing('new')}>{copy.add}</AddButton>}
      />
      <Toolbar>
        <ProdukFilterPicker
          filter={filter}
          copy={copy}
          onChange={(produk) => setParams({ produk })}
        />
        <SearchFilter
          placeholder={copy.searchPlaceholder}
          value={params.search}
          onChange={(search) => setParams({ search })}
        />
      </Toolbar>
      <PagedList
        query={list}
        caption={copy.title}
        empty={copy.empty}
        onPage={(page) => setParams({ page })}
        columns={[
          {
            header: copy.fields.warna,
            bare: true,
            cell: (row) => (
              <div className="flex items-center gap-3">
                <Thumbnail
                  src={warnaImagePath(row.id_produk, row.foto)}
                  srcSet={imageSrcSet(warnaImagePath(row.id_produk, row.foto))}
                  alt=""
                />
                <p className="font-semibold text-stone-900">{row.warna}</p>
              </div>
            ),
          },
          {
            header: copy.fields.produk,
            cell: (row) => <p className="line-clamp-2 text-stone-700">{row.nama_produk}</p>,
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={
              me.isMainAdmin
                ? () =>
                    setConfirm(
                      deleteRequest('warna', deleteDetail.warna(row.warna, row.nama_produk), () =>
                        remove.mutateAsync({ id: row.id }),
                      ),
                    )
                : undefined
            }
          />
        )}
      />
      {editing && <WarnaFormDialog editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
