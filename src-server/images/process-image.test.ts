import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { processImage, UnsupportedImageError } from './process-image.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9a5a9' } })
    .png()
    .toBuffer();

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
