import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.js';

const safeKey = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Resolves a key inside `root`, refusing anything that could step outside it. */
export function resolveKey(root: string, key: string): string {
  if (!safeKey.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return path.join(root, ...key.split('/'));
}

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = resolveKey(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
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
}
