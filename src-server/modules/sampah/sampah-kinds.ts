import { TRPCError } from '@trpc/server';
import { sql, type Selectable } from 'kysely';
import { messages } from '../../../src/shared/messages.js';
import type { SampahJenis } from '../../../src/shared/schemas/sampah.js';
import type { Db } from '../../db/connect.js';
import type {
  FaqTable,
  KabarStokTable,
  KetersediaanTable,
  PenawaranProdukTable,
  PenawaranTable,
  ProdukFotoTable,
  ProdukTable,
  TestimoniTable,
  UkuranTable,
  WarnaTable,
} from '../../db/schema.js';
import {
  PENAWARAN_FOLDER,
  PRODUK_FOLDER,
  TESTIMONI_FOLDER,
  warnaFolder,
} from '../../images/folders.js';

// What each kind of row takes into Sampah and how it comes back (docs/decisions/0021): one
// entry per kind. `take` reads the row and everything deleted with it (the foreign keys'
// cascades) and deletes them, in the caller's transaction; `restore` puts them back with their
// ids, or refuses with a 409 naming why. Snapshots are JSON: instants come back as ISO strings,
// which the columns take as they are. The statements read the other modules' tables directly:
// a snapshot is of rows, whatever module writes them.

export interface Taken<S> {
  isi: S;
  /** How the admin names it in Sampah and in the undo toast. */
  label: string;
  /** The storage keys (`folder/file`) its rows name, kept until the purge. */
  berkas: string[];
}

export interface SampahKind<S> {
  take(trx: Db, id: number): Promise<Taken<S> | undefined>;
  restore(trx: Db, isi: S): Promise<void>;
}

type Produk = Omit<Selectable<ProdukTable>, 'nama_cari' | 'harga_diskon'>;
type Warna = Selectable<WarnaTable>;
type Ukuran = Selectable<UkuranTable>;
type Foto = Selectable<ProdukFotoTable>;
type Cell = Selectable<KetersediaanTable>;
type KabarStok = Selectable<KabarStokTable>;
type Testimoni = Selectable<TestimoniTable>;
type Faq = Selectable<FaqTable>;

export interface ProdukSnapshot {
  produk: Produk;
  warna: Warna[];
  ukuran: Ukuran[];
  foto: Foto[];
  ketersediaan: Cell[];
  /** Testimonials that named it (their link is cleared on delete, set again on restore). */
  testimoni: number[];
  /** Visitors' back-in-stock requests still waiting (absent in snapshots made before them). */
  kabarStok?: KabarStok[];
}

export interface WarnaSnapshot {
  warna: Warna;
  ketersediaan: Cell[];
  kabarStok?: KabarStok[];
  /** The product's photos that showed this colour (their link is cleared on delete). */
  foto: number[];
}

export interface PenawaranSnapshot {
  penawaran: Selectable<PenawaranTable>;
  /** Its included products, in its order. */
  produk: Selectable<PenawaranProdukTable>[];
  /**
   * The click-outs counted against it (their link is cleared on delete, set again on restore),
   * as text: the ids are bigint.
   */
  klik: string[];
}

export interface UkuranSnapshot {
  ukuran: Ukuran;
  ketersediaan: Cell[];
  kabarStok?: KabarStok[];
}

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * The product a colour, size or testimonial belongs to must be back first: a 409 saying the
 * product is in Sampah (restore it first) or purged. Answers nothing when it exists.
 */
async function requireProduk(trx: Db, idProduk: number): Promise<void> {
  const found = await trx
    .selectFrom('produk')
    .select('id')
    .where('id', '=', idProduk)
    .forShare()
    .executeTakeFirst();
  if (found) return;
  const trashed = await trashedProdukLabel(trx, idProduk);
  throw conflict(
    trashed === undefined ? messages.sampahProdukGone : messages.sampahProdukInTrash(trashed),
  );
}

async function trashedProdukLabel(trx: Db, idProduk: number): Promise<string | undefined> {
  const row = await trx
    .selectFrom('sampah')
    .select('label')
    .where('jenis', '=', 'produk')
    .where('id_entitas', '=', idProduk)
    .executeTakeFirst();
  return row?.label;
}

async function cellsWhere(
  trx: Db,
  column: 'id_produk' | 'id_warna' | 'id_ukuran',
  id: number,
): Promise<Cell[]> {
  return trx.selectFrom('ketersediaan').selectAll().where(column, '=', id).execute();
}

/**
 * The back-in-stock requests waiting on a product, colour or size: deleted with it (the foreign
 * keys' cascade), so taken into its snapshot. Those that ended were answered already.
 */
