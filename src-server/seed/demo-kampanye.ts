import { sql } from 'kysely';
import { MAIN_ADMIN_ID } from '../../src/shared/roles.js';
import { newVoucherCode } from '../modules/promo/voucher-code.js';
import { withoutHistory } from '../services/riwayat/riwayat.queries.js';
import type { Db } from '../db/connect.js';
import { listedSql } from '../db/produk-tayang.js';

// The campaign a fresh demo shows (docs/decisions/0029): one sent six days ago to the shop's
// (imagined) subscribers, with its results (sent, failed, skipped, unsubscribed since) and the
// clicks on its products, so Kampanye shows what a campaign tells afterwards. Its addresses are
// not in the demo (they were never real), only its counts, as the demo's visits are; and one
// demo subscriber is confirmed, so a new campaign has someone to go to.

const DAY_MS = 24 * 60 * 60 * 1000;
const CONFIRMED_DEMO_SUBSCRIBER = 'ummu.hana@example.com';

/** Clicks per product of the campaign (in its order), then on its link to the shop. */
const KLIK_PRODUK = [9, 5, 3];
const KLIK_TOKO = 4;

export async function seedDemoKampanye(db: Db, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await withoutHistory(trx);
    // Confirmed eight days ago: its voucher made then, its confirmation mail long gone.
    const confirmed = await trx
      .updateTable('promo')
      .set({ dikonfirmasi_at: new Date(now - 8 * DAY_MS), kode_voucher: newVoucherCode() })
      .where('email', '=', CONFIRMED_DEMO_SUBSCRIBER)
      .returning('id')
      .execute();
    if (confirmed.length > 0) {
      await trx
        .deleteFrom('surel')
        .where(
          'promo_id',
          'in',
          confirmed.map((r) => r.id),
        )
        .where('jenis', '=', 'konfirmasi_langganan')
        .execute();
    }
    const produk = await trx
      .selectFrom('produk')
      .select('id')
      .where(listedSql())
      .orderBy('jumlah_terjual', 'desc')
      .limit(KLIK_PRODUK.length)
      .execute();
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', MAIN_ADMIN_ID)
      .executeTakeFirst();
    const sentAt = new Date(now - 6 * DAY_MS);
    const kampanye = await trx
      .insertInto('kampanye')
      .values({
        subjek: 'Koleksi Lebaran sudah datang, Bunda!',
        isi:
          'Assalamualaikum, Bunda!\n\n' +
          'Gamis dan koko Lebaran tahun ini sudah bisa dipesan. Bahannya adem, jahitannya rapi, ' +
          'warnanya ceria untuk foto keluarga.\n\n' +
          'Pesan sebelum akhir bulan agar sampai tepat waktu. Stok ukuran favorit terbatas.',
        status: 'dikirim',
        jumlah_penerima: 48,
        terkirim: 46,
        gagal: 1,
        dilewati: 1,
        berhenti: 2,
        dibuat_oleh: admin?.id ?? null,
        dikirim_oleh: admin?.id ?? null,
        dikirim_at: sentAt,
        created_at: new Date(now - 7 * DAY_MS),
        updated_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (produk.length > 0) {
      await trx
        .insertInto('kampanye_produk')
        .values(produk.map((p, urutan) => ({ id_kampanye: kampanye.id, id_produk: p.id, urutan })))
        .execute();
    }
    // The clicks, over the days after the send (most on the first).
    const clicks = [
      ...produk.flatMap((p, index) =>
        Array.from({ length: KLIK_PRODUK[index] ?? 0 }, () => p.id as number | null),
      ),
      ...Array.from({ length: KLIK_TOKO }, () => null),
    ];
    if (clicks.length > 0) {
      await trx
        .insertInto('kampanye_klik')
        .values(
          clicks.map((idProduk, index) => ({
            id_kampanye: kampanye.id,
            id_produk: idProduk,
            hari: sql<string>`(${sentAt.toISOString()}::timestamptz + ${`${index % 3} days`}::interval)::date`,
          })),
        )
        .execute();
    }
  });
}
