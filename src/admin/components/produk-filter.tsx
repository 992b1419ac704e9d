import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { searchSortDefaults, useSortedList } from '../lib/use-sorted-list';
import { ProdukPicker, type ProdukChoice } from './produk-picker';

// The product filter of the lists that belong to a product (colours, sizes): `?produk=12` in the
// URL, the product's name in the picker.

/** The product id a list's `?produk=` names, or undefined. */
export function produkIdOf(param: string): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 ? id : undefined;
}

export interface ProdukFilterCopy {
  produkFilter: string;
  allProduk: string;
  produkLoading: string;
  produkMissing: (id: number) => string;
}

/**
 * The product the list is filtered on, with its name: known when it was just picked, read
 * from the server when the page was opened with `?produk=` (a reload or a shared link).
 * `choice` is what the picker shows; `found` the product once its name is known.
 */
export function useProdukFilter(idProduk: number | undefined, copy: ProdukFilterCopy) {
  const [picked, setPicked] = useState<ProdukChoice>();
  const known = picked && picked.id === idProduk ? picked : undefined;
  const byId = trpc.produk.adminById.useQuery(
    { id: idProduk ?? 0 },
    { enabled: idProduk !== undefined && !known, retry: false, staleTime: Infinity },
  );
  let choice: ProdukChoice | undefined;
  if (known) choice = known;
  else if (idProduk !== undefined)
    choice = {
      id: idProduk,
      nama_produk:
        byId.data?.nama_produk ??
        (byId.isError ? copy.produkMissing(idProduk) : copy.produkLoading),
    };
  const found = known ?? (byId.data && { id: byId.data.id, nama_produk: byId.data.nama_produk });
  return { choice, found, setPicked };
}

/** The toolbar's product picker: shows the filter, and hands a new choice's `?produk=` on. */
export function ProdukFilterPicker({
  filter,
  copy,
  onChange,
}: {
  filter: ReturnType<typeof useProdukFilter>;
  copy: ProdukFilterCopy;
  onChange: (produk: string) => void;
}) {
  return (
    <ProdukPicker
      compact
      label={copy.produkFilter}
      noneLabel={copy.allProduk}
      value={filter.choice}
      onChange={(choice) => {
        filter.setPicked(choice);
        onChange(choice ? String(choice.id) : '');
      }}
    />
  );
}

const listDefaults = { produk: '', ...searchSortDefaults };

/**
 * The URL state of a list filtered by product (colours, sizes): the sorted list's, with
 * `?produk=`, the list query's input and the toolbar's picker.
 */
export function useProdukFilteredList<K extends string>(
  keys: readonly K[],
  copy: ProdukFilterCopy,
) {
  const list = useSortedList(listDefaults, keys);
  const idProduk = produkIdOf(list.params.produk);
  const filter = useProdukFilter(idProduk, copy);
  return {
    list,
    filter,
    input: { idProduk, ...list.input },
    filters: (
      <ProdukFilterPicker
        filter={filter}
        copy={copy}
        onChange={(produk) => list.setParams({ produk })}
      />
    ),
  };
}