async function waitingRequestsWhere(
  trx: Db,
  column: 'id_produk' | 'id_warna' | 'id_ukuran',
  id: number,
): Promise<KabarStok[]> {
  return trx
    .selectFrom('kabar_stok')
    .selectAll()
    .where(column, '=', id)
    .where('berakhir_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Of rows naming a product's colour and size, those whose colour and size are there now. */
async function onPresentAxes<
  R extends { id_produk: number; id_warna: number | null; id_ukuran: number | null },
>(trx: Db, rows: R[]): Promise<R[]> {
  if (rows.length === 0) return rows;
  const idProduk = rows[0]?.id_produk ?? 0;
  const [warna, ukuran] = await Promise.all([
    trx.selectFrom('warna').select('id').where('id_produk', '=', idProduk).execute(),
    trx.selectFrom('ukuran').select('id').where('id_produk', '=', idProduk).execute(),
  ]);
  const warnaIds = new Set(warna.map((w) => w.id));
  const ukuranIds = new Set(ukuran.map((u) => u.id));
  return rows.filter(
    (row) =>
      (row.id_warna === null || warnaIds.has(row.id_warna)) &&
      (row.id_ukuran === null || ukuranIds.has(row.id_ukuran)),
  );
}

/** Puts cells back, leaving out those whose colour or size is not there now. */
async function restoreCells(trx: Db, cells: Cell[]): Promise<void> {
  const kept = await onPresentAxes(trx, cells);
  if (kept.length === 0) return;
  await trx
    .insertInto('ketersediaan')
    .values(kept)
    // A cell set since (the grid saved again) stays as it is.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Puts waiting requests back, with their ids, where their colour and size are there now. */
async function restoreRequests(trx: Db, requests: KabarStok[] | undefined): Promise<void> {
  const kept = await onPresentAxes(trx, requests ?? []);
  if (kept.length === 0) return;
  await trx
    .insertInto('kabar_stok')
    .values(kept)
    // The same address asked again for the same cell meanwhile: one request waits.
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const produk: SampahKind<ProdukSnapshot> = {
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
    const warna = await trx
      .selectFrom('warna')
      .selectAll()
      .where('id_produk', '=', id)
      .orderBy('id')
      .execute();
    const ukuran = await trx
      .selectFrom('ukuran')
      .selectAll()
      .where('id_produk', '=', id)
      .orderBy('id')
      .execute();
    const foto = await trx
      .selectFrom('produk_foto')
      .selectAll()
      .where('id_produk', '=', id)
      .orderBy('id')
      .execute();
    const ketersediaan = await cellsWhere(trx, 'id_produk', id);
    const kabarStok = await waitingRequestsWhere(trx, 'id_produk', id);
    const testimoni = await trx
      .selectFrom('testimoni')
      .select('id')
      .where('id_produk', '=', id)
      .orderBy('id')
      .execute();
    await trx.deleteFrom('produk').where('id', '=', id).execute();
    const files = new Set([
      `${PRODUK_FOLDER}/${row.foto_produk}`,
      ...foto.map((f) => `${PRODUK_FOLDER}/${f.foto}`),
      ...warna.map((w) => `${warnaFolder(id)}/${w.foto}`),
    ]);
    return {
      isi: {
        produk: fields,
        warna,
        ukuran,
        foto,
        ketersediaan,
        testimoni: testimoni.map((t) => t.id),
        kabarStok,
      },
      label: row.nama_produk,
      berkas: [...files],
    };
  },
  async restore(trx, isi) {
    await trx.insertInto('produk').values(isi.produk).execute();
    if (isi.warna.length > 0) await trx.insertInto('warna').values(isi.warna).execute();
    if (isi.ukuran.length > 0) await trx.insertInto('ukuran').values(isi.ukuran).execute();
    if (isi.foto.length > 0) await trx.insertInto('produk_foto').values(isi.foto).execute();
    await restoreCells(trx, isi.ketersediaan);
    await restoreRequests(trx, isi.kabarStok);
    // A testimonial linked since to another product, or deleted, stays as it is.
    if (isi.testimoni.length > 0) {
      await trx
        .updateTable('testimoni')
        .set({ id_produk: isi.produk.id })
        .where('id', 'in', isi.testimoni)
        .where('id_produk', 'is', null)
        .execute();
    }
  },
};

/** "Merah · Gamis Aisyah": a colour or size named with its product. */
async function withProdukName(trx: Db, idProduk: number, name: string): Promise<string> {
  const row = await trx
    .selectFrom('produk')
    .select('nama_produk')
    .where('id', '=', idProduk)
    .executeTakeFirst();
  return row ? `${name} · ${row.nama_produk}` : name;
}

const warna: SampahKind<WarnaSnapshot> = {
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
    const foto = await trx
      .selectFrom('produk_foto')
      .select('id')
      .where('id_warna', '=', id)
      .orderBy('id')
      .execute();
    await trx.deleteFrom('warna').where('id', '=', id).execute();
    return {
      isi: { warna: row, ketersediaan, foto: foto.map((f) => f.id), kabarStok },
      label: await withProdukName(trx, row.id_produk, row.warna),
      berkas: [`${warnaFolder(row.id_produk)}/${row.foto}`],
    };
  },
  async restore(trx, isi) {
    await requireProduk(trx, isi.warna.id_produk);
    await trx.insertInto('warna').values(isi.warna).execute();
    await restoreCells(trx, isi.ketersediaan);
    await restoreRequests(trx, isi.kabarStok);
    if (isi.foto.length > 0) {
      await trx
        .updateTable('produk_foto')
        .set({ id_warna: isi.warna.id })
        .where('id', 'in', isi.foto)
        .where('id_produk', '=', isi.warna.id_produk)
        .where('id_warna', 'is', null)
        .execute();
    }
  },
};

const ukuran: SampahKind<UkuranSnapshot> = {
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
    await trx.insertInto('ukuran').values(isi.ukuran).execute();
    await restoreCells(trx, isi.ketersediaan);
    await restoreRequests(trx, isi.kabarStok);
  },
};

const testimoni: SampahKind<Testimoni> = {
  async take(trx, id) {
    const row = await trx
      .deleteFrom('testimoni')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return (
      row && {
        isi: row,
        label: row.nama_pembeli,
        berkas: [`${TESTIMONI_FOLDER}/${row.foto_testimoni}`],
      }
    );
  },
  async restore(trx, isi) {
    let idProduk = isi.id_produk;
    if (idProduk !== null) {
      const exists = await trx
        .selectFrom('produk')
        .select('id')
        .where('id', '=', idProduk)
        .forShare()
        .executeTakeFirst();
      if (!exists) {
        // Its product waits in Sampah: that comes back first, so the link is kept.
        const trashed = await trashedProdukLabel(trx, idProduk);
        if (trashed !== undefined) throw conflict(messages.sampahProdukInTrash(trashed));
        // Purged: the testimonial stands alone, as after a product's delete before Sampah.
        idProduk = null;
      }
    }
    await trx
      .insertInto('testimoni')
      .values({ ...isi, id_produk: idProduk })
      .execute();
  },
};

const faq: SampahKind<Faq> = {
  async take(trx, id) {
    const row = await trx.deleteFrom('faq').where('id', '=', id).returningAll().executeTakeFirst();
    return row && { isi: row, label: row.pertanyaan, berkas: [] };
  },
  async restore(trx, isi) {
    await trx.insertInto('faq').values(isi).execute();
  },
};

const penawaran: SampahKind<PenawaranSnapshot> = {
  async take(trx, id) {
    const row = await trx
      .selectFrom('penawaran')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const produk = await trx
      .selectFrom('penawaran_produk')
      .selectAll()
      .where('id_penawaran', '=', id)
      .orderBy('urutan')
      .execute();
    const klik = await trx
      .selectFrom('klik_keluar')
      .select(sql<string>`id::text`.as('id'))
      .where('id_penawaran', '=', id)
      .orderBy('klik_keluar.id')
      .execute();
    await trx.deleteFrom('penawaran').where('id', '=', id).execute();
    return {
      isi: { penawaran: row, produk, klik: klik.map((k) => k.id) },
      label: row.nama,
      berkas: row.foto === null ? [] : [`${PENAWARAN_FOLDER}/${row.foto}`],
    };
  },
  async restore(trx, isi) {
    // Its slug taken by a newer offer meanwhile: a unique violation, the 409 of restoreFromSampah.
    await trx.insertInto('penawaran').values(isi.penawaran).execute();
    // Products deleted since are left out; the others come back in the offer's order.
    const ids = isi.produk.map((p) => p.id_produk);
    const present =
      ids.length === 0
        ? new Set<number>()
        : new Set(
            (
              await trx
                .selectFrom('produk')
                .select('id')
                .where('id', 'in', ids)
                .forShare()
                .execute()
            ).map((p) => p.id),
          );
    const produk = isi.produk.filter((p) => present.has(p.id_produk));
    if (produk.length > 0) await trx.insertInto('penawaran_produk').values(produk).execute();
    if (isi.klik.length > 0) {
      // The ids as one JSON parameter: the same on pg and PGlite, however many there are.
      await sql`
        update klik_keluar set id_penawaran = ${isi.penawaran.id}
        where id in (select jsonb_array_elements_text(${JSON.stringify(isi.klik)}::jsonb)::bigint)
          and id_penawaran is null
      `.execute(trx);
    }
  },
};

/**
 * Every kind Sampah holds. Adding one is an entry here and its name in
 * src/shared/schemas/sampah.ts; its router's delete calls moveToSampah (sampah.queries.ts).
 */
export const sampahKinds: Record<SampahJenis, SampahKind<unknown>> = {
  produk,
  warna,
  ukuran,
  testimoni,
  faq,
  penawaran,
};
