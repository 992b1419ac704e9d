import { sql, type Selectable } from 'kysely';
import type { PenawaranProdukTable, PenawaranTable } from '../../db/schema.js';
import { PENAWARAN_FOLDER } from '../../images/folders.js';
import { rowsOfPresentProduk } from '../../db/produk-exists.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';

export interface PenawaranSnapshot {
  penawaran: Selectable<PenawaranTable>;
  /** Its included products, in its order. */
  produk: Selectable<PenawaranProdukTable>[];
  /**
   * The click-outs counted against it (their link is cleared on delete, set again on restore),
   * as text: the ids are bigint.
   */
  klik: string[];
}

/** An offer in Sampah with its products in order and the links of its click-outs. */
export const penawaranSampah: SampahKind<PenawaranSnapshot> = {
  async take(trx, id) {
    const row = await trx
      .selectFrom('penawaran')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const produk = await trx
      .selectFrom('penawaran_produk')
      .selectAll()
      .where('id_penawaran', '=', id)
      .orderBy('urutan')
      .execute();
    const klik = await trx
      .selectFrom('klik_keluar')
      .select(sql<string>`id::text`.as('id'))
      .where('id_penawaran', '=', id)
      .orderBy('klik_keluar.id')
      .execute();
    await trx.deleteFrom('penawaran').where('id', '=', id).execute();
    return {
      isi: { penawaran: row, produk, klik: klik.map((k) => k.id) },
      label: row.nama,
      berkas: row.foto === null ? [] : [`${PENAWARAN_FOLDER}/${row.foto}`],
    };
  },
  async restore(trx, isi) {
    // Its slug taken by a newer offer meanwhile: a unique violation, the 409 of restoreFromSampah.
    await trx.insertInto('penawaran').values(isi.penawaran).execute();
    // Products deleted since are left out; the others come back in the offer's order.
    const produk = await rowsOfPresentProduk(trx, isi.produk);
    if (produk.length > 0) await trx.insertInto('penawaran_produk').values(produk).execute();
    if (isi.klik.length > 0) {
      // The ids as one JSON parameter: the same on pg and PGlite, however many there are.
      await sql`
        update klik_keluar set id_penawaran = ${isi.penawaran.id}
        where id in (select jsonb_array_elements_text(${JSON.stringify(isi.klik)}::jsonb)::bigint)
          and id_penawaran is null
      `.execute(trx);
    }
  },
};
