import { useState, type SubmitEvent } from 'react';
import { adminCopy, adminToast } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import { FormDialog } from './form-dialog';
import { KabarStokList, useKabarMenunggu } from './kabar-stok-panel';
import {
  axesOf,
  gridCellsOf,
  gridValueOf,
  KetersediaanGrid,
  type GridValue,
} from '../kit/availability-grid';
import { Button, LoadingRows } from './ui';

// The product list's "Ketersediaan": the grid in the admin's form dialog, saved whole.

const copy = adminCopy.ketersediaan;

export function KetersediaanDialog({
  produk,
  onClose,
}: {
  produk: { id: number; nama_produk: string };
  onClose: () => void;
}) {
  // Read afresh at every opening and never kept after: the grid's value starts from this answer.
  const grid = trpc.ketersediaan.grid.useQuery(
    { idProduk: produk.id },
    { staleTime: 0, gcTime: 0 },
  );
  useLoadFailure(adminToast.loadFailed('ketersediaan'), grid.error);
  const [loaded, setLoaded] = useState<{ initial: GridValue; value: GridValue } | null>(null);
  const [showStok, setShowStok] = useState(false);
  // The grid's value starts from the first answer (state derived once, during the render).
  if (grid.data && loaded === null) {
    const initial = gridValueOf(grid.data);
    setLoaded({ initial, value: initial });
    setShowStok(grid.data.cells.some((c) => c.stok !== null));
  }
  const waiting = useKabarMenunggu(produk.id);
  const waitingTotal = Object.values(waiting).reduce((sum, n) => sum + n, 0);
  const save = trpc.ketersediaan.save.useMutation(
    useWriteHandlers('ketersediaan', 'updated', { onSuccess: onClose }),
  );
  const setValue = (value: GridValue) => setLoaded((l) => l && { ...l, value });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (grid.data && loaded) {
      save.mutate({ idProduk: produk.id, cells: gridCellsOf(grid.data, loaded.value) });
    }
  };

  return (
    <FormDialog
      open
      title={copy.title(produk.nama_produk)}
      dirty={loaded !== null && JSON.stringify(loaded.value) !== JSON.stringify(loaded.initial)}
      submitting={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      {grid.data && loaded ? (
        <>
          <p className="text-sm text-stone-600">{copy.intro}</p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-700">
              <input
                type="checkbox"
                checked={showStok}
                onChange={(event) => setShowStok(event.target.checked)}
                className="size-5 accent-brand-600"
              />
              {copy.showStok}
            </label>
            <Button
              tone="secondary"
              size="sm"
              onClick={() =>
                setValue(
                  Object.fromEntries(
                    Object.keys(loaded.value).map((k) => [k, { tersedia: true, stok: null }]),
                  ),
                )
              }
            >
              {copy.allTersedia}
            </Button>
          </div>
          <KetersediaanGrid
            caption={grid.data.produk.nama_produk}
            {...axesOf(grid.data)}
            value={loaded.value}
            onChange={setValue}
            showStok={showStok}
            waiting={waiting}
          />
          <KabarStokList idProduk={produk.id} total={waitingTotal} />
        </>
      ) : (
        <LoadingRows label={copy.loading} />
      )}
    </FormDialog>
  );
}
