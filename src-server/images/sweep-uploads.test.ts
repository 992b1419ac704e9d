import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import type { DatabaseHandle } from '../db/connect.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { insertProduk, insertTestimoni, insertWarna } from '../test/fixtures.js';
import { createTestDatabase } from '../test/test-database.js';
import { listFiles } from '../test/uploads.js';
import { JobQueue } from '../services/jobs/job-queue.js';
import { sweepOnce, sweepUploads, uploadSweepJob, type SweepDeps } from './sweep-uploads.js';

// The sweep on a real database and a real folder: what it removes, what it must keep.

const GRACE_MS = 10 * 60_000;
let database: DatabaseHandle;
const roots: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const root of roots) await fs.rm(root, { recursive: true, force: true });
});

async function emptyStorage(): Promise<LocalDiskStorage> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-sweep-'));
  roots.push(root);
  return new LocalDiskStorage(root);
}

/** Writes `key` as if `ageMs` ago. */
async function write(storage: LocalDiskStorage, key: string, ageMs: number): Promise<void> {
  await storage.put(key, Buffer.from(key));
  const when = new Date(Date.now() - ageMs);
  await fs.utimes(path.join(storage.root, ...key.split('/')), when, when);
}

/** An original and its resized variants, as keys. */
const withVariants = (folder: string, file: string) => [
  `${folder}/${file}`,
  ...IMAGE_VARIANT_WIDTHS.map((w) => `${folder}/${variantFileName(file, w)}`),
];

function recordingDeps(storage: LocalDiskStorage) {
  const logged: { level: string; details: object; message: string }[] = [];
  const deps: SweepDeps = {
    db: database.db,
    storage,
    log: {
      info: (details, message) => logged.push({ level: 'info', details, message }),
      warn: (details, message) => logged.push({ level: 'warn', details, message }),
    },
  };
  return { deps, logged };
}

