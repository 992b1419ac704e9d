import type { Selectable } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import type { Db } from '../../db/connect.js';
import type { TestimoniTable } from '../../db/schema.js';
import { TESTIMONI_FOLDER } from '../../images/folders.js';
import { produkPresent, sampahConflict } from '../../services/sampah/sampah-parent.js';
import { trashedLabel, type SampahKind } from '../../services/sampah/sampah-registry.js';

type Testimoni = Selectable<TestimoniTable>;

/** The testimonials that name a product: their link is cleared when it goes to Sampah. */
export async function testimoniIdsOfProduk(trx: Db, idProduk: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('testimoni')
    .select('id')
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
  return rows.map((t) => t.id);
}

/** Links them to the product again; one linked since to another product, or deleted, stays. */
export async function relinkTestimoni(trx: Db, ids: number[], idProduk: number): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('testimoni')
    .set({ id_produk: idProduk })
    .where('id', 'in', ids)
    .where('id_produk', 'is', null)
    .execute();
}

/** A testimonial in Sampah: the row as it was, with its photo kept until the purge. */
export const testimoniSampah: SampahKind<Testimoni> = {
  async take(trx, id) {
    const row = await trx
      .deleteFrom('testimoni')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return (
      row && {
        isi: row,
        label: row.nama_pembeli,
        berkas: [`${TESTIMONI_FOLDER}/${row.foto_testimoni}`],
      }
    );
  },
  async restore(trx, isi) {
    let idProduk = isi.id_produk;
    if (idProduk !== null && !(await produkPresent(trx, idProduk))) {
      // Its product waits in Sampah: that comes back first, so the link is kept.
      const trashed = await trashedLabel(trx, 'produk', idProduk);
      if (trashed !== undefined) throw sampahConflict(messages.sampahProdukInTrash(trashed));
      // Purged: the testimonial stands alone, as after a product's delete before Sampah.
      idProduk = null;
    }
    await trx
      .insertInto('testimoni')
      .values({ ...isi, id_produk: idProduk })
      .execute();
  },
};
