import { sql } from 'kysely';
import { MAIN_ADMIN_ID } from '../../src/shared/roles.js';
import type { Db } from '../db/connect.js';

// The history a fresh demo shows (docs/product.md §12 Riwayat): the catalogue itself goes in
// without history (withoutHistory), then a few edits the main admin "made" over the last days:
// a price lowered, a marketplace link corrected, a discount set, an FAQ answer reworded. Each
// row first takes its older value unrecorded and then its demo value recorded, so the catalogue
// ends exactly as the demo defines it.

const HOUR_MS = 60 * 60 * 1000;

/** Runs in the seed's transaction `trx`, after the catalogue's rows are in. */
export async function seedDemoRiwayat(trx: Db, now: number): Promise<void> {
  const admin = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', MAIN_ADMIN_ID)
    .executeTakeFirst();
  if (!admin) return;
  const produk = await trx
    .selectFrom('produk')
    .select(['id', 'harga', 'diskon', 'link_shopee'])
    .orderBy('id')
    .limit(3)
    .execute();
  const faq = await trx
    .selectFrom('faq')
    .select(['id', 'jawaban'])
    .orderBy('id')
    .limit(1)
    .execute();
  const [first, second, third] = produk;
  const [answer] = faq;

  // The older values, unrecorded (history is still off in the seed's transaction).
  if (first) await setProduk(trx, first.id, { harga: first.harga + 15_000 });
  if (second) await setProduk(trx, second.id, { link_shopee: 'https://shopee.co.id/etalase.kids' });
  if (third) await setProduk(trx, third.id, { diskon: 0 });
  if (answer) {
    await trx.updateTable('faq').set({ jawaban: 'Bisa.' }).where('id', '=', answer.id).execute();
  }

  await sql`select set_config('etalase.riwayat', '', true),
    set_config('etalase.pelaku', ${String(admin.id)}, true),
    set_config('etalase.pelaku_nama', ${admin.username}, true)`.execute(trx);
  const since =
    (
      await trx
        .selectFrom('riwayat')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0;
  // Each edit its own action, as if made on its own day (migrations/0039).
  const nextAction = () =>
    sql`select set_config('etalase.tindakan', gen_random_uuid()::text, true)`.execute(trx);
  await nextAction();
  if (first) await setProduk(trx, first.id, { harga: first.harga });
  await nextAction();
  if (second) await setProduk(trx, second.id, { link_shopee: second.link_shopee });
  await nextAction();
  if (third) await setProduk(trx, third.id, { diskon: third.diskon });
  await nextAction();
  if (answer) {
    await trx
      .updateTable('faq')
      .set({ jawaban: answer.jawaban })
      .where('id', '=', answer.id)
      .execute();
  }
  // Spread over the last days, oldest first, as the owner would have made them.
  const entries = await trx
    .selectFrom('riwayat')
    .select('id')
    .where('id', '>', since)
    .orderBy('id')
    .execute();
  for (const [index, entry] of entries.entries()) {
    const at = new Date(now - (entries.length - index) * 27 * HOUR_MS);
    await trx.updateTable('riwayat').set({ waktu: at }).where('id', '=', entry.id).execute();
  }
}

function setProduk(
  trx: Db,
  id: number,
  values: { harga?: number; diskon?: number; link_shopee?: string | null },
) {
  return trx.updateTable('produk').set(values).where('id', '=', id).execute();
}
