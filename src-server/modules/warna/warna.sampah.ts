import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { WarnaTable } from '../../db/schema.js';
import { warnaFolder } from '../../images/folders.js';
import { requireProduk, withProdukName } from '../../services/sampah/sampah-parent.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';
import { fotoIdsOfWarna, relinkFotoWarna } from '../foto/foto.sampah.js';
import {
  restoreRequests,
  waitingRequestsWhere,
  type KabarStokRow,
} from '../kabar-stok/kabar-stok.sampah.js';
import { cellsWhere, restoreCells, type Cell } from '../ketersediaan/ketersediaan.sampah.js';

export type WarnaRow = Selectable<WarnaTable>;

export interface WarnaSnapshot {
  warna: WarnaRow;
  ketersediaan: Cell[];
  kabarStok?: KabarStokRow[];
  /** The product's photos that showed this colour (their link is cleared on delete). */
  foto: number[];
}

export function warnaOfProduk(trx: Db, idProduk: number): Promise<WarnaRow[]> {
  return trx
    .selectFrom('warna')
    .selectAll()
    .where('id_produk', '=', idProduk)
    .orderBy('id')
    .execute();
}

export async function restoreWarnaRows(trx: Db, rows: WarnaRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('warna').values(rows).execute();
}

/** A colour in Sampah, with its cells, requests and photo links; its product comes first. */
export const warnaSampah: SampahKind<WarnaSnapshot> = {
  async take(trx, id) {
    const row = await trx
      .selectFrom('warna')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const ketersediaan = await cellsWhere(trx, 'id_warna', id);
    const kabarStok = await waitingRequestsWhere(trx, 'id_warna', id);
    const foto = await fotoIdsOfWarna(trx, id);
    await trx.deleteFrom('warna').where('id', '=', id).execute();
    return {
      isi: { warna: row, ketersediaan, foto, kabarStok },
      label: await withProdukName(trx, row.id_produk, row.warna),
      berkas: [`${warnaFolder(row.id_produk)}/${row.foto}`],
    };
  },
  async restore(trx, isi) {
    await requireProduk(trx, isi.warna.id_produk);
    await restoreWarnaRows(trx, [isi.warna]);
    await restoreCells(trx, isi.ketersediaan);
    await restoreRequests(trx, isi.kabarStok);
    await relinkFotoWarna(trx, isi.foto, isi.warna);
  },
};
