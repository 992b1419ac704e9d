// Text as search compares it (docs/product.md §10), the one TypeScript home of the rule. The
// database's etalase_search_text (migrations/0001: lower(unaccent(…))) is the rule itself; the
// server's normalizeSearchText, the search page's highlighting and the synonyms' terms derive
// from these, and src-server/modules/search/normalize.test.ts holds foldSearchText to the
// database's answers.

// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters too
const ASCII = /^[\u0000-\u007f]*$/;

/** Whether `text` is ASCII only: one UTF-16 unit a character, its own NFC and NFD. */
export const isAscii = (text: string) => ASCII.test(text);

/**
 * Lower case without accents, one character for one (so positions stay those of the text).
 * Equal to etalase_search_text for every printable ASCII character and every letter that is a
 * base letter and accents; unaccent also spells a few characters out in several (ß → ss,
 * æ → ae), which this keeps as one, lower-cased (normalize.test.ts lists them).
 */
export function foldSearchText(text: string): string {
  // ASCII (most names and queries) is its own NFC and NFD and has no marks: each character is
  // only lower-cased, which the whole string's toLowerCase does at once (search pages fold
  // every name they show, issue 33).
  if (isAscii(text)) return text.toLowerCase();
  return Array.from(text.normalize('NFC'), (ch) => {
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '');
    return plain.length === 1 ? plain.toLowerCase() : ch.toLowerCase();
  }).join('');
}

/**
 * A synonym term, or a query as synonym terms are compared: lower case, single spaces. Accents
 * stay (a term is letters and digits of ASCII only, so a query with an accent finds no term).
 */
export function normalizeSinonimTerm(term: string): string {
  return term.trim().toLowerCase().replace(/\s+/g, ' ');
}
