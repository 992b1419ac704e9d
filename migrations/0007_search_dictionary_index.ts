import { sql, type Kysely } from 'kysely';

// Search through the word dictionary (docs/decisions/0001): a query word of letters and digits
// is found among the dictionary's words (which contain it, which are near it) by this trigram
// index, and only then among the products; a category's page, newest first, reads its index.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Without fastupdate a new word goes into the index at once rather than into a pending list
  // that every search would read through until a VACUUM (which PGlite never runs by itself);
  // words are added only when a product is written. The same for the names' index.
  await sql`
    create index kata_pencarian_trgm_idx on kata_pencarian
    using gin (kata gin_trgm_ops) with (fastupdate = off)
  `.execute(db);
  await sql`alter index produk_nama_trgm_idx set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('produk_nama_trgm_idx'::regclass)`.execute(db);
  await sql`
    create index produk_kategori_terbaru_idx on produk (kategori, created_at desc, id desc)
  `.execute(db);
  // The dictionary must hold every word of every name: search now finds exact words through
  // it too. Fill in whatever is missing (nothing, when 0006's trigger saw every write).
  await sql`
    insert into produk_kata (kata, id_produk)
      select word, id from produk, etalase_name_words(nama_produk) as word
    on conflict do nothing
  `.execute(db);
  await sql`
    insert into kata_pencarian (kata) select distinct kata from produk_kata
    on conflict do nothing
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index produk_nama_trgm_idx reset (fastupdate)`.execute(db);
  await sql`drop index if exists produk_kategori_terbaru_idx`.execute(db);
  await sql`drop index if exists kata_pencarian_trgm_idx`.execute(db);
}
