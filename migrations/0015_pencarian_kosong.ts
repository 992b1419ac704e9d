import { sql, type Kysely } from 'kysely';

// Searches that found nothing (docs/product.md §10): per month of the shop's calendar and query
// (as search normalises it), how often and when last. What visitors look for and the shop does
// not have, or names differently; nothing about the visitor.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pencarian_kosong')
    .addColumn('bulan', 'date', (c) => c.notNull())
    .addColumn('kueri', 'text', (c) => c.notNull())
    .addColumn('jumlah', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('terakhir', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pencarian_kosong_pkey', ['bulan', 'kueri'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pencarian_kosong').execute();
}
