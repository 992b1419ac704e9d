import { sql, type Kysely } from 'kysely';

// Buyer testimonials (optionally tied to a product) and the FAQ (docs/product.md §3, docs/architecture.md §3).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('testimoni')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('nama_pembeli', 'text', (c) =>
      c.notNull().check(sql`length(nama_pembeli) between 1 and 100`),
    )
    .addColumn('deskripsi_testimoni', 'text', (c) => c.notNull())
    .addColumn('sumber_testimoni', 'text', (c) =>
      c.notNull().check(sql`sumber_testimoni in ('shopee', 'tokopedia', 'tiktok')`),
    )
    .addColumn('foto_testimoni', 'text', (c) => c.notNull())
    .addColumn('id_produk', 'integer', (c) => c.references('produk.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('testimoni_terbaru_idx')
    .on('testimoni')
    .expression(sql`created_at desc, id desc`)
    .execute();
  await db.schema
    .createIndex('testimoni_produk_idx')
    .on('testimoni')
    .columns(['id_produk', 'id'])
    .where(sql.ref('id_produk'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('testimoni_sumber_idx')
    .on('testimoni')
    .columns(['sumber_testimoni', 'id'])
    .execute();

  await db.schema
    .createTable('faq')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('pertanyaan', 'text', (c) =>
      c.notNull().check(sql`length(pertanyaan) between 1 and 500`),
    )
    .addColumn('jawaban', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('faq_terbaru_idx')
    .on('faq')
    .expression(sql`created_at desc, id desc`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faq').execute();
  await db.schema.dropTable('testimoni').execute();
}
