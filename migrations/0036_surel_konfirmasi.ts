import { sql, type Kysely } from 'kysely';

// Trust, round two (issue 29): confirmation before anything else is mailed.
//
// - The newsletter: a sign-up's first mail asks to confirm the address (`konfirmasi_langganan`,
//   one per sign-up); the welcome voucher is made and mailed (`voucher_sambutan`) only once the
//   address is confirmed (docs/decisions/0025). A sign-up still unconfirmed whose welcome mail
//   nobody has tried to send yet gets the confirmation mail in its place and gives its code back.
// - "Kabari saya": `kabar_stok_alamat` is an address that asked for stock alerts, with its own
//   salt, the keyed hashes of its confirmation and stop tokens (made from the salt with the
//   app's key, docs/decisions/0011) and when it was confirmed. A request of an address not yet
//   confirmed is never mailed; its first request writes a confirmation mail
//   (`kabar_stok_konfirmasi`). Requests name their address by `email` (a request from before
//   this has no address row, so it is unconfirmed and waits until its address is confirmed).
//   Visitors write it: no history trigger, as for the requests.
// - A restock writes one mail per address and product, naming every cell that came back: many
//   requests share a `surel_id` now, and the mail names its address (`surel.kabar_alamat_id`),
//   so an erased address takes its waiting mails along.

const JENIS_BARU = ['konfirmasi_langganan', 'kabar_stok_konfirmasi'];

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
  const jenis = await allowedJenis(db);
  await setJenis(db, [...jenis, ...JENIS_BARU.filter((j) => !jenis.includes(j))]);

  // One confirmation mail per sign-up, whatever runs twice.
  await db.schema
    .createIndex('surel_konfirmasi_sekali')
    .on('surel')
    .column('promo_id')
    .unique()
    .where(sql.ref('jenis'), '=', 'konfirmasi_langganan')
    .execute();
  await sql`
    with belum as (
      update surel s set jenis = 'konfirmasi_langganan'
      from promo p
      where s.promo_id = p.id and s.jenis = 'voucher_sambutan' and p.dikonfirmasi_at is null
        and s.status = 'menunggu' and s.percobaan = 0 and s.klaim_kode is null
      returning p.id
    )
    update promo set kode_voucher = null where id in (select id from belum)
  `.execute(db);

  await db.schema
    .createTable('kabar_stok_alamat')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('token_garam', 'text', (c) => c.notNull())
    .addColumn('token_konfirmasi', 'text', (c) => c.notNull())
    .addColumn('token_berhenti', 'text', (c) => c.notNull())
    .addColumn('dikonfirmasi_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('kabar_stok_alamat_konfirmasi_idx')
    .on('kabar_stok_alamat')
    .column('token_konfirmasi')
    .execute();
  await db.schema
    .createIndex('kabar_stok_alamat_berhenti_idx')
    .on('kabar_stok_alamat')
    .column('token_berhenti')
    .execute();

  await db.schema
    .alterTable('surel')
    .addColumn('kabar_alamat_id', 'integer', (c) =>
      c.references('kabar_stok_alamat.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('surel_kabar_alamat_idx')
    .on('surel')
    .column('kabar_alamat_id')
    .execute();

  // Many requests (the cells of one product that came back for one address) share one mail.
  await sql`alter table kabar_stok drop constraint if exists kabar_stok_surel_id_key`.execute(db);
  await db.schema.createIndex('kabar_stok_surel_idx').on('kabar_stok').column('surel_id').execute();
  // The cap per address and day counts an address's recent requests.
  await db.schema
    .createIndex('kabar_stok_email_created_idx')
    .on('kabar_stok')
    .columns(['email', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('kabar_stok_email_created_idx').execute();
  await db.schema.dropIndex('kabar_stok_surel_idx').execute();
  await sql`update kabar_stok set surel_id = null where surel_id in (
    select surel_id from kabar_stok where surel_id is not null group by surel_id having count(*) > 1
  )`.execute(db);
  await sql`alter table kabar_stok add constraint kabar_stok_surel_id_key unique (surel_id)`.execute(
    db,
  );
  await sql`delete from surel where jenis in ('konfirmasi_langganan', 'kabar_stok_konfirmasi')`.execute(
    db,
  );
  await db.schema.alterTable('surel').dropColumn('kabar_alamat_id').execute();
  await db.schema.dropTable('kabar_stok_alamat').execute();
  await db.schema.dropIndex('surel_konfirmasi_sekali').execute();
  const jenis = await allowedJenis(db);
  await setJenis(
    db,
    jenis.filter((j) => !JENIS_BARU.includes(j)),
  );
}
