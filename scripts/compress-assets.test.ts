import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAssets, uncompressedAssets } from './compress-assets.mjs';

let root: string;
const script = 'const answer = 42;\n'.repeat(200);

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-compress-'));
  await fs.mkdir(path.join(root, 'assets'));
  await fs.writeFile(path.join(root, 'assets', 'main-abc.js'), script);
  await fs.writeFile(path.join(root, 'assets', 'tiny-abc.js'), 'export {};\n');
  await fs.writeFile(path.join(root, 'assets', 'font-abc.woff2'), Buffer.alloc(4096, 7));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('the precompressed copies of the client build', () => {
  it('are made for compressible assets of 1 KB and more, and decompress to the asset', async () => {
    expect(await compressAssets(root)).toBe(1);
    const file = path.join(root, 'assets', 'main-abc.js');
    expect(zlib.brotliDecompressSync(await fs.readFile(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(await fs.readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await fs.readdir(path.join(root, 'assets'))).sort()).toEqual([
      'font-abc.woff2',
      'main-abc.js',
      'main-abc.js.br',
      'main-abc.js.gz',
      'tiny-abc.js',
    ]);
  });

  it('are made only where missing when npm start asks, and a stopped run leaves nothing behind', async () => {
    const file = path.join(root, 'assets', 'main-abc.js');
    expect(await uncompressedAssets(root)).toEqual([file]);
    await compressAssets(root);
    expect(await uncompressedAssets(root)).toEqual([]);
    expect(await compressAssets(root, { missingOnly: true })).toBe(0);

    // A run stopped between writing a copy aside and renaming it.
    await fs.rm(`${file}.gz`);
    await fs.writeFile(`${file}.gz.1234.tmp`, 'half');
    expect(await compressAssets(root, { missingOnly: true })).toBe(1);
    expect(zlib.gunzipSync(await fs.readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await fs.readdir(path.join(root, 'assets'))).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });
});
