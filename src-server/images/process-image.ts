import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import type { Storage } from '../storage/storage.js';

// Every stored image goes through here: uploads (re-encoded, metadata dropped) and the demo
// catalogue alike, so the two can never differ in format or variants (DESIGN §6).

const ORIGINAL_MAX_WIDTH = 1600;
const ORIGINAL_QUALITY = 82;
const VARIANT_QUALITY = 78;
// Variants are small; a lower encoder effort halves their cost for a few percent in size.
const VARIANT_EFFORT = 2;

/** Raster formats we accept. SVG is never accepted from outside: it can carry script. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

export interface ProcessedImage {
  /** Generated file name of the original, e.g. `3f2c….webp`. */
  file: string;
  width: number;
  height: number;
  /** File name → bytes, original first, then one WebP per variant width. */
  files: Map<string, Buffer>;
}

/**
 * Decodes `input`, drops every metadata block (EXIF GPS included; sharp keeps none unless
 * asked), applies the EXIF orientation, and makes a WebP original plus resized variants.
 * Throws UnsupportedImageError unless the bytes are a raster image of an accepted format.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const decoder = sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 });
  const format = await decoder
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UnsupportedImageError(`not an accepted image (${format ?? 'undecodable'})`);
  }
  // Decode, orient and bound the size once; every output is encoded from these pixels.
  const pixels = await decoder
    .rotate()
    .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });

  const file = `${randomUUID()}.webp`;
  const [original, ...variants] = await Promise.all([
    fromPixels().webp({ quality: ORIGINAL_QUALITY }).toBuffer(),
    ...IMAGE_VARIANT_WIDTHS.map((w) =>
      fromPixels()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY, effort: VARIANT_EFFORT })
        .toBuffer(),
    ),
  ]);
  const files = new Map<string, Buffer>([[file, original]]);
  IMAGE_VARIANT_WIDTHS.forEach((w, i) => {
    const variant = variants[i];
    if (variant) files.set(variantFileName(file, w), variant);
  });
  return { file, width, height, files };
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
