import type { Storage, StoredObject } from './storage.js';

// A storage some of whose keys are named by rows but still being made: the demo pictures a
// first start draws after its first page (seed/demo-pictures.ts, docs/decisions/0054). Whoever
// reads such a key (the image route, a share picture, the product editor moving a photo)
// waits until it is there, so no reader ever finds it missing.

/** Keys whose bytes are on their way. */
export interface PendingKeys {
  /** Resolves once `key` is stored; undefined when it is not pending (nothing to wait for). */
  whenStored(key: string): Promise<void> | undefined;
}

export class StorageWithPending implements Storage {
  readonly ready?: () => Promise<void>;
  readonly close?: () => Promise<void>;

  constructor(
    readonly inner: Storage,
    readonly pending: PendingKeys,
  ) {
    if (inner.ready) this.ready = () => inner.ready?.() ?? Promise.resolve();
    if (inner.close) this.close = () => inner.close?.() ?? Promise.resolve();
  }

  put(key: string, data: Buffer): Promise<void> {
    return this.inner.put(key, data);
  }

  async get(key: string): Promise<Buffer | undefined> {
    await this.pending.whenStored(key);
    return this.inner.get(key);
  }

  async remove(key: string): Promise<void> {
    // Else the picture would be stored after its removal, a file no row names.
    await this.pending.whenStored(key);
    return this.inner.remove(key);
  }

  async move(from: string, to: string): Promise<void> {
    await this.pending.whenStored(from);
    return this.inner.move(from, to);
  }

  list(): Promise<StoredObject[]> {
    return this.inner.list();
  }
}
