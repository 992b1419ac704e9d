import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { insertProduk, insertTestimoni, insertWarna } from '../test/fixtures.js';
import { testDatabaseKind } from '../test/test-database.js';
import { jpeg } from '../test/uploads.js';
import { BackupError, createBackup, type BackupSources } from './backup.js';
import { restoreBackup } from './restore.js';

// Issue 8 item 12: back up, wipe, restore, and every product, image and sign-up is there again
// — on the database this run tests (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-backup-test-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `etalase_backup_${process.pid}_${randomBytes(4).toString('hex')}`;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const sources: BackupSources = {
  databaseUrl: serverUrl && databaseUrl(databaseName),
  dataDir: path.join(root, 'data'),
  uploadDir: path.join(root, 'data', 'uploads'),
};

const open = (): Promise<DatabaseHandle> =>
  connectDatabase({ databaseUrl: sources.databaseUrl, dataDir: sources.dataDir });

interface Snapshot {
  produk: string[];
  warna: string[];
  testimoni: string[];
  promo: string[];
  files: Record<string, string>;
}

async function snapshot(): Promise<Snapshot> {
  const database = await open();
  try {
    const { db } = database;
    const files: Record<string, string> = {};
    const entries = await fs.readdir(sources.uploadDir, { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((e) => e.isFile())) {
      const full = path.join(entry.parentPath, entry.name);
      const data = await fs.readFile(full);
      files[path.relative(sources.uploadDir, full)] = data.toString('base64');
    }
    return {
      produk: (
        await db.selectFrom('produk').select(['nama_produk', 'foto_produk']).orderBy('id').execute()
      ).map((r) => `${r.nama_produk}:${r.foto_produk}`),
      warna: (await db.selectFrom('warna').select(['warna', 'foto']).orderBy('id').execute()).map(
        (r) => `${r.warna}:${r.foto}`,
      ),
      testimoni: (
        await db.selectFrom('testimoni').select('foto_testimoni').orderBy('id').execute()
      ).map((r) => r.foto_testimoni),
      promo: (await db.selectFrom('promo').select('email').orderBy('id').execute()).map(
        (r) => r.email,
      ),
      files,
    };
  } finally {
    await database.close();
  }
}

let before: Snapshot;

beforeAll(async () => {
  if (serverUrl) await onServer(`create database ${databaseName}`);
  const database = await open();
  try {
    const { db } = database;
    await migrateToLatest(db);
    const photo = await jpeg(40, 30);
    for (let i = 0; i < 3; i++) {
      const produk = await insertProduk(db, { nama_produk: `Gamis Cadangan ${i}` });
      await fs.mkdir(path.join(sources.uploadDir, 'produk', String(produk.id)), {
        recursive: true,
      });
      await fs.writeFile(path.join(sources.uploadDir, 'produk', produk.foto_produk), photo);
      const warna = await insertWarna(db, produk.id, `Warna ${i}`);
      await fs.writeFile(
        path.join(sources.uploadDir, 'produk', String(produk.id), warna.foto),
        photo,
      );
      const testimoni = await insertTestimoni(db, { idProduk: produk.id });
      await fs.mkdir(path.join(sources.uploadDir, 'testimoni'), { recursive: true });
      await fs.writeFile(
        path.join(sources.uploadDir, 'testimoni', testimoni.foto_testimoni),
        photo,
      );
    }
    await db
      .insertInto('promo')
      .values([{ email: 'ani@contoh.id' }, { email: 'budi@contoh.id' }])
      .execute();
  } finally {
    await database.close();
  }
  before = await snapshot();
});

afterAll(async () => {
  if (serverUrl) await onServer(`drop database if exists ${databaseName} with (force)`);
  await fs.rm(root, { recursive: true, force: true });
});

async function wipe(): Promise<void> {
  if (serverUrl) {
    await onServer(`drop database ${databaseName} with (force)`);
    await onServer(`create database ${databaseName}`);
  } else {
    await fs.rm(path.join(sources.dataDir, 'pglite'), { recursive: true, force: true });
  }
  await fs.rm(sources.uploadDir, { recursive: true, force: true });
}

describe(`backup and restore on ${testDatabaseKind}`, () => {
  const archive = path.join(root, 'cadangan', 'etalase.tar.gz');

  it('finds every product, colour, testimonial, sign-up and image file again after a wipe', async () => {
    expect(before.produk).toHaveLength(3);
    expect(Object.keys(before.files)).toHaveLength(9);

    const manifest = await createBackup(sources, archive);
    expect(manifest.database).toBe(testDatabaseKind);
    await wipe();

    const result = await restoreBackup(sources, archive);
    expect(result.manifest.createdAt).toBe(manifest.createdAt);
    expect(await snapshot()).toEqual(before);
  });

  it('restores over a database that has changed since, setting the old uploads aside', async () => {
    const database = await open();
    try {
      await database.db.deleteFrom('promo').execute();
      await database.db.updateTable('produk').set({ nama_produk: 'Diubah' }).execute();
    } finally {
      await database.close();
    }
    await fs.writeFile(path.join(sources.uploadDir, 'produk', 'baru.webp'), 'baru');

    const result = await restoreBackup(sources, archive);
    expect(await snapshot()).toEqual(before);
    const aside = result.setAside.find((folder) => folder.includes('uploads.before-restore-'));
    expect(aside).toBeDefined();
    expect(await fs.readFile(path.join(aside ?? '', 'produk', 'baru.webp'), 'utf8')).toBe('baru');
  });

  it('refuses a file that is not one of its archives, and one of the other database kind', async () => {
    const notOurs = path.join(root, 'bukan.tar.gz');
    await fs.writeFile(notOurs, 'bukan arsip');
    await expect(restoreBackup(sources, notOurs)).rejects.toThrow(BackupError);

    const otherKind: BackupSources = serverUrl
      ? { ...sources, databaseUrl: undefined }
      : { ...sources, databaseUrl: 'postgres://postgres@127.0.0.1:1/none' };
    await expect(restoreBackup(otherKind, archive)).rejects.toThrow(
      serverUrl ? /dari PostgreSQL/ : /dari database bawaan/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it.skipIf(serverUrl !== undefined)(
    'refuses to copy the embedded database while a server holds it',
    async () => {
      // Another live process owns the folder's lock, as a running server would.
      const server = spawn('sleep', ['30'], { stdio: 'ignore' });
      const lock = path.join(sources.dataDir, 'pglite.lock');
      await fs.writeFile(lock, String(server.pid));
      try {
        await expect(createBackup(sources, path.join(root, 'lagi.tar.gz'))).rejects.toThrow(
          /sedang dipakai proses lain/,
        );
        await expect(restoreBackup(sources, archive)).rejects.toThrow(/sedang dipakai proses lain/);
      } finally {
        server.kill('SIGKILL');
        await fs.rm(lock, { force: true });
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
