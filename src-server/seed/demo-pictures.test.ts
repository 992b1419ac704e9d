import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { namedKeys } from '../images/sweep-uploads.js';
import { ChangeFeed } from '../services/change-feed/change-feed.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { StorageWithPending } from '../storage/pending-storage.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { DemoPictures } from './demo-pictures.js';
import { drawDemoPicture } from './draw-demo-images.js';

// A first start seeds the demo with its pictures left to draw (`pictures: 'later'`), and the
// server draws them after its first page (docs/decisions/0054).

let database: TestDatabase;
let root: string;
let storage: LocalDiskStorage;

async function pendingRows() {
  return database.db
    .selectFrom('gambar_demo_tertunda')
    .select(['berkas', 'svg'])
    .orderBy('urutan')
    .execute();
}

async function stored(key: string): Promise<Buffer | undefined> {
  return storage.get(key);
}

beforeAll(async () => {
  database = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-demo-pictures-'));
  storage = new LocalDiskStorage(path.join(root, 'uploads'));
  expect(await seedDemoCatalogue(database.db, storage, { pictures: 'later' })).toBe(true);
}, 120_000);
afterAll(async () => {
  await database.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('demo pictures drawn after the first page', () => {
  it('are named by the seed and recorded as pending, with none stored yet', async () => {
    const pending = await pendingRows();
    const named = await namedKeys(database.db);
    // Every original a row names is pending: 139 drawings, the main photos twice.
    expect(pending.length).toBeGreaterThan(139);
    expect(new Set(pending.map((p) => p.svg)).size).toBe(139);
    for (const { berkas } of pending) expect(named.has(berkas), berkas).toBe(true);
    const variant = new RegExp(`-(?:${IMAGE_VARIANT_WIDTHS.join('|')})\\.webp$`);
    const originals = [...named].filter((key) => !variant.test(key));
    expect(originals.sort()).toEqual(pending.map((p) => p.berkas).sort());
    expect(await storage.list()).toEqual([]);
  });

  describe('served by the app', () => {
    let app: FastifyInstance;
    let pictures: DemoPictures;

    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: root });
      pictures = new DemoPictures(database.db, storage);
      app = await buildApp({
        config,
        db: database.db,
        storage: new StorageWithPending(storage, pictures),
        changes: new ChangeFeed({ live: true }),
        client: 'none',
      });
      await app.ready();
      expect(await pictures.load()).toBe(139);
    });
    afterAll(async () => {
      await app.close();
      await pictures.close();
    });

    it('answers a picture asked for before it is drawn with the bytes drawing makes', async () => {
      const [first] = await pendingRows();
      if (!first) throw new Error('nothing pending');
      const { berkas, svg } = first;
      const file = berkas.slice(berkas.lastIndexOf('/') + 1);
      const folder = berkas.slice(0, berkas.lastIndexOf('/'));
      const variant = `${folder}/${variantFileName(file, 640)}`;
      const [response, drawn] = await Promise.all([
        app.inject({ url: `/images/${variant}` }),
        drawDemoPicture(svg),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload).toEqual(drawn.files.get(variantFileName(drawn.file, 640)));
      // The original and every size are stored now, and the row is gone.
      expect(await stored(berkas)).toEqual(drawn.files.get(drawn.file));
      for (const w of IMAGE_VARIANT_WIDTHS)
        expect(await stored(`${folder}/${variantFileName(file, w)}`)).toBeDefined();
      const left = await pendingRows();
      expect(left.some((row) => row.berkas === berkas)).toBe(false);
      // The same drawing's other copy (a main photo is its first colour's picture) too.
      expect(left.some((row) => row.svg === svg)).toBe(false);
      expect(pictures.pending).toBe(138);
    });

    it('gives a reader of the storage (a share picture, the editor) the picture, not nothing', async () => {
      const [next] = await pendingRows();
      if (!next) throw new Error('nothing pending');
      const reader = new StorageWithPending(storage, pictures);
      const [read, drawn] = await Promise.all([reader.get(next.berkas), drawDemoPicture(next.svg)]);
      expect(read).toEqual(drawn.files.get(drawn.file));
      expect(pictures.pending).toBe(137);
    });

    it('leaves pictures that are not demo ones alone: a missing one is still a 404', async () => {
      const response = await app.inject({ url: '/images/produk/tidak-ada.webp' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('draws what an interrupted start left at the next one, and then nothing is pending', async () => {
    const before = await pendingRows();
    expect(before.length).toBeGreaterThan(0);
    const next = new DemoPictures(database.db, storage);
    expect(await next.load()).toBe(new Set(before.map((row) => row.svg)).size);
    await next.drawAll(false);
    expect(await pendingRows()).toEqual([]);
    const named = await namedKeys(database.db);
    for (const key of named) expect(await stored(key), key).toBeDefined();
    // A main photo is its first colour's picture, byte for byte, under a name of its own.
    const produk = await database.db
      .selectFrom('produk')
      .innerJoin('warna', 'warna.id_produk', 'produk.id')
      .select(['produk.id', 'produk.foto_produk', 'warna.foto'])
      .orderBy('warna.id')
      .executeTakeFirstOrThrow();
    const main = await stored(`produk/${produk.foto_produk}`);
    expect(main).toBeDefined();
    expect(main).toEqual(await stored(`produk/${produk.id}/${produk.foto}`));
  }, 120_000);
});
