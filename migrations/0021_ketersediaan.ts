import { sql, type Kysely } from 'kysely';

// Availability per product × colour × size (issue 19 item 2): one row per cell the admin marked,
// each Tersedia or Habis with an optional count (a count of 0 is Habis). A product without rows is
// available in every cell, as every product was before. A product without colours (or sizes) has
// cells with no colour (or size): `id_warna`/`id_ukuran` null. The colour and size must be the
// product's own (the foreign keys on the pair), and a cell goes with its product, colour or size.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What the pair foreign keys below point at (the ids are unique already).
  await sql`alter table warna add constraint warna_id_produk_unique unique (id, id_produk)`.execute(
    db,
  );
  await sql`alter table ukuran add constraint ukuran_id_produk_unique unique (id, id_produk)`.execute(
    db,
  );
  await db.schema
    .createTable('ketersediaan')
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('id_warna', 'integer')
    .addColumn('id_ukuran', 'integer')
    .addColumn('tersedia', 'boolean', (c) => c.notNull())
    .addColumn('stok', 'integer', (c) => c.check(sql`stok between 0 and 100000`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'ketersediaan_warna_fk',
      ['id_warna', 'id_produk'],
      'warna',
      ['id', 'id_produk'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'ketersediaan_ukuran_fk',
      ['id_ukuran', 'id_produk'],
      'ukuran',
      ['id', 'id_produk'],
      (c) => c.onDelete('cascade'),
    )
    // A count decides: 0 is Habis, more is Tersedia.
    .addCheckConstraint('ketersediaan_stok_tersedia', sql`stok is null or tersedia = (stok > 0)`)
    .execute();
  // One row per cell; a missing colour or size is one cell too.
  await sql`create unique index ketersediaan_cell on ketersediaan
    (id_produk, coalesce(id_warna, 0), coalesce(id_ukuran, 0))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ketersediaan').execute();
  await sql`alter table ukuran drop constraint ukuran_id_produk_unique`.execute(db);
  await sql`alter table warna drop constraint warna_id_produk_unique`.execute(db);
}
