import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedDiskon, discountedPrice, effectiveDiskon } from '../../../src/shared/price.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { appliedDiskonSql, effectiveDiskonSql, effectiveHargaSql } from './diskon-harga.js';

// The shown discount and price in SQL (diskon-harga.ts) give the answers of the one rule in
// src/shared/price.ts, for random prices, own discounts and running dated discounts.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the shown price in SQL', () => {
  it('is discountedPrice of the larger of the own and the running dated discounts', async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }),
        async (harga, diskon, persen) => {
          await sql`truncate produk, diskon cascade`.execute(db);
          const { id } = await db
            .insertInto('produk')
            .values({
              nama_produk: 'Produk',
              harga,
              diskon,
              jumlah_terjual: 0,
              deskripsi_produk: 'Deskripsi',
              kategori: 'gamis',
              foto_produk: 'p.webp',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const running = persen.map((p, i) => ({ persen: p, nama: `Diskon ${i}` }));
          for (const d of running) {
            await db
              .insertInto('diskon')
              .values({
                nama: d.nama,
                slug: d.nama.toLowerCase().replace(' ', '-'),
                persen: d.persen,
                cakupan: 'semua',
                status: 'aktif',
                mulai: new Date(Date.now() - 60_000),
              })
              .execute();
          }
          const row = await db
            .selectFrom('produk')
            .select([
              effectiveDiskonSql().as('diskon'),
              effectiveHargaSql().as('harga'),
              appliedDiskonSql().as('applied'),
            ])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          expect(row.diskon).toBe(effectiveDiskon(diskon, running));
          expect(row.harga).toBe(discountedPrice(harga, effectiveDiskon(diskon, running)));
          expect(row.applied?.nama ?? null).toBe(appliedDiskon(diskon, running)?.nama ?? null);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
