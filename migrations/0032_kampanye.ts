import { sql, type Kysely } from 'kysely';

// Campaigns (issue 21 item 3, docs/decisions/0029): the main admin writes a newsletter (subject,
// text, chosen products) and sends it to the confirmed subscribers through the outbox (0029).
//
// - `kampanye`: the campaign, Draf until sent; its counters are kept by the database itself
//   (terkirim and gagal by a trigger on the outbox's marks, dilewati and berhenti by a trigger on
//   an address's removal), because an address that unsubscribes is erased with its mail
//   (decision 0025): counting the outbox's rows afterwards would lose the mail it got.
// - `kampanye_produk`: the products the mail shows as cards, in order.
// - `kampanye_klik`: a click on one of the mail's links (one row per click, as klik_keluar).
// - `surel.kampanye_id`: the campaign a message belongs to; `surel.dicoba_at`: when it was last
//   claimed, which the per-minute limit of campaign mail counts.
// - `users.email`: where an admin's test mail goes.

/** The outbox's kinds of mail this migration adds to whatever the check allows already. */
const JENIS_BARU = ['kampanye', 'kampanye_uji'];

const pasang = (
  db: Kysely<unknown>,
  tabel: string,
  entitas: string,
  label: string,
  abaikan: string,
  rahasia = '',
  kunci = 'id',
  opsi = '',
) =>
  sql`select etalase_riwayat_pasang(${tabel}, ${entitas}, ${label}, ${abaikan}, ${rahasia}, ${kunci}, ${opsi})`.execute(
    db,
  );

/** The values `surel.jenis` may take now (another migration may have added its own). */
async function allowedJenis(db: Kysely<unknown>): Promise<string[]> {
  const found = await sql<{ definition: string }>`
    select pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.conrelid = 'surel'::regclass and c.contype = 'c' and c.conname = 'surel_jenis_check'
  `.execute(db);
  const definition = found.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([a-z_]+)'/g)].map((m) => m[1] as string);
}

