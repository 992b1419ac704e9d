import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { copy } from '../../../src/shared/copy.js';
import { messages } from '../../../src/shared/messages.js';
import type { ProdukEditorSave } from '../../../src/shared/schemas/produk-editor.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import type { Db } from '../../db/connect.js';
import { PRODUK_FOLDER, warnaFolder } from '../../images/folders.js';
import { foldName } from '../../../src/shared/same-name.js';
import {
  copyImageFiles,
  EDITOR_STAGING_FOLDER,
  imageFileNames,
  isStaged,
  moveImageFiles,
} from '../../images/staged-images.js';
import { discardImages, type StoredImageRef } from '../../images/upload.js';
import type { Storage } from '../../storage/storage.js';
import { isTransactionConflict } from '../../db/pg-errors.js';
import {
  clearMainFoto,
  deleteFoto,
  ensureMainFotoRow,
  insertFoto,
  listFotoByProduk,
  syncMainFoto,
  updateFoto,
} from '../foto/foto.queries.js';
import { replaceCells } from '../ketersediaan/ketersediaan.queries.js';
import { insertProduk, lockProdukFoto, updateProduk } from '../produk/produk.queries.js';
import {
  deleteUkuran,
  insertUkuran,
  listUkuranByProduk,
  updateUkuran,
} from '../ukuran/ukuran.queries.js';
import {
  deleteWarna,
  insertWarna,
  listWarnaByProduk,
  updateWarna,
} from '../warna/warna.queries.js';

// The editor's save (docs/product.md §5 Editor produk): the product, its photos, colours, sizes
// and availability in one transaction. Staged photos move into their public folders as the
// transaction's last step; if it fails before its commit they move back, so the owner can save
// again without uploading anything twice. Files of removed or replaced rows go after the commit.

interface SaveDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** A file operation done inside the transaction, undone if it does not commit. */
type FileStep =
  { kind: 'moved'; to: string; file: string } | { kind: 'copied'; to: string; file: string };

const TRIES = 3;

const stale = () => new TRPCError({ code: 'CONFLICT', message: messages.editorStale });

export async function saveProdukEditor(
  deps: SaveDeps,
  input: ProdukEditorSave,
  options: { mayRemove: boolean },
): Promise<Produk> {
  const staged = [
    ...input.foto.flatMap((f) => (f.berkas ? [f.berkas] : [])),
    ...input.warna.flatMap((w) => (w.foto.sumber === 'berkas' ? [w.foto.berkas] : [])),
  ];
  for (const file of staged) {
    if (!(await isStaged(deps.storage, file))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: messages.editorUploadGone });
    }
  }
  for (let attempt = 1; ; attempt++) {
    const steps: FileStep[] = [];
    const progress = { committing: false };
    try {
      const saved = await deps.db.transaction().execute(async (trx) => {
        const result = await writeRows(trx, input, options);
        await placeFiles(deps.storage, result.files, steps);
        progress.committing = true;
        return result;
      });
      await discardImages(deps.storage, saved.removed, deps.log);
      return saved.produk;
    } catch (error) {
      if (progress.committing) {
        // The COMMIT itself failed: the rows may be stored. The files stay where they are; the
        // upload sweep removes them later if no row names them.
        deps.log.warn({ err: error }, 'product editor save: commit outcome unknown');
        throw error;
      }
      await undoFileSteps(deps, steps);
      if (attempt >= TRIES || !isTransactionConflict(error)) throw error;
    }
  }
}

interface FilesToPlace {
  /** Staged photos of the product, into the product folder. */
  fotos: string[];
  /** Staged colour photos, into the product's colour folder. */
  warnaUploads: { idProduk: number; file: string }[];
  /** Product photos a colour takes as its own: copied into the colour folder. */
  warnaCopies: { idProduk: number; file: string }[];
}

