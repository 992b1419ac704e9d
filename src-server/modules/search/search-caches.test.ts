import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../services/change-feed/change-feed.js';
import type { DatabaseHandle } from '../../db/connect.js';
import { insertProduk } from '../../test/fixtures.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createSearchCaches, searchProduk } from './index.js';

// Search's caches are made with the app's dependencies (createSearchCaches in app.ts), one set
// per change feed, each named and counted for the app's cache registry.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertProduk(database.db, { nama_produk: 'Gamis Anak Aisyah' });
});
afterAll(() => database.close());

describe('search caches', () => {
  it('are named, and count the dictionary lookups kept until the catalogue changes', async () => {
    const changes = new ChangeFeed({ live: true });
    const { pages, dictionary } = createSearchCaches(changes);
    expect([pages.name, dictionary.name]).toEqual(['search pages', 'search dictionary']);
    const found = async () =>
      (await searchProduk(database.db, 'aisyah', 10, { dictionary })).map((p) => p.nama_produk);

    expect(await found()).toEqual(['Gamis Anak Aisyah']);
    expect(await found()).toEqual(['Gamis Anak Aisyah']);
    expect({ size: dictionary.size(), hits: dictionary.hits, misses: dictionary.misses }).toEqual({
      size: 1,
      hits: 1,
      misses: 1,
    });

    changes.changed();
    expect(await found()).toEqual(['Gamis Anak Aisyah']);
    expect(dictionary.misses).toBe(2);
    dictionary.clear();
    expect(dictionary.size()).toBe(0);
  });

  it('are made anew for each app, not kept per change feed in the module', () => {
    const feed = new ChangeFeed({ live: true });
    expect(createSearchCaches(feed).pages).not.toBe(createSearchCaches(feed).pages);
  });
});
