import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isListed, isReachable, PRODUK_STATUS } from '../../src/shared/tayang.js';
import { insertProduk } from '../test/fixtures.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { listedSql, reachableSql } from './produk-tayang.js';

// The rule in SQL and its twin in memory answer alike, for every status and schedule, at
// instants before, at, between and after a schedule's ends (the start shows, the end hides).

let database: TestDatabase;
const MULAI = new Date('2026-12-12T00:00:00Z');
const SAMPAI = new Date('2026-12-13T00:00:00Z');
const AT = [
  new Date('2026-12-11T23:59:59Z'),
  MULAI,
  new Date('2026-12-12T12:00:00Z'),
  new Date(SAMPAI.getTime() - 1),
  SAMPAI,
  new Date('2027-01-01T00:00:00Z'),
];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const status of PRODUK_STATUS) {
    for (const [tayang_mulai, tayang_sampai] of [
      [null, null],
      [MULAI, null],
      [null, SAMPAI],
      [MULAI, SAMPAI],
    ] as const) {
      await insertProduk(database.db, { status, tayang_mulai, tayang_sampai });
    }
  }
});
afterAll(() => database.close());

describe('listedSql and reachableSql', () => {
  it('agree with isListed and isReachable at every instant', async () => {
    const rows = await database.db
      .selectFrom('produk')
      .select(['id', 'status', 'tayang_mulai', 'tayang_sampai'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(12);
    for (const at of AT) {
      const [listed, reachable] = await Promise.all(
        [listedSql, reachableSql].map(async (rule) =>
          (
            await database.db
              .selectFrom('produk')
              .select('id')
              .where(rule('produk', at))
              .orderBy('id')
              .execute()
          ).map((r) => r.id),
        ),
      );
      expect(listed).toEqual(rows.filter((r) => isListed(r, at.getTime())).map((r) => r.id));
      expect(reachable).toEqual(rows.filter((r) => isReachable(r, at.getTime())).map((r) => r.id));
    }
  });

  it('lists a Tayang product in its window only, and reaches a Tersembunyi one but never a Draf', () => {
    const noon = Date.parse('2026-12-12T12:00:00Z');
    const p = (status: (typeof PRODUK_STATUS)[number], mulai: Date | null = null) => ({
      status,
      tayang_mulai: mulai,
      tayang_sampai: null,
    });
    expect(isListed(p('tayang'), noon)).toBe(true);
    expect(isListed(p('tayang', new Date('2026-12-13T00:00:00Z')), noon)).toBe(false);
    expect(isListed(p('tersembunyi'), noon)).toBe(false);
    expect(isReachable(p('tersembunyi'), noon)).toBe(true);
    expect(isReachable(p('draf'), noon)).toBe(false);
  });
});
