import { TRPCError } from '@trpc/server';
import { messages } from '../../src/shared/messages.js';
import type { Db } from '../db/connect.js';
import { isForeignKeyViolation } from '../db/pg-errors.js';

/**
 * The rule for every row that names a product (colours, sizes, a testimonial's optional link):
 * the product must exist, else NOT_FOUND "Produk tidak ditemukan.". Checked before `write`
 * (so no upload is processed for nothing) and again by the foreign key, for a product deleted
 * in between. Without a product (`undefined`) `write` just runs. A guard of the procedures that
 * write a product's parts, so it sits with the procedure builders, below the features.
 */
export async function withExistingProduk<T>(
  db: Db,
  idProduk: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (idProduk !== undefined && !(await produkExists(db, idProduk))) throw produkNotFound();
  try {
    return await write();
  } catch (error) {
    throw isForeignKeyViolation(error) ? produkNotFound(error) : error;
  }
}

async function produkExists(db: Db, id: number): Promise<boolean> {
  const found = await db.selectFrom('produk').select('id').where('id', '=', id).executeTakeFirst();
  return found !== undefined;
}

const produkNotFound = (cause?: unknown) =>
  new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound, cause });
