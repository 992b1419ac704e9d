import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { createTestDatabase } from '../test/test-database.js';
import { jpeg, listFiles } from '../test/uploads.js';
import { processImage, type ProcessedImage } from './process-image.js';
import { sweepUploads } from './sweep-uploads.js';
import { writeWithImage } from './upload.js';

// An upload's files stay out of their public folder until the row naming them is about to
// commit, so a crash before that leaves only staged files (issue 8 item 7).

let database: DatabaseHandle;
let storage: LocalDiskStorage;
let image: ProcessedImage;
const logLines: string[] = [];
const log = Fastify({
  logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
}).log;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = new LocalDiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-upload-')));
});
afterAll(async () => {
  await database.close();
  await fs.rm(storage.root, { recursive: true, force: true });
});

const uploads = () => listFiles(storage.root);
const publicNames = (folder: string, img: ProcessedImage) =>
  [...img.files.keys()].map((name) => `${folder}/${name}`).sort();

function insertProduk(trx: DatabaseHandle['db'], foto: string) {
  return trx
    .insertInto('produk')
    .values({
      nama_produk: 'Gamis Uji',
      harga: 100_000,
      diskon: 0,
      jumlah_terjual: 0,
      deskripsi_produk: 'Uji',
      kategori: 'gamis',
      foto_produk: foto,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('writeWithImage', () => {
  beforeAll(async () => {
    image = await processImage(await jpeg());
  });

  it('keeps the files staged while the row is written and moves them into place before the commit', async () => {
    let duringWrite: string[] = [];
    const { id } = await writeWithImage(
      { db: database.db, storage, log },
      'produk',
      image,
      async (trx) => {
        const row = await insertProduk(trx, image.file);
        duringWrite = await uploads();
        return row;
      },
    );
    expect(duringWrite).toEqual(publicNames('staging', image));
    expect(await uploads()).toEqual(publicNames('produk', image));
    const row = await database.db
      .selectFrom('produk')
      .select('foto_produk')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.foto_produk).toBe(image.file);
  });

  it('removes the staged files when the write fails', async () => {
    const before = await uploads();
    const failing = await processImage(await jpeg());
    await expect(
      writeWithImage({ db: database.db, storage, log }, 'produk', failing, () =>
        Promise.reject(new Error('tulis gagal')),
      ),
    ).rejects.toThrow('tulis gagal');
    expect(await uploads()).toEqual(before);
  });

  it('leaves the files of a failed COMMIT to the sweep, which removes them when no row names them', async () => {
    // A deferred foreign key is checked only at COMMIT: the one failure that comes after the
    // files moved into place, like a connection lost on the way.
    await sql`create table uji_commit (produk_id integer references produk (id) deferrable initially deferred)`.execute(
      database.db,
    );
    try {
      const before = await uploads();
      const late = await processImage(await jpeg());
      await expect(
        writeWithImage({ db: database.db, storage, log }, 'produk', late, async (trx) => {
          await insertProduk(trx, late.file);
          await sql`insert into uji_commit values (-1)`.execute(trx);
        }),
      ).rejects.toThrow(/foreign key/);
      expect(await uploads()).toEqual([...before, ...publicNames('produk', late)].sort());
      expect(logLines.some((line) => line.includes('upload commit outcome unknown'))).toBe(true);

      const swept = await sweepUploads({ db: database.db, storage, log }, { graceMs: 0 });
      expect(swept).toEqual({ orphans: late.files.size, unfinished: 0 });
      expect(await uploads()).toEqual(before);
    } finally {
      await sql`drop table uji_commit`.execute(database.db);
    }
  });
});
