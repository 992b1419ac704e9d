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
