// The one reader of a percentage as an admin types it (docs/product.md §11 Aksi massal): the
// bulk price change and the bulk discount. Whole numbers only, as the server keeps them.
//
// Read as:  "10", "+10", "10%", "10 %", "naik 10", "naik 10%"   → 10
//           "-10", "−10" (the minus sign), "– 10", "turun 10%"   → -10
// Refused:  "10,5", "10.5"                                      → 'fraction'
//           "", "%"                                             → 'empty'
//           "sepuluh", "10x", "naik -10", "1.000"                → 'notNumber'

export type PersenProblem = 'empty' | 'fraction' | 'notNumber';

export type PersenReading = { ok: true; value: number } | { ok: false; problem: PersenProblem };

const SHAPE = /^(naik|turun)?\s*([-+−–])?\s*(\d+)(?:[.,](\d+))?\s*%?$/i;

export function parsePersen(text: string): PersenReading {
  const rest = text.trim();
  if (rest.replace(/%/g, '').trim() === '') return { ok: false, problem: 'empty' };
  const match = SHAPE.exec(rest);
  if (!match) return { ok: false, problem: 'notNumber' };
  const [, word, sign, whole = '', fraction] = match;
  // "naik -10" says two different things: asked again rather than guessed.
  if (word && sign) return { ok: false, problem: 'notNumber' };
  if (fraction !== undefined) return { ok: false, problem: 'fraction' };
  const down = word?.toLowerCase() === 'turun' || (sign !== undefined && sign !== '+');
  const value = Number(whole);
  return { ok: true, value: down ? -value : value };
}
