import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { foldName } from '../../src/shared/same-name.js';
import { insertProduk, insertWarna } from '../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { isUniqueViolation } from './pg-errors.js';
import { migrateToLatest } from './migrate.js';

// One colour name per product, held by the database (migrations/0038, issue 29): its unique
// index folds names exactly as src/shared/same-name.ts does for the editor and the CSV, and the
// migration renames the duplicates a shop already holds, oldest first, so the index can be built.

/** Pairs of names, some the same name as people type it and some not. */
const PAIRS: [string, string][] = [
  ['Merah', 'merah'],
  ['Merah Muda', '  MERAH   muda '],
  ['Merah Muda', 'Merah\tMuda'],
  ['Merah Muda', 'Merah\u00a0Muda'],
  ['Merah Muda', 'Merah\u3000Muda'],
  ['Hitam/Putih', 'hitam / putih'],
  ['Hitam/Putih', 'Hitam  /Putih'],
  ['Écru', 'écru'],
  ['Merah Muda', 'MerahMuda'],
  ['Merah', 'Merah.'],
  ['Hitam-Putih', 'Hitam/Putih'],
  ['Biru', 'Biru Tua'],
  ['Sage', 'Sagé'],
];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the unique index of a product’s colour names', () => {
  it('refuses exactly the names foldName calls the same', async () => {
    const seen: boolean[] = [];
    for (const [first, second] of PAIRS) {
      const produk = await insertProduk(database.db);
      await insertWarna(database.db, produk.id, first);
      let refused = false;
      try {
        await insertWarna(database.db, produk.id, second);
      } catch (error) {
        if (!isUniqueViolation(error, 'warna_nama_unik')) throw error;
        refused = true;
      }
      expect(refused, `${JSON.stringify(first)} / ${JSON.stringify(second)}`).toBe(
        foldName(first) === foldName(second),
      );
      seen.push(refused);
    }
    // Both answers are exercised: the pairs are not all one way.
    expect(seen.filter(Boolean).length).toBe(8);
  });

  it('lets two products hold the same name', async () => {
    const a = await insertProduk(database.db);
    const b = await insertProduk(database.db);
    await insertWarna(database.db, a.id, 'Navy');
    await expect(insertWarna(database.db, b.id, 'navy')).resolves.toMatchObject({ warna: 'navy' });
  });
});

describe('migration 0038 on a shop holding duplicates', () => {
  it('renames every duplicate but the oldest, to a number the product does not hold', async () => {
    const old = await createTestDatabase({ migrated: false });
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '0038'),
      );
      const { error } = await new Migrator({
        db: old.db,
        provider: { getMigrations: () => Promise.resolve(before) },
      }).migrateToLatest();
      expect(error).toBeUndefined();

      const produk = await insertProduk(old.db);
      const other = await insertProduk(old.db);
      const long = 'Merah Bata '.repeat(9).trim() + ' X'; // 100 characters
      expect(long).toHaveLength(100);
      const names = [
        'Merah',
        'merah ',
        'Merah (2)',
        ' MERAH',
        'Hitam / Putih',
        'hitam/putih',
        long,
        long.toUpperCase(),
        'Biru',
      ];
      const ids: number[] = [];
      for (const name of names) ids.push((await insertWarna(old.db, produk.id, name)).id);
      await insertWarna(old.db, other.id, 'Merah');
      await insertWarna(old.db, other.id, 'MERAH');

      await migrateToLatest(old.db);

      const rows = await old.db
        .selectFrom('warna')
        .select(['id', 'id_produk', 'warna'])
        .orderBy('id')
        .execute();
      expect(rows.filter((r) => r.id_produk === produk.id).map((r) => r.warna)).toEqual([
        'Merah',
        'merah (3)',
        'Merah (2)',
        'MERAH (4)',
        'Hitam / Putih',
        'hitam/putih (2)',
        long,
        `${long.toUpperCase().slice(0, 96)} (2)`,
        'Biru',
      ]);
      expect(rows.filter((r) => r.id_produk === other.id).map((r) => r.warna)).toEqual([
        'Merah',
        'MERAH (2)',
      ]);
      // Nothing was merged away: every row is still there, under its own id.
      expect(rows.filter((r) => r.id_produk === produk.id).map((r) => r.id)).toEqual(ids);
      // And the index holds from now on.
      await expect(insertWarna(old.db, produk.id, 'merah (3) ')).rejects.toMatchObject({
        code: '23505',
      });
    } finally {
      await old.close();
    }
    // Two runs of every migration from an empty database: slow on PGlite under load.
  }, 120_000);
});
