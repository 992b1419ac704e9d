import type { Selectable } from 'kysely';
import type { DiskonProdukTable, DiskonTable } from '../../db/schema.js';
import { rowsOfPresentProduk } from '../../db/produk-exists.js';
import { lockDiskon } from './diskon.queries.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';

export interface DiskonSnapshot {
  diskon: Selectable<DiskonTable>;
  /** Its chosen products, in its order. */
  produk: Selectable<DiskonProdukTable>[];
}

/** A dated discount in Sampah with its chosen products. */
export const diskonSampah: SampahKind<DiskonSnapshot> = {
  async take(trx, id) {
    // Locked first, so its chosen products cannot change before they are kept; deleting the
    // discount deletes them (on delete cascade).
    if (!(await lockDiskon(trx, id))) return undefined;
    const produk = await trx
      .selectFrom('diskon_produk')
      .selectAll()
      .where('id_diskon', '=', id)
      .orderBy('urutan')
      .execute();
    const diskon = await trx
      .deleteFrom('diskon')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { isi: { diskon, produk }, label: diskon.nama, berkas: [] };
  },
  async restore(trx, isi) {
    // Its slug taken by a newer discount meanwhile: a unique violation, the 409 of restoreFromSampah.
    await trx.insertInto('diskon').values(isi.diskon).execute();
    // Products deleted since are left out; the others come back in its order.
    const produk = await rowsOfPresentProduk(trx, isi.produk);
    if (produk.length > 0) await trx.insertInto('diskon_produk').values(produk).execute();
  },
};
