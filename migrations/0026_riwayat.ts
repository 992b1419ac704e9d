import { sql, type Kysely } from 'kysely';

// The history of admin writes (docs/product.md §12 Riwayat, docs/decisions/0022-history.md): one
// row per row written, with who (from the transaction's `etalase.pelaku`, set by the app's admin
// writes; none for the seed, timers and purges: "sistem"), when, what (entity, key, product, a
// name) and the changed fields as {"field": [before, after]}. Triggers write it, so it is always
// in the same transaction as the change, from every write path (tRPC, REST, the editor, imports,
// bulk edits, restores). Nothing links it to the rows it tells of: it stays after they go.
//
// etalase_riwayat_pasang(table, entity, label, ignored, secret, key, options) puts the trigger
// on a table; a later table an admin writes gets it the same way, in its own migration.
//   label    a column naming the row, or an SQL expression over $1 (the row as jsonb)
//   ignored  columns that are not history (timestamps, values the database derives)
//   secret   columns whose change is noted without any value (hashes, tokens, personal data)
//   key      the columns identifying the row (default id)
//   options  'admin': only writes with an actor are history (the public writes the table too);
//            'gabung': a row deleted and inserted again in one transaction is one change
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('riwayat')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('waktu', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // No foreign key: a deleted admin's entries keep their name.
    .addColumn('id_pengguna', 'integer')
    .addColumn('nama_pengguna', 'text')
    .addColumn('entitas', 'text', (c) => c.notNull())
    .addColumn('id_entitas', 'text', (c) => c.notNull())
    .addColumn('id_produk', 'integer')
    .addColumn('label', 'text')
    .addColumn('aksi', 'text', (c) =>
      c.notNull().check(sql`aksi in ('dibuat', 'diubah', 'dihapus', 'dipulihkan')`),
    )
    .addColumn('perubahan', 'jsonb', (c) => c.notNull())
    .addColumn('txid', 'bigint', (c) => c.notNull().defaultTo(sql`txid_current()`))
    .execute();
  // The retention's purge and the date filter.
  await db.schema.createIndex('riwayat_waktu_idx').on('riwayat').column('waktu').execute();
  await db.schema
    .createIndex('riwayat_entitas_idx')
    .on('riwayat')
    .columns(['entitas', 'id_entitas', 'id'])
    .execute();
  await db.schema
    .createIndex('riwayat_produk_idx')
    .on('riwayat')
    .columns(['id_produk', 'id'])
    .where(sql.ref('id_produk'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('riwayat_pengguna_idx')
    .on('riwayat')
    .columns(['id_pengguna', 'id'])
    .execute();
  // A delete looked up by the insert of the same row in the same transaction ('gabung').
  await sql`create index riwayat_gabung_idx on riwayat (txid) where aksi = 'dihapus'`.execute(db);

  // What changed between two rows (as jsonb): {"field": [before, after]}; a null is no value; a
  // document (jsonb object, as Pengaturan's) is compared field by field; a secret is named only.
  await sql`
    create function etalase_riwayat_beda(lama jsonb, baru jsonb, rahasia text[])
    returns jsonb language plpgsql immutable as $fn$
    declare
      hasil jsonb := '{}';
      k text;
      sk text;
      sebelum jsonb;
      sesudah jsonb;
    begin
      for k in select jsonb_object_keys(coalesce(lama, '{}') || coalesce(baru, '{}')) loop
        sebelum := nullif(lama -> k, 'null'::jsonb);
        sesudah := nullif(baru -> k, 'null'::jsonb);
        continue when sebelum is not distinct from sesudah;
        if k = any(rahasia) then
          hasil := hasil || jsonb_build_object(k, null);
        elsif coalesce(jsonb_typeof(sebelum), 'object') = 'object'
          and coalesce(jsonb_typeof(sesudah), 'object') = 'object' then
          for sk in select jsonb_object_keys(coalesce(sebelum, '{}') || coalesce(sesudah, '{}')) loop
            continue when nullif(sebelum -> sk, 'null'::jsonb)
              is not distinct from nullif(sesudah -> sk, 'null'::jsonb);
            hasil := hasil || jsonb_build_object(
              k || '.' || sk,
              jsonb_build_array(nullif(sebelum -> sk, 'null'::jsonb), nullif(sesudah -> sk, 'null'::jsonb))
            );
          end loop;
        else
          hasil := hasil || jsonb_build_object(k, jsonb_build_array(sebelum, sesudah));
        end if;
      end loop;
      return hasil;
    end
    $fn$`.execute(db);

  await sql`
    create function etalase_riwayat_catat() returns trigger language plpgsql as $fn$
    declare
      v_entitas text := TG_ARGV[0];
      label_dari text := nullif(TG_ARGV[1], '');
      abaikan text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
      rahasia text[] := coalesce(string_to_array(nullif(TG_ARGV[3], ''), ','), '{}');
      kunci_kolom text[] := coalesce(string_to_array(nullif(TG_ARGV[4], ''), ','), '{id}');
      opsi text[] := coalesce(string_to_array(nullif(TG_ARGV[5], ''), ','), '{}');
      pelaku text := nullif(current_setting('etalase.pelaku', true), '');
      lama jsonb;
      baru jsonb;
      baris jsonb;
      kunci text;
      v_label text;
      v_aksi text;
      beda jsonb;
      terhapus record;
    begin
      if current_setting('etalase.riwayat', true) = 'mati' then return null; end if;
      if pelaku is null and 'admin' = any(opsi) then return null; end if;
      if TG_OP <> 'INSERT' then lama := to_jsonb(OLD); end if;
      if TG_OP <> 'DELETE' then baru := to_jsonb(NEW); end if;
      baris := coalesce(baru, lama);
      select string_agg(coalesce(baris ->> k, '-'), '/' order by n) into kunci
        from unnest(kunci_kolom) with ordinality as u (k, n);
      if label_dari is null then
        v_label := null;
      elsif label_dari ~ '^[a-z_]+$' then
        v_label := baris ->> label_dari;
      else
        execute 'select ' || label_dari into v_label using baris;
      end if;
      beda := etalase_riwayat_beda(lama - abaikan - kunci_kolom, baru - abaikan - kunci_kolom, rahasia);
      v_aksi := case TG_OP
        when 'INSERT' then
          case when current_setting('etalase.aksi', true) = 'dipulihkan' then 'dipulihkan' else 'dibuat' end
        when 'UPDATE' then 'diubah'
        else 'dihapus' end;
      if v_aksi = 'diubah' and beda = '{}' then return null; end if;
      if v_aksi = 'dibuat' and 'gabung' = any(opsi) then
        -- Deleted and inserted again by this transaction: one change, or none.
        select r.id, r.perubahan into terhapus from riwayat r
          where r.txid = txid_current() and r.aksi = 'dihapus'
            and r.entitas = v_entitas and r.id_entitas = kunci
          order by r.id desc limit 1;
        if found then
          beda := etalase_riwayat_beda(
            (select jsonb_object_agg(e.key, e.value -> 0) from jsonb_each(terhapus.perubahan) e),
            baru - abaikan - kunci_kolom,
            rahasia
          );
          if beda = '{}' then
            delete from riwayat where id = terhapus.id;
          else
            update riwayat r set aksi = 'diubah', perubahan = beda, label = coalesce(v_label, r.label)
              where r.id = terhapus.id;
          end if;
          return null;
        end if;
      end if;
      insert into riwayat (id_pengguna, nama_pengguna, entitas, id_entitas, id_produk, label, aksi, perubahan)
      values (
        pelaku::integer,
        nullif(current_setting('etalase.pelaku_nama', true), ''),
        v_entitas,
        kunci,
        case when TG_TABLE_NAME = 'produk' then (baris ->> 'id')::integer
          else (baris ->> 'id_produk')::integer end,
        v_label,
        v_aksi,
        beda
      );
      return null;
    end
    $fn$`.execute(db);

  await sql`
    create function etalase_riwayat_pasang(
      tabel text, entitas text, label text, abaikan text, rahasia text default '',
      kunci text default 'id', opsi text default ''
    ) returns void language plpgsql as $fn$
    begin
      execute format(
        'create trigger riwayat_catat after insert or update or delete on %I
         for each row execute function etalase_riwayat_catat(%L, %L, %L, %L, %L, %L)',
        tabel, entitas, label, abaikan, rahasia, kunci, opsi
      );
    end
    $fn$`.execute(db);

  const always = 'created_at,updated_at';
  const pasang = (
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
  await pasang('produk', 'produk', 'nama_produk', `${always},nama_cari,harga_diskon`);
  await pasang('warna', 'warna', 'warna', `${always},id_produk`);
  await pasang('ukuran', 'ukuran', 'ukuran', `${always},id_produk`);
  await pasang('produk_foto', 'foto', 'alt', `${always},id_produk`);
  await pasang(
    'ketersediaan',
    'ketersediaan',
    `concat_ws(' / ',
      (select w.warna from warna w where w.id = ($1 ->> 'id_warna')::integer),
      (select u.ukuran from ukuran u where u.id = ($1 ->> 'id_ukuran')::integer))`,
    'updated_at,id_produk',
    '',
    'id_produk,id_warna,id_ukuran',
    'gabung',
  );
  await pasang('testimoni', 'testimoni', 'nama_pembeli', always);
  await pasang('faq', 'faq', 'pertanyaan', always);
  await pasang('sinonim', 'sinonim', '', always);
  await pasang('sinonim_kata', 'sinonim_kata', 'kata', '', '', 'kata', 'gabung');
  await pasang('pengaturan', 'pengaturan', '', 'updated_at,updated_by');
  await pasang('users', 'pengguna', 'username', always, 'password_hash');
  // Visitors sign up and unsubscribe themselves: only the admin's marks and deletes are
  // history, and never the address or its unsubscribe secrets.
  await pasang(
    'promo',
    'promo',
    '',
    'created_at,persetujuan_at,persetujuan_versi,persetujuan_halaman',
    'email,token_berhenti,token_garam,token_lama',
    'id',
    'admin',
  );
}

const TABLES = [
  'produk',
  'warna',
  'ukuran',
  'produk_foto',
  'ketersediaan',
  'testimoni',
  'faq',
  'sinonim',
  'sinonim_kata',
  'pengaturan',
  'users',
  'promo',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger riwayat_catat on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function etalase_riwayat_pasang`.execute(db);
  await sql`drop function etalase_riwayat_catat`.execute(db);
  await sql`drop function etalase_riwayat_beda`.execute(db);
  await db.schema.dropTable('riwayat').execute();
}
