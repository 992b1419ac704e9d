import type { Config } from '../config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** Where the settings put images: S3-compatible storage with S3_BUCKET, else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadDir);
}
