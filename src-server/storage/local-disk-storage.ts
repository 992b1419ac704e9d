import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  isStorageKey,
  STAGING_FOLDER,
  type Storage,
  type StoredObject,
} from './storage.js';

/** Resolves a key inside `root`, refusing anything that could step outside it. */
export function resolveKey(root: string, key: string): string {
  assertStorageKey(key);
  return path.join(root, ...key.split('/'));
}

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = resolveKey(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file. The half file waits in the
    // staging folder, where a crash leaves it for the upload sweep.
    const temp = resolveKey(this.root, `${STAGING_FOLDER}/${randomUUID()}.tmp`);
    await fs.mkdir(path.dirname(temp), { recursive: true });
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(resolveKey(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(resolveKey(this.root, key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const source = resolveKey(this.root, from);
    const target = resolveKey(this.root, to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // A rename keeps the file's time; the sweep's grace period counts from the move.
    const now = new Date();
    await fs.utimes(source, now, now);
    await fs.rename(source, target);
  }

  /** Files only, and only those a key can name: anything else here is not ours to touch. */
  async list(): Promise<StoredObject[]> {
    let entries;
    try {
      entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const objects: StoredObject[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name));
      const posixKey = key.split(path.sep).join('/');
      if (!isStorageKey(posixKey)) continue;
      try {
        const { mtime } = await fs.stat(path.join(this.root, key));
        objects.push({ key: posixKey, modifiedAt: mtime });
      } catch (error) {
        // Removed since the folder was read: nothing to report.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return objects;
  }
}
