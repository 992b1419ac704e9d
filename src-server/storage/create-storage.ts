import type { Config } from '../config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { Storage } from './storage.js';

/** Where the settings put images: S3-compatible storage with S3_BUCKET, else DATA_DIR/uploads. */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return new LocalDiskStorage(config.uploadDir);
  // The S3 SDK (0.1 s of CPU to load) only for a shop that uses it.
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.s3);
}
