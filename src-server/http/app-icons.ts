import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { projectRoot } from '../paths.js';
import type { AppDeps } from '../trpc/context.js';

// The shop's icon where phones and browsers look for one (a tab, a home screen, an installed
// app): PNGs drawn from public/favicon.svg on first request and kept, and a web app manifest
// named after the shop. Drawn by the server rather than committed, so one SVG stays the source.

const BRAND = '#2f6b5e';
const CREAM = '#fbf6ee';

/** Each icon file: its size, and whether its corners are filled (iOS shows them black). */
const ICONS: Record<string, { size: number; opaque?: boolean }> = {
  'icon-32.png': { size: 32 },
  'icon-192.png': { size: 192 },
  'icon-512.png': { size: 512 },
  'apple-touch-icon.png': { size: 180, opaque: true },
};

const ONE_DAY = 'public, max-age=86400';

export function registerAppIcons(
  app: FastifyInstance,
  { settings }: Pick<AppDeps, 'settings'>,
): void {
  let svg: Promise<Buffer> | undefined;
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (file: string, size: number, opaque: boolean) => {
    svg ??= fs.readFile(path.join(projectRoot, 'public', 'favicon.svg'));
    const png = svg.then((source) => {
      const image = sharp(source, { density: Math.ceil((72 * size) / 64) }).resize(size, size);
      return (opaque ? image.flatten({ background: BRAND }) : image).png().toBuffer();
    });
    // A failure is not kept: the next request draws again.
    png.catch(() => drawn.delete(file));
    drawn.set(file, png);
    return png;
  };

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const { file } = request.params;
    const icon = Object.hasOwn(ICONS, file) ? ICONS[file] : undefined;
    if (!icon) {
      reply.callNotFound();
      return reply;
    }
    const png = await (drawn.get(file) ?? draw(file, icon.size, icon.opaque === true));
    return reply.header('cache-control', ONE_DAY).type('image/png').send(png);
  });

  app.get('/manifest.webmanifest', async (_request, reply) => {
    const { name } = await settings.current();
    return reply
      .header('cache-control', ONE_DAY)
      .type('application/manifest+json; charset=utf-8')
      .send(
        JSON.stringify({
          name,
          short_name: name.slice(0, 12),
          lang: 'id',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: BRAND,
          background_color: CREAM,
          icons: [192, 512].map((size) => ({
            src: `/icons/icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
          })),
        }),
      );
  });
}
