import { sql, type Kysely } from 'kysely';

// Search that does not grow with the catalogue (docs/decisions/0001). Every product name's
// words (normalised as etalase_search_text does, split as etalase_word_matches splits) are kept
// in produk_kata, and every distinct word once in kata_pencarian. A typo is then matched by
// edit distance against the few dictionary words of a similar length, not against every name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kata_pencarian (
      kata text primary key,
      panjang integer generated always as (length(kata)) stored
    )
  `.execute(db);
  await sql`create index kata_pencarian_panjang_idx on kata_pencarian (panjang)`.execute(db);
  await sql`
    create table produk_kata (
      kata text not null,
      id_produk integer not null references produk (id) on delete cascade,
      primary key (kata, id_produk)
    )
  `.execute(db);
  await sql`create index produk_kata_produk_idx on produk_kata (id_produk)`.execute(db);

  // The words of a name, as etalase_word_matches sees them.
  await sql`
    create or replace function etalase_name_words(name text) returns setof text
    language sql immutable strict parallel safe
    as $$
      select distinct part
      from regexp_split_to_table(etalase_search_text(name), '[^[:alnum:]]+') as part
      where part <> ''
    $$
  `.execute(db);
  // Kept in step with every insert and rename, in the same transaction. Words no name uses any
  // more stay in the dictionary: they only cost a candidate that leads to no product.
  await sql`
    create or replace function etalase_index_produk_words() returns trigger
    language plpgsql
    as $$
    begin
      delete from produk_kata where id_produk = new.id;
      insert into produk_kata (kata, id_produk)
        select word, new.id from etalase_name_words(new.nama_produk) as word;
      insert into kata_pencarian (kata)
        select word from etalase_name_words(new.nama_produk) as word
        on conflict do nothing;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger produk_words_after_write
    after insert or update of nama_produk on produk
    for each row execute function etalase_index_produk_words()
  `.execute(db);

  await sql`
    insert into produk_kata (kata, id_produk)
      select word, id from produk, etalase_name_words(nama_produk) as word
  `.execute(db);
  await sql`
    insert into kata_pencarian (kata) select distinct kata from produk_kata
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists produk_words_after_write on produk`.execute(db);
  await sql`drop function if exists etalase_index_produk_words()`.execute(db);
  await sql`drop function if exists etalase_name_words(text)`.execute(db);
  await sql`drop table if exists produk_kata`.execute(db);
  await sql`drop table if exists kata_pencarian`.execute(db);
}
