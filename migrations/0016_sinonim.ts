import { sql, type Kysely } from 'kysely';

// The shop's synonyms for search (docs/product.md §10): groups of words or short phrases that
// mean the same to a shopper (gamis, dress, abaya). A term belongs to one group at most (its
// primary key), so a search finds its alternatives in one indexed read. Terms are stored as
// search compares them: lower case, single spaces. Starts with the shop's own groups; the admin
// edits them from then on.
const STARTING_GROUPS = [
  ['gamis', 'dress', 'abaya'],
  ['koko', 'kemeja'],
  ['jilbab', 'kerudung', 'hijab'],
  ['setelan', 'set'],
  ['anak laki', 'cowok'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sinonim')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('sinonim_kata')
    .addColumn('kata', 'text', (c) => c.primaryKey())
    .addColumn('id_sinonim', 'integer', (c) =>
      c.notNull().references('sinonim.id').onDelete('cascade'),
    )
    // The terms' order as the admin typed them.
    .addColumn('urutan', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sinonim_kata_sinonim_idx')
    .on('sinonim_kata')
    .column('id_sinonim')
    .execute();
  for (const group of STARTING_GROUPS) {
    await sql`
      with grup as (insert into sinonim default values returning id)
      insert into sinonim_kata (kata, id_sinonim, urutan)
      select t.kata, grup.id, t.urutan - 1
      from grup, unnest(${group}::text[]) with ordinality as t (kata, urutan)
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sinonim_kata').execute();
  await db.schema.dropTable('sinonim').execute();
}
