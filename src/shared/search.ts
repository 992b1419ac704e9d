import { foldSearchText, isAscii } from './search-text.js';

// The search page's address and the matching of its words in a name (docs/product.md §10).

/** The search page: `/cari?q=…&page=…`. */
export const SEARCH_PATH = '/cari';

export function searchPagePath(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/**
 * A query as the search page sends it: no control characters (the server drops them too), at
 * most `max` characters, cut between characters, never inside one.
 */
export function cleanSearchText(text: string, max: number): string {
  const kept = Array.from(text).filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code >= 32 && code !== 127;
  });
  return kept
    .join('')
    .trim()
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trim();
}

export type HighlightPart = { text: string; match: boolean };

/**
 * A name cut into parts, each marked when it is one of the query's words (ignoring case and
 * accents, where the name holds it exactly): what the search page highlights. A match by a typo
 * is not marked, as no part of the name is what was typed.
 */
export function highlightParts(name: string, query: string): HighlightPart[] {
  const words = [...new Set(foldSearchText(query).split(/\s+/).filter(Boolean))];
  if (isAscii(name)) return asciiParts(name, words);
  // Composed first, so that a letter and its accent are one character of the name.
  const chars = Array.from(name.normalize('NFC'));
  const folded = Array.from(foldSearchText(name));
  const marked = new Array<boolean>(chars.length).fill(false);
  const haystack = folded.join('');
  for (const word of words) {
    const wordLength = Array.from(word).length;
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(word, from);
      if (at === -1) break;
      // indexOf counts UTF-16 units; the parts count characters.
      const start = Array.from(haystack.slice(0, at)).length;
      for (let i = start; i < start + wordLength; i++) marked[i] = true;
      from = at + word.length;
    }
  }
  const parts: HighlightPart[] = [];
  chars.forEach((ch, i) => {
    const match = marked[i] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += ch;
    else parts.push({ text: ch, match });
  });
  return parts;
}

/**
 * highlightParts for an ASCII name (most are): a character is a UTF-16 unit and folding is
 * lower-casing, so the marks are ranges of the name itself and each part one slice of it (the
 * search page marks every name it shows, issue 33).
 */
function asciiParts(name: string, words: string[]): HighlightPart[] {
  const haystack = name.toLowerCase();
  const marked = new Uint8Array(name.length);
  for (const word of words) {
    for (
      let at = haystack.indexOf(word);
      at !== -1;
      at = haystack.indexOf(word, at + word.length)
    ) {
      marked.fill(1, at, at + word.length);
    }
  }
  const parts: HighlightPart[] = [];
  for (let start = 0, end = 1; start < name.length; end += 1) {
    if (end < name.length && marked[end] === marked[start]) continue;
    parts.push({ text: name.slice(start, end), match: marked[start] === 1 });
    start = end;
  }
  return parts;
}
