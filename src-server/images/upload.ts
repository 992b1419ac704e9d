import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import { isTransactionConflict } from '../db/pg-errors.js';
import { messages } from '../../src/shared/messages.js';
import { STAGING_FOLDER, type Storage } from '../storage/storage.js';
import { MAX_UPLOAD_BYTES } from '../../src/shared/limits.js';
import {
  ImageDimensionsError,
  ImageProcessingTimeoutError,
  processImage,
  removeImage,
  storeImage,
  UnsupportedImageError,
  type ProcessedImage,
} from './process-image.js';

// The one way an uploaded image enters the shop (docs/architecture.md §6), for tRPC and REST alike:
// size-checked, decoded and re-encoded in memory, staged before the row that names it is
// written, moved to its public key as the row's transaction's last step, and removed again if
// that write fails. Replaced files go only after the commit. A crash at any point leaves at
// most files that no row names, which the upload sweep removes (sweep-uploads.ts).

export { MAX_UPLOAD_BYTES };

export async function acceptUpload(file: File): Promise<ProcessedImage> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: messages.imageTooLarge });
  }
  try {
    return await processImage(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    // Too large to decode (by its header), or too costly to finish: a 413 saying so.
    if (error instanceof ImageDimensionsError || error instanceof ImageProcessingTimeoutError) {
      throw new TRPCError({
        code: 'PAYLOAD_TOO_LARGE',
        message:
          error instanceof ImageDimensionsError
            ? messages.imageDimensionsTooLarge
            : messages.imageTooCostly,
        cause: error,
      });
    }
    // Not an accepted format, or bytes that claim one but do not decode.
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messages.imageUnsupported,
      cause: error instanceof UnsupportedImageError ? error : undefined,
    });
  }
}

interface WriteDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

const TRANSACTION_TRIES = 3;

/**
 * Runs `work` in a transaction, again when PostgreSQL ended it with a deadlock: two writes that
 * cross words in the search dictionary (a product renamed to the words another gives up) lock
 * its rows in opposite orders, and one of them is rolled back whole (nothing was moved yet).
 */
async function transactionRetried<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_TRIES || !isTransactionConflict(error)) throw error;
    }
  }
}

/**
 * Stages `image` (when there is one), then runs `write` in a transaction whose last step moves
 * the staged files to `folder`, just before the commit. If the write fails, the files are
 * removed and the error goes on: no row without its file, no file without its row.
 */
export async function writeWithImage<T>(
  deps: WriteDeps,
  folder: string,
  image: ProcessedImage | undefined,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  if (!image) return transactionRetried(deps.db, write);
  await storeImage(deps.storage, STAGING_FOLDER, image);
  const progress = { committing: false };
  try {
    return await transactionRetried(deps.db, async (trx) => {
      const written = await write(trx);
      for (const name of image.files.keys()) {
        await deps.storage.move(`${STAGING_FOLDER}/${name}`, `${folder}/${name}`);
      }
      progress.committing = true;
      return written;
    });
  } catch (error) {
    if (progress.committing) {
      // The COMMIT itself failed (a connection lost on the way, say): the row may be stored.
      // Its files stay; the sweep removes them later if no row names them.
      deps.log.warn({ err: error, folder, file: image.file }, 'upload commit outcome unknown');
    } else {
      const staged = { folder: STAGING_FOLDER, file: image.file };
      await discardImages(deps.storage, [staged, { folder, file: image.file }], deps.log);
    }
    throw error;
  }
}

/**
 * The one way a row's image is replaced (products, colours, testimonials): the new image is
 * staged first; one transaction locks the row, reads its current file and writes the update;
 * the replaced file goes only after the commit. Without a new image, `update` gets no file and
 * nothing is stored or removed. `undefined` when the row does not exist (nothing is written
 * and the new image is removed again).
 */
export async function updateWithImage<T>(
  deps: WriteDeps,
  folder: string,
  image: ProcessedImage | undefined,
  row: {
    /** Locks the row (`SELECT … FOR UPDATE`) and answers its current file. */
    lockFoto: (trx: Db) => Promise<string | undefined>;
    update: (trx: Db, newFoto: string | undefined) => Promise<T | undefined>;
  },
): Promise<T | undefined> {
  const written = await writeWithImage(deps, folder, image, async (trx) => {
    const currentFoto = await row.lockFoto(trx);
    const updated = currentFoto === undefined ? undefined : await row.update(trx, image?.file);
    if (updated === undefined) throw new RowGone();
    return { updated, replaced: image && currentFoto };
  }).catch((error: unknown) => {
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
 * Removes images whose rows are gone or point elsewhere now (after the commit), or whose write
 * failed. A failure leaves an orphan file for the sweep, never a broken row, so it is logged
 * rather than thrown.
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
      log.warn({ err: error, folder, file }, 'could not remove an unused image');
    }
  }
}
