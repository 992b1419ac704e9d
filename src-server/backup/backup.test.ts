import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { connectDatabase, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoCatalogue } from '../db/seed/demo-catalogue.js';
import { ensureMainAdmin } from '../db/seed/first-admin.js';
import { projectRoot } from '../paths.js';
import { protectUnsubscribeTokens } from '../modules/promo/promo.queries.js';
import { ensureShopSettings } from '../modules/site/shop-settings.js';
import { unsubscribeTokens } from '../services/outbox/unsubscribe-token.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import { startServer } from '../test/server-process.js';
import { testDatabaseKind } from '../test/test-database.js';
import { createBackup, type BackupSources } from './backup.js';
import {
  appVersion,
  BackupError,
  DATABASE_DUMP,
  newManifest,
  type BackupManifest,
} from './manifest.js';
import { restoreBackup } from './restore.js';

// Issue 8 item 12: back up, wipe, restore, and every row (products, colours, testimonials,
// sign-ups…) and every image file is there again, byte for byte — on the database this run
// tests (PGlite, or PostgreSQL with TEST_DATABASE_URL, in a database of its own).

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-backup-test-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `etalase_backup_${process.pid}_${randomBytes(4).toString('hex')}`;

function databaseUrl(name: string, password?: string): string {
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  if (password) url.password = password;
  return url.toString();
}

async function onServer(statement: string, database = 'postgres'): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
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
  /** Every row of every table but the migration bookkeeping, as JSON, sorted. */
  rows: Record<string, string[]>;
  /** Every file under the uploads folder: its SHA-256. */
  files: Record<string, string>;
}

