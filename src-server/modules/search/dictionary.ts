import { sql } from 'kysely';
import { escapeLike } from '../../db/escape-like.js';

// The typo dictionary (kata_pencarian, docs/decisions/0001): which of its words a query word
// finds, and at what cost.

export interface SearchWord {
  /** Lower case, accents removed (etalase_search_text). */
  normal: string;
  /**
   * Letters and digits only. Such a word can only lie inside one word of a name, so the words
   * of the dictionary that contain it are the ways to find it (a name's words are split where
   * anything else stands).
   */
  alnum: boolean;
  /** The dictionary words through which it finds products, each with its cost (below). */
  matches: DictionaryMatch[];
  /**
   * How many products its dictionary words stand for (a product may count twice), read only
   * when the query has several words: the rarest word leads the search.
   */
  produkCount: number;
}

/**
 * A dictionary word a query word finds, and how far it is from it: 0 the same word, 1 a word
 * that contains it (a prefix while typing, a longer word), 1 + the edits of a typo. A product's
 * cost is the sum, over the query's words, of its cheapest word for each.
 */
export interface DictionaryMatch {
  kata: string;
  cost: number;
}

/**
 * For each word (by its index), the dictionary words containing it (a word of letters and
 * digits only) and those it may be a typo of, with their cost; undefined when there is nothing
 * to look up.
 */
export function searchDictionaryQuery(
  words: Pick<SearchWord, 'normal' | 'alnum'>[],
  options: { counted: boolean } = { counted: false },
) {
  // Each dictionary word's product count, kept in the dictionary (migrations/0010).
  const produkCount = options.counted
    ? sql`(select jumlah_produk from kata_pencarian as d where d.kata = k.kata)`
    : sql`0`;
  const lookups = words.flatMap((word, i) => {
    const typos = typoWords(word.normal);
    const containing =
      word.alnum &&
      sql`
        select kata, case when kata = ${word.normal} then 0 else 1 end as cost
        from kata_pencarian where kata like ${`%${escapeLike(word.normal)}%`}
      `;
    const both = containing && typos ? sql`${containing} union all ${typos}` : containing || typos;
    return both
      ? [
          sql`select ${i}::int as word, kata, cost, ${produkCount} as produk_count from (${both}) as k`,
        ]
      : [];
  });
  if (lookups.length === 0) return undefined;
  return sql<{ word: number; kata: string; cost: number; produk_count: number }>`${sql.join(
    lookups,
    sql` union all `,
  )}`;
}

/** Names are at most 200 characters, so no word of one is within two edits of a longer word. */
const LONGEST_NAME_WORD = 200;

/**
 * How many edits a typo of `word` may have (the rule of migrations/0001): none under
 * four letters, one, two from seven letters.
 */
function typoEdits(length: number): number {
  if (length > LONGEST_NAME_WORD + 2) return 0;
  if (length >= 7) return 2;
  return length >= 4 ? 1 : 0;
}

/**
 * What a typo of `normal` shares with the dictionary word it is a typo of: split into one piece
 * more than the edits allowed, at least one piece is untouched; the first stays at the start,
 * the last at the end, the middle anywhere. Undefined when the word is too short for typos.
 */
function typoPieces(normal: string) {
  const letters = Array.from(normal);
  const length = letters.length;
  const edits = typoEdits(length);
  if (edits === 0) return undefined;
  const size = Math.floor(length / (edits + 1));
  return {
    length,
    edits,
    head: letters.slice(0, size).join(''),
    tail: letters.slice(edits === 1 ? size : length - size).join(''),
    middle: edits === 2 ? letters.slice(size, length - size).join('') : undefined,
  };
}

/**
 * The dictionary words `word` may be a typo of: within its edit distance, found through the
 * dictionary's trigram index. Only the few words that share a piece (typoPieces) are measured
 * with levenshtein().
 */
function typoWords(normal: string) {
  const typo = typoPieces(normal);
  if (!typo) return undefined;
  const { length, edits, head, tail, middle } = typo;
  const pieces = [
    sql`kata like ${`${escapeLike(head)}%`}`,
    sql`kata like ${`%${escapeLike(tail)}`}`,
  ];
  if (middle !== undefined) pieces.push(sql`kata like ${`%${escapeLike(middle)}%`}`);
  return sql`
    select kata, 1 + distance as cost from (
      select kata, levenshtein(${normal}, kata) as distance from kata_pencarian
      where (${sql.join(pieces, sql` or `)})
        and panjang between ${length - edits} and ${length + edits}
    ) as near
    where distance between 1 and ${edits}
  `;
}

/** A word of the dictionary (kata_pencarian) as the search kept in memory holds it. */
export interface DictionaryWord {
  kata: string;
  /** Its length in characters (the column `panjang`). */
  panjang: number;
  /** How many products' names hold it (the column `jumlah_produk`). */
  jumlahProduk: number;
}

/**
 * searchDictionaryQuery's answer for one word, from the dictionary in memory: each dictionary
 * word it finds with its cheapest cost, and how many products they stand for together.
 */
export function dictionaryMatchesInMemory(
  dictionary: readonly DictionaryWord[],
  word: Pick<SearchWord, 'normal' | 'alnum'>,
): { matches: DictionaryMatch[]; produkCount: number } {
  const typo = typoPieces(word.normal);
  const cheapest = new Map<string, number>();
  let produkCount = 0;
  const letters = typo && Array.from(word.normal);
  for (const entry of dictionary) {
    const { kata } = entry;
    let cost: number | undefined;
    if (word.alnum && kata.includes(word.normal)) cost = kata === word.normal ? 0 : 1;
    if (
      typo &&
      letters &&
      Math.abs(entry.panjang - typo.length) <= typo.edits &&
      (kata.startsWith(typo.head) ||
        kata.endsWith(typo.tail) ||
        (typo.middle !== undefined && kata.includes(typo.middle)))
    ) {
      const distance = levenshtein(letters, Array.from(kata), typo.edits);
      if (distance >= 1 && distance <= typo.edits && (cost === undefined || 1 + distance < cost)) {
        cost = 1 + distance;
      }
    }
    if (cost === undefined) continue;
    cheapest.set(kata, cost);
    produkCount += entry.jumlahProduk;
  }
  return {
    matches: [...cheapest].map(([kata, cost]) => ({ kata, cost })),
    produkCount,
  };
}

/**
 * The edit distance of two words as fuzzystrmatch's levenshtein() counts it (characters, each
 * insertion, deletion and substitution 1), or `max + 1` once it is surely above `max`: only
 * distances up to two matter here.
 */
function levenshtein(a: readonly string[], b: readonly string[], max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(
        substitution,
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
      );
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] as number;
}
