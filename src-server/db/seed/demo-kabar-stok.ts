import { KABAR_STOK_CONSENT } from '../../../src/shared/kabar-stok.js';
import { insertKabarStok } from '../../modules/kabar-stok/kabar-stok.queries.js';
import type { UnsubscribeTokens } from '../../services/outbox/unsubscribe-token.js';
import type { Db } from '../connect.js';

// A few back-in-stock requests on the demo's sold-out sizes (demo-data.ts demoKetersediaan), so
// a fresh start shows "menunggu" in the availability grid (docs/product.md §12 Kabar stok).
// Reserved example.com addresses: their mails, once the sizes are Tersedia, reach nobody.
export const demoKabarStok = [
  {
    produk: 'Baju Koko Anak Zaid Lengan Panjang',
    warna: 'Navy',
    ukuran: 'XL',
    email: 'bunda.aisyah@example.com',
  },
  {
    produk: 'Baju Koko Anak Zaid Lengan Panjang',
    warna: 'Navy',
    ukuran: 'XL',
    email: 'ummi.zahra@example.com',
  },
  {
    produk: 'Baju Koko Anak Zaid Lengan Panjang',
    warna: 'Navy',
    ukuran: 'XXL',
    email: 'ayah.fikri@example.com',
  },
  {
    produk: 'Gamis Anak Aisyah Motif Bunga',
    warna: 'Dusty Pink',
    ukuran: 'M',
    email: 'ummu.hana@example.com',
  },
] as const;

/** Answers how many requests were recorded (each names a cell the demo marks Habis). */
export async function seedDemoKabarStok(db: Db, tokens: UnsubscribeTokens): Promise<number> {
  let recorded = 0;
  for (const request of demoKabarStok) {
    const cell = await db
      .selectFrom('ketersediaan as k')
      .innerJoin('produk as p', 'p.id', 'k.id_produk')
      .innerJoin('warna as w', 'w.id', 'k.id_warna')
      .innerJoin('ukuran as u', 'u.id', 'k.id_ukuran')
      .select(['k.id_produk', 'k.id_warna', 'k.id_ukuran'])
      .where('p.nama_produk', '=', request.produk)
      .where('w.warna', '=', request.warna)
      .where('u.ukuran', '=', request.ukuran)
      .where('k.tersedia', '=', false)
      .executeTakeFirst();
    if (!cell || cell.id_ukuran === null) continue;
    const result = await insertKabarStok(
      db,
      {
        idProduk: cell.id_produk,
        idWarna: cell.id_warna,
        idUkuran: cell.id_ukuran,
        email: request.email,
        consent: { version: KABAR_STOK_CONSENT.version, page: `/detail/${cell.id_produk}` },
      },
      tokens,
    );
    if (result === 'tercatat') recorded += 1;
  }
  return recorded;
}