async function writeRows(
  trx: Db,
  input: ProdukEditorSave,
  options: { mayRemove: boolean },
): Promise<{ produk: Produk; files: FilesToPlace; removed: StoredImageRef[] }> {
  const produk = await writeProduk(trx, input);
  const id = produk.id;
  const isNew = input.id === undefined;
  const [currentFoto, currentWarna, currentUkuran] = isNew
    ? [[], [], []]
    : [
        await listFotoByProduk(trx, id),
        await listWarnaByProduk(trx, id),
        await listUkuranByProduk(trx, id),
      ];
  const kept = (items: readonly { id?: number | undefined }[]) =>
    new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  const keptFoto = kept(input.foto);
  const keptWarna = kept(input.warna);
  const keptUkuran = kept(input.ukuran);
  const known = (current: readonly { id: number }[], ids: Set<number>) =>
    [...ids].every((i) => current.some((row) => row.id === i));
  if (
    !known(currentFoto, keptFoto) ||
    !known(currentWarna, keptWarna) ||
    !known(currentUkuran, keptUkuran)
  ) {
    throw stale();
  }
  const removedFoto = currentFoto.filter((f) => !keptFoto.has(f.id));
  const removedWarna = currentWarna.filter((w) => !keptWarna.has(w.id));
  const removedUkuran = currentUkuran.filter((u) => !keptUkuran.has(u.id));
  if (!options.mayRemove && removedFoto.length + removedWarna.length + removedUkuran.length > 0) {
    throw new TRPCError({ code: 'FORBIDDEN', message: messages.editorRemovalMainAdmin });
  }

  const removed: StoredImageRef[] = [];
  for (const foto of removedFoto) {
    await deleteFoto(trx, foto.id);
    removed.push({ folder: PRODUK_FOLDER, file: foto.foto });
  }
  for (const ukuran of removedUkuran) await deleteUkuran(trx, ukuran.id);
  for (const warna of removedWarna) {
    await deleteWarna(trx, warna.id);
    removed.push({ folder: warnaFolder(id), file: warna.foto });
  }

  const ukuranIds = new Map<string, number>();
  for (const { key, id: ukuranId, ...values } of input.ukuran) {
    const row =
      ukuranId === undefined
        ? await insertUkuran(trx, id, values)
        : await updateUkuran(trx, ukuranId, values);
    if (!row) throw stale();
    ukuranIds.set(key, row.id);
  }

  const fotoFile = (place: number): string => {
    const foto = input.foto[place];
    const file = foto?.berkas ?? currentFoto.find((f) => f.id === foto?.id)?.foto;
    if (file === undefined) throw stale();
    return file;
  };
  const files: FilesToPlace = { fotos: [], warnaUploads: [], warnaCopies: [] };
  // A product's colour names are unique in the database at every statement (migrations/0038):
  // a colour giving up its name to another of this save (two names swapped, a name passed to a
  // new colour) first takes a name of its own, so the order of the writes does not matter.
  const wanted = new Map(input.warna.map((w) => [foldName(w.warna), w.id]));
  for (const current of currentWarna) {
    const taker = wanted.get(foldName(current.warna));
    if (keptWarna.has(current.id) && taker !== undefined && taker !== current.id) {
      await updateWarna(trx, current.id, {
        warna: Array.from(`#${current.id} ${current.warna}`).slice(0, 100).join(''),
      });
    }
  }
  const warnaIds = new Map<string, { id: number; warna: string }>();
  for (const w of input.warna) {
    const current = currentWarna.find((row) => row.id === w.id);
    const newFile =
      w.foto.sumber === 'berkas'
        ? w.foto.berkas
        : w.foto.sumber === 'foto'
          ? fotoFile(w.foto.ke)
          : undefined;
    const changed = newFile !== undefined && newFile !== current?.foto;
    if (changed && w.foto.sumber === 'berkas')
      files.warnaUploads.push({ idProduk: id, file: newFile });
    if (changed && w.foto.sumber === 'foto')
      files.warnaCopies.push({ idProduk: id, file: newFile });
    let row;
    if (w.id === undefined) {
      if (newFile === undefined) throw stale();
      row = await insertWarna(trx, {
        id_produk: id,
        warna: w.warna,
        foto: newFile,
        kode_warna: w.kode_warna,
      });
    } else {
      row = await updateWarna(trx, w.id, {
        warna: w.warna,
        kode_warna: w.kode_warna,
        ...(changed && { foto: newFile }),
      });
      if (changed && current) removed.push({ folder: warnaFolder(id), file: current.foto });
    }
    if (!row) throw stale();
    warnaIds.set(w.key, { id: row.id, warna: row.warna });
  }

  const placeInColour = new Map<number | null, number>();
  for (const [place, foto] of input.foto.entries()) {
    const warna = foto.warna === null ? undefined : warnaIds.get(foto.warna);
    const idWarna = warna?.id ?? null;
    const ofColour = placeInColour.get(idWarna) ?? 0;
    placeInColour.set(idWarna, ofColour + 1);
    const alt = foto.alt ?? copy.produk.photoAlt(produk.nama_produk, warna?.warna, ofColour);
    if (foto.id === undefined) {
      const file = fotoFile(place);
      files.fotos.push(file);
      await insertFoto(trx, { id_produk: id, id_warna: idWarna, foto: file, alt, urutan: place });
    } else {
      await updateFoto(trx, foto.id, { alt, id_warna: idWarna, urutan: place });
    }
  }
  await syncMainFoto(trx, id);
  // Every photo removed (a Draf may have none): no main photo either.
  if (input.foto.length === 0) await clearMainFoto(trx, id);

  const key = (map: Map<string, { id: number } | number>, k: string | null) => {
    if (k === null) return null;
    const found = map.get(k);
    if (found === undefined) throw stale();
    return typeof found === 'number' ? found : found.id;
  };
  await replaceCells(
    trx,
    id,
    input.ketersediaan.map((cell) => ({
      id_warna: key(warnaIds, cell.warna),
      id_ukuran: key(ukuranIds, cell.ukuran),
      tersedia: cell.stok === null ? cell.tersedia : cell.stok > 0,
      stok: cell.stok,
    })),
  );
  const fotoProduk = input.foto.length > 0 ? fotoFile(0) : '';
  return { produk: { ...produk, foto_produk: fotoProduk }, files, removed };
}

