import { sql, type Kysely } from 'kysely';

// Dated discounts (Diskon, issue 31 part 1, docs/product.md §14): a name, a percentage, what it
// covers (chosen products, categories or every product) and a window in time. While it runs,
// a product's shown discount is the larger of its own `diskon` (never written by a dated one)
// and the largest running dated discount covering it (src/shared/price.ts effectiveDiskon).
// `status` is what the owner sets (draf or aktif); scheduled, running and ended are read from
// the window. History is kept as for the other kinds (migrations/0026).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diskon')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('nama', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('persen', 'integer', (c) => c.notNull().check(sql`persen between 1 and 99`))
    .addColumn('cakupan', 'text', (c) =>
      c.notNull().check(sql`cakupan in ('produk', 'kategori', 'semua')`),
    )
    .addColumn('kategori', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draf')
        .check(sql`status in ('draf', 'aktif')`),
    )
    .addColumn('mulai', 'timestamptz', (c) => c.notNull())
    .addColumn('sampai', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('diskon_jadwal_check', sql`sampai is null or mulai < sampai`)
    .execute();
  // Visitors' reads look for running discounts at every product read.
  await db.schema
    .createIndex('diskon_berjalan_idx')
    .on('diskon')
    .columns(['mulai', 'sampai'])
    .where(sql.ref('status'), '=', 'aktif')
    .execute();
  await db.schema
    .createTable('diskon_produk')
    .addColumn('id_diskon', 'integer', (c) =>
      c.notNull().references('diskon.id').onDelete('cascade'),
    )
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('urutan', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('diskon_produk_pkey', ['id_diskon', 'id_produk'])
    .execute();
  await db.schema
    .createIndex('diskon_produk_produk_idx')
    .on('diskon_produk')
    .columns(['id_produk', 'id_diskon'])
    .execute();

  await sql`select etalase_riwayat_pasang('diskon', 'diskon', 'nama', 'created_at,updated_at', '', 'id', '')`.execute(
    db,
  );
  // A discount's products are saved by replacing them: one change, not a delete and an insert.
  await sql`select etalase_riwayat_pasang('diskon_produk', 'diskon_produk',
    ${`(select p.nama_produk from produk p where p.id = ($1 ->> 'id_produk')::integer)`},
    '', '', 'id_diskon,id_produk', 'gabung')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('diskon_produk').execute();
  await db.schema.dropTable('diskon').execute();
}
