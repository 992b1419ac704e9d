import { sql, type Kysely } from 'kysely';

// Each name as search compares it (lower case, accents removed), stored with the row: checking
// whether a name holds a whole query then reads a column instead of normalising the name again
// for every candidate (docs/decisions/0001).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table produk add column nama_cari text
    generated always as (etalase_search_text(nama_produk)) stored
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table produk drop column nama_cari`.execute(db);
}
