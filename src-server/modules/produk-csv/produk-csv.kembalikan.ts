import type { KetersediaanRow } from '../../../src/shared/schemas/ketersediaan.js';
import type { Db } from '../../db/connect.js';
import {
  cannotRevert,
  produkOf,
  valuesBefore,
  type KembalikanKind,
  type RevertRow,
} from '../../services/riwayat/kembalikan.js';
import { moveToSampah, restoreInTransaction } from '../../services/sampah/sampah.queries.js';
import { replaceCellsMany } from '../ketersediaan/ketersediaan.queries.js';
import { revertProdukFields } from '../produk/produk.kembalikan.js';
import { findWarna, updateWarna } from '../warna/warna.queries.js';
import { readSnapshots } from './produk-csv.queries.js';

// A CSV import taken back from Riwayat ("Kembalikan", services/riwayat/kembalikan.ts), through
// each owner's writer: the products' fields, the colours' codes and the grid's marks as they
// were. A product the import created goes to Sampah (the owner may restore it from there); a
// revert of that revert restores it. Any admin's, as the import is (produk-csv.router.ts).

type Who = { id: number; username: string };

/** The mark a grid row of history names: `id_produk/id_warna/id_ukuran`, '-' for none. */
function cellOf(idEntitas: string): { idProduk: number; key: string } {
  const [produk = '', warna = '-', ukuran = '-'] = idEntitas.split('/');
  return { idProduk: Number(produk), key: `${warna}/${ukuran}` };
}

const keyOf = (cell: KetersediaanRow) => `${cell.id_warna ?? '-'}/${cell.id_ukuran ?? '-'}`;

/** The marks of each product `rows` marked, as they were before them (the rest as they are). */
async function revertCells(trx: Db, rows: RevertRow[]): Promise<void> {
  const marks = rows.filter((row) => row.entitas === 'ketersediaan');
  if (marks.length === 0) return;
  const snapshots = await readSnapshots(trx, produkOf(marks));
  const grids = new Map<number, Map<string, KetersediaanRow>>();
  for (const [id, snapshot] of snapshots) {
    grids.set(id, new Map(snapshot.cells.map((cell) => [keyOf(cell), cell])));
  }
  for (const row of marks) {
    const { idProduk, key } = cellOf(row.idEntitas);
    const grid = grids.get(idProduk);
    if (!grid) throw cannotRevert();
    if (row.aksi === 'dibuat') {
      grid.delete(key);
      continue;
    }
    const [warna, ukuran] = key.split('/').map((part) => (part === '-' ? null : Number(part)));
    const now = grid.get(key) ?? {
      id_warna: warna ?? null,
      id_ukuran: ukuran ?? null,
      tersedia: true,
      stok: null,
    };
    const before = { ...now };
    for (const [kolom, change] of Object.entries(row.perubahan)) {
      if (change === null || (kolom !== 'tersedia' && kolom !== 'stok')) throw cannotRevert();
      Object.assign(before, { [kolom]: change[0] });
    }
    grid.set(key, before);
  }
  await replaceCellsMany(
    trx,
    [...grids].map(([idProduk, grid]) => ({ idProduk, cells: [...grid.values()] })),
  );
}

/** The colours' names and codes as they were. */
async function revertWarna(trx: Db, rows: RevertRow[]): Promise<void> {
  for (const { id, fields } of valuesBefore(rows, 'warna')) {
    const now = await findWarna(trx, id);
    if (!now || Object.keys(fields).some((k) => k !== 'warna' && k !== 'kode_warna')) {
      throw cannotRevert();
    }
    const warna = typeof fields.warna === 'string' ? fields.warna : now.warna;
    const kode = 'kode_warna' in fields ? fields.kode_warna : now.kode_warna;
    await updateWarna(trx, id, { warna, kode_warna: typeof kode === 'string' ? kode : '' });
  }
}

/**
 * Products created go to Sampah; products a revert sent there come back. Rows of what hangs on
 * them (their colours, sizes, marks) go and come with them.
 */
async function revertCreated(trx: Db, rows: RevertRow[], who: Who): Promise<Set<number>> {
  const moved = new Set<number>();
  for (const row of rows) {
    if (row.entitas !== 'produk') continue;
    const id = Number(row.idEntitas);
    if (row.aksi === 'dibuat') {
      if (!(await moveToSampah(trx, 'produk', id, who))) throw cannotRevert();
      moved.add(id);
    } else if (row.aksi === 'dihapus') {
      const trashed = await trx
        .selectFrom('sampah')
        .select('id')
        .where('jenis', '=', 'produk')
        .where('id_entitas', '=', id)
        .executeTakeFirst();
      if (!trashed || !(await restoreInTransaction(trx, trashed.id))) throw cannotRevert();
      moved.add(id);
    }
  }
  return moved;
}

export const produkCsvKembalikan: KembalikanKind = {
  access: 'admin',
  lock: async (trx, rows) => {
    await readSnapshots(trx, produkOf(rows), { lock: true });
  },
  revert: async (trx, rows, who) => {
    const moved = await revertCreated(trx, rows, who);
    const rest = rows.filter((row) => row.idProduk === null || !moved.has(row.idProduk));
    if (rest.some((row) => !['produk', 'warna', 'ketersediaan'].includes(row.entitas))) {
      throw cannotRevert();
    }
    await revertProdukFields(
      trx,
      rest.filter((row) => row.entitas === 'produk'),
    );
    await revertWarna(trx, rest);
    await revertCells(trx, rest);
  },
};
