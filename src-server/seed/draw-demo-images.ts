import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { processImage, type ProcessedImage } from '../images/process-image.js';
import { projectRoot } from '../paths.js';
import { renderSvg } from './demo-images.js';

// Drawing the demo pictures is most of a first start: rasterising and encoding 100+ images.
// They are drawn in parallel (one per CPU, each encoding its four sizes in parallel too), and
// what was drawn is kept in a cache folder, so the next fresh database (tests, the browser
// tests, a second data folder) copies the bytes instead of drawing them again.
//
// An entry is found by a hash of the picture's SVG, the image libraries' versions and the
// variant widths. What else shapes the bytes (processImage's sizes and qualities) is checked
// by drawing the first picture every time: when it differs from its cached bytes, the cache is
// not used for this run and every entry is drawn and written again.

const CACHE_FORMAT = 'etalase-demo-image-1';

/**
 * The project's cache folder, node_modules/.cache/etalase/demo-images (where build tools keep
 * theirs; it goes with node_modules), or false when there is no node_modules to hold it.
 */
export function defaultDemoImageCache(): string | false {
  const nodeModules = path.join(projectRoot, 'node_modules');
  return existsSync(nodeModules) && path.join(nodeModules, '.cache', 'etalase', 'demo-images');
}

export interface DrawOptions {
  /** Folder of drawn pictures shared by fresh databases; false to draw everything. */
  cacheDir?: string | false;
  /** Called after each picture, with how many are ready. */
  onProgress?: (done: number, total: number) => void;
  /** Pictures drawn at once; one per CPU by default. */
  concurrency?: number;
  /** Called with each picture as soon as it is ready (drawn or from the cache), with its index. */
  onImage?: (image: ProcessedImage, index: number) => void;
}

export interface DrawnImages {
  /** One image per SVG, in order, each with a file name of its own. */
  images: ProcessedImage[];
  /** How many came from the cache rather than being drawn. */
  fromCache: number;
}

function cacheKey(svg: string): string {
  return createHash('sha256')
    .update(
      [
        CACHE_FORMAT,
        sharp.versions.sharp,
        sharp.versions.vips,
        sharp.versions.webp ?? '',
        IMAGE_VARIANT_WIDTHS.join(','),
        svg,
      ].join('\n'),
    )
    .digest('hex');
}

/** The file in the cache folder that holds the picture drawn from `svg`. */
export function cacheEntryName(svg: string): string {
  return `${cacheKey(svg)}.bin`;
}

/** The bytes in the order original, then each variant width: what an entry holds. */
function imageBytes(image: ProcessedImage): Buffer[] {
  const original = image.files.get(image.file);
  const variants = IMAGE_VARIANT_WIDTHS.map((w) => image.files.get(variantFileName(image.file, w)));
  const all = [original, ...variants];
  if (all.some((b) => b === undefined)) throw new Error('processed image without all its sizes');
  return all as Buffer[];
}

/** A drawn picture as plain data (another process's message): its sizes' bytes, in order. */
export interface DrawnPicture {
  bytes: Uint8Array[];
  width: number;
  height: number;
  colour: string;
}

export function drawnPicture(image: ProcessedImage): DrawnPicture {
  const { width, height, colour } = image;
  return { bytes: imageBytes(image), width, height, colour };
}

/** The picture under the file name `file` (`….webp`), its variants named after it. */
export function pictureNamed(picture: DrawnPicture, file: string): ProcessedImage {
  const bytes = picture.bytes.map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength));
  return fromBytes(bytes, picture, file);
}

function fromBytes(
  bytes: Buffer[],
  { width, height, colour }: Pick<ProcessedImage, 'width' | 'height' | 'colour'>,
  file = `${randomUUID()}.webp`,
): ProcessedImage {
  const [original, ...variants] = bytes;
  const files = new Map<string, Buffer>([[file, original as Buffer]]);
  IMAGE_VARIANT_WIDTHS.forEach((w, i) =>
    files.set(variantFileName(file, w), variants[i] as Buffer),
  );
  return { file, width, height, files, colour };
}

// An entry: 4 bytes giving the header's length, the header (JSON), then the bytes of each size.
interface EntryHeader {
  width: number;
  height: number;
  /** Missing in entries written before colours were kept. */
  colour?: string;
  sizes: number[];
}