async function setJenis(db: Kysely<unknown>, values: string[]): Promise<void> {
  await sql`alter table surel drop constraint if exists surel_jenis_check`.execute(db);
  const list = sql.join(values.map((v) => sql.lit(v)));
  await sql`alter table surel add constraint surel_jenis_check check (jenis in (${list}))`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kampanye')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('subjek', 'text', (c) => c.notNull())
    .addColumn('isi', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draf')
        .check(sql`status in ('draf', 'dikirim')`),
    )
    // Recipients the send put in the outbox (confirmed addresses at that moment).
    .addColumn('jumlah_penerima', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terkirim', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gagal', 'integer', (c) => c.notNull().defaultTo(0))
    // Unsubscribed before their mail went: it never did.
    .addColumn('dilewati', 'integer', (c) => c.notNull().defaultTo(0))
    // Unsubscribed after their mail went.
    .addColumn('berhenti', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uji_ke', 'text')
    .addColumn('uji_at', 'timestamptz')
    .addColumn('dibuat_oleh', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dikirim_oleh', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dikirim_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('kampanye_created_idx')
    .on('kampanye')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('kampanye_produk')
    .addColumn('id_kampanye', 'integer', (c) =>
      c.notNull().references('kampanye.id').onDelete('cascade'),
    )
    .addColumn('id_produk', 'integer', (c) =>
      c.notNull().references('produk.id').onDelete('cascade'),
    )
    .addColumn('urutan', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('kampanye_produk_pk', ['id_kampanye', 'id_produk'])
    .execute();
  await db.schema
    .createIndex('kampanye_produk_produk_idx')
    .on('kampanye_produk')
    .column('id_produk')
    .execute();

  await db.schema
    .createTable('kampanye_klik')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('id_kampanye', 'integer', (c) =>
      c.notNull().references('kampanye.id').onDelete('cascade'),
    )
    .addColumn('id_produk', 'integer', (c) => c.references('produk.id').onDelete('set null'))
    .addColumn('hari', 'date', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kampanye_klik_kampanye_idx')
    .on('kampanye_klik')
    .columns(['id_kampanye', 'id_produk'])
    .execute();

  await db.schema
    .alterTable('surel')
    .addColumn('kampanye_id', 'integer', (c) => c.references('kampanye.id').onDelete('cascade'))
    .addColumn('dicoba_at', 'timestamptz')
    .execute();
  await setJenis(db, [...new Set([...(await allowedJenis(db)), ...JENIS_BARU])]);
  // One campaign mail per address, whatever runs twice.
  await db.schema
    .createIndex('surel_kampanye_sekali')
    .on('surel')
    .columns(['kampanye_id', 'promo_id'])
    .unique()
    .where(sql.ref('jenis'), '=', 'kampanye')
    .execute();
  // A campaign's progress: its messages by status.
  await db.schema
    .createIndex('surel_kampanye_idx')
    .on('surel')
    .columns(['kampanye_id', 'status'])
    .where(sql.ref('kampanye_id'), 'is not', null)
    .execute();
  // The per-minute limit: campaign mail claimed within the last minute.
  await db.schema
    .createIndex('surel_kampanye_dicoba_idx')
    .on('surel')
    .column('dicoba_at')
    .where(sql.ref('jenis'), '=', 'kampanye')
    .execute();

  await db.schema.alterTable('users').addColumn('email', 'text').execute();

  // The counters, kept in the transaction of what changes them.
  await sql`
    create function etalase_kampanye_tandai() returns trigger language plpgsql as $fn$
    begin
      update kampanye set
        terkirim = terkirim + (new.status = 'terkirim')::int - (old.status = 'terkirim')::int,
        gagal = gagal + (new.status = 'gagal')::int - (old.status = 'gagal')::int
      where id = new.kampanye_id;
      return null;
    end
    $fn$`.execute(db);
  await sql`
    create trigger kampanye_tandai after update of status on surel
    for each row
    when (new.jenis = 'kampanye' and new.kampanye_id is not null
          and old.status is distinct from new.status)
    execute function etalase_kampanye_tandai()`.execute(db);
  // Before the address goes (its mail goes with it, on delete cascade): a mail still waiting
  // is skipped, a mail sent counts its campaign an unsubscribe.
  await sql`
    create function etalase_kampanye_berhenti() returns trigger language plpgsql as $fn$
    begin
      update kampanye k set
        dilewati = dilewati + s.menunggu,
        berhenti = berhenti + s.terkirim
      from (
        select kampanye_id,
               count(*) filter (where status = 'menunggu')::int as menunggu,
               count(*) filter (where status = 'terkirim')::int as terkirim
        from surel
        where promo_id = old.id and jenis = 'kampanye'
        group by kampanye_id
      ) s
      where k.id = s.kampanye_id;
      return old;
    end
    $fn$`.execute(db);
  await sql`
    create trigger kampanye_berhenti before delete on promo
    for each row execute function etalase_kampanye_berhenti()`.execute(db);

  // History (0026): the admin's writes. The counters are the outbox's bookkeeping, not history.
  await pasang(
    db,
    'kampanye',
    'kampanye',
    'subjek',
    'created_at,updated_at,terkirim,gagal,dilewati,berhenti',
  );
  await pasang(
    db,
    'kampanye_produk',
    'kampanye_produk',
    `(select p.nama_produk from produk p where p.id = ($1 ->> 'id_produk')::integer)`,
    '',
    '',
    'id_kampanye,id_produk',
    'gabung',
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger kampanye_berhenti on promo`.execute(db);
  await sql`drop function etalase_kampanye_berhenti`.execute(db);
  await sql`drop trigger kampanye_tandai on surel`.execute(db);
  await sql`drop function etalase_kampanye_tandai`.execute(db);
  await db.schema.alterTable('users').dropColumn('email').execute();
  await sql`delete from surel where kampanye_id is not null`.execute(db);
  await db.schema.dropIndex('surel_kampanye_dicoba_idx').execute();
  await db.schema.dropIndex('surel_kampanye_idx').execute();
  await db.schema.dropIndex('surel_kampanye_sekali').execute();
  await db.schema.alterTable('surel').dropColumn('dicoba_at').dropColumn('kampanye_id').execute();
  await setJenis(
    db,
    (await allowedJenis(db)).filter((jenis) => !JENIS_BARU.includes(jenis)),
  );
  await db.schema.dropTable('kampanye_klik').execute();
  await db.schema.dropTable('kampanye_produk').execute();
  await db.schema.dropTable('kampanye').execute();
}
