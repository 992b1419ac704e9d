import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import type { Storage } from '../storage/storage.js';

// Every stored image goes through here: uploads (re-encoded, metadata dropped) and the demo
// catalogue alike, so the two can never differ in format or variants (docs/architecture.md §6).

const ORIGINAL_MAX_WIDTH = 1600;
const ORIGINAL_QUALITY = 82;
const VARIANT_QUALITY = 78;
// Variants are small; a lower encoder effort halves their cost for a few percent in size.
const VARIANT_EFFORT = 2;

/** Raster formats we accept. SVG is never accepted from outside: it can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

// The largest image we decode (docs/architecture.md §6, issue 8 item 6). A few kilobytes of PNG can claim
// 1 × 39,000,000 px and cost half a minute of CPU to decode, so the size in the header is
// checked before any pixel is. 40 megapixels (8000 × 5000) is more than any photo needs
// for a 1600 px original.
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * Decoding and encoding one image must end within this, or it is refused: a lying file cannot
 * hold a CPU, and a shutdown (at most 10 s, main.ts) never waits on a busy libvips thread,
 * which even process.exit() waits for. The largest accepted images take under 2 s on two cores.
 */
const PROCESSING_BUDGET_MS = 6_000;

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

/** The header gives a side or a pixel count over the limits; nothing was decoded. */
export class ImageDimensionsError extends Error {
  override name = 'ImageDimensionsError';
}

/** Decoding or encoding ran past PROCESSING_BUDGET_MS and libvips was stopped. */
export class ImageProcessingTimeoutError extends Error {
  override name = 'ImageProcessingTimeoutError';
}

export interface ImageLimits {
  maxSide: number;
  maxPixels: number;
  budgetMs: number;
}

const LIMITS: ImageLimits = {
  maxSide: MAX_IMAGE_SIDE,
  maxPixels: MAX_IMAGE_PIXELS,
  budgetMs: PROCESSING_BUDGET_MS,
};

export interface ProcessedImage {
  /** Generated file name of the original, e.g. `3f2c….webp`. */
  file: string;
  width: number;
  height: number;
  /** File name → bytes, original first, then one WebP per variant width. */
  files: Map<string, Buffer>;
  /** `#rrggbb`: the most common colour of the picture's middle, where the garment usually is. */
  colour: string;
}

/**
 * Reads the size from the header, then decodes `input`, drops every metadata block (EXIF GPS
 * included; sharp keeps none unless asked), applies the EXIF orientation, and makes a WebP
 * original plus resized variants. Throws UnsupportedImageError unless the bytes are a raster
 * image of an accepted format, ImageDimensionsError (before decoding) when it is too large,
 * and ImageProcessingTimeoutError when the work runs past its budget. `limits` is for tests.
 */
export async function processImage(
  input: Buffer,
  limits: ImageLimits = LIMITS,
): Promise<ProcessedImage> {
  const deadline = Date.now() + limits.budgetMs;
  await checkHeader(input, limits);
  // Decode, orient and bound the size once; every output is encoded from these pixels. The
  // pixel limit repeats the header check inside libvips, for a loader that reads it otherwise.
  const pixels = await sharp(input, { failOn: 'error', limitInputPixels: limits.maxPixels })
    .rotate()
    .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .timeout(secondsLeft(deadline))
    .toBuffer({ resolveWithObject: true })
    .catch(stoppedByTimeout);
  const { width, height, channels } = pixels.info;
  const fromPixels = () =>
    sharp(pixels.data, { raw: { width, height, channels } }).timeout(secondsLeft(deadline));

  const file = `${randomUUID()}.webp`;
  const [colour, original, ...variants] = await Promise.all([
    centreColour(fromPixels(), width, height),
    fromPixels().webp({ quality: ORIGINAL_QUALITY }).toBuffer(),
    ...IMAGE_VARIANT_WIDTHS.map((w) =>
      fromPixels()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
        .toBuffer(),
    ),
  ]).catch(stoppedByTimeout);
  const files = new Map<string, Buffer>([[file, original]]);
  IMAGE_VARIANT_WIDTHS.forEach((w, i) => {
    const variant = variants[i] as Buffer | undefined;
    if (variant) files.set(variantFileName(file, w), variant);
  });
  return { file, width, height, files, colour };
}

