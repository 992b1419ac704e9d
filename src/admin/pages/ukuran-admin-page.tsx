import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { measureText } from '../../components/shop/size-table';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog, deleteRequest, type ConfirmRequest } from '../components/confirm-dialog';
import { Toolbar } from '../components/data-table';
import { SearchFilter } from '../components/list-controls';
import { PagedList } from '../components/list-view';
import { ProdukFilterPicker, produkIdOf, useProdukFilter } from '../components/produk-filter';
import { RowActions } from '../components/row-actions';
import { AddButton, PageHeader } from '../components/ui';
import { UkuranFormDialog, type UkuranRow } from '../components/ukuran-form-dialog';
import { useMe } from '../lib/me';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useReopenDraft } from '../lib/form-draft';

// Admin sizes (docs/product.md §2 Admin lists): filter by product and search text (both in the URL with
// the page), add, edit with the product locked, and delete for the main admin.

const copy = adminCopy.ukuran;
const listDefaults = { produk: '', search: '' };

export function UkuranAdminPage() {
  const me = useMe();
  const [params, setParams] = useListParams(listDefaults);
  const idProduk = produkIdOf(params.produk);
  const filter = useProdukFilter(idProduk, copy);
  const list = trpc.ukuran.adminList.useQuery(
    { idProduk, search: params.search, page: params.page },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('ukuran'), list.error);
  const [editing, setEditing] = useState<UkuranRow | 'new' | null>(null);
  useReopenDraft('ukuran', setEditing);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = trpc.ukuran.delete.useMutation(useWriteHandlers('ukuran', 'deleted'));

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
            header: copy.fields.produk,
            bare: true,
            className: 'md:w-1/4',
            cell: (row) => <p className="font-semibold text-stone-900">{row.nama_produk}</p>,
          },
          { header: copy.fields.usia, className: 'whitespace-nowrap', cell: (row) => row.usia },
          { header: copy.fields.ukuran, cell: (row) => row.ukuran },
          ...(['panjang_atasan', 'lingkar_dada', 'panjang_tangan', 'panjang_bawahan'] as const).map(
            (measure) => ({
              header: copy.fields[measure],
              className: 'whitespace-nowrap',
              cell: (row: UkuranRow) => measureText(row[measure]),
            }),
          ),
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={
              me.isMainAdmin
                ? () =>
                    setConfirm(
                      deleteRequest(
                        'ukuran',
                        deleteDetail.ukuran(row.ukuran, row.usia, row.nama_produk),
                        () => remove.mutateAsync({ id: row.id }),
                      ),
                    )
                : undefined
            }
          />
        )}
      />
      {editing && (
        <UkuranFormDialog
          editing={editing}
          defaultProduk={filter.found}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
