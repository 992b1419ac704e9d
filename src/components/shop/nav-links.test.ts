import { describe, expect, it } from 'vitest';
import { isActivePath } from './nav-links';

describe('isActivePath', () => {
  it('marks the page shown and, unless end, the pages below it', () => {
    expect(isActivePath('/testimoni', '/testimoni', false)).toBe(true);
    expect(isActivePath('/kategori/gamis', '/kategori', false)).toBe(true);
    expect(isActivePath('/kategori/gamis', '/kategori', true)).toBe(false);
    expect(isActivePath('/kategori', '/kategori', true)).toBe(true);
  });

  it('does not take a longer name for a page below', () => {
    expect(isActivePath('/kategorix', '/kategori', false)).toBe(false);
  });

  it('marks home only on the home page', () => {
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/testimoni', '/', false)).toBe(false);
  });

  it('ignores letter case, as the router does', () => {
    expect(isActivePath('/FAQ', '/faq', true)).toBe(true);
  });
});
