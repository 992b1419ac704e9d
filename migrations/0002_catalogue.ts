import { sql, type Kysely } from 'kysely';

// Products with their colour variants and size rows (docs/product.md §3, docs/architecture.md §3).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('produk')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('nama_produk', 'text', (c) =>
      c.notNull().check(sql`length(nama_produk) between 1 and 200`),
    )
    .addColumn('harga', 'integer', (c) => c.notNull().check(sql`harga >= 0`))
    .addColumn('diskon', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`diskon between 0 and 100`),
    )
    .addColumn('jumlah_terjual', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`jumlah_terjual >= 0`),
    )
    .addColumn('deskripsi_produk', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kategori', 'text', (c) => c.notNull())
    .addColumn('foto_produk', 'text', (c) => c.notNull())
    .addColumn('link_shopee', 'text')
    .addColumn('link_tokopedia', 'text')
    .addColumn('link_tiktok', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('produk_kategori_idx')
    .on('produk')
    .columns(['kategori', 'id'])
    .execute();
  await db.schema
    .createIndex('produk_terlaris_idx')
    .on('produk')
    .expression(sql`jumlah_terjual desc, id`)
    .execute();
  await db.schema.createIndex('produk_harga_idx').on('produk').columns(['harga', 'id']).execute();
  await db.schema
    .createIndex('produk_terbaru_idx')
    .on('produk')
    .expression(sql`created_at desc, id desc`)
    .execute();
  await sql`
    create index produk_nama_trgm_idx on produk
    using gin (etalase_search_text(nama_produk) gin_trgm_ops)
  `.execute(db);

  await db.schema
    .createTable('warna')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('warna', 'text', (c) => c.notNull().check(sql`length(warna) between 1 and 100`))
    .addColumn('foto', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('warna_produk_idx')
    .on('warna')
    .columns(['id_produk', 'id'])
    .execute();

  await db.schema
    .createTable('ukuran')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('usia', 'text', (c) => c.notNull())
    .addColumn('ukuran', 'text', (c) => c.notNull())
    .addColumn('panjang_atasan', 'text')
    .addColumn('panjang_tangan', 'text')
    .addColumn('panjang_bawahan', 'text')
    .addColumn('lingkar_dada', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ukuran_produk_idx')
    .on('ukuran')
    .columns(['id_produk', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ukuran').execute();
  await db.schema.dropTable('warna').execute();
  await db.schema.dropTable('produk').execute();
}
