import { sql, type Kysely } from 'kysely';

// etalase_word_matches (0001) checked a word against every name; search has found the same
// answers through the word dictionary since issue 9 (docs/decisions/0001), and nothing calls it
// (issue 19). Numbered 0020 as 0019 is taken by a change landing beside this one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists etalase_word_matches(text, text)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
