import { useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import {
  isBlankUkuran,
  isBlankWarna,
  swatchOf,
  type EditorValues,
} from '../../lib/produk-editor-form';
import { gridAxes, KetersediaanField, type GridValue } from '../../kit/availability-grid';

// The editor's availability (docs/product.md §10 Availability): the grid of the sizes and
// colours typed above, as they are typed; a cell never marked is Tersedia.

const AVAILABLE = { tersedia: true, stok: null };

export function EditorKetersediaanSection({
  form,
  idProduk,
}: {
  form: UseFormReturn<EditorValues>;
  /** The stored product's id (none for a new one): who waits for its cells. */
  idProduk: number | undefined;
}) {
  const [nama, warna, ukuran, foto, marks] = useWatch({
    control: form.control,
    name: ['nama_produk', 'warna', 'ukuran', 'foto', 'ketersediaan'],
  });
  const axes = gridAxes(
    warna
      .filter((w) => !isBlankWarna(w))
      .map((w) => ({ key: w.key, warna: w.warna, kode_warna: swatchOf(w, foto) })),
    ukuran.filter((u) => !isBlankUkuran(u)),
  );
  const value: GridValue = {};
  for (const w of axes.colours) {
    for (const u of axes.sizes) {
      const key = `${w.key}:${u.key}`;
      value[key] = marks[key] ?? AVAILABLE;
    }
  }
  return (
    <KetersediaanField
      intro={adminCopy.produkEditor.ketersediaanIntro}
      idProduk={idProduk}
      caption={nama || adminCopy.produk.title}
      axes={axes}
      value={value}
      onChange={(next) =>
        form.setValue('ketersediaan', { ...marks, ...next }, { shouldDirty: true })
      }
      initialShowStok={Object.values(marks).some((cell) => cell.stok !== null)}
    />
  );
}
