import { sql, type Kysely } from 'kysely';

// What kind of action an entry of Riwayat is, where it can be taken back ("Kembalikan",
// docs/product.md §12 Riwayat; src-server/services/riwayat/kembalikan.ts): a bulk edit, a CSV
// import, a revert itself. One row per such action, written by the action's own transaction;
// the others (an editor save, a restore) have none. `mengembalikan` is the action a revert took back;
// `dikembalikan` the revert that took this one back, set under the row's lock, so two reverts
// of one action at once cannot both pass. Kept as long as the history's rows (12 months).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table riwayat_tindakan (
    id_tindakan uuid primary key,
    jenis text not null check (jenis ~ '^[a-z][a-z-]{0,39}$'),
    waktu timestamptz not null default now(),
    mengembalikan uuid,
    dikembalikan uuid
  )`.execute(db);
  await sql`create index riwayat_tindakan_waktu_idx on riwayat_tindakan (waktu)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table riwayat_tindakan`.execute(db);
}
