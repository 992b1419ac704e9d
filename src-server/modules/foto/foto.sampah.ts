import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { ProdukFotoTable } from '../../db/schema.js';

// A product's photos in Sampah snapshots (services/sampah): taken with their product and put
// back with it; a colour's delete clears the link of the photos that showed it.

export type FotoRow = Selectable<ProdukFotoTable>;

export function fotoOfProduk(trx: Db, idProduk: number): Promise<FotoRow[]> {
  return trx
    .selectFrom('produk_foto')
    .selectAll()
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
}

export async function restoreFoto(trx: Db, rows: FotoRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('produk_foto').values(rows).execute();
}

/** The photos that show a colour (their link is cleared when the colour goes to Sampah). */
export async function fotoIdsOfWarna(trx: Db, idWarna: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('produk_foto')
    .select('id')
    .where('id_warna', '=', idWarna)
    .orderBy('id')
    .execute();
  return rows.map((f) => f.id);
}

/** Shows the colour on those photos again, where no other colour took their link since. */
export async function relinkFotoWarna(
  trx: Db,
  ids: number[],
  warna: { id: number; id_produk: number },
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('produk_foto')
    .set({ id_warna: warna.id })
    .where('id', 'in', ids)
    .where('id_produk', '=', warna.id_produk)
    .where('id_warna', 'is', null)
    .execute();
}
