import type { Selectable } from 'kysely';
import type { DiskonProdukTable, DiskonTable } from '../../db/schema.js';
import { presentProdukIds } from '../../db/produk-exists.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';

export interface DiskonSnapshot {
  diskon: Selectable<DiskonTable>;
  /** Its chosen products, in its order. */
  produk: Selectable<DiskonProdukTable>[];
}

/** A dated discount in Sampah with its chosen products. */
export const diskonSampah: SampahKind<DiskonSnapshot> = {
  async take(trx, id) {
    const row = await trx
      .selectFrom('diskon')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const produk = await trx
      .selectFrom('diskon_produk')
      .selectAll()
      .where('id_diskon', '=', id)
      .orderBy('urutan')
      .execute();
    await trx.deleteFrom('diskon').where('id', '=', id).execute();
    return { isi: { diskon: row, produk }, label: row.nama, berkas: [] };
  },
  async restore(trx, isi) {
    // Its slug taken by a newer discount meanwhile: a unique violation, the 409 of restoreFromSampah.
    await trx.insertInto('diskon').values(isi.diskon).execute();
    // Products deleted since are left out; the others come back in its order.
    const ids = isi.produk.map((p) => p.id_produk);
    const present = await presentProdukIds(trx, ids);
    const produk = isi.produk.filter((p) => present.has(p.id_produk));
    if (produk.length > 0) await trx.insertInto('diskon_produk').values(produk).execute();
  },
};
