import { sql, type Kysely } from 'kysely';

// E-mail (docs/product.md §12, docs/decisions/0025): the outbox and the welcome voucher.
// A sign-up gets its voucher code and the keyed hash of its confirmation token (the token itself
// is made from the row's salt with the app's key, as the unsubscribe token is: migrations/0018),
// and is confirmed (double opt-in) when its link is followed. `surel` is the outbox: one row per
// message, written in the same transaction as what caused it; a worker claims due rows
// (FOR UPDATE SKIP LOCKED, then a lease), sends and marks them. The body is not stored: it is
// made from the row when sent or shown, so the database holds no token a link carries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promo')
    .addColumn('kode_voucher', 'text')
    .addColumn('token_konfirmasi', 'text')
    .addColumn('dikonfirmasi_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('promo')
    .addUniqueConstraint('promo_kode_voucher_unique', ['kode_voucher'])
    .execute();
  await db.schema
    .createIndex('promo_token_konfirmasi_idx')
    .on('promo')
    .column('token_konfirmasi')
    .execute();

  await db.schema
    .createTable('surel')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('jenis', 'text', (c) => c.notNull().check(sql`jenis in ('voucher_sambutan')`))
    // A subscriber's mail goes with the subscriber: unsubscribing erases the address everywhere.
    .addColumn('promo_id', 'integer', (c) => c.references('promo.id').onDelete('cascade'))
    .addColumn('penerima', 'text', (c) => c.notNull())
    .addColumn('subjek', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('menunggu')
        .check(sql`status in ('menunggu', 'terkirim', 'gagal')`),
    )
    .addColumn('percobaan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coba_lagi_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('klaim_kode', 'text')
    .addColumn('klaim_sampai', 'timestamptz')
    .addColumn('galat_terakhir', 'text')
    .addColumn('terkirim_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // What the worker looks for: waiting rows by their due instant.
  await db.schema
    .createIndex('surel_antrian_idx')
    .on('surel')
    .column('coba_lagi_at')
    .where(sql.ref('status'), '=', 'menunggu')
    .execute();
  await db.schema
    .createIndex('surel_created_idx')
    .on('surel')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('surel_promo_idx').on('surel').column('promo_id').execute();
  // One welcome per sign-up, whatever runs twice.
  await db.schema
    .createIndex('surel_voucher_sekali')
    .on('surel')
    .column('promo_id')
    .unique()
    .where(sql.ref('jenis'), '=', 'voucher_sambutan')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('surel').execute();
  await db.schema.dropIndex('promo_token_konfirmasi_idx').execute();
  await db.schema.alterTable('promo').dropConstraint('promo_kode_voucher_unique').execute();
  await db.schema
    .alterTable('promo')
    .dropColumn('dikonfirmasi_at')
    .dropColumn('token_konfirmasi')
    .dropColumn('kode_voucher')
    .execute();
}
