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

/** The whole page: the template with the render's head, markup and state in their slots. */
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
  return Buffer.concat([
    beforeHead,
    Buffer.from(page.head),
    beforeHtml,
    Buffer.from(page.html),
    beforeState,
    Buffer.from(page.state),
    rest,
  ]);
}
