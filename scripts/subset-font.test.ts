import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASIC_FILE,
  BASIC_RANGES,
  basicFont,
  codePoints,
  latinRanges,
  parseRanges,
  type CodePointRange,
} from './subset-font.mjs';

const appCss = fs.readFileSync(path.resolve(import.meta.dirname, '../src/styles/app.css'), 'utf8');

/** The unicode-range of the app.css face whose src names `file`. */
function faceRange(file: string): CodePointRange[] {
  const face = appCss.split('@font-face').find((block) => block.includes(file));
  const range = /unicode-range:([^;]+);/.exec(face ?? '')?.[1];
  if (!range) throw new Error(`app.css has no face for ${file}`);
  return parseRanges(range.replace(/\s+/g, ''));
}

const points = (ranges: CodePointRange[]) => new Set(codePoints(ranges));

describe("Nunito's basic face", () => {
  it('is the file the script cuts from the installed font (run `node scripts/subset-font.mjs` after changing either)', async () => {
    expect(Buffer.compare(fs.readFileSync(BASIC_FILE), await basicFont())).toBe(0);
  });

  it('is much smaller than the latin file it is cut from', () => {
    const latin = fs.statSync(
      path.resolve(
        import.meta.dirname,
        '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
      ),
    ).size;
    expect(fs.statSync(BASIC_FILE).size).toBeLessThan(latin * 0.7);
  });

  it('covers every character of the shop in Indonesian, prices and punctuation included', () => {
    const basic = points(faceRange('nunito-basic-wght-normal.woff2'));
    expect(basic).toEqual(points(BASIC_RANGES));
    for (const text of [
      'Rp\u00a0150.000',
      'Gamis Anak “Aisyah” – 3×',
      '© 2026 Toko • Hal. 2…',
      '−',
    ]) {
      for (const char of text) expect(basic.has(char.codePointAt(0) ?? 0), char).toBe(true);
    }
  });

  it('and the rest of the latin face split the latin range between them, without overlap', () => {
    const basic = points(faceRange('nunito-basic-wght-normal.woff2'));
    const rest = points(faceRange('nunito-latin-wght-normal.woff2'));
    expect([...basic].filter((point) => rest.has(point))).toEqual([]);
    expect(new Set([...basic, ...rest])).toEqual(points(latinRanges()));
  });
});
