import { sql, type Kysely } from 'kysely';

// Product page views and searched terms, counted per day of the shop's calendar (docs/product.md
// §10, docs/decisions/0010): one row per day and product, one per day and term, each holding a
// count that every instance adds to. Nothing about the visitor is kept. A deleted product's
// views go with it. Rows older than the retention are pruned by the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('produk_dilihat')
    .addColumn('hari', 'date', (c) => c.notNull())
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('jumlah', 'integer', (c) => c.notNull().check(sql`jumlah >= 0`))
    .addPrimaryKeyConstraint('produk_dilihat_pkey', ['hari', 'id_produk'])
    .execute();
  // The foreign key's delete looks rows up by product.
  await db.schema
    .createIndex('produk_dilihat_produk_idx')
    .on('produk_dilihat')
    .column('id_produk')
    .execute();

  await db.schema
    .createTable('pencarian_harian')
    .addColumn('hari', 'date', (c) => c.notNull())
    .addColumn('kueri', 'text', (c) => c.notNull())
    .addColumn('jumlah', 'integer', (c) => c.notNull().check(sql`jumlah >= 0`))
    .addPrimaryKeyConstraint('pencarian_harian_pkey', ['hari', 'kueri'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pencarian_harian').execute();
  await db.schema.dropTable('produk_dilihat').execute();
}
