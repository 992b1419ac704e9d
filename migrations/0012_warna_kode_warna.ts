import { sql, type Kysely } from 'kysely';

// The colour a variant's swatch dot shows on product cards (docs/product.md §10): taken from the
// centre of its photo when the photo is uploaded. Rows from before stay empty until their photo
// is replaced; the cards then fall back on the colour's name (src/shared/warna-swatch.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('warna')
    .addColumn('kode_warna', 'text', (c) => c.check(sql`kode_warna ~ '^#[0-9a-f]{6}$'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('warna').dropColumn('kode_warna').execute();
}
