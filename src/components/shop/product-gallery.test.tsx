import { describe, expect, it } from 'vitest';
import type { ProdukFoto } from '../../shared/schemas/foto';
import { galleryPhotos } from './product-gallery';

// The gallery's order (docs/product.md §10 Photos): the product's photos in order, then each
// colour's own photo; with a colour chosen, that colour's own photo and its tied photos first; a
// product without photo rows shows its foto_produk.

const produk = { id: 7, nama_produk: 'Gamis Aisyah', foto_produk: 'utama.webp' };
const foto = (id: number, idWarna: number | null, urutan: number): ProdukFoto => ({
  id,
  id_produk: 7,
  id_warna: idWarna,
  foto: `f${id}.webp`,
  alt: `Foto ${id}`,
  urutan,
});
const photos = [foto(1, null, 0), foto(2, 30, 1), foto(3, null, 2), foto(4, 30, 3), foto(5, 31, 4)];
const navy = { id: 30, id_produk: 7, warna: 'Navy', foto: 'navy.webp', kode_warna: null };
const sage = { id: 31, id_produk: 7, warna: 'Sage', foto: 'sage.webp', kode_warna: null };
const colours = [navy, sage];

describe('galleryPhotos', () => {
  it('shows the photos in their order, main first, then each colour’s own photo', () => {
    expect(galleryPhotos(produk, photos, colours, undefined).map((p) => p.src)).toEqual([
      '/images/produk/f1.webp',
      '/images/produk/f2.webp',
      '/images/produk/f3.webp',
      '/images/produk/f4.webp',
      '/images/produk/f5.webp',
      '/images/produk/7/navy.webp',
      '/images/produk/7/sage.webp',
    ]);
  });

  it('puts the chosen colour’s own photo and its photos first, each once', () => {
    const shown = galleryPhotos(produk, photos, colours, navy);
    expect(shown.map((p) => p.src)).toEqual([
      '/images/produk/7/navy.webp',
      '/images/produk/f2.webp',
      '/images/produk/f4.webp',
      '/images/produk/f1.webp',
      '/images/produk/f3.webp',
      '/images/produk/f5.webp',
      '/images/produk/7/sage.webp',
    ]);
    expect(shown[0]?.alt).toBe('Gamis Aisyah warna Navy');
  });

  it('shows the same photos whatever the colour, only in another order', () => {
    const keys = (chosen: typeof navy | undefined) =>
      galleryPhotos(produk, photos, colours, chosen)
        .map((p) => p.key)
        .sort();
    expect(keys(navy)).toEqual(keys(undefined));
    expect(keys(sage)).toEqual(keys(undefined));
  });

  it('falls back on foto_produk when the product has no photo rows', () => {
    expect(galleryPhotos(produk, [], [], undefined)).toEqual([
      { key: 'utama', src: '/images/produk/utama.webp', alt: 'Gamis Aisyah' },
    ]);
  });

  it('shows no picture for a Draf saved without a photo (its preview), not a broken one', () => {
    expect(galleryPhotos({ ...produk, foto_produk: '' }, [], [], undefined)).toEqual([]);
  });

  it('shows a colour photo copied from one of the product photos once, first when chosen', () => {
    // The editor gives a colour one of the product's photos as its own: same file name.
    const maroon = { id: 32, id_produk: 7, warna: 'Maroon', foto: 'f3.webp', kode_warna: null };
    const all = [navy, maroon];
    expect(galleryPhotos(produk, photos, all, undefined).map((p) => p.src)).toEqual([
      '/images/produk/f1.webp',
      '/images/produk/f2.webp',
      '/images/produk/f3.webp',
      '/images/produk/f4.webp',
      '/images/produk/f5.webp',
      '/images/produk/7/navy.webp',
    ]);
    expect(galleryPhotos(produk, photos, all, maroon).map((p) => p.src)).toEqual([
      '/images/produk/f3.webp',
      '/images/produk/f1.webp',
      '/images/produk/f2.webp',
      '/images/produk/f4.webp',
      '/images/produk/f5.webp',
      '/images/produk/7/navy.webp',
    ]);
  });
});
