import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { createTestDatabase } from '../test/test-database.js';
import { migrateToLatest } from './migrate.js';

// migrations/0036 on a shop that already has mail (issue 29): a sign-up not yet confirmed whose
// welcome voucher nobody has tried to send gets the confirmation mail in its place and gives its
// code back; a code already mailed, or a confirmed sign-up's, stays; a stock-alert mail may now
// be shared by several requests.

describe('migrations/0036', () => {
  it('turns the untried welcome mail of an unconfirmed sign-up into its confirmation, and keeps sent codes', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const { db } = database;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      const before = await migrator.migrateTo('0035_search_pending_lists');
      expect(before.error).toBeUndefined();
      const signUp = async (email: string, code: string, confirmed: boolean) =>
        (
          await sql<{ id: number }>`insert into promo (email, token_berhenti, token_garam,
            kode_voucher, dikonfirmasi_at)
            values (${email}, ${`h-${email}`}, ${`g-${email}`}, ${code},
              ${confirmed ? new Date() : null})
            returning id`.execute(db)
        ).rows[0]?.id;
      const waiting = await signUp('menunggu@mail.com', 'HALO-AAAAAAAA', false);
      const sent = await signUp('terkirim@mail.com', 'HALO-BBBBBBBB', false);
      const confirmed = await signUp('konfirmasi@mail.com', 'HALO-CCCCCCCC', true);
      await sql`insert into surel (jenis, promo_id, penerima, subjek, status, percobaan)
        values ('voucher_sambutan', ${waiting}, 'menunggu@mail.com', 'V', 'menunggu', 0),
               ('voucher_sambutan', ${sent}, 'terkirim@mail.com', 'V', 'terkirim', 1),
               ('voucher_sambutan', ${confirmed}, 'konfirmasi@mail.com', 'V', 'menunggu', 0)
      `.execute(db);

      await migrateToLatest(db);

      const rows = await sql<{ email: string; kode_voucher: string | null; jenis: string }>`
        select p.email, p.kode_voucher, s.jenis from promo p join surel s on s.promo_id = p.id
        order by p.email`.execute(db);
      expect(rows.rows).toEqual([
        { email: 'konfirmasi@mail.com', kode_voucher: 'HALO-CCCCCCCC', jenis: 'voucher_sambutan' },
        { email: 'menunggu@mail.com', kode_voucher: null, jenis: 'konfirmasi_langganan' },
        { email: 'terkirim@mail.com', kode_voucher: 'HALO-BBBBBBBB', jenis: 'voucher_sambutan' },
      ]);
      // Two requests may now share one mail (one per address and product).
      const unique = await sql<{ n: string }>`
        select count(*) as n from pg_constraint where conname = 'kabar_stok_surel_id_key'`.execute(
        db,
      );
      expect(Number(unique.rows[0]?.n)).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
