// Where each kind of image lives in storage, as the spec's public paths name them (docs/product.md §3):
// /images/produk/{file}, /images/produk/{id_produk}/{foto}, /images/testimoni/{file}.

export const PRODUK_FOLDER = 'produk';
export const TESTIMONI_FOLDER = 'testimoni';
/** The special offers' photos (docs/product.md §12): /images/penawaran/{file}. */
export const PENAWARAN_FOLDER = 'penawaran';

/** Colour photos live beside their product's, in a folder named after the product's id. */
export function warnaFolder(idProduk: number): string {
  return `${PRODUK_FOLDER}/${idProduk}`;
}
