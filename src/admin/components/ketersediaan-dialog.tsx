import { useState, type SubmitEvent } from 'react';
import { adminCopy, adminToast } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { useLoadFailure } from '../lib/use-load-failure';
import { useWriteHandlers } from '../lib/use-write-handlers';
import {
  axesOf,
  gridCellsOf,
  gridValueOf,
  KetersediaanField,
  type GridValue,
} from '../kit/availability-grid';
import { FormDialog } from './form-dialog';
import { Button, LoadingRows } from './ui';

// The product list's "Ketersediaan": the kit's grid in the admin's form dialog, saved whole.

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
  // The grid's value starts from the first answer (state derived once, during the render).
  if (grid.data && loaded === null) {
    const initial = gridValueOf(grid.data);
    setLoaded({ initial, value: initial });
  }
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
        <KetersediaanField
          intro={copy.intro}
          idProduk={produk.id}
          caption={grid.data.produk.nama_produk}
          axes={axesOf(grid.data)}
          value={loaded.value}
          onChange={setValue}
          initialShowStok={grid.data.cells.some((c) => c.stok !== null)}
          actions={
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
          }
        />
      ) : (
        <LoadingRows label={copy.loading} />
      )}
    </FormDialog>
  );
}
