import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
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
