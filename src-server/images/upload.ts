import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import { messages } from '../../src/shared/messages.js';
import type { Storage } from '../storage/storage.js';
import { MAX_UPLOAD_BYTES } from '../../src/shared/limits.js';
import {
  processImage,
  removeImage,
  storeImage,
  UnsupportedImageError,
  type ProcessedImage,
} from './process-image.js';

// The one way an uploaded image enters the shop (DESIGN §6), for tRPC and REST alike:
// size-checked, decoded and re-encoded in memory, stored before the row that names it is
// written, and removed again if that write fails. Replaced files go only after the commit.

export { MAX_UPLOAD_BYTES };

export async function acceptUpload(file: File): Promise<ProcessedImage> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: messages.imageTooLarge });
  }
  try {
    return await processImage(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    // Not an accepted format, or bytes that claim one but do not decode.
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messages.imageUnsupported,
      cause: error instanceof UnsupportedImageError ? error : undefined,
    });
  }
}

/**
 * Stores `image` (when there is one) under `folder`, then runs `write` (a transaction). If the
 * write fails, the stored files are removed and the error goes on: no row without its file,
 * no file without its row.
 */
export async function writeWithImage<T>(
  storage: Storage,
  folder: string,
  image: ProcessedImage | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (!image) return write();
  await storeImage(storage, folder, image);
  try {
    return await write();
  } catch (error) {
    await removeImage(storage, folder, image.file);
    throw error;
  }
}

/**
 * The one way a row's image is replaced (products, colours, testimonials): the new image is
 * stored first; one transaction locks the row, reads its current file and writes the update;
 * the replaced file goes only after the commit. Without a new image, `update` gets no file and
 * nothing is stored or removed. `undefined` when the row does not exist (nothing is written
 * and the new image is removed again).
 */
export async function updateWithImage<T>(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  folder: string,
  image: ProcessedImage | undefined,
  row: {
    /** Locks the row (`SELECT … FOR UPDATE`) and answers its current file. */
    lockFoto: (trx: Db) => Promise<string | undefined>;
    update: (trx: Db, newFoto: string | undefined) => Promise<T | undefined>;
  },
): Promise<T | undefined> {
  const written = await writeWithImage(deps.storage, folder, image, () =>
    deps.db.transaction().execute(async (trx) => {
      const currentFoto = await row.lockFoto(trx);
      const updated = currentFoto === undefined ? undefined : await row.update(trx, image?.file);
      if (updated === undefined) throw new RowGone();
      return { updated, replaced: image && currentFoto };
    }),
  ).catch((error: unknown) => {
    if (error instanceof RowGone) return undefined;
    throw error;
  });
  if (written?.replaced) {
    await discardImages(deps.storage, [{ folder, file: written.replaced }], deps.log);
  }
  return written?.updated;
}

/** Rolls back an update whose row is gone, so that writeWithImage removes the new image. */
class RowGone extends Error {}

export interface StoredImageRef {
  folder: string;
  file: string;
}

/**
 * Removes images whose rows are gone or point elsewhere now. Runs after the commit; a failure
 * leaves an orphan file, never a broken row, so it is logged rather than thrown.
 */
export async function discardImages(
  storage: Storage,
  images: StoredImageRef[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const { folder, file } of images) {
    try {
      await removeImage(storage, folder, file);
    } catch (error) {
      log.warn({ err: error, folder, file }, 'could not remove a replaced image');
    }
  }
}
