import { randomUUID } from 'node:crypto';
import { copy } from '../../../src/shared/copy.js';
import type {
  ProdukEditorData,
  ProdukEditorDraft,
  WarnaFotoInput,
} from '../../../src/shared/schemas/produk-editor.js';
import { swatchColour } from '../../../src/shared/warna-swatch.js';
import type { Db } from '../../db/connect.js';
import { PRODUK_FOLDER, warnaFolder } from '../../images/folders.js';
import { stageCopyOf } from '../../images/staged-images.js';
import type { Storage } from '../../storage/storage.js';
import { ensureMainFotoRow, listFotoByProduk } from '../foto/foto.queries.js';
import { readGrid } from '../ketersediaan/ketersediaan.queries.js';
import { findProdukById } from '../produk/produk.queries.js';
import { listUkuranByProduk } from '../ukuran/ukuran.queries.js';
import { listWarnaByProduk } from '../warna/warna.queries.js';

// What the product editor opens (docs/product.md §5 Editor produk): a product whole, or a copy
// of one as a new product's starting point.

/**
 * A product with its photos, colours, sizes and marked cells; undefined when it does not exist.
 * A product written straight into the database (the benchmark's, an old import) gets its main
 * photo as its first photo row here, so that the editor has a photo to keep.
 */
export async function readProdukEditor(db: Db, id: number): Promise<ProdukEditorData | undefined> {
  return db.transaction().execute(async (trx) => {
    const produk = await findProdukById(trx, id);
    if (!produk) return undefined;
    await ensureMainFotoRow(trx, id);
    const grid = await readGrid(trx, id);
    return {
      produk,
      foto: await listFotoByProduk(trx, id),
      warna: await listWarnaByProduk(trx, id),
      ukuran: await listUkuranByProduk(trx, id),
      ketersediaan: grid?.cells ?? [],
    };
  });
}

const newStagedName = () => `${randomUUID()}.webp`;

/**
 * "Duplikat": the product's details under a new name, its photos and colour photos copied into
 * the editor's staging area (a photo whose file is gone is left out), and its colours, sizes
 * and marks keyed for the new product. Nothing is written to the catalogue.
 */
export async function draftFromProduk(
  db: Db,
  storage: Storage,
  id: number,
): Promise<ProdukEditorDraft | undefined> {
  const source = await readProdukEditor(db, id);
  if (!source) return undefined;
  const { nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori } = source.produk;
  const { link_shopee, link_tokopedia, link_tiktok } = source.produk;
  const fields = {
    ...{ nama_produk, harga, diskon, jumlah_terjual, deskripsi_produk, kategori },
    ...{ link_shopee, link_tokopedia, link_tiktok },
    // A copy is prepared before it is shown (docs/product.md §11).
    ...{ status: 'draf' as const, tayang_mulai: null, tayang_sampai: null },
  };
  const warnaKey = (idWarna: number | null) => (idWarna === null ? null : `w${idWarna}`);
  const ukuranKey = (idUkuran: number | null) => (idUkuran === null ? null : `u${idUkuran}`);

  const foto: ProdukEditorDraft['foto'] = [];
  const placeOfFile = new Map<string, number>();
  for (const f of source.foto) {
    const berkas = newStagedName();
    if (!(await stageCopyOf(storage, PRODUK_FOLDER, f.foto, berkas))) continue;
    placeOfFile.set(f.foto, foto.length);
    foto.push({ berkas, alt: f.alt, warna: warnaKey(f.id_warna) });
  }

  const warna: ProdukEditorDraft['warna'] = [];
  for (const w of source.warna) {
    // A colour whose photo is one of the product's photos keeps pointing at it.
    const place = placeOfFile.get(w.foto);
    let fotoInput: WarnaFotoInput | undefined =
      place === undefined ? undefined : { sumber: 'foto', ke: place };
    if (!fotoInput) {
      const berkas = newStagedName();
      if (await stageCopyOf(storage, warnaFolder(id), w.foto, berkas)) {
        fotoInput = { sumber: 'berkas', berkas };
      }
    }
    if (!fotoInput) continue;
    warna.push({
      key: `w${w.id}`,
      warna: w.warna,
      kode_warna: swatchColour(w.kode_warna, w.warna),
      foto: fotoInput,
    });
  }
  const kept = new Set(warna.map((w) => w.key));

  return {
    dari: { id, nama_produk },
    produk: { ...fields, nama_produk: copy.produk.duplicateName(nama_produk) },
    foto: foto.map((f) => ({
      ...f,
      warna: f.warna !== null && kept.has(f.warna) ? f.warna : null,
    })),
    warna,
    ukuran: source.ukuran.map((u) => ({
      key: `u${u.id}`,
      usia: u.usia,
      ukuran: u.ukuran,
      panjang_atasan: u.panjang_atasan,
      panjang_tangan: u.panjang_tangan,
      panjang_bawahan: u.panjang_bawahan,
      lingkar_dada: u.lingkar_dada,
    })),
    ketersediaan: source.ketersediaan
      .filter((c) => c.id_warna === null || kept.has(`w${c.id_warna}`))
      .map((c) => ({
        warna: warnaKey(c.id_warna),
        ukuran: ukuranKey(c.id_ukuran),
        tersedia: c.tersedia,
        stok: c.stok,
      })),
  };
}
