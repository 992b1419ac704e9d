import type { Selectable } from 'kysely';
import type { FaqTable } from '../../db/schema.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';

/** A question in Sampah: the row as it was. */
export const faqSampah: SampahKind<Selectable<FaqTable>> = {
  async take(trx, id) {
    const row = await trx.deleteFrom('faq').where('id', '=', id).returningAll().executeTakeFirst();
    return row && { isi: row, label: row.pertanyaan, berkas: [] };
  },
  async restore(trx, isi) {
    await trx.insertInto('faq').values(isi).execute();
  },
};
