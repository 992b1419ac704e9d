import type { TableSort } from '../components/data-table';

// A list's column sort kept in the URL with its search, filters and page (use-list-params.ts):
// `?urut=nama_pembeli&arah=desc`. A key the list does not know (an old or edited link) is read
// as no sort, never sent to the server; a new sort goes back to page 1.

/** What useListParams keeps for a sortable list: add these to its defaults. */
export const sortDefaults = { urut: '', arah: 'asc' } as const;

export function useListSort<K extends string>(
  keys: readonly K[],
  params: { urut: string; arah: string },
  setParams: (changes: { urut?: string; arah?: string }) => void,
): { input: { urut?: K; arah?: 'asc' | 'desc' }; table: TableSort } {
  const urut = (keys as readonly string[]).includes(params.urut) ? (params.urut as K) : undefined;
  const arah = params.arah === 'desc' ? 'desc' : 'asc';
  return {
    input: urut === undefined ? {} : { urut, arah },
    table: { urut, arah, onSort: (key, direction) => setParams({ urut: key, arah: direction }) },
  };
}
