/** Each character that could end the element or the script, as a JSON escape. */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a <script> element: nothing in it can close the tag (one pass). */
export const escapeJsonForHtml = (json: string) =>
  json.replace(/[<>\u2028\u2029]/g, (ch) => ESCAPES[ch] ?? ch);
