import { type Kysely } from 'kysely';

// Unsubscribe tokens are no longer stored (docs/decisions/0011): `token_garam` is the salt the
// token is derived from with the key (TOKEN_SECRET), `token_berhenti` holds the keyed hash of
// that token, and `token_lama` the keyed hash of the token a row had before, so links already
// mailed keep working. The key is a setting, not in the database, so the rows written before
// are hashed at the next start (protectUnsubscribeTokens, seed/prepare.ts), not here: until
// then a row without a salt still holds its plain token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo')
    .addColumn('token_garam', 'text')
    .addColumn('token_lama', 'text')
    .execute();
  await db.schema.createIndex('promo_token_lama_idx').on('promo').column('token_lama').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo').dropColumn('token_garam').dropColumn('token_lama').execute();
}
