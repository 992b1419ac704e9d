import { describe, expect, it } from 'vitest';
import {
  chosenCount,
  isChosen,
  NOTHING,
  pageState,
  toggleRows,
  type RowSelection,
} from './row-selection';

describe('row selection', () => {
  it('ticks and unticks rows by id, across pages', () => {
    let s: RowSelection = toggleRows(NOTHING, [1, 2, 3], true);
    s = toggleRows(s, [21, 22], true);
    s = toggleRows(s, [2], false);
    expect([1, 2, 3, 21, 22].map((id) => isChosen(s, id))).toEqual([true, false, true, true, true]);
    expect(chosenCount(s, 100)).toBe(4);
    expect(pageState(s, [1, 2, 3])).toBe('some');
    expect(pageState(s, [21, 22])).toBe('all');
    expect(pageState(s, [41, 42])).toBe('none');
    // Nothing was changed in place.
    expect(NOTHING.mode === 'ids' && NOTHING.ids.size).toBe(0);
  });

  it('counts every row the filter matches but those unticked since', () => {
    let s: RowSelection = { mode: 'filter', kecuali: new Set() };
    expect(chosenCount(s, 143)).toBe(143);
    expect(pageState(s, [5, 6])).toBe('all');
    s = toggleRows(s, [5, 99], false);
    expect(chosenCount(s, 143)).toBe(141);
    expect(isChosen(s, 5)).toBe(false);
    expect(isChosen(s, 7)).toBe(true);
    s = toggleRows(s, [5], true);
    expect(chosenCount(s, 143)).toBe(142);
    expect(s.mode === 'filter' && [...s.kecuali]).toEqual([99]);
  });
});
