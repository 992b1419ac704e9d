import type { Db } from '../../db/connect.js';
import type { Pengaturan } from '../../../src/shared/schemas/pengaturan.js';

// The one row of shop settings (migrations/0019_pengaturan.ts).

export async function readPengaturan(
  db: Db,
): Promise<{ isi: unknown; updated_at: Date } | undefined> {
  return db
    .selectFrom('pengaturan')
    .select(['isi', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Replaces the settings, as the main admin saved them. */
export async function savePengaturan(db: Db, isi: Pengaturan, userId: number): Promise<void> {
  const json = JSON.stringify(isi);
  await db
    .insertInto('pengaturan')
    .values({ isi: json, updated_by: userId })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ isi: json, updated_by: userId, updated_at: new Date() }),
    )
    .execute();
}

/** Stores `isi` unless settings exist already; true when it did (the first start on this database). */
export async function insertPengaturanIfMissing(db: Db, isi: Pengaturan): Promise<boolean> {
  const result = await db
    .insertInto('pengaturan')
    .values({ isi: JSON.stringify(isi) })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
