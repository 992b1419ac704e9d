import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCopy, adminToast, deleteDetail } from '../../shared/admin-copy';
import { UKURAN_SORT_KEYS } from '../../shared/schemas/ukuran-write';
import { measureText } from '../../components/shop/size-table';
import { trpc } from '../../lib/trpc';
import { useRowDelete } from '../components/confirm-dialog';
import { ListPage } from '../components/list-page';
import { PagedList } from '../components/list-view';
import { ProdukFilterPicker, produkIdOf, useProdukFilter } from '../components/produk-filter';
import { RowActions } from '../components/row-actions';
import { UkuranFormDialog, type UkuranRow } from '../components/ukuran-form-dialog';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { useReopenDraft } from '../lib/form-draft';

// Admin sizes (docs/product.md §2 Admin lists): filter by product, search every column, sort by any
// (all in the URL with the page), add, edit with the product locked, and delete for the main admin.

const copy = adminCopy.ukuran;
const listDefaults = { produk: '', ...searchSortDefaults };
const measures = ['panjang_atasan', 'lingkar_dada', 'panjang_tangan', 'panjang_bawahan'] as const;

export function UkuranAdminPage() {
  const list = useSortedList(listDefaults, UKURAN_SORT_KEYS);
  const idProduk = produkIdOf(list.params.produk);
  const filter = useProdukFilter(idProduk, copy);
  const query = trpc.ukuran.adminList.useQuery(
    { idProduk, ...list.input },
    { placeholderData: keepPreviousData },
  );
  useLoadFailure(adminToast.loadFailed('ukuran'), query.error);
  const [editing, setEditing] = useState<UkuranRow | 'new' | null>(null);
  useReopenDraft('ukuran', setEditing);
  const remove = trpc.ukuran.delete.useMutation(useWriteHandlers('ukuran', 'deleted'));
  const rowDelete = useRowDelete('ukuran', (id) => remove.mutateAsync({ id }));

  return (
    <ListPage
      copy={copy}
      onAdd={() => setEditing('new')}
      filters={
        <ProdukFilterPicker
          filter={filter}
          copy={copy}
          onChange={(produk) => list.setParams({ produk })}
        />
      }
      search={list.params.search}
      onSearch={list.onSearch}
    >
      <PagedList
        query={query}
        caption={copy.title}
        empty={copy.empty}
        {...list.table}
        columns={[
          {
            header: copy.fields.produk,
            sortKey: 'produk',
            bare: true,
            className: 'md:w-1/4',
            cell: (row) => <p className="font-semibold text-stone-900">{row.nama_produk}</p>,
          },
          {
            header: copy.fields.usia,
            sortKey: 'usia',
            className: 'whitespace-nowrap',
            cell: (row) => row.usia,
          },
          { header: copy.fields.ukuran, sortKey: 'ukuran', cell: (row) => row.ukuran },
          ...measures.map((measure) => ({
            header: copy.fields[measure],
            sortKey: measure,
            className: 'whitespace-nowrap',
            cell: (row: UkuranRow) => measureText(row[measure]),
          })),
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={rowDelete.onDelete(
              row.id,
              deleteDetail.ukuran(row.ukuran, row.usia, row.nama_produk),
            )}
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
      {rowDelete.dialog}
    </ListPage>
  );
}
