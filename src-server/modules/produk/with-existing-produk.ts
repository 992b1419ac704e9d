import { TRPCError } from '@trpc/server';
import { messages } from '../../../src/shared/messages.js';
import type { Db } from '../../db/connect.js';
import { isForeignKeyViolation } from '../../db/pg-errors.js';
import { produkExists } from './produk.queries.js';

/**
 * The rule for every row that names a product (colours, sizes, a testimonial's optional link):
 * the product must exist, else NOT_FOUND "Produk tidak ditemukan.". Checked before `write`
 * (so no upload is processed for nothing) and again by the foreign key, for a product deleted
 * in between. Without a product (`undefined`) `write` just runs.
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

const produkNotFound = (cause?: unknown) =>
  new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound, cause });