describe('sweepUploads', () => {
  it("keeps the product editor's staged photos for a day, then removes them", async () => {
    const storage = await emptyStorage();
    const DAY = 24 * 60 * 60_000;
    await write(storage, 'staging/editor/kemarin.webp', DAY + 60_000);
    await write(storage, 'staging/editor/tadi.webp', GRACE_MS + 60_000);
    await write(storage, 'staging/lama.webp', GRACE_MS + 60_000);
    const { deps } = recordingDeps(storage);
    expect(await sweepUploads(deps, { graceMs: GRACE_MS })).toEqual({ orphans: 0, unfinished: 2 });
    expect(await listFiles(storage.root)).toEqual(['staging/editor/tadi.webp']);
  });

  it('removes old orphans and leftovers, keeps what rows name (with variants) and young files', async () => {
    const storage = await emptyStorage();
    const produk = await insertProduk(database.db);
    const warna = await insertWarna(database.db, produk.id);
    const testimoni = await insertTestimoni(database.db);
    // A photo after the main one: named by its row only.
    await database.db
      .insertInto('produk_foto')
      .values({ id_produk: produk.id, id_warna: null, foto: 'belakang.webp', alt: 'B', urutan: 1 })
      .execute();
    const old = GRACE_MS + 60_000;

    const named = [
      ...withVariants('produk', produk.foto_produk),
      ...withVariants('produk', 'belakang.webp'),
      ...withVariants(`produk/${produk.id}`, warna.foto),
      ...withVariants('testimoni', testimoni.foto_testimoni),
    ];
    const young = [
      // An upload in flight: moved into place, its row about to commit.
      ...withVariants('produk', 'baru-saja.webp'),
      'staging/sedang-ditulis.tmp',
    ];
    const notOurs = ['lain/catatan.webp'];
    const orphans = [
      ...withVariants('produk', 'yatim.webp'),
      // A colour photo in another product's folder is not that product's photo.
      `produk/${produk.id + 1000}/${warna.foto}`,
      `produk/${produk.id}/${produk.foto_produk}`,
      ...withVariants('testimoni', 'yatim.webp'),
      // A variant width no longer made.
      `produk/${variantFileName(produk.foto_produk, 1280)}`,
    ];
    const unfinished = [...withVariants('staging', 'tertinggal.webp'), 'staging/putus.tmp'];
    for (const key of [...named, ...notOurs, ...orphans, ...unfinished]) {
      await write(storage, key, old);
    }
    for (const key of young) await write(storage, key, 1_000);

    const { deps, logged } = recordingDeps(storage);
    const result = await sweepUploads(deps, { graceMs: GRACE_MS });

    expect(result).toEqual({ orphans: orphans.length, unfinished: unfinished.length });
    expect(await listFiles(storage.root)).toEqual([...named, ...young, ...notOurs].sort());
    // Counts, never names.
    expect(logged).toEqual([
      {
        level: 'info',
        details: { orphans: orphans.length, unfinished: unfinished.length },
        message: 'upload sweep removed files no row names',
      },
    ]);
  });

  it("keeps a special offer's photo with its variants and takes an offer photo no row names", async () => {
    const storage = await emptyStorage();
    await database.db
      .insertInto('penawaran')
      .values({
        slug: 'paket-sapu',
        nama: 'Paket Sapu',
        deskripsi: 'Isi',
        foto: 'paket.webp',
        ilustrasi: null,
        harga: 1000,
        harga_coret: null,
        diskon: null,
        pesan_whatsapp: null,
        urutan: 9,
      })
      .execute();
    for (const key of withVariants('penawaran', 'paket.webp'))
      await write(storage, key, GRACE_MS * 2);
    await write(storage, 'penawaran/lama.webp', GRACE_MS * 2);
    const { deps } = recordingDeps(storage);
    expect(await sweepUploads(deps, { graceMs: GRACE_MS })).toEqual({ orphans: 1, unfinished: 0 });
    expect(await listFiles(storage.root)).toEqual(withVariants('penawaran', 'paket.webp').sort());
    await database.db.deleteFrom('penawaran').where('slug', '=', 'paket-sapu').execute();
  });

  it('with a grace period of 0 takes every file no row names, and logs nothing when none', async () => {
    const storage = await emptyStorage();
    const produk = await insertProduk(database.db);
    for (const key of withVariants('produk', produk.foto_produk)) await write(storage, key, 0);
    await write(storage, 'produk/baru.webp', 0);
    await write(storage, 'staging/baru.tmp', 0);
    const { deps, logged } = recordingDeps(storage);

    expect(await sweepUploads(deps, { graceMs: 0 })).toEqual({ orphans: 1, unfinished: 1 });
    expect(await listFiles(storage.root)).toEqual(
      withVariants('produk', produk.foto_produk).sort(),
    );
    logged.length = 0;
    expect(await sweepUploads(deps, { graceMs: 0 })).toEqual({ orphans: 0, unfinished: 0 });
    expect(logged).toEqual([]);
  });

  it('keeps a file moved into place just now, however long ago it was staged', async () => {
    const storage = await emptyStorage();
    await write(storage, 'staging/lama.webp', GRACE_MS * 2);
    await storage.move('staging/lama.webp', 'produk/lama.webp');
    const { deps } = recordingDeps(storage);

    expect(await sweepUploads(deps, { graceMs: GRACE_MS })).toEqual({ orphans: 0, unfinished: 0 });
    expect(await listFiles(storage.root)).toEqual(['produk/lama.webp']);
  });
});

describe('the sweep as a job', () => {
  it('sweeps every interval, on one of the instances keeping it, until stopped', async () => {
    const storage = await emptyStorage();
    const { deps, logged } = recordingDeps(storage);
    const queues = [0, 1].map(
      () => new JobQueue({ db: database.db, log: deps.log, maxPollMs: 500 }),
    );
    for (const jobs of queues) {
      jobs.define(uploadSweepJob(deps, { intervalMs: 1_000, graceMs: 0 }));
      await jobs.start();
    }
    try {
      await write(storage, 'produk/sesudah.webp', 0);
      await expect.poll(() => listFiles(storage.root), { timeout: 5_000 }).toEqual([]);
      await write(storage, 'produk/lagi.webp', 0);
      await expect.poll(() => listFiles(storage.root), { timeout: 5_000 }).toEqual([]);
    } finally {
      await Promise.all(queues.map((jobs) => jobs.stop()));
    }
    // Each file was removed once: no two sweeps ran at the same time over it.
    const removed = logged.filter((line) => line.message.startsWith('upload sweep removed'));
    expect(removed.map((line) => (line.details as { orphans: number }).orphans)).toEqual([1, 1]);
    await write(storage, 'produk/setelah-berhenti.webp', 0);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await listFiles(storage.root)).toEqual(['produk/setelah-berhenti.webp']);
  });

  it('logs a sweep at start that fails and keeps the server starting', async () => {
    const storage = await emptyStorage();
    const { deps, logged } = recordingDeps(storage);
    storage.list = () => Promise.reject(new Error('disk away'));

    await sweepOnce(deps, { graceMs: 0 });
    expect(logged).toEqual([
      {
        level: 'warn',
        details: { err: expect.any(Error) as Error },
        message: 'upload sweep failed',
      },
    ]);
  });
});
