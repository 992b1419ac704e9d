import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { createTestDatabase } from '../test/test-database.js';
import { migrateToLatest } from './migrate.js';

/** The database functions of migrations/, each called by a statement, a trigger or an index. */
const FUNCTIONS = [
  'etalase_index_produk_words',
  'etalase_kampanye_berhenti',
  'etalase_kampanye_tandai',
  'etalase_name_words',
  'etalase_riwayat_beda',
  'etalase_riwayat_catat',
  'etalase_riwayat_pasang',
  'etalase_search_text',
  'etalase_unindex_produk_words',
];

describe('migrateToLatest', () => {
  it('builds every table on an empty database, and a second run is a no-op', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const first = await migrateToLatest(database.db);
      expect(first.map((r) => [r.migrationName, r.status])).toEqual(
        Object.keys(migrations).map((name) => [name, 'Success']),
      );
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
        order by table_name`.execute(database.db);
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        'cadangan',
        'cadangan_pengaturan',
        'diskon',
        'diskon_produk',
        'faq',
        'gambar_demo_tertunda',
        'jadwal_tayang',
        'kabar_stok',
        'kabar_stok_alamat',
        'kampanye',
        'kampanye_klik',
        'kampanye_produk',
        'kata_pencarian',
        'ketersediaan',
        'klik_keluar',
        'penawaran',
        'penawaran_produk',
        'pencarian_harian',
        'pencarian_kosong',
        'pengaturan',
        'produk',
        'produk_dilihat',
        'produk_foto',
        'produk_kata',
        'promo',
        'riwayat',
        'riwayat_tindakan',
        'sampah',
        'sessions',
        'sinonim',
        'sinonim_kata',
        'surel',
        'testimoni',
        'ukuran',
        'users',
        'warna',
      ]);
      const index = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where indexname = 'produk_nama_trgm_idx'`.execute(
        database.db,
      );
      expect(index.rows[0]?.indexdef).toMatch(/gin .*gin_trgm_ops/);
      // etalase_word_matches (0001) went in 0020: search reads the word dictionary instead.
      const functions = await sql<{ proname: string }>`
        select proname from pg_proc
        where pronamespace = 'public'::regnamespace and proname like 'etalase%'
        order by proname`.execute(database.db);
      expect(functions.rows.map((r) => r.proname)).toEqual(FUNCTIONS);

      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('leaves a schema at its latest migration alone, and still refuses one that ran another', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      // Up to date: the Migrator is not asked, so its lock table is not made again.
      await sql`drop table kysely_migration_lock`.execute(db);
      expect(await migrateToLatest(db)).toEqual([]);
      const lockTable = await sql<{ present: boolean }>`
        select to_regclass('kysely_migration_lock') is not null as present`.execute(db);
      expect(lockTable.rows[0]?.present).toBe(false);

      // A migration this code does not know: the Migrator is asked, and says so.
      await sql`insert into kysely_migration (name, timestamp)
        values ('9999_from_a_newer_version', ${new Date().toISOString()})`.execute(db);
      await expect(migrateToLatest(db)).rejects.toThrow(/9999_from_a_newer_version/);
    } finally {
      await database.close();
    }
  });

  it('enforces the data rules of docs/architecture.md §3 in the database itself', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      const base = {
        nama_produk: 'X',
        harga: 1000,
        diskon: 0,
        jumlah_terjual: 0,
        deskripsi_produk: '',
        kategori: 'atasan',
        foto_produk: 'x.webp',
      };
      await expect(
        db
          .insertInto('produk')
          .values({ ...base, harga: -1 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('produk')
          .values({ ...base, diskon: 101 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('produk')
          .values({ ...base, jumlah_terjual: -5 })
          .execute(),
      ).rejects.toThrow();
      // A status is one of three, and a schedule ends after it starts (migrations/0024).
      await expect(
        db
          .insertInto('produk')
          .values({ ...base, status: 'arsip' as 'draf' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .insertInto('produk')
          .values({
            ...base,
            tayang_mulai: new Date('2026-12-12T00:00:00Z'),
            tayang_sampai: new Date('2026-12-11T00:00:00Z'),
          })
          .execute(),
      ).rejects.toThrow();
      const { id } = await db
        .insertInto('produk')
        .values(base)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('warna')
        .values({ id_produk: id, warna: 'Merah', foto: 'm.webp' })
        .execute();
      await db
        .insertInto('ukuran')
        .values({ id_produk: id, usia: '1 tahun', ukuran: 'S' })
        .execute();
      const { id: testimoniId } = await db
        .insertInto('testimoni')
        .values({
          nama_pembeli: 'A',
          deskripsi_testimoni: 'B',
          sumber_testimoni: 'shopee',
          foto_testimoni: 't.webp',
          id_produk: id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(
        db
          .insertInto('testimoni')
          .values({
            nama_pembeli: 'A',
            deskripsi_testimoni: 'B',
            sumber_testimoni: 'lazada' as 'shopee',
            foto_testimoni: 't.webp',
          })
          .execute(),
      ).rejects.toThrow();

      await db.insertInto('promo').values({ email: 'a@b.co' }).execute();
      await expect(
        db.insertInto('promo').values({ email: 'A@B.CO' }).execute(),
      ).rejects.toMatchObject({ code: '23505' });

      // Deleting a product takes its colours and sizes along and unlinks its testimonials.
      await db.deleteFrom('produk').where('id', '=', id).execute();
      expect(await db.selectFrom('warna').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('ukuran').selectAll().execute()).toEqual([]);
      const testimoni = await db
        .selectFrom('testimoni')
        .select('id_produk')
        .where('id', '=', testimoniId)
        .executeTakeFirstOrThrow();
      expect(testimoni.id_produk).toBeNull();
    } finally {
      await database.close();
    }
  });
});
