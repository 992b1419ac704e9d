import { sql, type Kysely } from 'kysely';

// Back-in-stock alerts (issue 21 item 4, docs/decisions/0028): a visitor asks to be told by
// e-mail when a sold-out size of a colour is available again. One row per request, waiting
// while `berakhir_at` is null; when the cell turns Tersedia the request ends and its one mail is
// written to the outbox (`surel`, 0029) in the same transaction, its id kept in `surel_id`.
// The address and the consent are kept as the newsletter keeps them (0014, 0018): the consent's
// time, text version and page, a random salt and the keyed hash of the stop link's token (the
// token itself is made from the salt with the app's key). Visitors write this table, and the
// admin never edits it directly (a request ends through an availability save, whose own history
// is kept): no history trigger, as for the newsletter's sign-ups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kabar_stok')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    // Null: the product has no colours. A size is always named (the form is on a size).
    .addColumn('id_warna', 'integer')
    .addColumn('id_ukuran', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('persetujuan_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('persetujuan_versi', 'text', (c) => c.notNull())
    .addColumn('persetujuan_halaman', 'text', (c) => c.notNull())
    .addColumn('token_garam', 'text', (c) => c.notNull())
    .addColumn('token_berhenti', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('berakhir_at', 'timestamptz')
    // One mail per request: the outbox row it ended with.
    .addColumn('surel_id', 'integer', (c) => c.references('surel.id').onDelete('set null').unique())
    // The colour and size are the product's own, and a request goes with its colour or size.
    .addForeignKeyConstraint(
      'kabar_stok_warna_fk',
      ['id_warna', 'id_produk'],
      'warna',
      ['id', 'id_produk'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'kabar_stok_ukuran_fk',
      ['id_ukuran', 'id_produk'],
      'ukuran',
      ['id', 'id_produk'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // A repeated request for the same address and cell is the same request while it waits.
  await sql`create unique index kabar_stok_menunggu_sekali on kabar_stok
    (id_produk, coalesce(id_warna, 0), id_ukuran, email) where berakhir_at is null`.execute(db);
  await db.schema
    .createIndex('kabar_stok_token_idx')
    .on('kabar_stok')
    .column('token_berhenti')
    .execute();
  await db.schema.createIndex('kabar_stok_email_idx').on('kabar_stok').column('email').execute();

  // The outbox takes the alert's mail as a kind of its own.
  await sql`alter table surel drop constraint surel_jenis_check`.execute(db);
  await sql`alter table surel add constraint surel_jenis_check
    check (jenis in ('voucher_sambutan', 'kabar_stok'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from surel where jenis = 'kabar_stok'`.execute(db);
  await sql`alter table surel drop constraint surel_jenis_check`.execute(db);
  await sql`alter table surel add constraint surel_jenis_check
    check (jenis in ('voucher_sambutan'))`.execute(db);
  await db.schema.dropTable('kabar_stok').execute();
}
