import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-template.js';

// A page is its template with the render's head, markup and state in their slots, byte for
// byte, whatever those hold.

const template =
  '<html><head><style>a{color:red}</style><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div>' +
  '<script type="application/json"><!--app-state--></script></body></html>';

describe('fillTemplate', () => {
  it('puts each part of the render in its slot', () => {
    const page = fillTemplate(template, {
      head: '<title>Gamis</title>',
      html: '<p>Rp 150.000 — anak</p>',
      state: '{"a":1}',
    });
    expect(page.toString()).toBe(
      '<html><head><style>a{color:red}</style><title>Gamis</title></head>' +
        '<body><div id="root"><p>Rp 150.000 — anak</p></div>' +
        '<script type="application/json">{"a":1}</script></body></html>',
    );
  });

  it('encodes every part as UTF-8 to the last byte, whatever characters it holds', () => {
    const head = '<title>Kerudung Anak — ñ 😀</title>';
    const html = `<p>${'Rp 150.000 — '.repeat(500)}🧕</p>`;
    const state = '{"emoji":"👗","lone":"\ud800"}\ud83d';
    const page = fillTemplate(template, { head, html, state });
    const expected = template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => html)
      .replace('<!--app-state-->', () => state);
    expect(page.equals(Buffer.from(expected))).toBe(true);
  });

  it('takes what the render made literally (no replacement patterns)', () => {
    const page = fillTemplate(template, { head: "$& $' $`", html: '$1', state: '<!--app-html-->' });
    expect(page.toString()).toContain("<style>a{color:red}</style>$& $' $`</head>");
    expect(page.toString()).toContain('<div id="root">$1</div>');
    expect(page.toString()).toContain('<script type="application/json"><!--app-html--></script>');
  });

  it('refuses a template without its slots in order', () => {
    const swapped = '<!--app-html--><!--app-head--><!--app-state-->';
    expect(() => fillTemplate(swapped, { head: '', html: '', state: '' })).toThrow(/app-html/);
  });
});
