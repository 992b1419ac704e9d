import { sql, type Kysely } from 'kysely';

// Search also finds a query's words in a product's description and its colours' names, ranked
// below the names (docs/product.md §10): both texts as search compares them (lower case, accents
// removed) get a trigram index like the names', so finding them stays an index read at 10 000
// products. Without a pending list, as the names' (migrations/0007).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index produk_deskripsi_trgm_idx on produk
    using gin (etalase_search_text(deskripsi_produk) gin_trgm_ops) with (fastupdate = off)
  `.execute(db);
  await sql`
    create index warna_nama_trgm_idx on warna
    using gin (etalase_search_text(warna) gin_trgm_ops) with (fastupdate = off)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists warna_nama_trgm_idx`.execute(db);
  await sql`drop index if exists produk_deskripsi_trgm_idx`.execute(db);
}
