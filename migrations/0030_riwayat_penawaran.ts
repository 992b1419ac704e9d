import { sql, type Kysely } from 'kysely';

// History (migrations/0026) on what came after it: the special offers and the products each
// holds (0028), and the newsletter's confirmation token (0029), which, like the other tokens, is
// named in history without its value.
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

const PROMO_SECRETS = 'email,token_berhenti,token_garam,token_lama';

export async function up(db: Kysely<unknown>): Promise<void> {
  await pasang(db, 'penawaran', 'penawaran', 'nama', 'created_at,updated_at');
  // An offer's products are saved by replacing them: one change, not a delete and an insert.
  await pasang(
    db,
    'penawaran_produk',
    'penawaran_produk',
    `(select p.nama_produk from produk p where p.id = ($1 ->> 'id_produk')::integer)`,
    '',
    '',
    'id_penawaran,id_produk',
    'gabung',
  );
  await sql`drop trigger riwayat_catat on promo`.execute(db);
  await pasang(
    db,
    'promo',
    'promo',
    '',
    'created_at,persetujuan_at,persetujuan_versi,persetujuan_halaman',
    `${PROMO_SECRETS},token_konfirmasi`,
    'id',
    'admin',
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger riwayat_catat on penawaran_produk`.execute(db);
  await sql`drop trigger riwayat_catat on penawaran`.execute(db);
  await sql`drop trigger riwayat_catat on promo`.execute(db);
  await pasang(
    db,
    'promo',
    'promo',
    '',
    'created_at,persetujuan_at,persetujuan_versi,persetujuan_halaman',
    PROMO_SECRETS,
    'id',
    'admin',
  );
}
