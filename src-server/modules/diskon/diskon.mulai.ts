import { sql } from 'kysely';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import type { Db } from '../../db/connect.js';
import { recordTindakanAs } from '../../services/riwayat/kembalikan.js';
import { runningSql } from './diskon-harga.js';

// A dated discount's start is an action of Riwayat that can be taken back ("Kembalikan",
// diskon.kembalikan.ts). Nothing is written when a start passes by time, so it is recorded
// here: by the schedule's job (jadwal-tayang.ts) for the starts it announces, and by the
// discount's own write when it starts at once. Its id is made of the discount's id and start, so
// the start is recorded once whoever records it, on any instance, however often.

const keadaan = adminCopy.diskon.keadaan;

/** The field a start's history row changes; no write of the discount changes it. */
export const MULAI_KOLOM = 'keadaan';

/**
 * Records, in `trx`, the start of each running discount named: one (just written), or every one
 * that started after `since` (the schedule's last announcement).
 */
export async function recordDiskonStarts(
  trx: Db,
  which: { id: number } | { since: Date },
): Promise<void> {
  const started = await trx
    .selectFrom('diskon')
    .select([
      'id',
      'nama',
      // A name-based uuid (version 5's marks, an md5 hash), as the API takes uuids only.
      sql<string>`overlay(overlay(md5('diskon-mulai:' || diskon.id || ':' || diskon.mulai::text)
        placing '5' from 13) placing '8' from 17)::uuid::text`.as('tindakan'),
    ])
    .where(runningSql('diskon'))
    .$if('id' in which, (q) => q.where('id', '=', (which as { id: number }).id))
    .$if('since' in which, (q) => q.where('mulai', '>', (which as { since: Date }).since))
    .execute();
  for (const { id, nama, tindakan } of started) {
    if (!(await recordTindakanAs(trx, tindakan, 'diskon-mulai'))) continue;
    await sql`insert into riwayat
        (entitas, id_entitas, label, aksi, perubahan, id_tindakan, awal)
      values ('diskon', ${String(id)}, ${nama}, 'diubah',
        ${JSON.stringify({ [MULAI_KOLOM]: [keadaan.terjadwal, keadaan.berjalan] })}::jsonb,
        ${tindakan}::uuid, true)`.execute(trx);
  }
}
