// Public URLs of uploaded images (docs/product.md §3 paths) and their resized WebP variants (docs/architecture.md §6).

/** Widths of the WebP variants made for every upload, smallest first. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;

export function produkImagePath(file: string): string {
  return `/images/produk/${encodeURIComponent(file)}`;
}

/** A photo the product editor uploaded and has not saved yet (admins only, never cached). */
export const STAGED_IMAGE_PREFIX = '/api/produk-editor/unggahan';
export function stagedImagePath(file: string): string {
  return `${STAGED_IMAGE_PREFIX}/${encodeURIComponent(file)}`;
}

export function warnaImagePath(idProduk: number, file: string): string {
  return `/images/produk/${idProduk}/${encodeURIComponent(file)}`;
}

export function testimoniImagePath(file: string): string {
  return `/images/testimoni/${encodeURIComponent(file)}`;
}

export function penawaranImagePath(file: string): string {
  return `/images/penawaran/${encodeURIComponent(file)}`;
}

/** `abc.webp` → `abc-640.webp`: the variant file name beside an original. */
export function variantFileName(file: string, width: number): string {
  const dot = file.lastIndexOf('.');
  const stem = dot > 0 ? file.slice(0, dot) : file;
  return `${stem}-${width}.webp`;
}

/** `srcset` for an original at `path`, built from its variants. */
export function imageSrcSet(path: string): string {
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const file = path.slice(slash + 1);
  return IMAGE_VARIANT_WIDTHS.map((w) => `${dir}${variantFileName(file, w)} ${w}w`).join(', ');
}
