import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import {
  priceByPercent,
  type BulkChange,
  type BulkPrevious,
  type BulkTarget,
} from '../../../src/shared/schemas/produk-bulk.js';
import type { Db } from '../../db/connect.js';
import { lockProdukIdsForAdmin, refuseIncomplete } from '../produk/produk.queries.js';

// The statements of the product list's bulk actions (docs/product.md §11 Aksi massal): the
// products chosen are locked, their values as they were read, and all changed in the caller's
// transaction, so a bulk change is all or nothing and its undo writes back exactly what was there.

/**
 * The products a bulk action acts on, locked for the transaction: by id, or every product the
 * list's filter shows on any of its pages, but those the admin unticked.
 */
export async function lockTarget(trx: Db, target: BulkTarget): Promise<number[]> {
  if ('filter' in target) {
    const ids = await lockProdukIdsForAdmin(trx, {
      search: target.filter.search,
      kategori: target.filter.kategori,
      status: target.filter.status,
    });
    const kecuali = new Set(target.kecuali);
    return kecuali.size === 0 ? ids : ids.filter((id) => !kecuali.has(id));
  }
  const rows = await trx
    .selectFrom('produk')
    .select('id')
    .where('id', 'in', target.ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/** Applies `change` to the products `ids`; answers what each held before. */
export async function applyBulkChange(
  trx: Db,
  ids: number[],
  change: BulkChange,
): Promise<BulkPrevious[]> {
  const before = await trx
    .selectFrom('produk')
    .select(['id', 'nama_produk', 'kategori', 'diskon', 'harga', 'status'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const now = sql<Date>`now()`;
  const update = trx.updateTable('produk').where('id', 'in', ids);
  switch (change.aksi) {
    case 'kategori':
      await update.set({ kategori: change.kategori, updated_at: now }).execute();
      break;
    case 'diskon':
      await update.set({ diskon: change.diskon, updated_at: now }).execute();
      break;
    case 'status':
      // Shown, a product needs its description and a photo (src/shared/kelengkapan.ts).
      await refuseIncomplete(trx, ids, change.status);
      await update.set({ status: change.status, updated_at: now }).execute();
      break;
    case 'harga': {
      const prices = before.map((row) => {
        const harga = priceByPercent(row.harga, change.persen);
        if (harga === undefined) {
          throw new TRPCError({
            code: 'BAD_REQUEST',
            message: messages.bulkPriceOutOfRange(row.nama_produk),
          });
        }
        return harga;
      });
      await setEach(trx, {
        id: before.map((r) => r.id),
        harga: prices,
      });
      break;
    }
  }
  return before.map(({ nama_produk: _nama, ...row }) => row);
}

/** Writes back what a bulk change replaced ("Batalkan"); answers how many products it found. */
export async function writeBack(trx: Db, previous: BulkPrevious[]): Promise<number> {
  return setEach(trx, {
    id: previous.map((p) => p.id),
    kategori: previous.map((p) => p.kategori),
    diskon: previous.map((p) => p.diskon),
    harga: previous.map((p) => p.harga),
    status: previous.map((p) => p.status),
  });
}

/** One statement setting each product's own values (arrays by position, `id` first). */
async function setEach(
  trx: Db,
  values: {
    id: number[];
    harga: number[];
    kategori?: string[];
    diskon?: number[];
    status?: string[];
  },
): Promise<number> {
  const result = await sql`
    update produk set
      harga = v.harga,
      kategori = coalesce(v.kategori, produk.kategori),
      diskon = coalesce(v.diskon, produk.diskon),
      status = coalesce(v.status, produk.status),
      updated_at = now()
    from (
      select
        unnest(${values.id}::int[]) as id,
        unnest(${values.harga}::int[]) as harga,
        unnest(${values.kategori ?? values.id.map(() => null)}::text[]) as kategori,
        unnest(${values.diskon ?? values.id.map(() => null)}::int[]) as diskon,
        unnest(${values.status ?? values.id.map(() => null)}::text[]) as status
    ) as v
    where produk.id = v.id`.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}
