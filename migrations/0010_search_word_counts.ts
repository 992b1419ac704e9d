import { sql, type Kysely } from 'kysely';

// How many products each dictionary word stands for, kept with the word (docs/decisions/0001):
// a search of several words starts from its rarest word, and reading that count from one row
// replaces counting a common word's thousands of rows on every search. The trigger of 0008 keeps
// it in step; a change of the sold count alone now only rewrites that column of produk_kata.

export async function up(db: Kysely<unknown>): Promise<void> {
  // An instance still on the old code must not add words between the count and the new trigger.
  await sql`lock table produk in share mode`.execute(db);
  await sql`
    alter table kata_pencarian add column jumlah_produk integer not null default 0
  `.execute(db);
  await sql`
    update kata_pencarian set jumlah_produk = counted.n
    from (select kata, count(*)::int as n from produk_kata group by kata) as counted
    where counted.kata = kata_pencarian.kata
  `.execute(db);
  await sql`
    create or replace function etalase_index_produk_words() returns trigger
    language plpgsql
    as $$
    begin
      if tg_op = 'UPDATE' and new.nama_produk is not distinct from old.nama_produk then
        update produk_kata set jumlah_terjual = new.jumlah_terjual where id_produk = new.id;
        return null;
      end if;
      update kata_pencarian set jumlah_produk = jumlah_produk - 1
        where kata in (select kata from produk_kata where id_produk = new.id);
      delete from produk_kata where id_produk = new.id;
      insert into produk_kata (kata, id_produk, jumlah_terjual)
        select word, new.id, new.jumlah_terjual from etalase_name_words(new.nama_produk) as word;
      insert into kata_pencarian (kata, jumlah_produk)
        select word, 1 from etalase_name_words(new.nama_produk) as word
        on conflict (kata) do update set jumlah_produk = kata_pencarian.jumlah_produk + 1;
      return null;
    end
    $$
  `.execute(db);
  // A deleted product's word rows go with it (on delete cascade); its words count one less.
  await sql`
    create or replace function etalase_unindex_produk_words() returns trigger
    language plpgsql
    as $$
    begin
      update kata_pencarian set jumlah_produk = jumlah_produk - 1
        where kata in (select word from etalase_name_words(old.nama_produk) as word);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger produk_words_after_delete
    after delete on produk
    for each row execute function etalase_unindex_produk_words()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger produk_words_after_delete on produk`.execute(db);
  await sql`drop function etalase_unindex_produk_words()`.execute(db);
  // The trigger function as 0008 left it.
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
  await sql`alter table kata_pencarian drop column jumlah_produk`.execute(db);
}
