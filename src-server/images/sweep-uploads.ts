import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import type { Db } from '../db/connect.js';
import type { JobDefinition } from '../services/jobs/job-queue.js';
import { STAGING_FOLDER, type Storage } from '../storage/storage.js';
import { PENAWARAN_FOLDER, PRODUK_FOLDER, TESTIMONI_FOLDER, warnaFolder } from './folders.js';
import { EDITOR_STAGING_FOLDER, EDITOR_STAGING_KEEP_MS } from './staged-images.js';

// Removes the files a crash (kill -9, power loss) left behind: staged uploads and unfinished
// writes, and images no row names, such as those a row's transaction had made public just
// before the process died, or replaced ones it had not yet removed (issue 8 item 7). Uploads
// are written so that a row never names a missing file; this sweep makes the other half true.

export interface SweepDeps {
  db: Db;
  storage: Storage;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

export interface SweepResult {
  /** Images in the public folders that no row names. */
  orphans: number;
  /** Staged uploads and unfinished writes. */
  unfinished: number;
}

/**
 * Images of products (every photo of theirs), colours (`produk/{id_produk}/…`), testimonials and
 * offers.
 */
const imageKey = new RegExp(
  `^(?:${PRODUK_FOLDER}(?:/\\d+)?|${TESTIMONI_FOLDER}|${PENAWARAN_FOLDER})/[^/]+$`,
);

/**
 * Every key a row names: each original photo and its resized variants, those of the rows
 * waiting in Sampah (`berkas`, docs/decisions/0021) included.
 */
export async function namedKeys(db: Db): Promise<Set<string>> {
  const produk = await db.selectFrom('produk').select('foto_produk').execute();
  const warna = await db.selectFrom('warna').select(['id_produk', 'foto']).execute();
  const testimoni = await db.selectFrom('testimoni').select('foto_testimoni').execute();
  const fotos = await db.selectFrom('produk_foto').select('foto').execute();
  const sampah = await db.selectFrom('sampah').select('berkas').execute();
  const penawaran = await db
    .selectFrom('penawaran')
    .select('foto')
    .where('foto', 'is not', null)
    .execute();
  const keys = new Set<string>();
  const add = (folder: string, file: string) => {
    keys.add(`${folder}/${file}`);
    for (const width of IMAGE_VARIANT_WIDTHS) keys.add(`${folder}/${variantFileName(file, width)}`);
  };
  for (const row of produk) add(PRODUK_FOLDER, row.foto_produk);
  for (const row of fotos) add(PRODUK_FOLDER, row.foto);
  for (const row of warna) add(warnaFolder(row.id_produk), row.foto);
  for (const row of testimoni) add(TESTIMONI_FOLDER, row.foto_testimoni);
  for (const key of sampah.flatMap((row) => row.berkas)) {
    const slash = key.lastIndexOf('/');
    add(key.slice(0, slash), key.slice(slash + 1));
  }
  for (const row of penawaran) if (row.foto) add(PENAWARAN_FOLDER, row.foto);
  return keys;
}

/**
 * One sweep. Only files older than `graceMs` are touched: a write in flight stages its files
 * and moves them into place just before its row commits, so anything younger may be about to
 * be named. The storage is listed before the rows are read, so a row that commits while the
 * sweep runs is seen.
 */
export async function sweepUploads(
  deps: SweepDeps,
  options: { graceMs: number; now?: () => number },
): Promise<SweepResult> {
  const now = options.now ?? Date.now;
  const objects = await deps.storage.list();
  const named = await namedKeys(deps.db);
  const settledBefore = now() - options.graceMs;
  const result: SweepResult = { orphans: 0, unfinished: 0 };
  const editorSettledBefore = now() - Math.max(options.graceMs, EDITOR_STAGING_KEEP_MS);
  for (const { key, modifiedAt } of objects) {
    if (modifiedAt.getTime() > settledBefore) continue;
    // The editor's photos wait a day for the save that names them (staged-images.ts).
    if (key.startsWith(`${EDITOR_STAGING_FOLDER}/`) && modifiedAt.getTime() > editorSettledBefore) {
      continue;
    }
    const kind = key.startsWith(`${STAGING_FOLDER}/`)
      ? 'unfinished'
      : imageKey.test(key) && !named.has(key)
        ? 'orphans'
        : undefined;
    if (!kind) continue;
    await deps.storage.remove(key);
    result[kind] += 1;
  }
  if (result.orphans + result.unfinished > 0) {
    deps.log.info(result, 'upload sweep removed files no row names');
  }
  return result;
}

/** One sweep whose failure (the database away, say) is logged: the next one tries again. */
export async function sweepOnce(
  deps: SweepDeps,
  options: { graceMs: number; now?: () => number },
): Promise<void> {
  try {
    await sweepUploads(deps, options);
  } catch (error) {
    deps.log.warn({ err: error }, 'upload sweep failed');
  }
}

/** The job's name in the queue (services/jobs). */
export const UPLOAD_SWEEP_JOB = 'upload-sweep';

/**
 * The sweep's job (docs/decisions/0030): every `intervalMs` after an instance starts (main.ts
 * sweeps once itself before the first request), on one instance at a time; a failed sweep is
 * tried again by the queue.
 */
export function uploadSweepJob(
  deps: SweepDeps,
  options: { intervalMs: number; graceMs: number },
): JobDefinition {
  return {
    name: UPLOAD_SWEEP_JOB,
    firstAfterMs: options.intervalMs,
    pollMs: Math.min(30_000, options.intervalMs),
    run: async () => {
      await sweepUploads(deps, options);
      return options.intervalMs;
    },
  };
}
