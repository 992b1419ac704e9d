import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import {
  isBlankUkuran,
  isBlankWarna,
  swatchOf,
  type EditorValues,
} from '../../lib/produk-editor-form';
import { KabarStokList, useKabarMenunggu } from '../kabar-stok-panel';
import { gridAxes, KetersediaanGrid, type GridValue } from '../../kit/availability-grid';

// The editor's availability (docs/product.md §10 Availability): the grid of the sizes and
// colours typed above, as they are typed; a cell never marked is Tersedia.

const copy = adminCopy.ketersediaan;
const AVAILABLE = { tersedia: true, stok: null };

export function EditorKetersediaanSection({
  form,
  idProduk,
}: {
  form: UseFormReturn<EditorValues>;
  /** The stored product's id (none for a new one): who waits for its cells. */
  idProduk: number | undefined;
}) {
  const waiting = useKabarMenunggu(idProduk);
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
  const [showStok, setShowStok] = useState(() =>
    Object.values(marks).some((cell) => cell.stok !== null),
  );

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{adminCopy.produkEditor.ketersediaanIntro}</p>
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          checked={showStok}
          onChange={(event) => setShowStok(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        {copy.showStok}
      </label>
      <KetersediaanGrid
        caption={nama || adminCopy.produk.title}
        {...axes}
        value={value}
        showStok={showStok}
        onChange={(next) =>
          form.setValue('ketersediaan', { ...marks, ...next }, { shouldDirty: true })
        }
        waiting={waiting}
      />
      {idProduk !== undefined && (
        <KabarStokList
          idProduk={idProduk}
          total={Object.values(waiting).reduce((sum, n) => sum + n, 0)}
        />
      )}
    </div>
  );
}
