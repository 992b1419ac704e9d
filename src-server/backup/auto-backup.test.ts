import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.js';
import { loadConfig } from '../config.js';
import { BACKUP_JOB, backupStatus } from '../modules/cadangan/cadangan.queries.js';
import { createAdmins } from '../test/admins.js';
import { insertProduk } from '../test/fixtures.js';
import { startTestS3, type TestS3 } from '../test/s3.js';
import { createTestDatabase, testDatabaseKind } from '../test/test-database.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../test/test-app.js';
import { cadanganCopy } from '../../src/shared/schemas/cadangan.js';
import { backupFailure, backupJob } from './auto-backup.js';
import { restoreBackup } from './restore.js';
import { BackupBucket } from './s3-copy.js';

// Issue 32 part 4: the app backs itself up from its job queue — while it serves, on the
// embedded database (its own open PGlite) and on PostgreSQL — and what it writes is what
// `npm run restore` (restoreBackup) puts back. The clock is the test's: the schedule's time
// comes when the test says.

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-auto-backup-'));
const folder = path.join(root, 'cadangan');
let clock = new Date('2026-03-10T12:00:00Z');
let s3: TestS3;
let bucket: BackupBucket;
let t: TestApp;
let cookie: string;

const admin = () => ({ cookie });
const archives = async () =>
  (await fs.readdir(folder)).filter((name) => name.startsWith('etalase-otomatis-')).sort();

interface RunRow {
  id: number;
  jenis: string;
  status: string;
  nama_berkas: string | null;
  ukuran: number | null;
  di_s3: boolean;
  galat: string | null;
}

async function lastRun(): Promise<RunRow | undefined> {
  return t.db.selectFrom('cadangan').selectAll().orderBy('id', 'desc').executeTakeFirst();
}

/** The job's runs, numbered as they start (cron ticks included), and those that ended. */
let runsStarted = 0;
const runsEnded: number[] = [];

/**
 * Wakes the job and waits (bounded) until a run that started after the wake has ended and no
 * backup waits or runs, serving requests meanwhile; answers their statuses.
 */
