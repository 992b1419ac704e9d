import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import type { Db } from '../../db/connect.js';
import { trashedLabel } from './sampah-registry.js';

// The one parent Sampah knows: colours, sizes and testimonials come back under their product.
// Reads only; the kinds that need it (warna, ukuran, testimoni) sit below the product feature,
// so this lives with the registry rather than in modules/produk.

export const sampahConflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** Whether the product is there now, held against a concurrent delete until the commit. */
export async function produkPresent(trx: Db, idProduk: number): Promise<boolean> {
  const found = await trx
    .selectFrom('produk')
    .select('id')
    .where('id', '=', idProduk)
    .forShare()
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * The product a colour, size or testimonial belongs to must be back first: a 409 saying the
 * product is in Sampah (restore it first) or purged. Answers nothing when it exists.
 */
export async function requireProduk(trx: Db, idProduk: number): Promise<void> {
  if (await produkPresent(trx, idProduk)) return;
  const trashed = await trashedLabel(trx, 'produk', idProduk);
  throw sampahConflict(
    trashed === undefined ? messages.sampahProdukGone : messages.sampahProdukInTrash(trashed),
  );
}

/** "Merah · Gamis Aisyah": a colour or size named with its product. */
export async function withProdukName(trx: Db, idProduk: number, name: string): Promise<string> {
  const row = await trx
    .selectFrom('produk')
    .select('nama_produk')
    .where('id', '=', idProduk)
    .executeTakeFirst();
  return row ? `${name} · ${row.nama_produk}` : name;
}
