import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage, resolveKey } from './local-disk-storage.js';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-storage-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('writes, reads and removes files under nested keys', async () => {
    const storage = new LocalDiskStorage(root);
    await storage.put('produk/12/abc-640.webp', Buffer.from('data'));
    expect((await storage.get('produk/12/abc-640.webp'))?.toString()).toBe('data');
    await storage.remove('produk/12/abc-640.webp');
    expect(await storage.get('produk/12/abc-640.webp')).toBeUndefined();
    await storage.remove('produk/12/abc-640.webp');
    expect(await fs.readdir(path.join(root, 'produk', '12'))).toEqual([]);
  });

  it.each([
    '../x.webp',
    'produk/../../etc/passwd.txt',
    '/abs.webp',
    'produk/a b.webp',
    'produk/x',
    'produk\\..\\x.webp',
    'produk//x.webp',
  ])('refuses the key %s', (key) => {
    expect(() => resolveKey(root, key)).toThrow();
  });
});
