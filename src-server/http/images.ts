import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STAGING_FOLDER } from '../storage/storage.js';

// Uploaded images under their spec paths (/images/produk/…, /images/testimoni/…). File names
// are generated and never reused, so a year of immutable caching is safe.
export async function registerImageRoutes(app: FastifyInstance, uploadDir: string): Promise<void> {
  await fs.mkdir(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    // Only images are served; the storage folder holds nothing else, but be sure. Staged
    // uploads wait for their row's commit and are no one's to see.
    allowedPath: (pathName) =>
      /\.(webp|jpe?g|png|gif|avif)$/i.test(pathName) && !pathName.startsWith(`/${STAGING_FOLDER}/`),
  });
}
