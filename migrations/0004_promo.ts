import { sql, type Kysely } from 'kysely';

// Newsletter sign-ups. One sign-up per address, whatever its case (docs/architecture.md §3); checked_at is
// the admin's "sudah dicek" mark, which counts only within its calendar month (docs/architecture.md §7).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promo')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) between 3 and 254`))
    .addColumn('checked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('promo_email_unique')
    .on('promo')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('promo_terbaru_idx')
    .on('promo')
    .expression(sql`created_at desc, id desc`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo').execute();
}
