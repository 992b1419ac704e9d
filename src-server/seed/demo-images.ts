import sharp from 'sharp';
import { demoProduk, demoTestimoni, type GarmentPattern, type GarmentShape } from './demo-data.js';

// Demo product and testimonial photos, drawn as SVG and rasterised locally (never downloaded).
// The PNG goes through the same processImage() as an upload, so demo images look and are
// stored exactly like real ones.

// Drawn on a 900 × 1200 canvas, rasterised at 720 × 960: enough for the largest variant a
// page asks for (960w, shown about 580 px wide), and a first start encodes 0.64 × the pixels.
const WIDTH = 900;
const HEIGHT = 1200;
const RASTER_SCALE = 0.8;

function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * RASTER_SCALE)}" height="${Math.round(height * RASTER_SCALE)}" viewBox="0 0 ${width} ${height}">`;
}

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mixed = parseHex(hex).map((v) => Math.round(v + (target - v) * t));
  return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function isDark(hex: string): boolean {
  const [r, g, b] = parseHex(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
}

const garmentPaths: Record<GarmentShape, string[]> = {
  kaos: [
    'M330 330 L390 300 Q450 340 510 300 L570 330 L700 420 L650 520 L600 480 L600 820 Q450 840 300 820 L300 480 L250 520 L200 420 Z',
  ],
  koko: [
    'M320 330 L395 295 L505 295 L580 330 L690 420 L700 720 L630 730 L615 480 L612 860 Q450 880 288 860 L285 480 L270 730 L200 720 L210 420 Z',
  ],
  tunik: [
    'M325 330 L392 298 Q450 335 508 298 L575 330 L690 430 L705 700 L640 712 L610 500 L660 900 Q450 935 240 900 L290 500 L260 712 L195 700 L210 430 Z',
  ],
  dress: [
    'M340 320 L395 295 Q450 330 505 295 L560 320 L640 400 L600 470 L575 440 L585 560 L720 960 Q450 1010 180 960 L315 560 L325 440 L300 470 L260 400 Z',
  ],
  gamis: [
    'M345 300 L398 275 Q450 310 502 275 L555 300 L660 390 L690 700 L625 712 L598 470 L600 560 L700 1080 Q450 1120 200 1080 L300 560 L302 470 L275 712 L210 700 L240 390 Z',
  ],
  setelan: [
    'M330 300 L392 272 Q450 310 508 272 L570 300 L690 390 L700 620 L635 630 L612 460 L612 680 Q450 700 288 680 L288 460 L265 630 L200 620 L210 390 Z',
    'M305 690 L595 690 L610 1080 L480 1080 L452 820 L420 1080 L290 1080 Z',
  ],
};

/** Where decorations sit for each shape: neckline centre and hem line. */
const anchors: Record<GarmentShape, { neckY: number; hemY: number; placket: boolean }> = {
  kaos: { neckY: 320, hemY: 800, placket: false },
  koko: { neckY: 300, hemY: 840, placket: true },
  tunik: { neckY: 318, hemY: 880, placket: false },
  dress: { neckY: 312, hemY: 940, placket: false },
  gamis: { neckY: 292, hemY: 1060, placket: true },
  setelan: { neckY: 292, hemY: 660, placket: false },
};

function patternDefs(pattern: GarmentPattern, colour: string): string {
  const light = shade(colour, isDark(colour) ? 0.35 : 0.6);
  const dark = shade(colour, -0.25);
  switch (pattern) {
    case 'garis':
      return `<pattern id="motif" width="44" height="44" patternUnits="userSpaceOnUse"><rect x="0" width="12" height="44" fill="${dark}" opacity="0.35"/></pattern>`;
    case 'titik':
      return `<pattern id="motif" width="46" height="46" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="6" fill="${light}" opacity="0.8"/><circle cx="35" cy="35" r="6" fill="${light}" opacity="0.8"/></pattern>`;
    case 'bunga':
      return `<pattern id="motif" width="90" height="90" patternUnits="userSpaceOnUse">${flower(25, 25, light)}${flower(70, 68, shade(colour, -0.18))}</pattern>`;
    case 'bordir':
    case 'polos':
      return '';
  }
}

function flower(x: number, y: number, fill: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return `<circle cx="${(x + Math.cos(rad) * 9).toFixed(1)}" cy="${(y + Math.sin(rad) * 9).toFixed(1)}" r="7" fill="${fill}" opacity="0.85"/>`;
    })
    .join('');
  return `${petals}<circle cx="${x}" cy="${y}" r="5" fill="#f6d36b"/>`;
}

