/** JSON that is safe inside a <script> element: nothing in it can close the tag. */
export const escapeJsonForHtml = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
