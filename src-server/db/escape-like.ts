/** `%`, `_` and `\` are taken literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An `ilike` pattern that finds `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