async function runJob(wake: () => Promise<unknown>): Promise<number[]> {
  const first = runsStarted;
  await wake();
  const statuses: number[] = [];
  for (let i = 0; i < 600; i++) {
    const res = await t.app.inject({ method: 'GET', url: '/api/trpc/site.settings' });
    statuses.push(res.statusCode);
    const busy = await t.db
      .selectFrom('cadangan')
      .select('id')
      .where('status', 'in', ['antre', 'berjalan'])
      .executeTakeFirst();
    if (!busy && runsEnded.some((run) => run >= first)) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the backup job did not run in 60 s');
}

async function backUpNow(): Promise<RunRow> {
  await runJob(async () => {
    const res = await trpcMutation<{ queued: boolean }>(
      t.app,
      'cadangan.runNow',
      undefined,
      admin(),
    );
    expect(res.status, res.response.body).toBe(200);
    expect(res.data.queued).toBe(true);
  });
  return (await lastRun()) as RunRow;
}

beforeAll(async () => {
  s3 = await startTestS3();
  const s3Settings = loadConfig(s3.env('toko/')).s3;
  if (!s3Settings) throw new Error('no S3 settings');
  bucket = new BackupBucket(s3Settings);
  t = await createTestApp(s3.env('toko/'), {
    beforeReady: (app, { database, config, dataDir }) => {
      const job = backupJob({
        db: database.db,
        sources: {
          databaseUrl: database.url,
          dataDir,
          uploadDir: config.uploadDir,
          pglite: database.pglite,
        },
        folder,
        bucket,
        log: app.log,
        now: () => clock,
        // Installed at noon: the first scheduled backup is the next 02:00 WIB.
        startedAt: new Date('2026-03-10T12:00:00Z'),
      });
      app.jobs.define({
        ...job,
        run: async () => {
          const run = runsStarted++;
          try {
            return await job.run([]);
          } finally {
            runsEnded.push(run);
          }
        },
      });
    },
  });
  ({ mainCookie: cookie } = await createAdmins(t.app, t.db));
}, 60_000);

afterAll(async () => {
  await t.close();
  bucket.close();
  await s3.stop();
  await fs.rm(root, { recursive: true, force: true });
});

const SLOW_MS = 120_000;

describe(`automatic backups on ${testDatabaseKind}`, () => {
  it(
    'runs at the WIB time from the job queue while the app serves, and restores with the data',
    async () => {
      const produk = await insertProduk(t.db, { nama_produk: 'Gamis Cadangan Otomatis' });
      await fs.mkdir(path.join(t.config.uploadDir, 'produk'), { recursive: true });
      await fs.writeFile(path.join(t.config.uploadDir, 'produk', 'cadangan.webp'), 'gambar');
      // 02:00 WIB on 11 March is 19:00 UTC on 10 March: a minute before, nothing is due (the
      // shop started at noon, after the 10th's 02:00 WIB, and has no backup to catch up on).
      clock = new Date('2026-03-10T18:59:00Z');
      await runJob(() => t.app.jobs.wake(BACKUP_JOB));
      expect(await lastRun()).toBeUndefined();

      clock = new Date('2026-03-10T19:00:30Z');
      const served = await runJob(() => t.app.jobs.wake(BACKUP_JOB));
      expect(served.every((status) => status === 200)).toBe(true);
      const run = await lastRun();
      expect(run).toMatchObject({
        jenis: 'terjadwal',
        status: 'berhasil',
        nama_berkas: 'etalase-otomatis-20260310-190030.tar.gz',
        di_s3: true,
        galat: null,
      });
      const file = path.join(folder, run?.nama_berkas ?? '');
      expect(run?.ukuran).toBe((await fs.stat(file)).size);

      // Once a day: the next wake the same day makes none.
      clock = new Date('2026-03-10T23:00:00Z');
      await runJob(() => t.app.jobs.wake(BACKUP_JOB));
      expect((await lastRun())?.id).toBe(run?.id);

      const target = await restoreTarget();
      await restoreBackup(target.sources, file);
      const restored = await connectDatabase({
        databaseUrl: target.sources.databaseUrl,
        dataDir: target.sources.dataDir,
      });
      try {
        const row = await restored.db
          .selectFrom('produk')
          .select('nama_produk')
          .where('id', '=', produk.id)
          .executeTakeFirst();
        expect(row?.nama_produk).toBe('Gamis Cadangan Otomatis');
      } finally {
        await restored.close();
        await target.drop();
      }
      expect(
        await fs.readFile(path.join(target.sources.uploadDir, 'produk', 'cadangan.webp'), 'utf8'),
      ).toBe('gambar');
    },
    SLOW_MS,
  );

  it(
    'keeps the newest N in the folder and in S3, leaving other files alone',
    async () => {
      const saved = await trpcMutation(
        t.app,
        'cadangan.saveSettings',
        { jam: '02:00', simpan: 2 },
        admin(),
      );
      expect(saved.status, saved.response.body).toBe(200);
      await fs.writeFile(path.join(folder, 'etalase-manual.tar.gz'), 'milik pemilik');
      const names: string[] = [];
      for (const minute of [10, 11, 12]) {
        clock = new Date(`2026-03-11T01:${minute}:00Z`);
        const run = await backUpNow();
        expect(run).toMatchObject({ jenis: 'manual', status: 'berhasil', di_s3: true });
        names.push(run.nama_berkas ?? '');
      }
      expect(await archives()).toEqual(names.slice(1));
      expect((await bucket.list()).sort()).toEqual(names.slice(1));
      expect(await fs.readFile(path.join(folder, 'etalase-manual.tar.gz'), 'utf8')).toBe(
        'milik pemilik',
      );
      const status = await trpcQuery<{ lastOk: { namaBerkas: string }; s3Bucket: string }>(
        t.app,
        'cadangan.status',
        undefined,
        admin(),
      );
      expect(status.data.lastOk.namaBerkas).toBe(names[2]);
      expect(status.data.s3Bucket).toBe(s3.bucket);
    },
    SLOW_MS,
  );

  it('refuses bad settings with Indonesian messages (400)', async () => {
    for (const input of [
      { jam: '25:00', simpan: 14 },
      { jam: '2 pagi', simpan: 14 },
      { jam: '02:00', simpan: 0 },
      { jam: '02:00', simpan: 91 },
      { jam: '02:00', simpan: 2.5 },
    ]) {
      const res = await trpcMutation(t.app, 'cadangan.saveSettings', input, admin());
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.data.issues?.[0]?.message).toMatch(
        /^(Jam cadangan harus|Jumlah cadangan yang disimpan harus)/,
      );
    }
  });

  it(
    'records a failure the admin reads, without paths to secrets, and reports it for monitoring',
    async () => {
      // The folder becomes a file: nothing can be written there.
      await fs.rm(folder, { recursive: true, force: true });
      await fs.writeFile(folder, 'bukan folder');
      clock = new Date('2026-03-11T02:00:00Z');
      const run = await backUpNow();
      expect(run.status).toBe('gagal');
      expect(run.galat).toBe(backupFailure.folder(folder));
      const status = await trpcQuery<{ lastFailed: { galat: string } }>(
        t.app,
        'cadangan.status',
        undefined,
        admin(),
      );
      expect(status.data.lastFailed.galat).toBe(backupFailure.folder(folder));
      const health = await backupStatus(t.db);
      expect(health.lastError).toBe(backupFailure.folder(folder));
      expect(health.lastFailedAt).toBeInstanceOf(Date);
      expect(health.lastOkAt).toBeInstanceOf(Date);
      expect(health.lastBytes).toBeGreaterThan(0);
    },
    SLOW_MS,
  );
});

describe('with automatic backups turned off (BACKUP_AUTO=false)', () => {
  it('refuses "Cadangkan sekarang", saying why, and queues nothing', async () => {
    const off = await createTestApp({ BACKUP_AUTO: 'false' });
    try {
      const { mainCookie } = await createAdmins(off.app, off.db);
      const res = await trpcMutation(off.app, 'cadangan.runNow', {}, { cookie: mainCookie });
      expect(res.status).toBe(412);
      expect(res.error?.message).toBe(cadanganCopy.autoOff);
      expect(await off.db.selectFrom('cadangan').select('id').execute()).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

/** An empty place to restore into: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function restoreTarget() {
  const dataDir = await fs.mkdtemp(path.join(root, 'hasil-'));
  const empty =
    testDatabaseKind === 'postgres' ? await createTestDatabase({ migrated: false }) : undefined;
  return {
    sources: { databaseUrl: empty?.url, dataDir, uploadDir: path.join(dataDir, 'uploads') },
    drop: async () => {
      await empty?.close();
    },
  };
}
