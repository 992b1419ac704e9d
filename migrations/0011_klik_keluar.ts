import { sql, type Kysely } from 'kysely';

// Clicks on the buttons that leave the shop for a marketplace or WhatsApp (docs/product.md
// §5): one row per counted click with the shop's calendar day, the channel and the product
// (none for the shop's own links). Nothing about the visitor is kept. A deleted product's
// clicks stay in the channel totals, without the product.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('klik_keluar')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hari', 'date', (c) => c.notNull())
    .addColumn('kanal', 'text', (c) =>
      c.notNull().check(sql`kanal in ('shopee', 'tokopedia', 'tiktok', 'whatsapp')`),
    )
    .addColumn('id_produk', 'integer', (c) => c.references('produk.id').onDelete('set null'))
    .execute();
  // The dashboard reads the last 7 or 30 days; the foreign key's delete looks rows up by product.
  await db.schema
    .createIndex('klik_keluar_hari_idx')
    .on('klik_keluar')
    .columns(['hari', 'kanal'])
    .execute();
  await db.schema
    .createIndex('klik_keluar_produk_idx')
    .on('klik_keluar')
    .columns(['id_produk', 'hari'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('klik_keluar').execute();
}
