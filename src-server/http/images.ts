import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../src/shared/messages.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { StorageWithPending, type PendingKeys } from '../storage/pending-storage.js';
import {
  IMAGE_CACHE_CONTROL,
  imageContentType,
  isStorageKey,
  STAGING_FOLDER,
  type Storage,
} from '../storage/storage.js';

// Uploaded images under their spec paths (/images/produk/…, /images/testimoni/…), whatever the
// storage: the same URLs on the local disk and in object storage. File names are generated and
// never reused, so a year of immutable caching is safe.

export async function registerImageRoutes(app: FastifyInstance, storage: Storage): Promise<void> {
  // Public photos, also shown in the shop's e-mails (in webmail, and in Kotak keluar's frame):
  // another site may embed them, unlike the rest of the shop (helmet's same-origin). Set as the
  // answer leaves, after helmet's header.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/images/')) {
      void reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });
  // Read through the storage, a picture still being drawn is waited for there; read from the
  // folder, here (a demo picture after a first start, docs/decisions/0054).
  const onDisk = storage instanceof StorageWithPending ? storage.inner : storage;
  if (onDisk instanceof LocalDiskStorage) {
    const pending = storage instanceof StorageWithPending ? storage.pending : undefined;
    await registerDiskImages(app, onDisk.root, pending);
    return;
  }
  registerStoredImages(app, storage);
}

/** Straight from the folder, with ranges and Last-Modified (@fastify/static). */
async function registerDiskImages(
  app: FastifyInstance,
  root: string,
  pending: PendingKeys | undefined,
): Promise<void> {
  await fs.mkdir(root, { recursive: true });
  if (pending) {
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.url !== '/images/*') return;
      const key = (request.params as { '*'?: string })['*'];
      if (key !== undefined) await pending.whenStored(key);
    });
  }
  await app.register(fastifyStatic, {
    root,
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

/**
 * Read through the storage (S3): only a key that can name an image, never a staged one. The
 * ETag is the content's hash, so a browser revalidating gets a 304.
 */
function registerStoredImages(app: FastifyInstance, storage: Storage): void {
  app.get('/images/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = imageContentType(key);
    if (!isStorageKey(key) || !type || key.startsWith(`${STAGING_FOLDER}/`)) {
      reply.callNotFound();
      return reply;
    }
    let data: Buffer | undefined;
    try {
      data = await storage.get(key);
    } catch (error) {
      request.log.error({ err: error, key }, 'image storage unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: messages.unavailable });
    }
    if (!data) {
      reply.callNotFound();
      return reply;
    }
    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
    void reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(data);
  });
}
