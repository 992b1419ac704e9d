import { useState } from 'react';

// The rows an admin chose on a list for a bulk action (docs/product.md §11 Aksi massal): some
// rows by id (kept while paging through the same filter), or every row the filter matches on
// any page, less those unticked since. A new filter starts with nothing chosen: what was chosen
// under another filter is not what the admin now sees.

export type RowSelection =
  { mode: 'ids'; ids: ReadonlySet<number> } | { mode: 'filter'; kecuali: ReadonlySet<number> };

export const NOTHING: RowSelection = { mode: 'ids', ids: new Set() };

export function isChosen(selection: RowSelection, id: number): boolean {
  return selection.mode === 'ids' ? selection.ids.has(id) : !selection.kecuali.has(id);
}

/** `ids` ticked (`on`) or unticked, the rest as it was. */
export function toggleRows(
  selection: RowSelection,
  ids: readonly number[],
  on: boolean,
): RowSelection {
  if (selection.mode === 'ids') {
    const next = new Set(selection.ids);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    return { mode: 'ids', ids: next };
  }
  const kecuali = new Set(selection.kecuali);
  for (const id of ids) {
    if (on) kecuali.delete(id);
    else kecuali.add(id);
  }
  return { mode: 'filter', kecuali };
}

/** How many rows are chosen, of `total` the filter matches. */
export function chosenCount(selection: RowSelection, total: number): number {
  return selection.mode === 'ids'
    ? selection.ids.size
    : Math.max(0, total - selection.kecuali.size);
}

/** How much of a page (its row ids) is chosen: its checkbox is ticked, mixed or empty. */
export function pageState(
  selection: RowSelection,
  ids: readonly number[],
): 'all' | 'some' | 'none' {
  const chosen = ids.filter((id) => isChosen(selection, id)).length;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

/** The selection of the list under `filterKey` (its search and filters, not its sort or page). */
export function useRowSelection(filterKey: string) {
  const [state, setState] = useState<{ key: string; selection: RowSelection }>({
    key: filterKey,
    selection: NOTHING,
  });
  // Another filter: forget the choice now (not only hide it), so going back does not revive it.
  if (state.key !== filterKey) setState({ key: filterKey, selection: NOTHING });
  const selection = state.key === filterKey ? state.selection : NOTHING;
  const set = (change: (current: RowSelection) => RowSelection) =>
    setState((previous) => ({
      key: filterKey,
      selection: change(previous.key === filterKey ? previous.selection : NOTHING),
    }));
  return {
    selection,
    toggle: (ids: readonly number[], on: boolean) => set((s) => toggleRows(s, ids, on)),
    chooseAllMatching: () => set(() => ({ mode: 'filter', kecuali: new Set() })),
    clear: () => set(() => NOTHING),
  };
}
