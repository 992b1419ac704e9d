import { sql, type Kysely } from 'kysely';

// The shop's settings (the admin's Pengaturan page, docs/decisions/0016): one row holding one
// JSON document, read and written whole. The row is not made here: a migration never reads the
// environment, so the app stores the SHOP_* values the first time it starts on this database
// (ensureShopSettings, seed/prepare.ts), for a new shop and for one that has run for years alike.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pengaturan')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('isi', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pengaturan').execute();
}
