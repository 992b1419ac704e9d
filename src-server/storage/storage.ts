// Where uploaded images live (DESIGN §6). Keys are the public paths below /images, such as
// `produk/abc.webp` or `produk/12/def.webp`. Local disk today; an object store can implement
// the same interface when several app instances run (DESIGN §10).
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Moves an object to another key; the moved object counts as written now. */
  move(from: string, to: string): Promise<void>;
  /** Every stored object, unfinished writes under STAGING_FOLDER included. */
  list(): Promise<StoredObject[]>;
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
