// Where uploaded images live (docs/architecture.md §6). Keys are the public paths below /images, such as
// `produk/abc.webp` or `produk/12/def.webp`. The local disk (local-disk-storage.ts) or, when
// several app instances run, S3-compatible object storage (s3-storage.ts, docs/decisions/0009).
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Moves an object to another key; the moved object counts as written now. */
  move(from: string, to: string): Promise<void>;
  /** Every stored object, unfinished writes under STAGING_FOLDER included. */
  list(): Promise<StoredObject[]>;
  /**
   * Checks at start that the storage can be used (S3: the bucket answers to the credentials);
   * throws a message naming the setting to fix.
   */
  ready?(): Promise<void>;
  /** Lets go of connections, if the storage holds any (app close). */
  close?(): Promise<void>;
}

/**
 * The storage could not be reached, or failed on its side (S3 answering 5xx after its retries):
 * a 503, as when the database is away (trpc/init.ts), never a 500.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** Whether `error`, or what caused it, is the storage being away. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e instanceof StorageUnavailableError) return true;
    e = e.cause;
  }
  return false;
}

export interface StoredObject {
  key: string;
  /** When the object was written (or moved) to its key. */
  modifiedAt: Date;
}

/**
 * Keys under this folder hold bytes no row may name yet: an upload waiting for its row's
 * transaction, a write in progress. They are never served, and the upload sweep removes them
 * once they are older than its grace period (issue 8 item 7).
 */
export const STAGING_FOLDER = 'staging';

/** A folder (a lower-case word), optional sub-folders, then a file name with its extension. */
const storageKeyPattern = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Whether `key` is one a storage may hold: nothing that could step outside its folder. */
export function isStorageKey(key: string): boolean {
  return storageKeyPattern.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * How long browsers may keep a served image: file names are generated and never reused, so a
 * year, without asking again.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The image type a key's extension names, or undefined for anything that is not an image. */
export function imageContentType(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(contentTypes, extension) ? contentTypes[extension] : undefined;
}
