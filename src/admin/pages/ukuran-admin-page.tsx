import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import { UKURAN_SORT_KEYS } from '../../shared/schemas/ukuran-write';
import { measureText } from '../../components/shop/size-table';
import { trpc } from '../../lib/trpc';
import { nameColumn } from '../components/list-view';
import { useProdukFilteredList } from '../components/produk-filter';
import { UkuranFormDialog, type UkuranRow } from '../components/ukuran-form-dialog';
import { EditableListPage, useEditableList } from '../kit/editable-list';

// Admin sizes (docs/product.md §2 Admin lists): filter by product, search every column, sort by any
// (all in the URL with the page), add, edit with the product locked, and delete for the main admin.

const copy = adminCopy.ukuran;
const measures = ['panjang_atasan', 'lingkar_dada', 'panjang_tangan', 'panjang_bawahan'] as const;

export function UkuranAdminPage() {
  const { list, filter, input, filters } = useProdukFilteredList(UKURAN_SORT_KEYS, copy);
  const kit = useEditableList(trpc.ukuran, 'ukuran', input);

  return (
    <EditableListPage
      {...{ copy, list, kit, filters }}
      columns={[
        nameColumn<UkuranRow>(copy.fields.produk, 'produk', 'nama_produk', {
          className: 'md:w-1/4',
        }),
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
      deleteDetail={(row) => deleteDetail.ukuran(row.ukuran, row.usia, row.nama_produk)}
      form={(editing, close) => (
        <UkuranFormDialog editing={editing} defaultProduk={filter.found} onClose={close} />
      )}
    />
  );
}
