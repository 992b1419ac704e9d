import { once } from 'node:events';
import zlib from 'node:zlib';
import sharp from 'sharp';

// Real images made in the test, and the multipart bodies a browser or legacy client would send.

export function jpeg(width = 400, height = 500, colour = '#d9a5a9'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function png(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#9bb39a80' } })
    .png()
    .toBuffer();
}

export function webp(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2b3a67' } })
    .webp()
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position (a phone photo taken at home). */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8a27c' } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Kamera Rumah' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '7/1 13/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '107/1 54/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(zlib.crc32(body), body.length + 4);
  return framed;
}

/** An RGB PNG of `width` × `height` with the given deflated pixel rows. */
function rgbPng(width: number, height: number, deflatedRows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per sample
  header.writeUInt8(2, 9); // RGB; compression, filter and interlace stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflatedRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid black RGB PNG of any size, written by hand so that its header can claim sizes sharp
 * would refuse to create: 1 × 39,000,000 px deflates to about 150 KB (issue 8 item 6).
 */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  // Each row is a filter byte and three zero bytes a pixel, deflated as a stream so that the
  // raw rows (156 MB for the tall image) are never held in memory at once.
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const zeros = Buffer.alloc(1 << 20);
  for (let left = (1 + 3 * width) * height; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) {
      await once(deflate, 'drain');
    }
  }
  deflate.end();
  await once(deflate, 'end');
  return rgbPng(width, height, Buffer.concat(compressed));
}

/**
 * A PNG whose header claims `width` × `height` (up to 10^8 a side) but whose pixels stop after
 * a few bytes: its size can be read at once, decoding it would fail.
 */
export function claimedSizePng(width: number, height: number): Buffer {
  return rgbPng(width, height, zlib.deflateSync(Buffer.alloc(16)));
}

/** A valid 2 × 2 black PNG, made at once: for tests that upload many images. */
export function tinyPng(): Buffer {
  return rgbPng(2, 2, zlib.deflateSync(Buffer.alloc(2 * (1 + 3 * 2))));
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body with text fields and, optionally, the image in `file`. */
export async function multipart(
  fields: Record<string, string | number>,
  file?: { data: Buffer; name?: string; type?: string },
): Promise<MultipartBody> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) {
    form.append(
      'file',
      new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'foto.jpg',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Every file under `dir`, relative, sorted: to see exactly what a write left on disk. */
export async function listFiles(dir: string): Promise<string[]> {
  const fs = await import('node:fs/promises');
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath}/${e.name}`.slice(dir.length + 1))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
