import { TRPCError } from '@trpc/server';
import {
  adaFoto,
  belumLengkapMessage,
  kekuranganUntuk,
  type Kekurangan,
} from '../../../src/shared/kelengkapan.js';
import type { ProdukStatus } from '../../../src/shared/tayang.js';
import type { Db } from '../../db/connect.js';

// A stored product given a status that shows it must be complete (src/shared/kelengkapan.ts,
// docs/product.md §11): the list's "Ubah status" (one product or many) and the legacy product
// write refuse, naming each product and what it lacks, inside the caller's transaction.

interface Stored {
  nama_produk: string;
  deskripsi_produk: string;
  foto_produk: string;
}

/** Each product of `rows` that `status` would show half-finished, with what it lacks. */
export function incompleteFor(status: ProdukStatus, rows: readonly Stored[]) {
  return rows.flatMap((row) => {
    const kurang: Kekurangan[] = kekuranganUntuk(status, {
      deskripsi_produk: row.deskripsi_produk,
      adaFoto: adaFoto(row.foto_produk),
    });
    return kurang.length > 0 ? [{ nama_produk: row.nama_produk, kurang }] : [];
  });
}

/** Refuses (400) when `status` would show any of the products `ids` half-finished. */
export async function refuseIncomplete(
  trx: Db,
  ids: readonly number[],
  status: ProdukStatus,
): Promise<void> {
  if (status === 'draf' || ids.length === 0) return;
  const rows = await trx
    .selectFrom('produk')
    .select(['nama_produk', 'deskripsi_produk', 'foto_produk'])
    .where('id', 'in', [...ids])
    .orderBy('nama_produk')
    .orderBy('id')
    .execute();
  assertComplete(status, rows);
}

/** Refuses (400) when `status` would show one of `rows` half-finished. */
export function assertComplete(status: ProdukStatus, rows: readonly Stored[]): void {
  const incomplete = incompleteFor(status, rows);
  if (incomplete.length > 0) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: belumLengkapMessage(incomplete) });
  }
}
