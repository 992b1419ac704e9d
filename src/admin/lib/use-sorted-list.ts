import { useListParams, type ListParams } from './use-list-params';
import { sortDefaults, useListSort } from './use-list-sort';

// The URL state every searchable, sortable admin list keeps (issue 20 item 5): its own filters,
// the search, the column sort and the page (`?search=navy&urut=warna&arah=desc&page=2`), and
// what the list's query and table take from it.

/** What useSortedList keeps besides a list's own filters: add these to its defaults. */
export const searchSortDefaults = { search: '', ...sortDefaults } as const;

type SortedKey = keyof typeof searchSortDefaults;

export function useSortedList<D extends Record<SortedKey, string>, K extends string>(
  /** A constant of the module (the URL's keys and their defaults), with `searchSortDefaults` in it. */
  defaults: D,
  keys: readonly K[],
) {
  const [params, setParams] = useListParams<Extract<keyof D, string>>(
    defaults as Record<Extract<keyof D, string>, string>,
  );
  // The keys this hook reads and sets are in every list's defaults; TypeScript cannot see that
  // through D.
  const own = params as unknown as ListParams<SortedKey>;
  const setOwn = setParams as unknown as (
    changes: Partial<Record<SortedKey, string>> & { page?: number },
  ) => void;
  const sort = useListSort(keys, own, setOwn);
  return {
    params,
    setParams,
    /** The list query's search, sort and page. */
    input: { search: own.search, ...sort.input, page: own.page },
    /** PagedList's sort and page controls. */
    table: { sort: sort.table, onPage: (page: number) => setOwn({ page }) },
    onSearch: (search: string) => setOwn({ search }),
  };
}