function encodeEntry(image: ProcessedImage): Buffer {
  const bytes = imageBytes(image);
  const header: EntryHeader = {
    width: image.width,
    height: image.height,
    colour: image.colour,
    sizes: bytes.map((b) => b.length),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, ...bytes]);
}

/** The bytes of each size and the dimensions, or undefined for a missing or damaged entry. */
function decodeEntry(
  entry: Buffer,
): { bytes: Buffer[]; width: number; height: number; colour: string } | undefined {
  try {
    const headerLength = entry.readUInt32BE(0);
    const header = JSON.parse(entry.subarray(4, 4 + headerLength).toString()) as EntryHeader;
    // An entry from before colours were kept is drawn again.
    if (typeof header.colour !== 'string') return undefined;
    if (header.sizes.length !== IMAGE_VARIANT_WIDTHS.length + 1) return undefined;
    const bytes: Buffer[] = [];
    let at = 4 + headerLength;
    for (const size of header.sizes) {
      bytes.push(entry.subarray(at, at + size));
      at += size;
    }
    if (at !== entry.length) return undefined;
    return { bytes, width: header.width, height: header.height, colour: header.colour };
  } catch {
    return undefined;
  }
}

class DemoImageCache {
  private writable = true;

  constructor(private readonly dir: string) {}

  private file(svg: string): string {
    return path.join(this.dir, cacheEntryName(svg));
  }

  async read(svg: string): Promise<ReturnType<typeof decodeEntry>> {
    const entry = await fs.readFile(this.file(svg)).catch(() => undefined);
    return entry && decodeEntry(entry);
  }

  /** Best effort: a cache that cannot be written only means drawing again next time. */
  async write(svg: string, image: ProcessedImage): Promise<void> {
    if (!this.writable) return;
    const file = this.file(svg);
    // Written aside and renamed, so that a reader (another seeding process) never sees half.
    const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`;
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(temporary, encodeEntry(image));
      await fs.rename(temporary, file);
    } catch {
      this.writable = false;
      await fs.rm(temporary, { force: true });
    }
  }
}

/** One demo picture drawn as a stored image is: its SVG as PNG, through processImage. */
export async function drawDemoPicture(svg: string): Promise<ProcessedImage> {
  return processImage(await renderSvg(svg));
}

function sameBytes(a: Buffer[], b: Buffer[]): boolean {
  return a.length === b.length && a.every((bytes, i) => bytes.equals(b[i] as Buffer));
}

/** Like Promise.all over `items.map(fn)`, with at most `limit` calls running at once. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Draws each SVG as a stored image would be (PNG through processImage), or takes it from the
 * cache when the cache is known to hold what drawing would make.
 */
export async function drawDemoImages(
  svgs: readonly string[],
  options: DrawOptions = {},
): Promise<DrawnImages> {
  const cacheDir = options.cacheDir ?? defaultDemoImageCache();
  const cache = cacheDir === false ? undefined : new DemoImageCache(cacheDir);
  const concurrency = options.concurrency ?? Math.max(1, os.availableParallelism());
  const total = svgs.length;
  let done = 0;
  let fromCache = 0;
  const finished = () => options.onProgress?.(++done, total);

  // The first picture is always drawn: it tells whether the cached bytes are still right.
  const [first, ...rest] = svgs;
  if (first === undefined) return { images: [], fromCache: 0 };
  const [probe, cachedProbe] = await Promise.all([drawDemoPicture(first), cache?.read(first)]);
  const trusted = cachedProbe !== undefined && sameBytes(imageBytes(probe), cachedProbe.bytes);
  if (cache && !trusted) await cache.write(first, probe);
  options.onImage?.(probe, 0);
  finished();

  const others = await mapConcurrently(rest, concurrency, async (svg, index) => {
    const cached = trusted ? await cache?.read(svg) : undefined;
    if (cached) {
      fromCache++;
      const image = fromBytes(cached.bytes, cached);
      options.onImage?.(image, index + 1);
      finished();
      return image;
    }
    const image = await drawDemoPicture(svg);
    await cache?.write(svg, image);
    options.onImage?.(image, index + 1);
    finished();
    return image;
  });
  return { images: [probe, ...others], fromCache };
}
