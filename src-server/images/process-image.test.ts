import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { blackPng } from '../test/uploads.js';
import {
  ImageDimensionsError,
  ImageProcessingTimeoutError,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  photoAsJpeg,
  PREVIEW_MAX_BYTES,
  processImage,
  UnsupportedImageError,
} from './process-image.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9a5a9' } })
    .png()
    .toBuffer();

/** The largest difference of one channel between two `#rrggbb` colours. */
function distance(a: string, b: string): number {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.max(...x.map((c, i) => Math.abs(c - (y[i] ?? 0))));
}

describe('processImage', () => {
  it('makes a WebP original with a generated name and one WebP per variant width', async () => {
    const image = await processImage(await png(1200, 1600));
    expect(image.file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect([...image.files.keys()]).toEqual([
      image.file,
      ...IMAGE_VARIANT_WIDTHS.map((w) => variantFileName(image.file, w)),
    ]);
    for (const [name, data] of image.files) {
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      const expectedWidth = name === image.file ? 1200 : Number(/-(\d+)\.webp$/.exec(name)?.[1]);
      expect(meta.width).toBe(expectedWidth);
    }
  });

  it("takes the swatch colour from the picture's middle, not its background", async () => {
    // A red garment on a white backdrop wider than the garment itself.
    const photo = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 340, height: 480, channels: 3, background: '#c0392b' },
          })
            .png()
            .toBuffer(),
          left: 230,
          top: 260,
        },
      ])
      .jpeg()
      .toBuffer();
    const { colour } = await processImage(photo);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(distance(colour, '#c0392b')).toBeLessThan(24);
  });

  it('shrinks huge originals to 1600 px wide and never enlarges small ones', async () => {
    expect((await processImage(await png(3000, 1000))).width).toBe(1600);
    const small = await processImage(await png(200, 300));
    expect(small.width).toBe(200);
    const variant = small.files.get(variantFileName(small.file, 640));
    expect((await sharp(variant).metadata()).width).toBe(200);
  });

  it('refuses SVG, text and truncated data', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expect(processImage(svg)).rejects.toThrow(UnsupportedImageError);
    await expect(processImage(Buffer.from('bukan gambar'))).rejects.toThrow(UnsupportedImageError);
    const truncated = (await png(400, 400)).subarray(0, 100);
    await expect(processImage(truncated)).rejects.toThrow();
  });
});

describe('processImage limits (issue 8 item 6)', () => {
  let tall: Buffer;
  beforeAll(async () => {
    tall = await blackPng(1, 39_000_000);
  });

  it('refuses a 150 KB PNG of 1 × 39,000,000 px from its header, before decoding it', async () => {
    expect(tall.length).toBeLessThan(160_000);
    // The answer, not a clock: the dimensions error is only thrown before any decoding starts
    // (decoding this file takes 10–30 s of CPU and would end in a different error).
    const refusal = await processImage(tall).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageDimensionsError);
    expect((refusal as Error).message).toBe(
      '1 × 39000000 px is over 8000 px a side or 40000000 px',
    );
  });

  it('accepts 8000 px on either side and refuses 8001', async () => {
    expect(MAX_IMAGE_SIDE).toBe(8000);
    expect((await processImage(await blackPng(8000, 2))).width).toBe(1600);
    expect((await processImage(await blackPng(2, 8000))).height).toBe(8000);
    await expect(processImage(await blackPng(8001, 2))).rejects.toThrow(ImageDimensionsError);
    await expect(processImage(await blackPng(2, 8001))).rejects.toThrow(ImageDimensionsError);
  });

  it('accepts 40 megapixels (8000 × 5000) and refuses one row more', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect((await processImage(await blackPng(8000, 5000))).width).toBe(1600);
    await expect(processImage(await blackPng(8000, 5001))).rejects.toThrow(ImageDimensionsError);
  });

  it('stops libvips once the budget is spent, whatever the header claims', async () => {
    // The tall PNG again, with the header limits lifted: only the budget can stop it now.
    const unbounded = { maxSide: 39_000_000, maxPixels: 39_000_000, budgetMs: 1_000 };
    const refusal = await processImage(tall, unbounded).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageProcessingTimeoutError);
    expect((refusal as Error).message).toMatch(/^timeout: \d+% complete/);
  });

  it('gives a step no time at all once the deadline has passed', async () => {
    const limits = { maxSide: MAX_IMAGE_SIDE, maxPixels: MAX_IMAGE_PIXELS, budgetMs: -1 };
    await expect(processImage(await png(20, 20), limits)).rejects.toThrow(
      ImageProcessingTimeoutError,
    );
  });
});

describe('photoAsJpeg (a link preview, issue 22 item 3)', () => {
  /** A portrait photo: a red band across its top, blue below. */
  const portrait = () =>
    sharp({ create: { width: 400, height: 600, channels: 3, background: '#1f4fd1' } })
      .composite([
        {
          input: { create: { width: 400, height: 60, channels: 3, background: '#e0201c' } },
          top: 0,
          left: 0,
        },
      ])
      .webp()
      .toBuffer();

  const pixel = (data: Buffer, width: number, x: number, y: number) => {
    const at = (y * width + x) * 3;
    return [data[at], data[at + 1], data[at + 2]].map(Number);
  };

  it('frames the whole portrait photo in a 1200×630 JPEG, cropping nothing', async () => {
    const preview = await photoAsJpeg(await portrait());
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    const { data, info } = await sharp(preview)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    // The red band is still at the top in the middle (a crop to fill the card would cut it).
    const [r, g, b] = pixel(data, info.width, 600, 2) as [number, number, number];
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(120);
    // Beside the photo, the blurred backdrop of it.
    const [, , blue] = pixel(data, info.width, 40, 400) as [number, number, number];
    expect(blue).toBeGreaterThan(150);
  });
});
