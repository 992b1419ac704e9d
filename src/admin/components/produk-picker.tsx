import { keepPreviousData } from '@tanstack/react-query';
import { Lock, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchIcon } from './list-controls';
import { ProdukThumbnail } from './ui';

// Choosing a product among thousands: type a few letters, pick from the matches (keyboard or
// pointer). Used by the colour, size and testimonial forms and by the list filters.

export interface ProdukChoice {
  id: number;
  nama_produk: string;
}

export interface ProdukPickerProps {
  label: string;
  value: ProdukChoice | undefined;
  onChange: (choice: ProdukChoice | undefined) => void;
  /** Edit forms: the product is shown but cannot change (docs/product.md §5). */
  locked?: boolean;
  error?: string | undefined;
  /** Text of the "nothing chosen" state when choosing none is allowed. */
  noneLabel?: string;
  compact?: boolean;
}

const SEARCH_DELAY_MS = 250;

export function ProdukPicker({
  label,
  value,
  onChange,
  locked = false,
  error,
  noneLabel,
  compact = false,
}: ProdukPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const options = trpc.produk.options.useQuery(
    { search },
    { enabled: open && !locked, placeholderData: keepPreviousData },
  );
  const items = options.data ?? [];

  const labelClass = compact
    ? 'text-xs font-semibold text-stone-600'
    : 'block text-sm font-semibold text-stone-800';

  if (locked && value) return <LockedProduk label={label} labelClass={labelClass} value={value} />;
  if (value) {
    return (
      <ChosenProduk
        label={label}
        labelClass={labelClass}
        value={value}
        compact={compact}
        clearLabel={noneLabel && compact ? adminCopy.common.all : adminCopy.picker.clear}
        onClear={() => {
          onChange(undefined);
          setText('');
          setOpen(true);
        }}
      />
    );
  }

  const pick = (choice: ProdukChoice) => {
    onChange({ id: choice.id, nama_produk: choice.nama_produk });
    setOpen(false);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted product instead of submitting the form.
      event.preventDefault();
      const choice = items[active];
      if (choice) pick(choice);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div
      className={
        compact ? 'relative flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs' : 'relative space-y-1'
      }
    >
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <SearchIcon />
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && items[active] ? `${listId}-${items[active].id}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder={noneLabel ?? adminCopy.picker.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className={`block w-full rounded-lg border bg-white py-2 pr-3 pl-9 text-sm text-stone-900 focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-stone-300'}`}
        />
      </div>
      {open && (
        <ul
          ref={(list) => list?.scrollIntoView({ block: 'nearest' })}
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full right-0 left-0 z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
        >
          {items.length === 0 && !options.isFetching && (
            <li className="px-3 py-2 text-sm text-stone-600">{adminCopy.picker.none}</li>
          )}
          {items.map((item, index) => (
            <li
              key={item.id}
              id={`${listId}-${item.id}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
            >
              <ProdukThumbnail foto={item.foto_produk} />
              <span className="text-stone-900">{item.nama_produk}</span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Edit forms: the product shown, greyed, with why it cannot change. */
function LockedProduk({
  label,
  labelClass,
  value,
}: {
  label: string;
  labelClass: string;
  value: ProdukChoice;
}) {
  return (
    <div className="space-y-1">
      <span className={labelClass}>{label}</span>
      <p className="flex items-center gap-2 rounded-lg border border-stone-200 bg-stone-100 px-3 py-2 text-stone-800">
        <Lock className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
        {value.nama_produk}
      </p>
      <p className="text-xs text-stone-600">{adminCopy.picker.locked}</p>
    </div>
  );
}

/** The chosen product, with the button that empties the choice to search again. */
function ChosenProduk({
  label,
  labelClass,
  value,
  compact,
  clearLabel,
  onClear,
}: {
  label: string;
  labelClass: string;
  value: ProdukChoice;
  compact: boolean;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <div className={compact ? 'flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs' : 'space-y-1'}>
      <span className={labelClass}>{label}</span>
      <div className="flex items-center gap-2 rounded-lg border border-brand-600 bg-brand-50 px-3 py-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-semibold text-stone-900">
          {value.nama_produk}
        </span>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
          {clearLabel}
        </button>
      </div>
    </div>
  );
}
