import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/entry-server.js';
import { projectRoot } from './paths.js';
import type { CacheStats } from './services/change-feed/cache-registry.js';
import { createAdmins } from './test/admins.js';
import { insertProduk } from './test/fixtures.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from './test/test-app.js';

// The caches are one registry in the app's dependencies, each named, sized and counted
// (issue 30): visitors' reads move its counts, and a change empties what it drops.

let t: TestApp;
let mainCookie: string;
let produkId: number;
beforeAll(async () => {
  const template = await fs.readFile(path.join(projectRoot, 'index.html'), 'utf8');
  t = await createTestApp({}, { client: { render, template } });
  ({ mainCookie } = await createAdmins(t.app, t.db));
  produkId = (await insertProduk(t.db, { nama_produk: 'Gamis Biru', kategori: 'gamis' })).id;
});
afterAll(() => t.close());

const byName = (): Record<string, CacheStats> =>
  Object.fromEntries(t.app.caches.stats().map((cache) => [cache.name, cache]));

const page = () =>
  t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } }).then((res) => res.statusCode);
const list = () => trpcQuery(t.app, 'produk.list', { kategori: 'gamis' }).then((res) => res.status);

describe('the cache registry', () => {
  it('names every cache of the app and says what drops it', () => {
    const stats = byName();
    expect(Object.keys(stats).sort()).toEqual(
      [
        'catalogue',
        'kept reads',
        'responses',
        'search dictionary',
        'search pages',
        'search synonyms',
        'share photos',
        'share pictures',
      ].sort(),
    );
    expect(stats.responses?.droppedBy).toBe('the products a change names (else every change)');
    expect(stats.catalogue?.droppedBy).toBe('every change');
    expect(stats.responses?.bytes).toBe(0);
    // Every cache counts its bytes (docs/decisions/0050): nothing is kept yet.
    expect(stats['kept reads']?.bytes).toBe(0);
    expect(t.app.caches).toBe(t.app.caches);
  });

  it('counts a page and a product list read twice, then kept; a change drops them', async () => {
    const before = byName();
    expect([await page(), await page(), await list(), await list()]).toEqual([200, 200, 200, 200]);
    const read = byName();
    // Each address is kept from its second request: four made, none answered from the cache yet.
    expect(read.responses?.misses).toBe((before.responses?.misses ?? 0) + 4);
    expect(read.responses?.hits).toBe(before.responses?.hits);
    expect(read.responses?.entries).toBe(2);
    expect(read.responses?.bytes).toBeGreaterThan(0);
    // A read is kept from its second too: each was made twice, and is kept for the next.
    expect(read['kept reads']?.misses).toBeGreaterThan(before['kept reads']?.misses ?? 0);
    expect(read['kept reads']?.bytes).toBeGreaterThan(0);
    // Read once from the database, for every read after it until a change.
    expect(read.catalogue?.entries).toBe(1);
    expect(read.catalogue?.misses).toBe(1);

    expect([await page(), await list()]).toEqual([200, 200]);
    expect(byName().responses?.hits).toBe((read.responses?.hits ?? 0) + 2);

    const saved = await trpcMutation(
      t.app,
      'produk.delete',
      { id: produkId },
      { cookie: mainCookie },
    );
    expect(saved.status, saved.response.body).toBe(200);
    // The response cache lets its answers go at once; the kept reads and the catalogue hold
    // theirs until read again, and a read after a change makes its answer anew.
    expect(byName().responses?.entries).toBe(0);
    expect(await list()).toBe(200);
    const after = byName();
    expect(after.responses?.misses).toBe((read.responses?.misses ?? 0) + 1);
    expect(after['kept reads']?.misses).toBeGreaterThan(read['kept reads']?.misses ?? 0);
    expect(after.catalogue?.misses).toBe(2);
  });
});
