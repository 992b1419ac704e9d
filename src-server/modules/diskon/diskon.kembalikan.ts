import { sql } from 'kysely';
import { adminCopy } from '../../../src/shared/admin-copy.js';
import {
  cannotRevert,
  refuseRevert,
  valuesBefore,
  type KembalikanKind,
  type RevertRow,
} from '../../services/riwayat/kembalikan.js';
import type { Db } from '../../db/connect.js';
import { runningSql } from './diskon-harga.js';
import { MULAI_KOLOM } from './diskon.queries.js';

// A dated discount's start taken back from Riwayat ("Kembalikan", services/riwayat/kembalikan.ts):
// the discount ends at once, as "Akhiri sekarang" does; the products' own discounts were never
// touched, so their prices are back. Refused once the discount was edited or ended since (a
// discount deleted since is refused by the registry). Taking that back again writes back the end
// it had. The main admin's, as discounts are (diskon.router.ts).

const copy = adminCopy.riwayat.kembalikan;

const diskonIds = (rows: readonly RevertRow[]) =>
  rows.filter((row) => row.entitas === 'diskon').map((row) => Number(row.idEntitas));

/** Whether a history row of the discount was written after its start's (an edit, an end). */
async function changedSinceStart(trx: Db, id: number): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from riwayat l
    where l.entitas = 'diskon' and l.id_entitas = ${String(id)} and l.id > (
      select max(s.id) from riwayat s
      where s.entitas = 'diskon' and s.id_entitas = ${String(id)} and s.perubahan ? ${MULAI_KOLOM})
    limit 1`.execute(trx);
  return rows.length > 0;
}

async function endStarted(trx: Db, row: RevertRow): Promise<void> {
  const id = Number(row.idEntitas);
  const nama = row.label ?? `#${id}`;
  const running = await trx
    .selectFrom('diskon')
    .select(sql<boolean>`${runningSql('diskon')}`.as('berjalan'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!running) throw cannotRevert();
  if (!running.berjalan) throw refuseRevert(copy.refusedDiskonEnded(nama));
  if (await changedSinceStart(trx, id)) throw refuseRevert(copy.refusedDiskonChanged(nama));
  await trx
    .updateTable('diskon')
    .set({ sampai: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export const diskonMulaiKembalikan: KembalikanKind = {
  access: 'mainAdmin',
  lock: async (trx, rows) => {
    const ids = diskonIds(rows);
    if (ids.length > 0) {
      await trx.selectFrom('diskon').select('id').where('id', 'in', ids).forUpdate().execute();
    }
  },
  revert: async (trx, rows) => {
    const starts = rows.filter((row) => row.entitas === 'diskon' && MULAI_KOLOM in row.perubahan);
    for (const row of starts) await endStarted(trx, row);
    if (starts.length > 0) return;
    // A revert of the end: the end the discount had before (a later change of it is refused).
    for (const { id, fields } of valuesBefore(rows, 'diskon')) {
      if (!('sampai' in fields)) throw cannotRevert();
      await trx
        .updateTable('diskon')
        .set({ sampai: fields.sampai as string | null, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    }
  },
};
