import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { ProdukPicker, type ProdukChoice } from '../components/produk-picker';

// The products a campaign's mail or an offer holds, in order (docs/decisions/0029, docs/product.md
// §12): add with the picker, move up and down, take out. Each feature says how a product's row
// reads and what it keeps of the product once picked.

/** The texts of one feature's list: legend, hint, the picker's and each row's buttons. */
export interface OrderedProdukCopy {
  legend: string;
  hint: string;
  addProduk: string;
  pickProduk: string;
  moveUp: (nama: string) => string;
  moveDown: (nama: string) => string;
  removeProduk: (nama: string) => string;
}

/** The product as the admin reads it once picked; undefined when that read failed. */
export type PickedProduk = Awaited<
  ReturnType<ReturnType<typeof trpc.useUtils>['produk']['adminById']['fetch']>
>;

export interface OrderedProdukPickerProps<T extends ProdukChoice> {
  items: T[];
  onChange: (items: T[]) => void;
  max: number;
  copy: OrderedProdukCopy;
  /** What the row shows before its buttons. */
  renderItem: (item: T) => ReactNode;
  /** What is kept of a picked product (its read, or undefined when the read failed). */
  toItem: (choice: ProdukChoice, produk: PickedProduk | undefined) => T;
  /** The row's inner padding: narrower beside a thumbnail. */
  rowPadding?: 'px-2' | 'px-3';
  error?: string | undefined;
}

/** Whether the picked products (or their order) differ from what the edited row holds. */
export function pickedChanged(
  items: readonly { id: number }[],
  editing: { produk: readonly { id: number }[] } | 'new',
): boolean {
  const ids = (list: readonly { id: number }[]) => list.map((p) => p.id).join(',');
  return ids(items) !== (editing === 'new' ? '' : ids(editing.produk));
}

const iconButton =
  'rounded p-1 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';

export function OrderedProdukPicker<T extends ProdukChoice>({
  items,
  onChange,
  max,
  copy,
  renderItem,
  toItem,
  rowPadding = 'px-3',
  error,
}: OrderedProdukPickerProps<T>) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">
        {copy.legend}
        <span className="ml-1 font-normal text-stone-500">({adminCopy.common.optional})</span>
      </legend>
      <p className="text-xs text-stone-600">{copy.hint}</p>
      {items.length > 0 && (
        <ol className="space-y-2">
          {items.map((item, index) => (
            <li
              key={item.id}
              className={`flex items-center gap-2 rounded-lg border border-stone-200 ${rowPadding} py-2 text-sm`}
            >
              {renderItem(item)}
              <button
                type="button"
                className={iconButton}
                aria-label={copy.moveUp(item.nama_produk)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={copy.moveDown(item.nama_produk)}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className="rounded p-1 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={copy.removeProduk(item.nama_produk)}
                onClick={() => onChange(items.filter((p) => p.id !== item.id))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {items.length < max && (
        <AddProduk
          copy={copy}
          taken={items}
          toItem={toItem}
          onAdd={(item) => onChange([...items, item])}
        />
      )}
      {error && <p className="text-sm font-semibold text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The picker, emptied again once a product is added; the product read for its row. */
function AddProduk<T extends ProdukChoice>({
  copy,
  taken,
  toItem,
  onAdd,
}: {
  copy: OrderedProdukCopy;
  taken: T[];
  toItem: OrderedProdukPickerProps<T>['toItem'];
  onAdd: (item: T) => void;
}) {
  const [key, setKey] = useState(0);
  const utils = trpc.useUtils();
  return (
    <ProdukPicker
      key={key}
      label={copy.addProduk}
      noneLabel={copy.pickProduk}
      value={undefined}
      onChange={(choice) => {
        if (!choice || taken.some((p) => p.id === choice.id)) return;
        setKey((k) => k + 1);
        void utils.produk.adminById.fetch({ id: choice.id }).then(
          (produk) => onAdd(toItem(choice, produk)),
          () => onAdd(toItem(choice, undefined)),
        );
      }}
    />
  );
}
