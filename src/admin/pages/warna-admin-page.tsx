import { adminCopy, deleteDetail } from '../../shared/admin-copy';
import { imageSrcSet, warnaImagePath } from '../../shared/images';
import { WARNA_SORT_KEYS } from '../../shared/schemas/warna-write';
import { trpc } from '../../lib/trpc';
import { useProdukFilteredList } from '../components/produk-filter';
import { Thumbnail } from '../components/ui';
import { WarnaFormDialog } from '../components/warna-form-dialog';
import { EditableListPage, useEditableList } from '../kit/editable-list';

// Admin colours (docs/product.md §2 Admin lists): filter by product, search, sort by a column, all
// in the URL (`?produk=12&search=navy&urut=warna`), add, edit, and delete for the main admin.

const copy = adminCopy.warna;

export function WarnaAdminPage() {
  const { list, input, filters } = useProdukFilteredList(WARNA_SORT_KEYS, copy);
  const kit = useEditableList(trpc.warna, 'warna', input);

  return (
    <EditableListPage
      {...{ copy, list, kit, filters }}
      columns={[
        {
          header: copy.fields.warna,
          sortKey: 'warna',
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
          sortKey: 'produk',
          cell: (row) => <p className="line-clamp-2 text-stone-700">{row.nama_produk}</p>,
        },
      ]}
      deleteDetail={(row) => deleteDetail.warna(row.warna, row.nama_produk)}
      form={(editing, close) => <WarnaFormDialog editing={editing} onClose={close} />}
    />
  );
}
