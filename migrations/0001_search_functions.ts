import { sql, type Kysely } from 'kysely';

// Product search is case-, accent- and typo-tolerant. unaccent() is only STABLE, so an
// IMMUTABLE wrapper with an explicit dictionary is what indexes can use. pg_trgm indexes the
// substring match and ranks results; trigram similarity alone is too weak for a one-letter typo
// in a short word ('gmis' ~ 'gamis' scores 0.4), so typos are matched per word by edit distance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists fuzzystrmatch`.execute(db);
  await sql`
    create or replace function etalase_search_text(value text) returns text
    language sql immutable strict parallel safe
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$
  `.execute(db);
  // True when `word` (already normalised) is part of `haystack` (so prefixes match while
  // typing), or is within a small edit distance of one of its words (a typo).
  await sql`
    create or replace function etalase_word_matches(word text, haystack text) returns boolean
    language sql immutable strict parallel safe
    as $$
      select strpos(haystack, word) > 0
        or (length(word) >= 4 and exists (
          select 1 from regexp_split_to_table(haystack, '[^[:alnum:]]+') as part
          where part <> ''
            and levenshtein(word, part) <= case when length(word) >= 7 then 2 else 1 end
        ))
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists etalase_word_matches(text, text)`.execute(db);
  await sql`drop function if exists etalase_search_text(text)`.execute(db);
}
