import { sql, type Kysely } from 'kysely';

// The special offers (Penawaran Khusus) the owner edits (docs/product.md §12, docs/decisions/0024):
// until now two bundles written in code. Each offer has its texts, a photo (an upload, or one of
// the shop's drawn illustrations), the products it holds, its price, the crossed-out price and
// the discount (entered, or null: computed), its own WhatsApp message (or null: the shop's Paket
// template), its place on the page, and the status and schedule products have (migrations/0024).
// The slug names its WhatsApp button (/keluar/…): the two bundles keep theirs, so links already
// shared still count. Clicks on an offer's button are counted against the offer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('penawaran')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('nama', 'text', (c) => c.notNull())
    .addColumn('deskripsi', 'text', (c) => c.notNull())
    .addColumn('foto', 'text')
    .addColumn('ilustrasi', 'text')
    .addColumn('harga', 'integer', (c) => c.notNull().check(sql`harga >= 0`))
    .addColumn('harga_coret', 'integer', (c) => c.check(sql`harga_coret >= 0`))
    .addColumn('diskon', 'integer', (c) => c.check(sql`diskon between 0 and 100`))
    .addColumn('pesan_whatsapp', 'text')
    .addColumn('urutan', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('tayang')
        .check(sql`status in ('tayang', 'draf', 'tersembunyi')`),
    )
    .addColumn('tayang_mulai', 'timestamptz')
    .addColumn('tayang_sampai', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'penawaran_jadwal_check',
      sql`tayang_mulai is null or tayang_sampai is null or tayang_mulai < tayang_sampai`,
    )
    .execute();
  await db.schema
    .createTable('penawaran_produk')
    .addColumn('id_penawaran', 'integer', (c) =>
      c.notNull().references('penawaran.id').onDelete('cascade'),
    )
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('urutan', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('penawaran_produk_pkey', ['id_penawaran', 'id_produk'])
    .execute();
  // A product's delete looks its offers up by product.
  await db.schema
    .createIndex('penawaran_produk_produk_idx')
    .on('penawaran_produk')
    .column('id_produk')
    .execute();

  await db.schema
    .alterTable('klik_keluar')
    .addColumn('id_penawaran', 'integer', (c) => c.references('penawaran.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('klik_keluar_penawaran_idx')
    .on('klik_keluar')
    .columns(['id_penawaran', 'hari'])
    .where(sql.ref('id_penawaran'), 'is not', null)
    .execute();

  // The two bundles as the spec prices them (docs/product.md §2 Special offers), with the texts
  // and pictures the page showed; their WhatsApp message stays the shop's Paket template.
  await sql`
    insert into penawaran (slug, nama, deskripsi, ilustrasi, harga, harga_coret, diskon, urutan)
    values
      ('paket-lebaran-ceria', 'Paket Lebaran Ceria',
       'Gamis atau koko pilihan, setelan harian dan hijab/peci serasi untuk tampil ceria di hari raya.',
       'lebaran', 180000, 418000, 26, 1),
      ('paket-akikah-spesial', 'Paket Akikah Spesial',
       'Busana lembut untuk si kecil di hari akikahnya, lengkap dengan kado cantik.',
       'hangat', 130000, 329000, 24, 2)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('klik_keluar_penawaran_idx').execute();
  await db.schema.alterTable('klik_keluar').dropColumn('id_penawaran').execute();
  await db.schema.dropTable('penawaran_produk').execute();
  await db.schema.dropTable('penawaran').execute();
}
