import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { UkuranTable } from '../../db/schema.js';
import { requireProduk, withProdukName } from '../../services/sampah/sampah-parent.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';
import {
  restoreRequests,
  waitingRequestsWhere,
  type KabarStokRow,
} from '../kabar-stok/kabar-stok.sampah.js';
import { cellsWhere, restoreCells, type Cell } from '../ketersediaan/ketersediaan.sampah.js';

export type UkuranRow = Selectable<UkuranTable>;

export interface UkuranSnapshot {
  ukuran: UkuranRow;
  ketersediaan: Cell[];
  kabarStok?: KabarStokRow[];
}

export function ukuranOfProduk(trx: Db, idProduk: number): Promise<UkuranRow[]> {
  return trx
    .selectFrom('ukuran')
    .selectAll()
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
}

export async function restoreUkuranRows(trx: Db, rows: UkuranRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('ukuran').values(rows).execute();
}

/** A size in Sampah, with its cells and the requests waiting on it; its product comes first. */
export const ukuranSampah: SampahKind<UkuranSnapshot> = {
  async take(trx, id) {
    const row = await trx
      .selectFrom('ukuran')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const ketersediaan = await cellsWhere(trx, 'id_ukuran', id);
    const kabarStok = await waitingRequestsWhere(trx, 'id_ukuran', id);
    await trx.deleteFrom('ukuran').where('id', '=', id).execute();
    return {
      isi: { ukuran: row, ketersediaan, kabarStok },
      label: await withProdukName(trx, row.id_produk, `${row.ukuran} (${row.usia})`),
      berkas: [],
    };
  },
  async restore(trx, isi) {
    await requireProduk(trx, isi.ukuran.id_produk);
    await restoreUkuranRows(trx, [isi.ukuran]);
    await restoreCells(trx, isi.ketersediaan);
    await restoreRequests(trx, isi.kabarStok);
  },
};
