import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ShopLink } from './shop-link';
import { copy } from '../../shared/copy';
import { produkImagePath } from '../../shared/images';
import { FixedWidthImage } from './responsive-image';
import { SEARCH_DEBOUNCE_MS, SEARCH_DEFAULT_LIMIT } from '../../shared/limits';
import { discountedPrice, formatRupiah } from '../../shared/price';
import { SEARCH_PATH, searchPagePath } from '../../shared/search';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * Product search with a dropdown (docs/product.md §2 Search dropdown, §4, §5): nothing is sent for blank
 * text; typing waits 500 ms; the list follows the ARIA combobox pattern (↑/↓, Enter, Escape).
 */
export function SearchBox({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // The browser opens the search before the scripts have run: what was typed then is the start.
  useEffect(() => {
    if (input.current?.value) setText(input.current.value);
  }, []);
  const navigate = useNavigate();
  const listId = useId();
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = trpc.produk.search.useQuery(
    { query: debounced, limit: SEARCH_DEFAULT_LIMIT },
    { enabled: debounced !== '', retry: false, staleTime: 30_000 },
  );
  const loading = trimmed !== debounced || search.isFetching;
  // A failed search shows the not-found text, like an empty one (docs/product.md §8).
  const results = loading || search.isError ? [] : (search.data ?? []);
  const open = trimmed !== '';

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (text) setText('');
      else onClose();
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = results[active];
      if (chosen) {
        event.preventDefault();
        void navigate(`/detail/${chosen.id}`);
      }
      // Otherwise the form is sent: every result on the search page (onSubmit).
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed === '') return;
    onClose();
    void navigate(searchPagePath(trimmed));
  }

  return (
    <form
      role="search"
      aria-label={copy.search.landmark}
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      className="relative"
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {copy.search.placeholder}
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={open}
        // The list exists only while open; a reference to a missing element is invalid.
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && results[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus
        value={text}
        placeholder={copy.search.placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-stone-300 bg-white px-5 py-3 text-base shadow-inner outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      {open && (
        <div className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-200">
          {loading ? (
            <p className="px-3 py-4 text-center text-sm text-stone-600" role="status">
              {copy.search.loading}
            </p>
          ) : results.length === 0 ? (
            <p className="px-3 py-4 text-center text-sm text-stone-600" role="status">
              {copy.search.notFound(trimmed)}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={copy.search.placeholder}>
            {results.map((produk, index) => {
              const src = produkImagePath(produk.foto_produk);
              return (
                <li
                  key={produk.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                >
                  <ShopLink
                    to={`/detail/${produk.id}`}
                    tabIndex={-1}
                    className={`flex items-center gap-3 rounded-xl p-2 hover:bg-brand-50 ${index === active ? 'bg-brand-50' : ''}`}
                  >
                    <FixedWidthImage
                      src={src}
                      alt=""
                      width={48}
                      height={64}
                      className="h-16 w-12 flex-none rounded-lg object-cover"
                    />
                    <span className="min-w-0">
                      <span className="line-clamp-2 text-sm font-semibold text-stone-800">
                        {produk.nama_produk}
                      </span>
                      <span className="text-sm font-bold text-brand-700">
                        {formatRupiah(discountedPrice(produk.harga, produk.diskon))}
                      </span>
                    </span>
                  </ShopLink>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </form>
  );
}
