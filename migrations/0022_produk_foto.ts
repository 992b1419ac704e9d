import { sql, type Kysely } from 'kysely';

// Several photos per product (issue 19 item 3), in order, each optionally of one of the
// product's colours and with its alt text. The first is the product's main photo, which
// `produk.foto_produk` keeps naming (legacy clients read it): the app writes both in one
// transaction. Every product's existing photo becomes its first row here; the files stay where
// they are (`produk/`), so their public paths do not change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('produk_foto')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    // A colour that is deleted leaves its photos to the product.
    .addColumn('id_warna', 'integer', (c) => c.references('warna.id').onDelete('set null'))
    .addColumn('foto', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('urutan', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('produk_foto_produk_urutan')
    .on('produk_foto')
    .columns(['id_produk', 'urutan'])
    .execute();
  await db.schema.createIndex('produk_foto_warna').on('produk_foto').column('id_warna').execute();
  await sql`
    insert into produk_foto (id_produk, foto, alt, urutan)
    select id, foto_produk, nama_produk || ', tampak depan', 0 from produk order by id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('produk_foto').execute();
}