async function snapshot(): Promise<Snapshot> {
  const database = await open();
  try {
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables
      where schemaname = 'public' and tablename not like 'kysely_migration%'
      order by tablename`.execute(database.db);
    const rows: Snapshot['rows'] = {};
    for (const { name } of tables.rows) {
      const result = await sql<object>`select * from ${sql.table(name)}`.execute(database.db);
      rows[name] = result.rows.map((row) => JSON.stringify(row)).sort();
    }
    return { rows, files: await fileHashes(sources.uploadDir) };
  } finally {
    await database.close();
  }
}

async function fileHashes(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const entries = await fs
    .readdir(folder, { recursive: true, withFileTypes: true })
    .catch(() => []);
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(await fs.readFile(full));
    files[path.relative(folder, full)] = hash.digest('hex');
  }
  return files;
}

/** Runs scripts/<script>.ts as `npm run` would, from a folder with no .env. */
async function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(
    path.join(projectRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(projectRoot, 'scripts', `${script}.ts`), ...args],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: sources.dataDir,
        ...(sources.databaseUrl && { DATABASE_URL: sources.databaseUrl }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, output };
}

async function readArchiveManifest(file: string): Promise<BackupManifest> {
  const folder = await fs.mkdtemp(path.join(root, 'manifest-'));
  await tar.extract({ file, cwd: folder }, ['manifest.json']);
  return JSON.parse(
    await fs.readFile(path.join(folder, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
}

let before: Snapshot;

beforeAll(async () => {
  if (serverUrl) await onServer(`create database ${databaseName}`);
  const database = await open();
  try {
    const { db } = database;
    await migrateToLatest(db);
    await ensureMainAdmin(db, { username: 'pemilik', password: 'kata-sandi-cadangan' });
    // The demo catalogue, images drawn and stored by the app's own storage, as `npm run seed`.
    expect(await seedDemoCatalogue(db, new LocalDiskStorage(sources.uploadDir))).toBe(true);
    await db
      .insertInto('promo')
      .values([
        { email: 'ani@contoh.id' },
        { email: 'budi@contoh.id', checked_at: new Date('2026-01-02T03:04:05Z') },
      ])
      .execute();
    // Their tokens hashed, as the app's start does (with the key it makes in DATA_DIR): a server
    // started on this data later then changes nothing.
    await protectUnsubscribeTokens(
      db,
      unsubscribeTokens({ tokenSecret: undefined, dataDir: sources.dataDir }),
    );
    // The shop's settings, as the app's first start stores them.
    await ensureShopSettings(db, loadConfig({}).shop);
  } finally {
    await database.close();
  }
  before = await snapshot();
}, 180_000);

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

// Each PGlite open, dump and load takes seconds; the command-line test starts four processes.
const SLOW_MS = 120_000;

describe(`backup and restore on ${testDatabaseKind}`, () => {
  const archive = path.join(root, 'cadangan', 'etalase.tar.gz');

  it('seeds what the backup must keep: products, colours, testimonials, sign-ups, images', () => {
    const { rows, files } = before;
    expect(rows.produk?.length).toBeGreaterThanOrEqual(30);
    expect(rows.warna?.length).toBeGreaterThan(rows.produk?.length ?? 0);
    expect(rows.testimoni?.length).toBeGreaterThan(5);
    expect(rows.promo).toHaveLength(2);
    // Every image a row names is among the files the snapshot compares.
    const named = [
      ...(rows.produk ?? []).map(
        (r) => `produk/${(JSON.parse(r) as { foto_produk: string }).foto_produk}`,
      ),
      ...(rows.warna ?? []).map((r) => {
        const w = JSON.parse(r) as { id_produk: number; foto: string };
        return `produk/${w.id_produk}/${w.foto}`;
      }),
      ...(rows.testimoni ?? []).map(
        (r) => `testimoni/${(JSON.parse(r) as { foto_testimoni: string }).foto_testimoni}`,
      ),
    ];
    for (const file of named) expect(Object.keys(files)).toContain(file);
  });

  it(
    'finds every row and image file again after the database and the images are wiped',
    async () => {
      // An unfinished upload: it belongs to no row, and the backup leaves it out.
      await fs.mkdir(path.join(sources.uploadDir, 'staging'), { recursive: true });
      await fs.writeFile(path.join(sources.uploadDir, 'staging', 'setengah.tmp'), 'setengah');

      const manifest = await createBackup(sources, archive);
      expect(manifest).toMatchObject({ app: 'etalase', format: 1, database: testDatabaseKind });
      expect(manifest.appVersion).toBe(await appVersion());
      expect(await fs.readdir(path.dirname(archive))).toEqual(['etalase.tar.gz']);
      // The uploads went into the archive through a link: they are all still there.
      expect((await fileHashes(sources.uploadDir))['staging/setengah.tmp']).toBeDefined();

      await wipe();
      const result = await restoreBackup(sources, archive);
      expect(result.manifest).toEqual(manifest);
      expect(result.setAside).toEqual([]);
      expect(await snapshot()).toEqual(before);
      expect(await fs.readdir(sources.dataDir)).not.toContainEqual(
        expect.stringMatching(/^\.restore-/),
      );
    },
    SLOW_MS,
  );

  it(
    'restores over a database changed since, and sets what it replaces aside',
    async () => {
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

      const uploadsAside = result.setAside.find((p) => p.includes('uploads.before-restore-'));
      expect(await fs.readFile(path.join(uploadsAside ?? '', 'produk', 'baru.webp'), 'utf8')).toBe(
        'baru',
      );
      const databaseAside = result.setAside.find((p) => !p.includes('uploads.before-restore-'));
      expect(databaseAside).toMatch(
        serverUrl ? /postgres\.before-restore-.*\.dump$/ : /pglite\.before-restore-/,
      );
      expect((await fs.stat(databaseAside ?? '')).size).toBeGreaterThan(0);
    },
    SLOW_MS,
  );

  it(
    'works from the command line, and restores only with --yes',
    async () => {
      const file = path.join(root, 'cli', 'etalase.tar.gz');
      const backup = await runScript('backup', [file]);
      expect(backup.output).toContain(`tersimpan di ${file}`);
      expect(backup.code).toBe(0);
      expect((await readArchiveManifest(file)).database).toBe(testDatabaseKind);

      const refused = await runScript('restore', [file]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('ulangi dengan --yes');

      await wipe();
      const restored = await runScript('restore', [file, '--yes']);
      expect(restored.output).toContain('sudah dipulihkan');
      expect(restored.code).toBe(0);
      expect(await snapshot()).toEqual(before);
    },
    SLOW_MS,
  );

  it(
    'refuses a file that is not its archive, a missing file, and the other database kind',
    async () => {
      const notOurs = path.join(root, 'bukan.tar.gz');
      await fs.writeFile(notOurs, 'bukan arsip');
      await expect(restoreBackup(sources, notOurs)).rejects.toThrow(BackupError);
      const foreign = path.join(root, 'lain.tar.gz');
      await tar.create({ gzip: true, file: foreign, cwd: projectRoot }, ['package.json']);
      await expect(restoreBackup(sources, foreign)).rejects.toThrow(/bukan arsip cadangan Etalase/);
      await expect(restoreBackup(sources, path.join(root, 'tidak-ada.tar.gz'))).rejects.toThrow(
        /tidak ditemukan/,
      );

      // Ours, of the right kind, but the dump inside is damaged: what is there stays.
      const damaged = path.join(root, 'rusak');
      await fs.mkdir(path.join(damaged, 'uploads'), { recursive: true });
      await fs.writeFile(
        path.join(damaged, 'manifest.json'),
        JSON.stringify(await newManifest(testDatabaseKind)),
      );
      await fs.writeFile(path.join(damaged, DATABASE_DUMP[testDatabaseKind]), 'rusak');
      await tar.create({ gzip: true, file: `${damaged}.tar.gz`, cwd: damaged }, [
        'manifest.json',
        DATABASE_DUMP[testDatabaseKind],
        'uploads',
      ]);
      const listed = await fs.readdir(sources.dataDir);
      await expect(restoreBackup(sources, `${damaged}.tar.gz`)).rejects.toThrow();
      expect(await fs.readdir(sources.dataDir)).toEqual(listed);

      const otherKind: BackupSources = serverUrl
        ? { ...sources, databaseUrl: undefined }
        : { ...sources, databaseUrl: 'postgres://postgres@127.0.0.1:1/none' };
      await expect(restoreBackup(otherKind, archive)).rejects.toThrow(
        serverUrl ? /dari PostgreSQL/ : /dari database bawaan/,
      );
      expect(await snapshot()).toEqual(before);
    },
    SLOW_MS,
  );

  it(
    'refuses an archive holding `..`, absolute paths, links or devices before unpacking anything',
    async () => {
      const staging = path.join(root, 'berbahaya');
      const outside = path.join(root, 'di-luar');
      await fs.mkdir(path.join(staging, 'uploads'), { recursive: true });
      await fs.mkdir(outside, { recursive: true });
      await fs.writeFile(
        path.join(staging, 'manifest.json'),
        JSON.stringify(await newManifest(testDatabaseKind)),
      );
      await fs.writeFile(path.join(staging, DATABASE_DUMP[testDatabaseKind]), 'isi');
      const ours = ['manifest.json', DATABASE_DUMP[testDatabaseKind]];
      const make = async (
        name: string,
        entries: string[],
        options: tar.TarOptionsWithAliasesAsyncFile | object = {},
      ) => {
        // Packed plain, then compressed apart: tar's own gzip stream, ended as it finished
        // this many small entries, now and then failed with Z_STREAM_ERROR in the test process.
        const plain = path.join(root, `${name}.tar`);
        await tar.create({ file: plain, cwd: staging, ...options }, [...ours, ...entries]);
        const file = `${plain}.gz`;
        await fs.writeFile(file, zlib.gzipSync(await fs.readFile(plain)));
        return file;
      };

      // `uploads/../../di-luar/…` climbs out of the folder it is unpacked in, many times over.
      const climbing = Array.from({ length: 200 }, (_, i) => `../di-luar/naik-${i}.txt`);
      for (const entry of climbing) await fs.writeFile(path.join(staging, entry), 'naik');
      const withDotDot = await make('titik-titik', climbing, { preservePaths: true });
      const absoluteFile = path.join(outside, 'mutlak.txt');
      await fs.writeFile(absoluteFile, 'mutlak');
      const withAbsolute = await make('mutlak', [absoluteFile], { preservePaths: true });
      await fs.symlink('/etc/passwd', path.join(staging, 'uploads', 'tautan'));
      const withSymlink = await make('tautan', ['uploads']);
      await fs.rm(path.join(staging, 'uploads', 'tautan'));
      await fs.writeFile(path.join(staging, 'uploads', 'a.webp'), 'gambar');
      await fs.link(
        path.join(staging, 'uploads', 'a.webp'),
        path.join(staging, 'uploads', 'b.webp'),
      );
      const withHardlink = await make('tautan-keras', ['uploads']);
      await fs.rm(outside, { recursive: true });

      const listed = await fs.readdir(sources.dataDir);
      for (const [file, shown] of [
        [withDotDot, '../di-luar/naik-0.txt'],
        [withAbsolute, absoluteFile],
        [withSymlink, 'uploads/tautan (SymbolicLink)'],
        [withHardlink, '(Link)'],
      ] as const) {
        const refused = restoreBackup(sources, file);
        await expect(refused, file).rejects.toThrow(BackupError);
        await expect(refused, file).rejects.toThrow(/ditolak/);
        await expect(refused, file).rejects.toThrow(shown);
        expect(await fs.readdir(sources.dataDir), file).toEqual(listed);
      }
      await expect(fs.access(outside)).rejects.toThrow();

      // From the command line: the message, no stack, no folder left behind.
      const cli = await runScript('restore', [withDotDot, '--yes']);
      expect(cli.code).toBe(1);
      expect(cli.output).toContain('ditolak');
      expect(cli.output).not.toMatch(/ENOTEMPTY|\n\s+at /);
      expect(await fs.readdir(sources.dataDir)).toEqual(listed);
      await expect(fs.access(outside)).rejects.toThrow();
      expect(await snapshot()).toEqual(before);
    },
    SLOW_MS,
  );

  it(
    serverUrl
      ? 'backs PostgreSQL up while the app runs on it'
      : 'refuses the embedded database while the app runs on it, saying to stop the app',
    async () => {
      const server = await startServer({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: sources.dataDir,
        ...(sources.databaseUrl && { DATABASE_URL: sources.databaseUrl }),
        SEED_DEMO: 'false',
      });
      const again = path.join(root, 'lagi.tar.gz');
      try {
        if (serverUrl) {
          await createBackup(sources, again);
          expect((await readArchiveManifest(again)).database).toBe('postgres');
        } else {
          await expect(createBackup(sources, again)).rejects.toThrow(/Hentikan aplikasi dulu/);
          await expect(fs.access(again)).rejects.toThrow();
          await expect(restoreBackup(sources, archive)).rejects.toThrow(/Hentikan aplikasi dulu/);
        }
      } finally {
        server.kill('SIGTERM');
        await server.exited;
      }
      expect(await snapshot()).toEqual(before);
    },
    SLOW_MS,
  );

  it.skipIf(serverUrl === undefined)(
    'never shows the password, and refuses a database holding tables the backup lacks',
    async () => {
      const password = 'rahasia-cadangan-42';
      const failed = await runScript('backup', [path.join(root, 'gagal.tar.gz')], {
        DATABASE_URL: databaseUrl(`${databaseName}_tidak_ada`, password),
      });
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('pg_dump gagal');
      expect(failed.output).not.toContain(password);

      await onServer('create table tabel_lain (id int)', databaseName);
      await expect(restoreBackup(sources, archive)).rejects.toThrow(/tabel_lain/);
      await onServer('drop table tabel_lain', databaseName);
      expect(await snapshot()).toEqual(before);
    },
  );
});
