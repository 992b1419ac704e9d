import type { Selectable } from 'kysely';
import type { ProdukTable } from '../../db/schema.js';
import { PRODUK_FOLDER, warnaFolder } from '../../images/folders.js';
import type { SampahKind } from '../../services/sampah/sampah-registry.js';
import { fotoOfProduk, restoreFoto, type FotoRow } from '../foto/foto.sampah.js';
import {
  restoreRequests,
  waitingRequestsWhere,
  type KabarStokRow,
} from '../kabar-stok/kabar-stok.sampah.js';
import { cellsWhere, restoreCells, type Cell } from '../ketersediaan/ketersediaan.sampah.js';
import { relinkTestimoni, testimoniIdsOfProduk } from '../testimoni/testimoni.sampah.js';
import { restoreUkuranRows, ukuranOfProduk, type UkuranRow } from '../ukuran/ukuran.sampah.js';
import { restoreWarnaRows, warnaOfProduk, type WarnaRow } from '../warna/warna.sampah.js';

type Produk = Omit<Selectable<ProdukTable>, 'nama_cari' | 'harga_diskon'>;

export interface ProdukSnapshot {
  produk: Produk;
  warna: WarnaRow[];
  ukuran: UkuranRow[];
  foto: FotoRow[];
  ketersediaan: Cell[];
  /** Testimonials that named it (their link is cleared on delete, set again on restore). */
  testimoni: number[];
  /** Visitors' back-in-stock requests still waiting (absent in snapshots made before them). */
  kabarStok?: KabarStokRow[];
}

/**
 * A product in Sampah with everything its delete cascades to: colours, sizes, photos, cells,
 * waiting requests, and the links of the testimonials that named it.
 */
export const produkSampah: SampahKind<ProdukSnapshot> = {
  async take(trx, id) {
    const row = await trx
      .selectFrom('produk')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    // The generated columns are made again on insert.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { nama_cari, harga_diskon, ...fields } = row;
    const warna = await warnaOfProduk(trx, id);
    const ukuran = await ukuranOfProduk(trx, id);
    const foto = await fotoOfProduk(trx, id);
    const ketersediaan = await cellsWhere(trx, 'id_produk', id);
    const kabarStok = await waitingRequestsWhere(trx, 'id_produk', id);
    const testimoni = await testimoniIdsOfProduk(trx, id);
    await trx.deleteFrom('produk').where('id', '=', id).execute();
    const files = new Set([
      `${PRODUK_FOLDER}/${row.foto_produk}`,
      ...foto.map((f) => `${PRODUK_FOLDER}/${f.foto}`),
      ...warna.map((w) => `${warnaFolder(id)}/${w.foto}`),
    ]);
    return {
      isi: { produk: fields, warna, ukuran, foto, ketersediaan, testimoni, kabarStok },
      label: row.nama_produk,
      berkas: [...files],
    };
  },
  async restore(trx, isi) {
    await trx.insertInto('produk').values(isi.produk).execute();
    await restoreWarnaRows(trx, isi.warna);
    await restoreUkuranRows(trx, isi.ukuran);
    await restoreFoto(trx, isi.foto);
    await restoreCells(trx, isi.ketersediaan);
    await restoreRequests(trx, isi.kabarStok);
    await relinkTestimoni(trx, isi.testimoni, isi.produk.id);
  },
};