/** The dominant colour of the middle half of the picture (sharp's histogram), as `#rrggbb`. */
async function centreColour(image: Sharp, width: number, height: number): Promise<string> {
  // stats() reads its input, not the pipeline's result: the middle is cut out first.
  const middle = await image
    .extract({
      left: Math.floor(width / 4),
      top: Math.floor(height / 4),
      width: Math.max(1, Math.floor(width / 2)),
      height: Math.max(1, Math.floor(height / 2)),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(middle.data, { raw: middle.info }).stats();
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Format and size from the header alone: no pixel is decoded here. */
async function checkHeader(input: Buffer, limits: ImageLimits): Promise<void> {
  // Without a pixel limit here, so that a huge image gets the dimensions answer, not "unsupported".
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const format = header?.format;
  if (!header || !format || !ACCEPTED_FORMATS.has(format)) {
    throw new UnsupportedImageError(`not an accepted image (${format ?? 'undecodable'})`);
  }
  // One page of an animated image is decoded, and `height` is one page's.
  const { width, height } = header;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new ImageDimensionsError(
      `${width} × ${height} px is over ${limits.maxSide} px a side or ${limits.maxPixels} px`,
    );
  }
}

/** sharp's timeout for a step starting now, in whole seconds (its unit), up to the deadline. */
function secondsLeft(deadline: number): { seconds: number } {
  const left = deadline - Date.now();
  if (left <= 0) throw new ImageProcessingTimeoutError('no time left to process the image');
  return { seconds: Math.ceil(left / 1000) };
}

function stoppedByTimeout(error: unknown): never {
  // libvips reports a stopped pipeline as "timeout: N% complete".
  if (error instanceof Error && error.message.startsWith('timeout')) {
    throw new ImageProcessingTimeoutError(error.message, { cause: error });
  }
  throw error;
}

/** Writes every file of `image` under `folder` (e.g. `produk` or `produk/12`). */
export async function storeImage(storage: Storage, folder: string, image: ProcessedImage) {
  for (const [name, data] of image.files) await storage.put(`${folder}/${name}`, data);
}

/** Removes an original and its variants; missing files are fine. */
export async function removeImage(storage: Storage, folder: string, file: string) {
  const names = [file, ...IMAGE_VARIANT_WIDTHS.map((w) => variantFileName(file, w))];
  for (const name of names) await storage.remove(`${folder}/${name}`);
}

/** A link preview's landscape card (Open Graph's 1.91:1), as the pages' drawn pictures are. */
const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;
/** WhatsApp drops a preview picture larger than this. */
export const PREVIEW_MAX_BYTES = 300 * 1024;
const PREVIEW_QUALITIES = [82, 72, 60, 48];

/**
 * A stored photo (our own WebP, mostly portrait) as a link preview: a 1200×630 JPEG with the
 * whole photo in the middle, at the card's full height, on a blurred and softened copy of
 * itself, so that no chat app crops a child's face or the clothes to fit its landscape card.
 * JPEG because chat apps show it everywhere, WebP not reliably (WhatsApp); transparency is laid
 * on white; smaller qualities are tried until it fits under PREVIEW_MAX_BYTES.
 */
export async function photoAsJpeg(stored: Buffer): Promise<Buffer> {
  const flat = await sharp(stored).flatten({ background: '#ffffff' }).toBuffer();
  const [backdrop, photo] = await Promise.all([
    sharp(flat)
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
      .blur(24)
      .modulate({ brightness: 1.08, saturation: 0.7 })
      .toBuffer(),
    sharp(flat)
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'inside', withoutEnlargement: false })
      .toBuffer(),
  ]);
  const framed = await sharp(backdrop)
    .composite([{ input: photo, gravity: 'centre' }])
    .toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of PREVIEW_QUALITIES) {
    jpeg = await sharp(framed).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}
