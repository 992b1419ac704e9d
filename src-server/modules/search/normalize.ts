import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

// Text as search compares it. The database's etalase_search_text (migrations/0001) is the rule;
// for plain ASCII it is lower-casing alone (as src/shared/search-text.ts's foldSearchText says
// too), done here without asking the database; normalize.test.ts holds both to its answers.

/** Printable ASCII, which unaccent leaves alone (its rules map no ASCII character). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Each text as etalase_search_text normalises it (lower case, accents removed), and whether it
 * is letters and digits only. Most searches are plain ASCII, for which that is lower-casing
 * alone: done here, it saves the search a round trip to the database. Anything else asks the
 * database. A test holds both ways to the same answers (normalize.test.ts).
 */
export async function normalizeSearchText(
  db: Db,
  texts: string[],
): Promise<{ normal: string; alnum: boolean }[]> {
  if (texts.every((text) => PLAIN_ASCII.test(text))) {
    return texts.map((text) => {
      // foldSearchText's answer for plain ASCII, without its per-character work.
      const normal = text.toLowerCase();
      return { normal, alnum: /^[a-z0-9]+$/.test(normal) };
    });
  }
  const { rows } = await sql<{ normal: string; alnum: boolean }>`
    select n.normal, n.normal ~ '^[[:alnum:]]+$' as alnum
    from unnest(${texts}::text[]) with ordinality as w(word, ord)
    cross join lateral (select etalase_search_text(w.word) as normal) as n
    order by w.ord
  `.execute(db);
  return rows;
}

/**
 * What etalase_search_text folds as lower-casing alone: printable ASCII, tabs and line breaks
 * (unaccent maps none of them).
 */
const FOLDS_AS_LOWER_CASE = /^[\x20-\x7e\t\n\r]*$/;

/**
 * Each text as etalase_search_text folds it: lower-cased here where that is all it does, the
 * rest in one statement (normalize.test.ts holds both to the database's answers).
 */
export async function foldTexts(db: Db, texts: readonly string[]): Promise<string[]> {
  const asked = [...new Set(texts.filter((text) => !FOLDS_AS_LOWER_CASE.test(text)))];
  const folded = new Map<string, string>();
  if (asked.length > 0) {
    const { rows } = await sql<{ text: string; folded: string }>`
      select w.text, etalase_search_text(w.text) as folded
      from unnest(${asked}::text[]) as w(text)
    `.execute(db);
    for (const row of rows) folded.set(row.text, row.folded);
  }
  return texts.map((text) =>
    FOLDS_AS_LOWER_CASE.test(text) ? text.toLowerCase() : (folded.get(text) ?? ''),
  );
}
