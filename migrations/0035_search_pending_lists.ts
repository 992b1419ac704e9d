import { sql, type Kysely } from 'kysely';

// The trigram indexes of names, descriptions and colours get a small pending list (512 kB) again
// (docs/decisions/0023, "Commit time"): without one, every product row written — a price, a
// status — puts each of its name's and description's trigrams into the index one by one, and a
// 5 000-row CSV import spent 7.5 of its 11.5 s there. With it, rows are appended and merged into
// the index in sorted batches. Searches also read the pending list until it is merged, so it is
// kept small, and bulk writes merge it at once (cleanSearchIndexes); VACUUM merges it too.
const INDEXES = ['produk_nama_trgm_idx', 'produk_deskripsi_trgm_idx', 'warna_nama_trgm_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = on, gin_pending_list_limit = 512)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
  }
}
