import { sql, type Kysely } from 'kysely';

// The price a visitor sees, kept by PostgreSQL beside harga so category pages can filter and
// sort on it (docs/product.md §10). The same rule as src/shared/price.ts discountedPrice:
// harga − round(ceil(harga / 10 000) × 10 000 × diskon / 100), never below 0; a test holds the
// two to the same answers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table produk add column harga_diskon integer not null generated always as (
      greatest(0, harga - round(ceil(harga / 10000.0) * 10000 * diskon / 100.0))::integer
    ) stored
  `.execute(db);
  await db.schema
    .createIndex('produk_harga_diskon_idx')
    .on('produk')
    .columns(['harga_diskon', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('produk').dropColumn('harga_diskon').execute();
}
