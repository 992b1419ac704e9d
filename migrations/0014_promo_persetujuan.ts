import { sql, type Kysely } from 'kysely';

// Newsletter consent under UU PDP (docs/product.md §10): when a sign-up agreed, to which
// version of the consent text and on which page; and an unguessable token per address for the
// unsubscribe link, which works without logging in. Sign-ups from before keep no consent record
// (null) and get a token like every other row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo')
    .addColumn('persetujuan_at', 'timestamptz')
    .addColumn('persetujuan_versi', 'text')
    .addColumn('persetujuan_halaman', 'text')
    .addColumn('token_berhenti', 'text', (c) =>
      c
        .notNull()
        .defaultTo(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    )
    .execute();
  await db.schema
    .createIndex('promo_token_berhenti_unique')
    .on('promo')
    .unique()
    .column('token_berhenti')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo')
    .dropColumn('persetujuan_at')
    .dropColumn('persetujuan_versi')
    .dropColumn('persetujuan_halaman')
    .dropColumn('token_berhenti')
    .execute();
}
