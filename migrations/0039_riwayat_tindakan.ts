import { sql, type Kysely } from 'kysely';

// History by action (docs/decisions/0022-history.md, "Actions"): every row one admin action
// writes (one procedure call, one request: a product saved in the editor, a bulk discount, a
// restore) carries the same `id_tindakan`, so Riwayat lists one entry per action, expandable to
// its rows. The app names the action in every transaction of that call (`etalase.tindakan`,
// db/pelaku.ts); a write with none (the seed, timers) gets one per transaction here. An undo
// ("Batalkan") names the action it undoes (`etalase.membatalkan`), stored on its rows: that
// action then reads "Dibatalkan". An action's first row is marked (`awal`), so the list without
// a filter on rows pages through one row per action, not through every row. Rows written before this migration are grouped by their
// transaction (txid and its start time, both already stored).
//
// A photo's name in history becomes its place ("Foto 2"), as the editor shows photos; its alt
// text is one of its fields.

/** etalase_riwayat_catat (migrations/0026), with or without the action's id and its undo. */
function catat(tindakan: boolean) {
  const declare = tindakan
    ? `v_tindakan uuid := nullif(current_setting('etalase.tindakan', true), '')::uuid;`
    : '';
  const name = tindakan
    ? `-- One id per action: the app's, or one for the rest of this transaction. The action's
      -- first row is its head (awal), looked up once per transaction of the action.
      if v_tindakan is null then
        v_tindakan := gen_random_uuid();
        perform set_config('etalase.tindakan', v_tindakan::text, true);
        v_awal := true;
      elsif current_setting('etalase.tindakan_awal', true) is distinct from v_tindakan::text then
        v_awal := not exists (select 1 from riwayat r where r.id_tindakan = v_tindakan);
      else
        v_awal := false;
      end if;
      perform set_config('etalase.tindakan_awal', v_tindakan::text, true);`
    : '';
  const columns = tindakan ? ', id_tindakan, membatalkan, awal' : '';
  const values = tindakan
    ? `, v_tindakan, nullif(current_setting('etalase.membatalkan', true), '')::uuid, v_awal`
    : '';
  // A head deleted by 'gabung' hands its mark to the action's next row (or, with none left,
  // to the next row the action writes).
  const passHead = tindakan
    ? `if terhapus.awal then
              update riwayat r set awal = true where r.id = (
                select min(o.id) from riwayat o where o.id_tindakan = terhapus.id_tindakan);
              if not found then perform set_config('etalase.tindakan_awal', '', true); end if;
            end if;`
    : '';
  const terhapusColumns = tindakan
    ? 'r.id, r.perubahan, r.awal, r.id_tindakan'
    : 'r.id, r.perubahan';
  return sql.raw(`
    create or replace function etalase_riwayat_catat() returns trigger language plpgsql as $fn$
    declare
      v_entitas text := TG_ARGV[0];
      label_dari text := nullif(TG_ARGV[1], '');
      abaikan text[] := coalesce(string_to_array(nullif(TG_ARGV[2], ''), ','), '{}');
      rahasia text[] := coalesce(string_to_array(nullif(TG_ARGV[3], ''), ','), '{}');
      kunci_kolom text[] := coalesce(string_to_array(nullif(TG_ARGV[4], ''), ','), '{id}');
      opsi text[] := coalesce(string_to_array(nullif(TG_ARGV[5], ''), ','), '{}');
      pelaku text := nullif(current_setting('etalase.pelaku', true), '');
      ${declare}
      ${tindakan ? 'v_awal boolean;' : ''}
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
        select ${terhapusColumns} into terhapus from riwayat r
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
            ${passHead}
          else
            update riwayat r set aksi = 'diubah', perubahan = beda, label = coalesce(v_label, r.label)
              where r.id = terhapus.id;
          end if;
          return null;
        end if;
      end if;
      ${name}
      insert into riwayat (id_pengguna, nama_pengguna, entitas, id_entitas, id_produk, label, aksi, perubahan${columns})
      values (
        pelaku::integer,
        nullif(current_setting('etalase.pelaku_nama', true), ''),
        v_entitas,
        kunci,
        case when TG_TABLE_NAME = 'produk' then (baris ->> 'id')::integer
          else (baris ->> 'id_produk')::integer end,
        v_label,
        v_aksi,
        beda${values}
      );
      return null;
    end
    $fn$`);
}

const pasangFoto = (db: Kysely<unknown>, label: string) =>
  sql`select etalase_riwayat_pasang('produk_foto', 'foto', ${label}, 'created_at,updated_at,id_produk')`.execute(
    db,
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table riwayat add column id_tindakan uuid, add column membatalkan uuid,
    add column awal boolean not null default false`.execute(db);
  // Before this, one transaction was one action; its rows share its id and its start (waktu).
  await sql`update riwayat set id_tindakan = md5(txid::text || '/' || waktu::text)::uuid`.execute(
    db,
  );
  await sql`alter table riwayat alter column id_tindakan set not null`.execute(db);
  await sql`update riwayat set awal = true
    where id in (select min(id) from riwayat group by id_tindakan)`.execute(db);
  // The list without a row filter pages through the actions' heads alone.
  await sql`create index riwayat_awal_idx on riwayat (id) where awal`.execute(db);
  // An action's rows; the entries an undo names.
  await db.schema
    .createIndex('riwayat_tindakan_idx')
    .on('riwayat')
    .columns(['id_tindakan', 'id'])
    .execute();
  await sql`create index riwayat_membatalkan_idx on riwayat (membatalkan) where membatalkan is not null`.execute(
    db,
  );
  await catat(true).execute(db);
  await sql`drop trigger riwayat_catat on produk_foto`.execute(db);
  await pasangFoto(db, `'Foto ' || (($1 ->> 'urutan')::integer + 1)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger riwayat_catat on produk_foto`.execute(db);
  await pasangFoto(db, 'alt');
  await catat(false).execute(db);
  await sql`alter table riwayat drop column awal, drop column membatalkan, drop column id_tindakan`.execute(
    db,
  );
}
