import { describe, expect, it } from 'vitest';
import { imageSrcSet, produkImagePath, variantFileName, warnaImagePath } from './images';

describe('image paths', () => {
  it('keeps the spec paths for originals', () => {
    expect(produkImagePath('a.webp')).toBe('/images/produk/a.webp');
    expect(warnaImagePath(12, 'b.webp')).toBe('/images/produk/12/b.webp');
  });

  it('encodes odd file names instead of letting them change the path', () => {
    expect(produkImagePath('../x y.webp')).toBe('/images/produk/..%2Fx%20y.webp');
  });

  it('names variants beside the original and lists them in a srcset', () => {
    expect(variantFileName('abc.webp', 640)).toBe('abc-640.webp');
    expect(imageSrcSet('/images/produk/12/abc.webp')).toBe(
      '/images/produk/12/abc-320.webp 320w, /images/produk/12/abc-640.webp 640w, /images/produk/12/abc-960.webp 960w',
    );
  });
});
