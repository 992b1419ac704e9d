import fs from 'node:fs';
import path from 'node:path';
import type * as Fontkit from 'fontkit';
import sharp from 'sharp';
import {
  SHARE_IMAGE_HEIGHT as HEIGHT,
  SHARE_IMAGE_WIDTH as WIDTH,
} from '../../src/shared/share-images.js';
import { projectRoot } from '../paths.js';

// A link-preview picture (1200×630 JPEG): the shop's mark and name, a title, a line under it, a
// short badge, the shop's address, and up to three product photos. The text is drawn as shapes
// from Nunito (the storefront's own font, from its npm package), so the picture looks the same
// on every server, whatever fonts the system has, and nothing is downloaded. Only the Latin
// subset is loaded: a letter outside it draws as the font's empty box.

export interface ShareImageContent {
  shopName: string;
  title: string;
  lead: string;
  /** A short line in a pill, e.g. `24 produk · mulai Rp 89.000`. */
  badge?: string | undefined;
  /** `promo` draws the badge in the offers' rose instead of the shop's green. */
  badgeTone?: 'brand' | 'promo';
  /** The shop's address as people type it (`etalase.example`). */
  host: string;
  /** Up to three product photos, the first the largest (any format sharp reads). */
  photos: readonly Buffer[];
}

const BRAND = '#2f6b5e';
const CREAM = '#fbf6ee';
const SAND = '#f6e7c8';
const PROMO = '#be123c';
const INK = '#292524';
const MUTED = '#57534e';

const MARGIN = 72;
/** The text column's right edge; the photos fill the rest. */
const TEXT_RIGHT = 616;
const PHOTOS_LEFT = 656;
const PHOTO_GAP = 16;
const PHOTO_RADIUS = 28;

type Face = Fontkit.Font;
type Faces = { bold: Face; semibold: Face };

let faces: Faces | undefined;

function loadFace(fontkit: typeof Fontkit, weight: 600 | 800): Face {
  const file = path.join(
    projectRoot,
    'node_modules',
    '@fontsource',
    'nunito',
    'files',
    `nunito-latin-${weight}-normal.woff`,
  );
  const font = fontkit.create(fs.readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

/** The faces, read once; fontkit (0.1 s of CPU to load) only when a picture is drawn. */
async function fonts(): Promise<Faces> {
  if (!faces) {
    const fontkit = await import('fontkit');
    faces = { bold: loadFace(fontkit, 800), semibold: loadFace(fontkit, 600) };
  }
  return faces;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function textWidth(face: Face, text: string, size: number): number {
  return (face.layout(text).advanceWidth * size) / face.unitsPerEm;
}

/** `text` as SVG path data with its baseline starting at (x, y), `size` pixels per em. */
function textPathData(face: Face, text: string, size: number, x: number, y: number): string {
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  let pen = x;
  return run.glyphs
    .map((glyph, i) => {
      const position = run.positions[i];
      const data = glyph.path
        .scale(scale, -scale)
        .translate(pen + (position?.xOffset ?? 0) * scale, y - (position?.yOffset ?? 0) * scale)
        .toSVG();
      pen += (position?.xAdvance ?? glyph.advanceWidth) * scale;
      return data;
    })
    .join('');
}

/**
 * `text` broken into at most `maxLines` lines no wider than `width`; what does not fit ends in
 * an ellipsis. A single word wider than the line is cut too.
 */
function wrapText(
  face: Face,
  text: string,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  const fits = (line: string) => textWidth(face, line, size) <= width;
  const fitted = (line: string) => (fits(line) ? line : ellipsize(face, line, size, width));
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate) || !line) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      // The last line: what is left ends in an ellipsis.
      lines.push(ellipsize(face, `${line} ${words.slice(index).join(' ')}`, size, width));
      return lines;
    }
    lines.push(fitted(line));
    line = word;
  }
  if (line) lines.push(fitted(line));
  return lines;
}

