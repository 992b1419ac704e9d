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

  it('writes through the staging folder and leaves nothing there', async () => {
    const storage = new LocalDiskStorage(await fs.mkdtemp(path.join(root, 'put-')));
    await storage.put('produk/abc.webp', Buffer.from('data'));
    expect((await storage.list()).map((o) => o.key)).toEqual(['produk/abc.webp']);
  });

  it('moves an object to another folder, counting it as written now', async () => {
    const storage = new LocalDiskStorage(await fs.mkdtemp(path.join(root, 'move-')));
    await storage.put('staging/abc.webp', Buffer.from('data'));
    const longAgo = new Date(Date.now() - 3_600_000);
    await fs.utimes(path.join(storage.root, 'staging', 'abc.webp'), longAgo, longAgo);
    const before = Date.now() - 1_000;

    await storage.move('staging/abc.webp', 'produk/7/abc.webp');
    expect((await storage.get('produk/7/abc.webp'))?.toString()).toBe('data');
    expect(await storage.get('staging/abc.webp')).toBeUndefined();
    const [moved] = await storage.list();
    expect(moved?.key).toBe('produk/7/abc.webp');
    expect(moved?.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('lists files under nested keys with their times, and nothing a key cannot name', async () => {
    const storage = new LocalDiskStorage(await fs.mkdtemp(path.join(root, 'list-')));
    await storage.put('produk/12/abc-640.webp', Buffer.from('a'));
    await storage.put('testimoni/def.webp', Buffer.from('b'));
    await fs.writeFile(path.join(storage.root, 'produk', 'catatan operator.txt'), 'c');
    await fs.writeFile(path.join(storage.root, '.DS_Store'), 'd');
    await fs.symlink('/etc/hostname', path.join(storage.root, 'produk', 'tautan.webp'));

    const listed = await storage.list();
    expect(listed.map((o) => o.key).sort()).toEqual([
      'produk/12/abc-640.webp',
      'testimoni/def.webp',
    ]);
    for (const { modifiedAt } of listed) expect(modifiedAt).toBeInstanceOf(Date);
    expect(await new LocalDiskStorage(path.join(root, 'tidak-ada')).list()).toEqual([]);
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
