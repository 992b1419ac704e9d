import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('pageNumbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 11, 12]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
  });
});
