import { describe, expect, it } from 'vitest';
import { escapeJsonForHtml } from './escape-json';

describe('escapeJsonForHtml', () => {
  it('leaves nothing that can close a script element or open a comment', () => {
    const json = JSON.stringify({ username: '</script><script>alert(1)</script><!--' });
    const escaped = escapeJsonForHtml(json);
    expect(escaped).not.toMatch(/[<>]/);
    expect(escaped).toBe(
      '{"username":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--"}',
    );
  });

  it('escapes the line separators that old JavaScript parsers choke on', () => {
    expect(escapeJsonForHtml(JSON.stringify('a\u2028b\u2029c'))).toBe('"a\\u2028b\\u2029c"');
  });

  it('still parses back to exactly the same value', () => {
    const value = { id: 7, username: 'a</SCRIPT>&b\u2028', isMainAdmin: false };
    expect(JSON.parse(escapeJsonForHtml(JSON.stringify(value)))).toEqual(value);
  });
});
