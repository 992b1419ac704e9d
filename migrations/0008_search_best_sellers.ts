import { sql, type Kysely } from 'kysely';

// Search ranked without reading every match (docs/decisions/0001): each word row of produk_kata
// carries its product's sold count, so a word's best sellers are read from an index, a few rows
// per dictionary word, instead of ranking every product that holds the word.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table produk_kata add column jumlah_terjual integer not null default 0
  `.execute(db);
  await sql`
    update produk_kata set jumlah_terjual = produk.jumlah_terjual
    from produk where produk.id = produk_kata.id_produk
  `.execute(db);
  await sql`
    create index produk_kata_terlaris_idx on produk_kata (kata, jumlah_terjual desc, id_produk)
  `.execute(db);
  // The same trigger function as 0006, now also writing the sold count; it runs when the sold
  // count changes too.
  await sql`
    create or replace function etalase_index_produk_words() returns trigger
    language plpgsql
    as $$
    begin
      delete from produk_kata where id_produk = new.id;
      insert into produk_kata (kata, id_produk, jumlah_terjual)
        select word, new.id, new.jumlah_terjual from etalase_name_words(new.nama_produk) as word;
      insert into kata_pencarian (kata)
        select word from etalase_name_words(new.nama_produk) as word
        on conflict do nothing;
      return null;
    end
    $$
  `.execute(db);
  await sql`drop trigger produk_words_after_write on produk`.execute(db);
  await sql`
    create trigger produk_words_after_write
    after insert or update of nama_produk, jumlah_terjual on produk
    for each row execute function etalase_index_produk_words()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger produk_words_after_write on produk`.execute(db);
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
  await sql`drop index if exists produk_kata_terlaris_idx`.execute(db);
  await sql`alter table produk_kata drop column jumlah_terjual`.execute(db);
}
