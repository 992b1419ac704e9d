import { SlidersHorizontal, X } from 'lucide-react';
import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ShopLink } from './shop-link';
import { copy } from '../../shared/copy';
import {
  FILTER_PARAMS,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  PRODUK_SORTS,
  SORT_LABEL,
  type ProdukFilters,
} from '../../shared/produk-filter';
import type { ProdukFilterOptions } from '../../shared/schemas/produk';

// The category page's filters and order (docs/product.md §10). A plain GET form and plain
// links, so they work without JavaScript and crawlers can follow the orders; with JavaScript
// the form navigates in the page and a changed choice applies at once.

const field =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-sm font-semibold text-stone-800';

const ALL_LABEL = {
  usia: copy.category.filters.allUsia,
  warna: copy.category.filters.allWarna,
};

export function CategoryFilters({
  basePath,
  filters,
  options,
}: {
  basePath: string;
  filters: ProdukFilters;
  options: ProdukFilterOptions | undefined;
}) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim()) search.set(name, value);
    }
    void navigate(`${basePath}${filtersToSearch(filtersFromSearch(search))}`);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const active = hasFilters(filters);

  return (
    <div className="mb-5 flex flex-col gap-4">
      <details
        className="group rounded-2xl bg-white ring-1 ring-stone-200"
        // Open whenever a filter is set, so what narrows the list shows.
        open={active || undefined}
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-bold text-stone-800 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal aria-hidden size={18} />
          {copy.category.filters.title}
          {active && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
              {copy.category.filters.active}
            </span>
          )}
        </summary>
        <form
          // A new URL (Back, a sort link, "Hapus filter") sets the fields afresh.
          key={filtersToSearch(filters)}
          method="get"
          action={basePath}
          onSubmit={submit}
          onChange={(event) => {
            // A choice from a list or the box applies at once; prices wait for the button.
            const { target } = event;
            if (
              target instanceof HTMLSelectElement ||
              (target instanceof HTMLInputElement && target.type === 'checkbox')
            ) {
              apply(event.currentTarget);
            }
          }}
          className="grid gap-3 border-t border-stone-100 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
        >
          {filters.urut !== 'terbaru' && (
            <input type="hidden" name={FILTER_PARAMS.urut} value={filters.urut} />
          )}
          {(['usia', 'warna'] as const).map((name) => (
            <ChoiceField
              key={name}
              name={FILTER_PARAMS[name]}
              label={copy.category.filters[name]}
              allLabel={ALL_LABEL[name]}
              values={withCurrent(options?.[name], filters[name])}
              value={filters[name]}
            />
          ))}
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1 text-xs font-bold text-stone-600">
              {copy.category.filters.harga}
            </legend>
            <PriceField
              name={FILTER_PARAMS.hargaMin}
              label={copy.category.filters.hargaMin}
              value={filters.hargaMin}
              placeholder={
                options?.harga ? copy.category.filters.from(options.harga.min) : undefined
              }
            />
            <PriceField
              name={FILTER_PARAMS.hargaMax}
              label={copy.category.filters.hargaMax}
              value={filters.hargaMax}
              placeholder={options?.harga ? copy.category.filters.to(options.harga.max) : undefined}
            />
          </fieldset>
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-700 sm:col-span-2 lg:col-span-3">
            <input
              type="checkbox"
              name={FILTER_PARAMS.tersedia}
              value="1"
              defaultChecked={filters.tersedia === true}
              className="size-5 accent-brand-600"
            />
            {copy.category.filters.tersedia}
          </label>
          <div className="flex gap-2">
            <button
              type="submit"
              className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700"
            >
              {copy.category.filters.apply}
            </button>
            {active && (
              <ShopLink
                to={`${basePath}${filtersToSearch({ urut: filters.urut })}`}
                className="flex items-center gap-1 rounded-xl px-3 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
              >
                <X aria-hidden size={16} />
                {copy.category.filters.clear}
              </ShopLink>
            )}
          </div>
        </form>
      </details>

      {/* One line that scrolls sideways on a phone: its height never depends on how the text
          wraps, so the cards below stay put when the web font arrives (no layout shift). */}
      <SortLinks basePath={basePath} filters={filters} />
    </div>
  );
}

/** The orders, as links (crawlers follow them); the current one marked. */
function SortLinks({ basePath, filters }: { basePath: string; filters: ProdukFilters }) {
  return (
    <nav
      aria-label={copy.category.filters.sort}
      className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 whitespace-nowrap"
    >
      <span className="flex-none text-sm font-bold text-stone-700">
        {copy.category.filters.sort}:
      </span>
      {PRODUK_SORTS.map((urut) => {
        const current = urut === filters.urut;
        return (
          <ShopLink
            key={urut}
            to={`${basePath}${filtersToSearch({ ...filters, urut })}`}
            aria-current={current ? 'true' : undefined}
            className={`flex-none rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ${current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-200 hover:bg-brand-50'}`}
          >
            {SORT_LABEL[urut]}
          </ShopLink>
        );
      })}
    </nav>
  );
}

/** A choice from a list (age, colour), or every one. */
function ChoiceField({
  name,
  label,
  allLabel,
  values,
  value,
}: {
  name: string;
  label: string;
  allLabel: string;
  values: string[];
  value: string | undefined;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-bold text-stone-600">
      {label}
      <select name={name} defaultValue={value ?? ''} className={field}>
        <option value="">{allLabel}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One end of the price range: whole rupiah; the placeholder gives the category's end. */
function PriceField({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value: number | undefined;
  placeholder: string | undefined;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-stone-600">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        // Shown prices are to the rupiah (Rp 160.500): any whole number is a valid bound.
        step={1}
        name={name}
        defaultValue={value}
        placeholder={placeholder ?? label}
        className={field}
      />
    </label>
  );
}

/** The offered values, with the current one kept even if no product has it any more. */
function withCurrent(offered: string[] | undefined, current: string | undefined): string[] {
  const values = offered ?? [];
  if (current === undefined) return values;
  return values.some((v) => v.toLowerCase() === current.toLowerCase())
    ? values
    : [current, ...values];
}