function decorations(shape: GarmentShape, pattern: GarmentPattern, colour: string): string {
  const { neckY, hemY, placket } = anchors[shape];
  const trim = isDark(colour) ? '#e9c46a' : shade(colour, -0.45);
  const parts: string[] = [];
  // Neckline
  parts.push(
    `<path d="M395 ${neckY - 5} Q450 ${neckY + 40} 505 ${neckY - 5}" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="8" stroke-linecap="round"/>`,
  );
  if (placket) {
    parts.push(
      `<line x1="450" y1="${neckY + 35}" x2="450" y2="${neckY + 260}" stroke="${shade(colour, -0.3)}" stroke-width="5"/>`,
    );
    for (let i = 0; i < 4; i++) {
      parts.push(
        `<circle cx="450" cy="${neckY + 70 + i * 55}" r="8" fill="${shade(colour, isDark(colour) ? 0.5 : -0.4)}"/>`,
      );
    }
  }
  if (pattern === 'bordir') {
    parts.push(
      `<path d="M375 ${neckY + 10} Q450 ${neckY + 90} 525 ${neckY + 10}" fill="none" stroke="${trim}" stroke-width="6" stroke-dasharray="4 10" stroke-linecap="round"/>`,
      `<path d="M250 ${hemY - 30} Q450 ${hemY} 650 ${hemY - 30}" fill="none" stroke="${trim}" stroke-width="7" stroke-dasharray="2 12" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function backgroundSvg(colour: string, seed: number): string {
  const bg = shade(colour, isDark(colour) ? 0.88 : 0.78);
  const blob = shade(colour, isDark(colour) ? 0.8 : 0.62);
  const sparkles = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 90 + ((seed * 137 + i * 181) % 720);
      const y = 90 + ((seed * 89 + i * 263) % 1000);
      return `<path d="M${x} ${y - 16} L${x + 5} ${y - 5} L${x + 16} ${y} L${x + 5} ${y + 5} L${x} ${y + 16} L${x - 5} ${y + 5} L${x - 16} ${y} L${x - 5} ${y - 5} Z" fill="#ffffff" opacity="0.7"/>`;
    })
    .join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${bg}"/>
    <circle cx="${450 + ((seed * 53) % 160) - 80}" cy="620" r="360" fill="${blob}"/>
    ${sparkles}
    <ellipse cx="450" cy="1125" rx="280" ry="26" fill="#000" opacity="0.08"/>`;
}

function garmentSvg(
  shape: GarmentShape,
  pattern: GarmentPattern,
  colour: string,
  seed: number,
): string {
  const outline = shade(colour, -0.35);
  const paths = garmentPaths[shape];
  const defs = patternDefs(pattern, colour);
  const clip = paths.map((d) => `<path d="${d}"/>`).join('');
  const body = paths
    .map(
      (d) =>
        `<path d="${d}" fill="${colour}" stroke="${outline}" stroke-width="6" stroke-linejoin="round"/>`,
    )
    .join('');
  return `${svgOpen(WIDTH, HEIGHT)}
  <defs>
    <clipPath id="garment">${clip}</clipPath>
    <linearGradient id="light" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.22"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.14"/>
    </linearGradient>
    ${defs}
  </defs>
  ${backgroundSvg(colour, seed)}
  <path d="M450 150 Q450 120 470 118" fill="none" stroke="#8a8f98" stroke-width="8" stroke-linecap="round"/>
  <path d="M300 ${anchors[shape].neckY + 8} L450 175 L600 ${anchors[shape].neckY + 8}" fill="none" stroke="#8a8f98" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  ${body}
  <g clip-path="url(#garment)">
    ${defs ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#motif)"/>` : ''}
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
  </g>
  ${decorations(shape, pattern, colour)}
</svg>`;
}

/** A parcel with a folded garment and a heart: the kind of photo buyers send with a review. */
function testimoniSvg(colour: string, seed: number): string {
  const size = 800;
  const bg = shade(colour, 0.8);
  const box = '#d8b98a';
  return `${svgOpen(size, size)}
  <rect width="${size}" height="${size}" fill="${bg}"/>
  <circle cx="${160 + (seed % 5) * 110}" cy="150" r="90" fill="${shade(colour, 0.6)}"/>
  <ellipse cx="400" cy="690" rx="290" ry="30" fill="#000" opacity="0.08"/>
  <path d="M150 360 L400 300 L650 360 L650 660 L400 720 L150 660 Z" fill="${box}" stroke="#b08d5b" stroke-width="6" stroke-linejoin="round"/>
  <path d="M150 360 L400 420 L650 360" fill="none" stroke="#b08d5b" stroke-width="6"/>
  <path d="M400 420 L400 720" stroke="#b08d5b" stroke-width="6"/>
  <path d="M215 330 Q400 250 585 330 L585 400 Q400 470 215 400 Z" fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="6"/>
  <path d="M330 320 Q400 360 470 320" fill="none" stroke="${shade(colour, -0.35)}" stroke-width="6"/>
  <path d="M400 560 C360 510 290 540 320 600 C340 640 400 670 400 670 C400 670 460 640 480 600 C510 540 440 510 400 560 Z" fill="#e76f7e" transform="translate(120 -40) scale(0.7)"/>
</svg>`;
}

/**
 * Every picture of the demo catalogue: for each product one per colour (the first is also the
 * product's main photo), and one per testimonial.
 */
export function demoCatalogueSvgs(): { produk: string[][]; testimoni: string[] } {
  return {
    produk: demoProduk.map((p, index) =>
      p.colours.map((colour, ci) => garmentSvg(p.shape, p.pattern, colour.hex, index * 7 + ci)),
    ),
    testimoni: demoTestimoni.map((t, index) => testimoniSvg(t.colour, index)),
  };
}

/** How many of the first demo products get a gallery of several photos. */
export const GALLERY_PRODUCTS = 8;

export interface DemoGalleryPhoto {
  /** Index in demoProduk. */
  produk: number;
  /** Index in its colours when the photo shows one colour; null for the product as a whole. */
  colour: number | null;
  /** Its place among the photos of the same colour (or none), for the alt text's view. */
  place: number;
  svg: string;
}

/**
 * The photos after the main one of the first GALLERY_PRODUCTS products: the back (another
 * light, the product as a whole) and a close-up of the fabric per colour (tied to it).
 */
export function demoGallerySvgs(): DemoGalleryPhoto[] {
  return demoProduk.slice(0, GALLERY_PRODUCTS).flatMap((p, index) => {
    const first = p.colours[0]?.hex ?? '#cccccc';
    const back = garmentSvg(p.shape, p.pattern, first, index * 7 + 50);
    const closeUps = p.colours.map((colour, ci) => ({
      produk: index,
      colour: ci,
      place: 0,
      // The same drawing seen closer: the chest and its motif fill the frame.
      svg: garmentSvg(p.shape, p.pattern, colour.hex, index * 7 + ci).replace(
        `viewBox="0 0 ${WIDTH} ${HEIGHT}"`,
        `viewBox="${WIDTH / 4} ${HEIGHT / 5} ${WIDTH / 2} ${HEIGHT / 2}"`,
      ),
    }));
    return [{ produk: index, colour: null, place: 1, svg: back }, ...closeUps];
  });
}

/**
 * Every drawing of the demo catalogue, each once: each product's colours (the first is also
 * its main photo), the testimonials, then the galleries.
 */
export function demoCatalogueDrawings(): string[] {
  const svgs = demoCatalogueSvgs();
  return [...svgs.produk.flat(), ...svgs.testimoni, ...demoGallerySvgs().map((g) => g.svg)];
}

/**
 * Rasterises an SVG of ours to PNG, the input processImage() accepts. Without the alpha channel
 * (every drawing paints its whole background): processImage's resizes and encodes then work on
 * three bands, not four, and make the same bytes with 15% less CPU per picture.
 */
export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
}
