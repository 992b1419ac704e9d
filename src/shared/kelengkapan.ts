import { messages } from './messages.js';
import type { ProdukStatus } from './tayang.js';

// What a product must have before visitors may see it (docs/product.md §11 Status dan jadwal):
// a description and at least one photo. A Draf may lack either; every status that shows it
// (Tayang, Tersembunyi, either with a schedule) needs both, so a schedule's timer never shows a
// half-finished product. The one rule for the editor (client and server), the list's "Ubah
// status", the legacy product write and the CSV import.

/** What a product lacks to be shown. */
export type Kekurangan = 'deskripsi' | 'foto';

/** What the rule reads of a product. */
export interface IsiProduk {
  deskripsi_produk: string;
  /** Whether it has a photo (a stored product: its main photo is named). */
  adaFoto: boolean;
}

/** What the product lacks to be shown; none for a Draf. */
export function kekuranganUntuk(status: ProdukStatus, produk: IsiProduk): Kekurangan[] {
  if (status === 'draf') return [];
  const lacks: Kekurangan[] = [];
  if (produk.deskripsi_produk.trim() === '') lacks.push('deskripsi');
  if (!produk.adaFoto) lacks.push('foto');
  return lacks;
}

/** A stored product's photo: its main photo's file name, '' for a Draf saved without one. */
export const adaFoto = (fotoProduk: string): boolean => fotoProduk !== '';

const NAMES: Record<Kekurangan, string> = { deskripsi: 'deskripsi', foto: 'foto' };

/** The refusal naming each incomplete product and what it lacks (at most `shown` named). */
export function belumLengkapMessage(
  products: readonly { nama_produk: string; kurang: readonly Kekurangan[] }[],
  shown = 5,
): string {
  const named = products
    .slice(0, shown)
    .map((p) => `"${p.nama_produk}" (belum ada ${p.kurang.map((k) => NAMES[k]).join(' dan ')})`);
  const more = products.length - shown;
  return messages.tayangIncomplete(
    more > 0 ? `${named.join(', ')} dan ${more} produk lain` : named.join(', '),
  );
}
