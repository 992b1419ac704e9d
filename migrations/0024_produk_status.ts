import { sql, type Kysely } from 'kysely';

// A product's status and schedule (docs/product.md §11, docs/decisions/0019): Tayang (shown),
// Draf (shown to nobody) or Tersembunyi (reachable by its link only), and the optional instants
// it is shown from and until. Every product so far stays Tayang with no schedule. One row notes
// up to which instant the schedule's changes have been announced to every instance, so the
// instance that claims it (FOR UPDATE SKIP LOCKED) announces each once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('produk')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('tayang')
        .check(sql`status in ('tayang', 'draf', 'tersembunyi')`),
    )
    .addColumn('tayang_mulai', 'timestamptz')
    .addColumn('tayang_sampai', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('produk')
    .addCheckConstraint(
      'produk_jadwal_check',
      sql`tayang_mulai is null or tayang_sampai is null or tayang_mulai < tayang_sampai`,
    )
    .execute();
  // The next instant the schedule changes what visitors see is read from these.
  await db.schema
    .createIndex('produk_tayang_mulai_idx')
    .on('produk')
    .column('tayang_mulai')
    .where(sql.ref('tayang_mulai'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('produk_tayang_sampai_idx')
    .on('produk')
    .column('tayang_sampai')
    .where(sql.ref('tayang_sampai'), 'is not', null)
    .execute();

  await db.schema
    .createTable('jadwal_tayang')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('diumumkan_sampai', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into jadwal_tayang (id) values (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jadwal_tayang').execute();
  await db.schema.dropIndex('produk_tayang_sampai_idx').execute();
  await db.schema.dropIndex('produk_tayang_mulai_idx').execute();
  await db.schema.alterTable('produk').dropConstraint('produk_jadwal_check').execute();
  await db.schema
    .alterTable('produk')
    .dropColumn('tayang_sampai')
    .dropColumn('tayang_mulai')
    .dropColumn('status')
    .execute();
}
