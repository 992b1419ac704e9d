import type { RenderResult } from './ssr-contract.js';

// The page template filled with a render: the template (with its inlined stylesheet, about half
// of every page) is cut at its slots and encoded once, so a render costs the encoding of what
// it made and one copy, not three replaces and an encoding of the whole page (issue 18 item 2).

const SLOTS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

/** Templates seen so far: one or two in production; the dev server's, per address. */
const MAX_TEMPLATES = 20;
const cut = new Map<string, Buffer[]>();

/** The template's fixed parts around its slots, in order. */
function partsOf(template: string): Buffer[] {
  let parts = cut.get(template);
  if (parts) return parts;
  parts = [];
  let from = 0;
  for (const slot of SLOTS) {
    const at = template.indexOf(slot, from);
    if (at === -1) throw new Error(`the page template has no ${slot} after position ${from}`);
    parts.push(Buffer.from(template.slice(from, at)));
    from = at + slot.length;
  }
  parts.push(Buffer.from(template.slice(from)));
  if (cut.size >= MAX_TEMPLATES) cut.clear();
  cut.set(template, parts);
  return parts;
}

/**
 * The whole page: the template with the render's head, markup and state in their slots, written
 * into one buffer. Encoding each part apart and concatenating them held the render's parts once
 * more (about 45 KB a page, each a garbage collection's work sooner).
 */
export function fillTemplate(
  template: string,
  page: Pick<RenderResult, 'head' | 'html' | 'state'>,
): Buffer {
  const [beforeHead, beforeHtml, beforeState, rest] = partsOf(template) as [
    Buffer,
    Buffer,
    Buffer,
    Buffer,
  ];
  const { head, html, state } = page;
  const headBytes = Buffer.byteLength(head);
  const htmlBytes = Buffer.byteLength(html);
  const stateBytes = Buffer.byteLength(state);
  const filled = Buffer.allocUnsafe(
    beforeHead.length +
      headBytes +
      beforeHtml.length +
      htmlBytes +
      beforeState.length +
      stateBytes +
      rest.length,
  );
  let at = beforeHead.copy(filled, 0);
  at += filled.write(head, at, headBytes);
  at += beforeHtml.copy(filled, at);
  at += filled.write(html, at, htmlBytes);
  at += beforeState.copy(filled, at);
  at += filled.write(state, at, stateBytes);
  // Every part written whole, or the buffer's end would go out as whatever memory held.
  if (at + rest.copy(filled, at) !== filled.length) throw new Error('the page was not filled');
  return filled;
}
