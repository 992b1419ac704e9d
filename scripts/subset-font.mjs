// `node scripts/subset-font.mjs`: writes Nunito's basic face, the one file a page in Indonesian
// fetches (src/styles/fonts/), and prints the unicode ranges src/styles/app.css gives its faces.
//
// Indonesian is written in plain ASCII: the shop's words, prices ("Rp 150.000") and the owner's
// product names need only these characters and a few marks of punctuation. The latin file of
// @fontsource-variable/nunito (39 KB) carries every accented letter of western Europe besides;
// cut down to the basic characters it is 23 KB, every weight kept (the `wght` axis), and it is the
// file every page preloads. What it lacks (an é in a product name) still shows in Nunito: the rest
// of the latin file is a second face of the same family with the remaining range, which the
// browser fetches only for a page that has such a character (docs/decisions/0047).
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const fontsource = path.join(root, 'node_modules', '@fontsource-variable', 'nunito');
export const LATIN_FILE = path.join(fontsource, 'files', 'nunito-latin-wght-normal.woff2');
export const BASIC_FILE = path.join(
  root,
  'src',
  'styles',
  'fonts',
  'nunito-basic-wght-normal.woff2',
);

/**
 * The basic face's characters, as [first, last] code points: printable ASCII, the no-break space
 * (between "Rp" and the amount), § (the terms' sections), © (the footer), the middle dot, the
 * multiplication sign (sizes), dashes, curly quotes, the bullet, the ellipsis and the minus sign
 * (the quantity's button).
 */
export const BASIC_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa7, 0xa7],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2212, 0x2212],
];

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]]. */
export function parseRanges(text) {
  return text
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      const [first, last = first] = part.split('-');
      return [parseInt(first, 16), parseInt(last, 16)];
    });
}

const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');

/** [[0, 255]] → "U+0000-00FF". */
export function formatRanges(ranges) {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Every code point of the ranges. */
export const codePoints = (ranges) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

/** Sorted code points → ranges. */
function toRanges(points) {
  const ranges = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

/** The latin face's range as the font package declares it. */
export function latinRanges() {
  const unicode = JSON.parse(fs.readFileSync(path.join(fontsource, 'unicode.json'), 'utf8'));
  return parseRanges(unicode.latin);
}

/** What the second face keeps: the latin range less the basic characters. */
export function restRanges() {
  const basic = new Set(codePoints(BASIC_RANGES));
  return toRanges(codePoints(latinRanges()).filter((point) => !basic.has(point)));
}

/** The basic face's bytes, cut from the latin file. */
export function basicFont() {
  const text = String.fromCodePoint(...codePoints(BASIC_RANGES));
  return subsetFont(fs.readFileSync(LATIN_FILE), text, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.mkdirSync(path.dirname(BASIC_FILE), { recursive: true });
  const font = await basicFont();
  fs.writeFileSync(BASIC_FILE, font);
  console.log(`${path.relative(root, BASIC_FILE)}: ${font.length} bytes`);
  console.log(`basic face unicode-range: ${formatRanges(BASIC_RANGES)};`);
  console.log(`latin face unicode-range: ${formatRanges(restRanges())};`);
}