/** Inserts a new product (its main photo named already), or locks and updates an existing one. */
async function writeProduk(trx: Db, input: ProdukEditorSave): Promise<Produk> {
  if (input.id === undefined) {
    // A new product has no photos of its own yet: every photo is a staged upload. A Draf may
    // have none yet: its main photo is then named '' (src/shared/kelengkapan.ts).
    if (input.foto.some((f) => f.id !== undefined)) throw stale();
    return insertProduk(trx, { ...input.produk, foto_produk: input.foto[0]?.berkas ?? '' });
  }
  if ((await lockProdukFoto(trx, input.id)) === undefined) {
    throw new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });
  }
  // A product written straight into the database has its main photo but no photo rows yet.
  await ensureMainFotoRow(trx, input.id);
  const updated = await updateProduk(trx, input.id, input.produk);
  if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: messages.produkNotFound });
  return updated;
}

async function placeFiles(storage: Storage, files: FilesToPlace, steps: FileStep[]) {
  for (const file of files.fotos) {
    steps.push({ kind: 'moved', to: PRODUK_FOLDER, file });
    await moveImageFiles(storage, EDITOR_STAGING_FOLDER, PRODUK_FOLDER, file);
  }
  for (const { idProduk, file } of files.warnaUploads) {
    const to = warnaFolder(idProduk);
    steps.push({ kind: 'moved', to, file });
    await moveImageFiles(storage, EDITOR_STAGING_FOLDER, to, file);
  }
  // After the moves: a colour may take a photo that was staged a moment ago.
  for (const { idProduk, file } of files.warnaCopies) {
    const to = warnaFolder(idProduk);
    steps.push({ kind: 'copied', to, file });
    await copyImageFiles(storage, PRODUK_FOLDER, to, file);
  }
}

/** Puts staged photos back and removes copies, after a transaction that did not commit. */
async function undoFileSteps(deps: SaveDeps, steps: readonly FileStep[]) {
  for (const step of [...steps].reverse()) {
    if (step.kind === 'copied') {
      await discardImages(deps.storage, [{ folder: step.to, file: step.file }], deps.log);
      continue;
    }
    // One file at a time: a move cut short moved only some of them.
    for (const name of imageFileNames(step.file)) {
      try {
        await deps.storage.move(`${step.to}/${name}`, `${EDITOR_STAGING_FOLDER}/${name}`);
      } catch (error) {
        deps.log.warn({ err: error, name }, 'product editor save: could not put a photo back');
      }
    }
  }
}
