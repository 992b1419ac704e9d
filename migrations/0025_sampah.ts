import { sql, type Kysely } from 'kysely';

// Sampah, the trash (docs/product.md §12, docs/decisions/0021): a deleted product, colour, size,
// testimonial or FAQ is kept here for 30 days as one snapshot of its rows (a product with its
// colours, sizes, photos and availability), while its own rows are deleted in the same
// transaction, so every read of the shop stays as it was. Restoring puts the rows back with
// their ids; the purge removes the row and the files it names (`berkas`, storage keys).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sampah')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis ~ '^[a-z_]{1,30}$'`))
    .addColumn('id_entitas', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('isi', 'jsonb', (c) => c.notNull())
    .addColumn('berkas', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('dihapus_oleh', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dihapus_oleh_nama', 'text', (c) => c.notNull())
    .addColumn('dihapus_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A row is in the trash once: restoring takes it out before it can be deleted again.
  await db.schema
    .createIndex('sampah_entitas_unique')
    .on('sampah')
    .columns(['jenis', 'id_entitas'])
    .unique()
    .execute();
  // The list (newest first) and the purge (oldest first) read by the instant.
  await db.schema.createIndex('sampah_dihapus_at_idx').on('sampah').column('dihapus_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sampah').execute();
}