function ellipsize(face: Face, text: string, size: number, width: number): string {
  let cut = text;
  while (cut.length > 1 && textWidth(face, `${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The shop's mark (public/favicon.svg's drawing) at (x, y), `size` pixels square. */
function mark(x: number, y: number, size: number): string {
  const scale = size / 64;
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect width="64" height="64" rx="16" fill="${BRAND}"/>` +
    `<path d="M22 18l6-3q4 4 8 0l6 3 8 7-4 6-4-3v21q-10 3-20 0V28l-4 3-4-6z" fill="${SAND}"/>` +
    `</g>`
  );
}

/** The text column and background as one SVG. */
function textLayer(
  { bold, semibold }: Faces,
  content: ShareImageContent,
  withPhotos: boolean,
): string {
  const column = TEXT_RIGHT - MARGIN;
  const shapes: string[] = [];
  const draw = (d: string, fill: string) => shapes.push(`<path d="${d}" fill="${fill}"/>`);

  // The shop's mark and name.
  shapes.push(mark(MARGIN, 64, 64));
  const [name = ''] = wrapText(bold, content.shopName, 36, column - 84, 1);
  draw(textPathData(bold, name, 36, MARGIN + 84, 109), BRAND);

  // The title: as large as fits in two lines.
  const whole = content.title.split(/\s+/).filter(Boolean).join(' ');
  let titleSize = 64;
  let title = wrapText(bold, whole, titleSize, column, 2);
  if (title.join(' ') !== whole) {
    titleSize = 52;
    title = wrapText(bold, whole, titleSize, column, 2);
  }
  let y = 236;
  for (const line of title) {
    draw(textPathData(bold, line, titleSize, MARGIN, y), INK);
    y += Math.round(titleSize * 1.18);
  }

  y += 6;
  for (const line of wrapText(semibold, content.lead, 28, column, 3)) {
    draw(textPathData(semibold, line, 28, MARGIN, y), MUTED);
    y += 40;
  }

  if (content.badge) {
    const size = 26;
    const [badge = ''] = wrapText(bold, content.badge, size, column - 56, 1);
    const width = textWidth(bold, badge, size) + 56;
    const top = Math.max(y + 6, 440);
    const fill = content.badgeTone === 'promo' ? PROMO : BRAND;
    shapes.push(
      `<rect x="${MARGIN}" y="${top}" width="${width}" height="56" rx="28" fill="${fill}"/>`,
    );
    draw(textPathData(bold, badge, size, MARGIN + 28, top + 37), '#ffffff');
  }

  const [host = ''] = wrapText(semibold, content.host, 24, column, 1);
  draw(textPathData(semibold, host, 24, MARGIN, HEIGHT - 60), BRAND);

  const decoration = withPhotos
    ? ''
    : `<circle cx="${(PHOTOS_LEFT + WIDTH - MARGIN) / 2}" cy="${HEIGHT / 2}" r="200" fill="${SAND}"/>` +
      mark((PHOTOS_LEFT + WIDTH - MARGIN) / 2 - 110, HEIGHT / 2 - 110, 220);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<title>${escapeXml(content.title)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${CREAM}"/>` +
    `<rect y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${BRAND}"/>` +
    decoration +
    shapes.join('') +
    `</svg>`
  );
}

interface Slot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where one, two or three photos go: the first tall on the left, the others stacked. */
function photoSlots(count: number): Slot[] {
  const top = MARGIN;
  const height = HEIGHT - 2 * MARGIN;
  const width = WIDTH - MARGIN - PHOTOS_LEFT;
  if (count <= 0) return [];
  if (count === 1) return [{ left: PHOTOS_LEFT, top, width, height }];
  const half = (width - PHOTO_GAP) / 2;
  if (count === 2) {
    return [
      { left: PHOTOS_LEFT, top, width: half, height },
      { left: PHOTOS_LEFT + half + PHOTO_GAP, top, width: half, height },
    ];
  }
  const big = Math.round(width * 0.58);
  const small = width - big - PHOTO_GAP;
  const smallHeight = (height - PHOTO_GAP) / 2;
  return [
    { left: PHOTOS_LEFT, top, width: big, height },
    { left: PHOTOS_LEFT + big + PHOTO_GAP, top, width: small, height: smallHeight },
    {
      left: PHOTOS_LEFT + big + PHOTO_GAP,
      top: top + smallHeight + PHOTO_GAP,
      width: small,
      height: smallHeight,
    },
  ].map((slot) => ({ ...slot, top: Math.round(slot.top), height: Math.round(slot.height) }));
}

async function roundedPhoto(photo: Buffer, { width, height }: Slot): Promise<Buffer> {
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" rx="${PHOTO_RADIUS}" fill="#fff"/></svg>`,
  );
  return sharp(photo)
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/**
 * A photo decoded whole and made small enough for any slot, or undefined when it does not
 * decode (a truncated file, one too large): such a photo is left out, never the whole picture.
 */
function decodedPhoto(photo: Buffer): Promise<Buffer | undefined> {
  return sharp(photo, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => undefined);
}

/** The picture as a JPEG. Photos that do not decode are left out. */
export async function drawShareImage(content: ShareImageContent): Promise<Buffer> {
  const decoded = await Promise.all(content.photos.slice(0, 3).map(decodedPhoto));
  const photos = decoded.filter((photo): photo is Buffer => photo !== undefined);
  const slots = photoSlots(photos.length);
  const layers = await Promise.all(
    slots.map(async (slot, i) => ({
      input: await roundedPhoto(photos[i] as Buffer, slot),
      left: slot.left,
      top: slot.top,
    })),
  );
  return sharp(Buffer.from(textLayer(await fonts(), content, layers.length > 0)))
    .composite(layers)
    .flatten({ background: CREAM })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
